// Scores analyser reports against a corpus's truth.jsonl: routing, connector recall (per family), exceptions, visible false alarms.
import type { FailurePlace, RoutingKind, TriageReport } from '../../core/index.js';
import { cutText } from '../../core/index.js';

/** One line of truth.jsonl (the fields the score reads). */
export interface TruthRecord {
  file: string;
  category: string;
  tracebacks: TruthError[];
  error_lines: TruthError[];
  connectors_mentioned?: string[];
  vllm_version?: string | null;
  has_traceback?: boolean;
  /** The batch that brought the row (1 oldest); the newest batch is the nearest thing to unseen text. */
  batch?: number;
}

export interface TruthError {
  exception_type: string | null;
  message: string | null;
  innermost_file?: string | null;
  connector: string;
}

export interface IssueScore {
  file: string;
  category: string;
  exceptionsExpected: number;
  exceptionsFound: number;
  missedExceptions: string[];
  connectorsExpected: string[];
  connectorsFound: string[];
  /** Whether the bot added the connector label (routed the issue to connector owners). */
  routed: boolean;
  /** A label, a comment or a claimed match on a negative issue: what a maintainer would see. */
  falseAlarm: boolean;
  /** A connector named in the report of a negative issue (not visible by itself). */
  connectorOnNegative: boolean;
  versionExpected: string | null;
  versionFound: string | null;
  /** Whether the truth shows a traceback or an error line. */
  hasTraceback: boolean;
  /** The kinds of routing evidence the report weighed, and where the failure was. */
  routingKinds: RoutingKind[];
  place: FailurePlace;
  /** Families of the connectors the issue was routed for. */
  routedFamilies: string[];
  /** A match or a comment: visible on a negative whatever routing decides. */
  visibleWithoutRouting: boolean;
  /** The truth's batch, or null when the corpus does not mark batches. */
  batch: number | null;
}

export interface EvalScore {
  issues: IssueScore[];
  /** Connector-error issues that got the connector label. */
  routingRecall: { found: number; expected: number; ratio: number; missed: string[] };
  /** Connector recall per expected family. */
  connectorByFamily: Record<string, { found: number; expected: number }>;
  exceptionRecall: { found: number; expected: number; ratio: number };
  connectorRecall: { found: number; expected: number; ratio: number };
  falseAlarms: { count: number; negatives: number; files: string[] };
  versionAccuracy: { correct: number; expected: number; ratio: number };
}

