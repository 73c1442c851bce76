// `vllm-triage analyze <file|->… [--json]`: the same triage, offline, on files or standard input.
import { readFileSync } from 'node:fs';
import { analyze } from '../core/analyze.js';
import type { TriageReport } from '../core/report.js';
import type { CommandIO } from './command-io.js';

/** Reads a file, or standard input for `-`. */
function readInput(path: string): string {
  return readFileSync(path === '-' ? 0 : path, 'utf8');
}

/** The human-readable form: what was found, the labels, and the comment the bot would post. */
export function formatReport(name: string, report: TriageReport): string {
  const found = report.matches.map(
    (match) => `  - ${match.id} [${match.confidence}${match.curated ? '' : ', not curated'}] (${match.connector})`,
  );
  const exceptions = report.tracebacks
    .filter((traceback) => traceback.exception)
    .map((traceback) => `  - ${traceback.exception?.type}: ${traceback.exception?.message.split('\n')[0] ?? ''}`.slice(0, 160));
  return [
    `== ${name}`,
    `vLLM version: ${report.vllmVersion ?? 'not found'}`,
    `connectors: ${report.connectors.map((connector) => connector.name).join(', ') || 'none'}`,
    `tracebacks: ${report.tracebacks.length}, error lines: ${report.errorLines.length}`,
    ...exceptions,
    `matches: ${report.matches.length === 0 ? 'none' : ''}`,
    ...found,
    `labels: ${report.labels.join(', ') || 'none'}`,
    '',
    report.comment === null ? 'comment: none (nothing recognised; the bot stays silent)' : `comment:\n\n${report.comment}`,
    '',
  ].join('\n');
}

/** Runs `analyze`; returns the exit code. */
export function runAnalyze(args: string[], io: CommandIO): number {
  const json = args.includes('--json');
  const paths = args.filter((arg) => arg !== '--json');
  if (paths.length === 0) {
    io.stderr('usage: vllm-triage analyze <file|->… [--json]\n');
    return 2;
  }
  const reports = paths.map((path) => ({ path, report: analyze(readInput(path)) }));
  if (json) {
    const value = reports.length === 1 ? reports[0]?.report : reports.map(({ path, report }) => ({ file: path, ...report }));
    io.stdout(`${JSON.stringify(value, null, 2)}\n`);
  } else {
    for (const { path, report } of reports) io.stdout(formatReport(path, report));
  }
  return 0;
}
