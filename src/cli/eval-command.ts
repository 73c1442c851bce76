// `vllm-triage eval <dir>`: runs the analyser over <dir>/issues/*.md and scores it against <dir>/truth.jsonl.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { triage } from '../core/triage.js';
import type { CommandIO } from './command-io.js';
import { readCorpusIssue } from './corpus-issue.js';
import { scoreCorpus, scoreIssue, type EvalScore, type TruthRecord } from './eval-score.js';

/** Reads truth.jsonl: one JSON object per line. */
function readTruth(dir: string): TruthRecord[] {
  return readFileSync(join(dir, 'truth.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TruthRecord);
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

/** Runs the eval; returns the exit code (0, or 1 when the folder cannot be read). */
export function runEval(args: string[], io: CommandIO): number {
  const dir = args.find((arg) => !arg.startsWith('--'));
  if (!dir) {
    io.stderr('usage: vllm-triage eval <dir> [--json]   (dir holds issues/*.md and truth.jsonl)\n');
    return 2;
  }
  const truth = readTruth(dir);
  const files = new Set(readdirSync(join(dir, 'issues')).map((name) => `issues/${name}`));
  const scores = truth
    .filter((record) => files.has(record.file))
    .map((record) => {
      const issue = readCorpusIssue(readFileSync(join(dir, record.file), 'utf8'));
      const input = { body: issue.body, ...(issue.title === undefined ? {} : { title: issue.title }), ...(issue.repository === undefined ? {} : { repository: issue.repository }) };
      return scoreIssue(record, triage(input).report);
    });
  const score = scoreCorpus(scores);
  io.stdout(args.includes('--json') ? `${JSON.stringify(score, null, 2)}\n` : `${formatScore(score)}\n`);
  return 0;
}
