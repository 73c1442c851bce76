// The package's public surface: the pure engine, in-process.
export { analyze } from './core/analyze.js';
export { triage } from './core/triage.js';
export { defaultCatalog } from './core/catalog/default-catalog.js';
export { earlierReportsSearchPhrase, withEarlierReports } from './core/comment/earlier-reports.js';
export type { EarlierReport, EarlierReportsSearch, EarlierReportsSearchOptions } from './core/comment/earlier-reports.js';
export type { CommentDraft, CommentPart } from './core/comment/comment.js';
export type { TriageOptions, LabelOptions } from './core/options.js';
export type * from './core/report.js';
export type * from './core/extract/types.js';
export type * from './core/signals/types.js';
export type * from './core/connectors/types.js';
export type * from './core/match/types.js';
export type * from './core/plan/types.js';
export type * from './core/catalog/types.js';
