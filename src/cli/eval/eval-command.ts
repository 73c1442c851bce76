// `vllm-triage eval <dir>`: runs the analyser over <dir>/issues/*.md and scores it against <dir>/truth.jsonl.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { triage } from '../../core/engine.js';
import type { TriageReport } from '../../core/index.js';
import { HELP_OPTION, readCommandArgs } from '../command-args.js';
import type { CommandIO } from '../command-io.js';
import { readCorpusIssue } from '../analyze/corpus-issue.js';
import { decodeInputText } from '../text-encoding.js';
import { countComments, formatCommentCounters } from './eval-comments.js';
import { scoreCorpus, scoreIssue, type EvalScore, type TruthRecord } from './eval-score.js';
import { fittedWeightsFile, formatRouting } from './eval-routing.js';

const USAGE = `usage: vllm-triage eval <dir> [--json | --fit]

Triages <dir>/issues/*.md and scores the reports against <dir>/truth.jsonl, one JSON object per line:
{"file": "issues/<name>.md", "category": "…", "tracebacks": [E…], "error_lines": [E…], "connectors_mentioned": […],
"vllm_version": "…"}, each E {"exception_type": "…", "message": "…", "innermost_file": "…", "connector": "…"}
(test/fixtures/corpus-realistic/ holds an example). It reports
routing recall, connector recall per family, exception recall, visible false alarms, each miss listed; then routing's
precision and recall by the committed rule (every row, and the newest batch alone) beside weights fitted on the corpus
(one fold per repository, and fitted on the older batches, tested on the newest), and the rows each evidence kind decides.

  --json      print the score as JSON
  --fit       fit routing's weights on every row and print them (the comparison eval prints beside the committed rule)
  -h, --help  this text
`;

