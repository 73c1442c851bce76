export { analyze } from './core/analyze.js';
export { triage } from './core/triage.js';
export { defaultCatalog } from './core/default-catalog.js';
export { earlierReportsSearchPhrase } from './core/earlier-reports.js';
export type { EarlierReport } from './core/earlier-reports.js';
export type { TriageOptions, LabelOptions } from './core/triage-options.js';
export type * from './core/types.js';
export type * from './core/catalog-types.js';
