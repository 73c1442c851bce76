// The core's face: what src/action and src/cli use of the pure core (src/core), every type included. The engine's
// values (triage(), analyze(), the catalog; they load the markdown stack) come through its lazily loaded face,
// src/core/engine.ts, so that importing this file stays cheap. The edge imports nothing else of the core
// (test/house-rules.test.ts holds it).
export { PAGES_DIR } from './catalog/page-links.js';
export { mergedPullRequest, pullRequestsNamed, pullRequestsNamedBy } from './catalog/pull-requests.js';
export { INDEXED_FOLDER, formatSourceIndexJson, parseIndexTsv } from './catalog/source-index.js';
export type { BasisItem, CatalogEntry, Claim, IndexRow, PullRequestRecord, PullRequestTable } from './catalog/types.js';
export type { EarlierReport } from './comment/earlier-reports.js';
export { labelsNamedInFooter } from './comment/footer.js';
export { renderTimelineDiagram } from './comment/timeline/timeline-diagram.js';
export type { FailurePlace } from './connectors/failure-stage.js';
export { ROUTING_KINDS } from './connectors/routing-evidence.js';
export type { RoutingKind } from './connectors/routing-evidence.js';
export {
  FAILURE_PLACES,
  FALSE_ALARM_COST,
  FIXED_AT_ZERO,
  ROUTING_THRESHOLD,
  ROUTING_WEIGHTS,
  priorWeights,
  routes,
  scoreOf,
  weightKey,
} from './connectors/routing-model.js';
export type { RoutingWeights } from './connectors/routing-model.js';
export type { ThreadComment } from './extract/types.js';
export type { ContainmentAnswers, FixesInVersion, FixesToCheck } from './fixes/types.js';
export { MIN_TEMPLATE_LITERAL_LENGTH, compileTemplate, looksLikePrintf } from './match/templates.js';
export { DEFAULT_LABELS } from './options.js';
export type { LabelOptions, TriageOptions } from './options.js';
export { RECORD_PREFIX, hasRecord, readWrittenComment, withRecord, withoutRecord } from './memory/bot-record.js';
export { keepHumanDecisions } from './memory/human-decisions.js';
export { MARKER_PREFIX, parseMarker } from './memory/marker.js';
export type { MarkerData, ThreadState } from './memory/marker.js';
export type { TriageInput, TriagePlan, TriageReport } from './report.js';
export type { ReusableTriage } from './triage.js';
export { shadowRow } from './shadow/ledger.js';
export type { ShadowRow } from './shadow/ledger.js';
export { renderShadowLedger, renderShadowReport } from './shadow/report.js';
export { scoreShadow } from './shadow/score.js';
export { cutText } from './text/cut.js';
export { MAX_LABEL_LENGTH } from './text/limits.js';
export { connectorFamily } from './vllm/connector-names.js';
export { isMovingRef } from './vllm/links.js';
