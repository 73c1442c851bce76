// `vllm-triage shadow <dir>`: triage every saved `gh issue view N --json number,title,author,body,labels,comments` file, write the ledger, score it.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { triage } from '../../core/engine.js';
import { DEFAULT_LABELS, MARKER_PREFIX, renderShadowLedger, renderShadowReport, scoreShadow, shadowRow, type ShadowRow } from '../../core/index.js';
import type { CommandIO } from '../command-io.js';
import { parseJsonValues, readIssueThread } from '../analyze/issue-thread.js';
import { readInputFile } from '../input-file.js';

export const SHADOW_USAGE = `usage: vllm-triage shadow <dir> [--human-labels a,b] [--repo owner/name] [--ledger FILE] [--jsonl]

  Triages each <dir>/*.json, saved as gh issue view N --json number,title,author,body,labels,comments prints it, and
  compares the bot's routing with the maintainers' labels on those issues (precision, recall, disagreements).

  --human-labels a,b   the labels that mean "a maintainer routed this to the connector owners" (default: ${DEFAULT_LABELS.connectorLabel})
  --repo owner/name    the repository: links the issues in the report, and is passed to triage
  --ledger FILE        also write the ledger, one JSON object per issue, to FILE
  --jsonl              print the ledger instead of the report
`;

/** A comment of the bot's (its marker) among the raw JSON's comments. */
function hasBotComment(value: unknown): boolean {
  const comments = typeof value === 'object' && value !== null ? (value as { comments?: unknown }).comments : undefined;
  return (
    Array.isArray(comments) &&
    comments.some((comment) => typeof (comment as { body?: unknown } | null)?.body === 'string' && (comment as { body: string }).body.includes(MARKER_PREFIX))
  );
}

/** The ledger row of one saved issue. */
function rowOf(path: string, text: string, repository: string | null): ShadowRow {
  const values = parseJsonValues(text);
  if (values.length !== 1) throw new Error(`expected one issue, found ${values.length} JSON documents`);
  const raw = values[0];
  const thread = readIssueThread(raw);
  const issueNumber = thread.number ?? Number(/(\d{1,9})[^/\d]*$/.exec(path)?.[1] ?? 0);
  const repo = repository ?? thread.repository;
  const plan = triage(
    {
      title: thread.title,
      body: thread.body,
      comments: thread.comments,
      labels: thread.labels,
      ...(repo === null ? {} : { repository: repo }),
      ...(thread.pullRequest ? { pullRequest: true } : {}),
    },
    { issueNumber },
  );
  return shadowRow({ number: issueNumber, labels: thread.labels }, plan, hasBotComment(raw));
}

/** The saved issues of a folder (`*.json`, in numeric order); null, said on stderr, when there are none or it cannot be read. */
function savedIssueFiles(dir: string, io: CommandIO): string[] | null {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  } catch (error) {
    io.stderr(`shadow: cannot read the folder ${dir}: ${folderProblem(error)}\n`);
    return null;
  }
  if (files.length === 0) {
    io.stderr(
      `shadow: no .json files in ${dir}; save each issue there with gh issue view N --json number,title,body,labels,comments > ${join(dir, 'N.json')}\n`,
    );
    return null;
  }
  return files;
}

/** The ledger rows of the saved issues; each file that cannot be read is said on stderr and counted. */
function readRows(dir: string, files: string[], repository: string | null, io: CommandIO): { rows: ShadowRow[]; failed: number } {
  const rows: ShadowRow[] = [];
  let failed = 0;
  for (const name of files) {
    const path = join(dir, name);
    try {
      rows.push(rowOf(path, readInputFile(path), repository));
    } catch (error) {
      failed++;
      io.stderr(`shadow: ${path}: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
  return { rows, failed };
}

/**
 * Runs `shadow`; returns the exit code (1 when a file could not be read, after the others were scored).
 * @param args the words after `shadow`
 * @param io where to print
 */
export function runShadow(args: string[], io: CommandIO): number {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        'human-labels': { type: 'string' },
        repo: { type: 'string' },
        ledger: { type: 'string' },
        jsonl: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.stderr(`shadow: ${error instanceof Error ? error.message : String(error)}\n${SHADOW_USAGE}`);
    return 2;
  }
  if (parsed.values.help === true) {
    io.stdout(SHADOW_USAGE);
    return 0;
  }
  const [dir, ...extra] = parsed.positionals;
  if (dir === undefined || extra.length > 0) {
    io.stderr(SHADOW_USAGE);
    return 2;
  }
  const repository = parsed.values.repo ?? null;
  if (repository !== null && !/^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/.test(repository)) {
    io.stderr(`shadow: --repo is "${repository}"; expected owner/name\n`);
    return 2;
  }
  const humanLabels = (parsed.values['human-labels'] ?? DEFAULT_LABELS.connectorLabel)
    .split(',')
    .map((label) => label.trim())
    .filter((label) => label !== '');
  const files = savedIssueFiles(dir, io);
  if (files === null) return 1;
  const { rows, failed } = readRows(dir, files, repository, io);
  rows.sort((first, second) => first.issue - second.issue);
  const ledger = renderShadowLedger(rows);
  if (parsed.values.ledger !== undefined) writeFileSync(parsed.values.ledger, ledger);
  if (parsed.values.jsonl === true) io.stdout(ledger);
  else {
    const issueUrl = repository === null ? null : (issue: number) => `https://github.com/${repository}/issues/${issue}`;
    io.stdout(renderShadowReport(rows, scoreShadow(rows, humanLabels), { issueUrl }));
  }
  return failed > 0 ? 1 : 0;
}

/** Why a folder could not be read, in words (the errno code's meaning, not Node's raw `ENOENT: …, scandir` text). */
function folderProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'there is no such folder';
  if (code === 'ENOTDIR') return 'it is a file, not a folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}
