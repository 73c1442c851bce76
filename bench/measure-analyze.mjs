// Child process for (a): `analyze()` over a corpus against plain CommonMark `fromMarkdown` of the same text, side by
// side: the generated corpus, or with --corpus DIR every `DIR/issues/*.md` (real issue text, or the realistic corpus
// written for the tests), each file one body. Prints one JSON object on stdout. Run with --expose-gc so each round
// starts from a collected heap.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCorpus } from './corpus.mjs';
import { loadEngine } from './engines.mjs';
import { timePaired } from './paired-timing.mjs';

const { values } = parseArgs({
  options: {
    subject: { type: 'string', default: 'analyze' },
    baseline: { type: 'string', default: 'commonmark' },
    reps: { type: 'string', default: '9' },
    count: { type: 'string', default: '48' },
    corpus: { type: 'string' },
  },
});

const subject = await loadEngine(values.subject);
const baseline = await loadEngine(values.baseline);
/** The files of a corpus folder (`issues/*.md`, or `*.md` directly), sorted, as reports of unknown kind. */
function corpusReports(dir) {
  const issues = readdirSync(dir).includes('issues') ? join(dir, 'issues') : dir;
  return readdirSync(issues)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({ name, kind: 'file', body: readFileSync(join(issues, name), 'utf8') }));
}

const reports = values.corpus ? corpusReports(values.corpus) : generateCorpus({ count: Number(values.count) });
const bodies = reports.map((report) => report.body);
const chars = bodies.reduce((sum, body) => sum + body.length, 0);
const timing = timePaired(subject, baseline, bodies, Number(values.reps));

/** What analyze() found in the corpus, so a fast but blind engine shows up: errors found, seed errors matched. */
function findings() {
  if (values.subject !== 'analyze' || values.corpus) return null;
  const withError = reports.filter((report) => report.kind !== 'discussion');
  const seeds = reports.filter((report) => report.kind === 'store-unfinished');
  let errorsFound = 0;
  let seedsMatched = 0;
  for (const report of reports) {
    const result = subject(report.body);
    if (report.kind !== 'discussion' && result.tracebacks.length + result.errorLines.length > 0) errorsFound++;
    if (report.kind === 'store-unfinished' && result.matches.some((match) => match.template === 'Request {req_id} is not in _unfinished_requests'))
      seedsMatched++;
  }
  return { reportsWithError: withError.length, errorsFound, seedReports: seeds.length, seedsMatched };
}

process.stdout.write(
  JSON.stringify({
    subject: values.subject,
    baseline: values.baseline,
    bodies: bodies.length,
    chars,
    ratio: timing.ratio,
    roundRatios: timing.roundRatios,
    wallRatio: timing.wallRatio,
    subjectMs: timing.subjectMs,
    baselineMs: timing.baselineMs,
    subjectWallMs: timing.subjectWallMs,
    baselineWallMs: timing.baselineWallMs,
    subjectMBps: chars / 1e6 / (timing.subjectMs / 1000),
    baselineMBps: chars / 1e6 / (timing.baselineMs / 1000),
    findings: findings(),
  }) + '\n',
);
