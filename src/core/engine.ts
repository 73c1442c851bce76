// The core's lazily loaded face: the engine (the markdown stack, the matchers and the compiled catalog), which the
// action imports only when it triages an issue (import() of this file) and the CLI where it analyses. Its types come
// through src/core/index.ts, the face for everything else; the edge imports nothing else of the core
// (test/house-rules.test.ts holds it).
export { analyze } from './analyze.js';
export { defaultCatalog } from './catalog/default-catalog.js';
export { withEarlierReports } from './comment/earlier-reports.js';
export { renderErrorPage } from './explain/page.js';
export { renderErrorPages } from './explain/pages.js';
export { resolveExplainQuery } from './explain/resolve.js';
export { commitsToCheck } from './fixes/fixes-to-check.js';
export { triage, triageKeepingReading } from './triage.js';
