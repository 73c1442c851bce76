// `vllm-triage catalog pull-requests --vllm-src DIR`: checks catalog/pull-requests.yaml against a vLLM history and prints
// the rows it lacks (a PR an entry names with no row, or a row whose commit the history reads differently).
import { parseArgs } from 'node:util';
import { HELP_OPTION, readCommandArgs } from '../command-args.js';
import type { CommandIO } from '../command-io.js';
import { defaultCatalog } from '../../core/engine.js';
import { type CatalogEntry, type PullRequestRecord, pullRequestsNamed, type PullRequestTable } from '../../core/index.js';
import { findMergeCommit, resolveCommit } from './pull-request-history.js';

const USAGE = `usage: vllm-triage catalog pull-requests --vllm-src DIR [--upto REF]

For every pull request the catalog names (and every row of catalog/pull-requests.yaml), reads its merge commit
from DIR (a vLLM checkout or mirror with upstream history): the commit whose subject ends in (#N) among the
ancestors of REF (default: the table's history.upto). Prints one line per PR (ok, differs, missing, not found)
and the YAML rows to paste for the PRs whose row is missing or differs. Exits 1 when any row is missing or differs.
`;

const OPTIONS = { 'vllm-src': { type: 'string' }, upto: { type: 'string' }, ...HELP_OPTION } as const;

/** A YAML row of the table for one PR, as the file writes them. */
export function pullRequestRow(pr: number, record: PullRequestRecord): string {
  if (record.commit === null) return `  ${pr}: { commit: null, note: ${JSON.stringify(record.note)} }`;
  return [`  ${pr}:`, `    commit: ${record.commit}`, `    merged: "${record.merged}"`, `    subject: ${JSON.stringify(record.subject)}`].join('\n');
}

/** Compares the table with the history; `sources` defaults to the shipped catalog. */
export function checkPullRequests(dir: string, upto: string, sources: { entries: CatalogEntry[]; table: PullRequestTable }): { lines: string[]; rows: string[]; failed: boolean } {
  const numbers = [...new Set([...pullRequestsNamed(sources.entries), ...Object.keys(sources.table.pull_requests).map(Number)])].sort((a, b) => a - b);
  const lines: string[] = [];
  const rows: string[] = [];
  let failed = false;
  for (const pr of numbers) {
    const read = findMergeCommit(dir, upto, pr);
    const listed = sources.table.pull_requests[String(pr)];
    const status = listed === undefined ? 'missing' : listed.commit !== read.commit ? 'differs' : read.commit === null ? 'not found' : 'ok';
    lines.push(`${status.padEnd(9)}  #${pr}  ${read.commit === null ? read.note : `${read.commit.slice(0, 10)} ${read.merged} ${read.subject}`}`);
    if (status === 'missing' || status === 'differs') {
      failed = true;
      rows.push(pullRequestRow(pr, read));
    }
  }
  return { lines, rows, failed };
}

/** Runs `catalog pull-requests`; 0 when the table agrees with the history, 1 when not, 2 on bad usage. */
export function runCatalogPullRequests(args: string[], io: CommandIO): number {
  const parsed = readCommandArgs(io, 'catalog pull-requests', USAGE, () => parseArgs({ args, options: OPTIONS }));
  if (typeof parsed === 'number') return parsed;
  const dir = parsed.values['vllm-src'];
  const catalog = defaultCatalog();
  const table = catalog.pullRequests;
  const upto = parsed.values.upto ?? table?.history.upto ?? 'HEAD';
  if (dir === undefined || table === undefined || resolveCommit(dir, upto) === null) {
    io.stderr(`catalog pull-requests: ${dir === undefined ? '--vllm-src DIR is needed' : `${upto} is not a commit in ${dir}`}\n${USAGE}`);
    return 2;
  }
  const { lines, rows, failed } = checkPullRequests(dir, upto, { entries: catalog.entries, table });
  const found = lines.filter((line) => !line.includes('no commit whose subject')).length;
  io.stdout(`${lines.join('\n')}\n\n${lines.length} pull requests: ${found} with a merge commit, ${lines.length - found} not found in ${upto.slice(0, 10)}'s history\n`);
  if (rows.length > 0) io.stdout(`\nRows for catalog/pull-requests.yaml (pull_requests:):\n${rows.join('\n')}\n`);
  return failed ? 1 : 0;
}
