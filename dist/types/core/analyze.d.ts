import type { TriageOptions } from './options.js';
import type { TriageReport } from './report.js';
/**
 * Triages issue markdown offline and returns the machine-readable report.
 * @param markdown the issue body (any text; up to 65,536 characters is the GitHub limit, more is accepted)
 * @param options catalog and label settings; the built-in catalog by default
 */
export declare function analyze(markdown: string, options?: TriageOptions): TriageReport;