/** Reads truth.jsonl: one JSON object per line; a bad line is named by its number. */
function readTruth(dir: string): TruthRecord[] {
  const path = join(dir, 'truth.jsonl');
  return decodeInputText(readFileSync(path))
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim() !== '')
    .map(({ line, number }) => {
      try {
        return JSON.parse(line) as TruthRecord;
      } catch (error) {
        throw new Error(`${path}:${number}: not valid JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
      }
    });
}

/**
 * Null when every row of truth.jsonl names a file under issues/; else what is wrong, with how many rows did resolve
 * (a score over the rows that resolve would read as a result: "routing 0/0 = 100.0 %").
 */
function unresolvedRows(truth: TruthRecord[], files: Set<string>): string | null {
  if (truth.length === 0) return 'truth.jsonl has no rows: nothing to score';
  const missing = truth.filter((record) => typeof record.file !== 'string' || !files.has(record.file));
  if (missing.length === 0) return null;
  const named = missing.slice(0, 5).map((record) => JSON.stringify(record.file ?? null));
  return (
    `${missing.length} of ${truth.length} rows of truth.jsonl name no file under issues/ (${truth.length - missing.length} resolved): ` +
    `${named.join(', ')}${missing.length > named.length ? `, and ${missing.length - named.length} more` : ''}`
  );
}

/** Node's messages for a missing folder or file name the system call first; say it with the path. */
function describeReadError(error: unknown): string {
  const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown };
  if (code === 'ENOENT' && typeof path === 'string') return `${path}: no such file or folder`;
  if (code === 'ENOTDIR' && typeof path === 'string') return `${path}: not a folder`;
  return error instanceof Error ? error.message : String(error);
}

const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;

/** Formats the score as the table the closing notes quote. */
export function formatScore(score: EvalScore): string {
  const rows = score.issues.map((issue) => {
    const marks = [
      `${issue.exceptionsFound}/${issue.exceptionsExpected} exc`,
      `connectors ${issue.connectorsFound.join(',') || '-'} (expected ${issue.connectorsExpected.join(',') || '-'})`,
      issue.category === 'negative' ? '' : issue.routed ? 'routed' : 'NOT ROUTED',
      issue.falseAlarm ? 'FALSE ALARM' : issue.connectorOnNegative ? 'connector named' : '',
      issue.versionExpected ? `version ${issue.versionFound ?? '-'} (expected ${issue.versionExpected})` : '',
    ].filter(Boolean);
    const missed = issue.missedExceptions.map((text) => `\n    missed: ${text}`).join('');
    return `  ${issue.file} [${issue.category}] ${marks.join('; ')}${missed}`;
  });
  const families = Object.entries(score.connectorByFamily).map(([family, { found, expected }]) => `${family} ${found}/${expected}`);
  return [
    ...rows,
    '',
    `routing (connector label) on connector-error issues: ${score.routingRecall.found}/${score.routingRecall.expected} = ${percent(score.routingRecall.ratio)}`,
    ...(score.routingRecall.missed.length ? [`  not routed: ${score.routingRecall.missed.join(', ')}`] : []),
    `exception recall: ${score.exceptionRecall.found}/${score.exceptionRecall.expected} = ${percent(score.exceptionRecall.ratio)}`,
    `connector recall: ${score.connectorRecall.found}/${score.connectorRecall.expected} = ${percent(score.connectorRecall.ratio)}`,
    `  by family: ${families.join(', ') || '-'}`,
    `visible false alarms (label, comment or match) on negative issues: ${score.falseAlarms.count}/${score.falseAlarms.negatives}${
      score.falseAlarms.files.length ? ` (${score.falseAlarms.files.join(', ')})` : ''
    }`,
    `vLLM version: ${score.versionAccuracy.correct}/${score.versionAccuracy.expected} = ${percent(score.versionAccuracy.ratio)}`,
  ].join('\n');
}

/** Runs the eval; returns the exit code (0, 1 when the folder cannot be read or a row names no file, 2 bad usage). */
export function runEval(args: string[], io: CommandIO): number {
  const parsed = readCommandArgs(io, 'eval', USAGE, () =>
    parseArgs({ args, options: { json: { type: 'boolean' }, fit: { type: 'boolean' }, ...HELP_OPTION }, allowPositionals: true }),
  );
  if (typeof parsed === 'number') return parsed;
  const [dir, ...extra] = parsed.positionals;
  if (dir === undefined || extra.length > 0) {
    io.stderr(`eval: ${dir === undefined ? 'give the corpus folder' : `one folder only; also got ${extra.join(' ')}`}\n${USAGE}`);
    return 2;
  }
  let truth: TruthRecord[];
  let files: Set<string>;
  try {
    truth = readTruth(dir);
    files = new Set(readdirSync(join(dir, 'issues')).map((name) => `issues/${name}`));
  } catch (error) {
    io.stderr(`eval: ${describeReadError(error)}\n`);
    return 1;
  }
  const unresolved = unresolvedRows(truth, files);
  if (unresolved !== null) {
    io.stderr(`eval: ${unresolved}\n`);
    return 1;
  }
  const reports: TriageReport[] = [];
  const scores = truth.map((record) => {
    const issue = readCorpusIssue(decodeInputText(readFileSync(join(dir, record.file))), record.file);
    const input = {
      body: issue.body,
      ...(issue.title === undefined ? {} : { title: issue.title }),
      ...(issue.repository === undefined ? {} : { repository: issue.repository }),
      ...(issue.pullRequest ? { pullRequest: true } : {}),
    };
    const report = triage(input, { issueNumber: issue.number }).report;
    reports.push(report);
    const repository = issue.repository ?? record.file.replace(/^issues\//, '').replace(/-(?:pr-)?\d+\.md$/, '');
    return { ...scoreIssue(record, report), repository };
  });
  if (parsed.values.fit === true) {
    io.stdout(fittedWeightsFile(scores, `vllm-triage eval ${dir} --fit`));
    return 0;
  }
  const score = scoreCorpus(scores);
  const comments = countComments(reports);
  io.stdout(
    parsed.values.json === true
      ? `${JSON.stringify({ ...score, comments }, null, 2)}\n`
      : `${formatScore(score)}\n\n${formatRouting(scores)}\n${formatCommentCounters(comments)}\n`,
  );
  return 0;
}
