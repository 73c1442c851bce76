// `analyze(markdown, options?)`: the report for one piece of issue markdown (the CLI's and the package's entry).
import { triage } from './triage.js';
import type { TriageOptions } from './options.js';
import type { TriageReport } from './report.js';

/**
 * Triages issue markdown offline and returns the machine-readable report.
 * @param markdown the issue body (any text; up to 65,536 characters is the GitHub limit, more is accepted)
 * @param options catalog and label settings; the built-in catalog by default
 */
export function analyze(markdown: string, options: TriageOptions = {}): TriageReport {
  return triage({ body: markdown }, options).report;
}