const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();
/** A message as a reader sees it: quotes escaped inside a repr or JSON string (`\\'`, `\\"`) are plain quotes. */
const unescapeQuotes = (text: string): string => text.replace(/\\(['"])/g, '$1');

/** Last dotted part: `vllm.v1.engine.exceptions.EngineDeadError` → `EngineDeadError`. */
const shortType = (type: string): string => type.slice(type.lastIndexOf('.') + 1);

/** Whether the report holds the expected exception (type, and the message where the truth gives one). */
function holdsException(report: TriageReport, expected: TruthError): boolean {
  const expectedType = shortType(expected.exception_type ?? '');
  const expectedMessage = normalise(unescapeQuotes(expected.message ?? ''));
  const seen = [...report.tracebacks.map((traceback) => traceback.exception), ...report.errorLines.map((errorLine) => errorLine.exception)];
  return seen.some((exception) => {
    if (!exception || shortType(exception.type) !== expectedType) return false;
    if (expectedMessage === '') return true;
    const message = normalise(unescapeQuotes(exception.message));
    // Excerpts are cut: either side may be a prefix of the other.
    return message.length > 0 && (message.startsWith(expectedMessage) || expectedMessage.startsWith(message));
  });
}

/** The first `X.Y.Z…` token of a free-text version (`v0.11.0 (image …)` → `0.11.0`). */
export function versionToken(text: string | null | undefined): string | null {
  if (!text) return null;
  const found = /v?(?<!\d)(\d+\.\d+(?:\.\d+)?(?:[.+-]?[a-z]+\d*)*)/i.exec(text);
  return found?.[1] ?? null;
}

/** Scores one issue. */
export function scoreIssue(truth: TruthRecord, report: TriageReport, connectorLabel = 'kv-connector'): IssueScore {
  const expectedErrors = [...truth.tracebacks, ...truth.error_lines].filter((error) => error.exception_type);
  const missed = expectedErrors.filter((error) => !holdsException(report, error));
  const connectorsExpected = [...new Set([...truth.tracebacks, ...truth.error_lines].map((error) => error.connector).filter((name) => name !== 'none'))].sort();
  const connectorsFound = [...new Set(report.connectors.map((connector) => connector.family))].sort();
  const negative = truth.category === 'negative';
  const falseAlarm = negative && (report.matches.length > 0 || report.labels.length > 0 || report.comment !== null);
  return {
    file: truth.file,
    category: truth.category,
    exceptionsExpected: expectedErrors.length,
    exceptionsFound: expectedErrors.length - missed.length,
    missedExceptions: missed.map((error) => cutText(`${error.exception_type}: ${error.message ?? ''}`, 120, '')),
    connectorsExpected,
    connectorsFound,
    routed: report.labels.includes(connectorLabel),
    falseAlarm,
    connectorOnNegative: negative && report.connectors.length > 0,
    versionExpected: versionToken(truth.vllm_version),
    versionFound: versionToken(report.vllmVersion),
    hasTraceback: truth.has_traceback ?? expectedErrors.length > 0,
    routingKinds: [...new Set(report.routing.evidence.map((item) => item.kind))],
    place: report.routing.place,
    routedFamilies: [
      ...new Set(report.routing.connectors.map((name) => report.connectors.find((connector) => connector.name === name)?.family ?? 'other-connector')),
    ].sort(),
    visibleWithoutRouting: report.matches.length > 0 || report.comment !== null,
    batch: typeof truth.batch === 'number' ? truth.batch : null,
  };
}

/** Whether the expected connector family was found; `other-connector` accepts any connector. */
function connectorFound(expected: string, found: string[]): boolean {
  return expected === 'other-connector' ? found.length > 0 : found.includes(expected);
}

const ratio = (found: number, expected: number): number => (expected === 0 ? 1 : found / expected);

/** Adds up the per-issue scores. */
export function scoreCorpus(scores: IssueScore[]): EvalScore {
  let exceptionsFound = 0;
  let exceptionsExpected = 0;
  let connectorsFound = 0;
  let connectorsExpected = 0;
  let versionsCorrect = 0;
  let versionsExpected = 0;
  const byFamily: Record<string, { found: number; expected: number }> = {};
  for (const score of scores) {
    exceptionsFound += score.exceptionsFound;
    exceptionsExpected += score.exceptionsExpected;
    for (const expected of score.connectorsExpected) {
      connectorsExpected += 1;
      const family = (byFamily[expected] ??= { found: 0, expected: 0 });
      family.expected += 1;
      if (connectorFound(expected, score.connectorsFound)) {
        connectorsFound += 1;
        family.found += 1;
      }
    }
    if (score.versionExpected) {
      versionsExpected += 1;
      if (score.versionFound === score.versionExpected) versionsCorrect += 1;
    }
  }
  const negatives = scores.filter((score) => score.category === 'negative');
  const alarms = negatives.filter((score) => score.falseAlarm);
  const connectorErrors = scores.filter((score) => score.category === 'connector-error');
  const routed = connectorErrors.filter((score) => score.routed).length;
  return {
    issues: scores,
    routingRecall: {
      found: routed,
      expected: connectorErrors.length,
      ratio: ratio(routed, connectorErrors.length),
      missed: connectorErrors.filter((score) => !score.routed).map((score) => score.file),
    },
    connectorByFamily: Object.fromEntries(Object.entries(byFamily).sort(([a], [b]) => a.localeCompare(b))),
    exceptionRecall: { found: exceptionsFound, expected: exceptionsExpected, ratio: ratio(exceptionsFound, exceptionsExpected) },
    connectorRecall: { found: connectorsFound, expected: connectorsExpected, ratio: ratio(connectorsFound, connectorsExpected) },
    falseAlarms: { count: alarms.length, negatives: negatives.length, files: alarms.map((score) => score.file) },
    versionAccuracy: { correct: versionsCorrect, expected: versionsExpected, ratio: ratio(versionsCorrect, versionsExpected) },
  };
}
