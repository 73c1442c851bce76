// `npm run bench`: ratios measured side by side in one run, each against its goal, ending in a pasteable table.
//
//   node bench/run.mjs            full run (several minutes: the 32-comment threads are 2 MB each)
//   node bench/run.mjs --quick    smoke run: fewer bodies and repetitions
//   node bench/run.mjs --stand-in gfm     measure fromMarkdown+GFM in place of analyze() (checks the harness without dist/)
//   node bench/run.mjs --no-action        skip (b), (c) and the action half of (d)
//   node bench/run.mjs --backfill-only    only (e): GraphQL points and REST requests per 1,000 issues of a dry-run backfill
//   node bench/run.mjs --strict           exit 1 when a measurement misses its goal
//   BENCH_DIST_DIR=/some/dist node bench/run.mjs   measure another build than dist/
//   BENCH_REAL_CORPUS=/path/corpus node bench/run.mjs   real issue text from another folder than ../shared/corpus

import { existsSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT, BUILT_LIBRARY, ACTION_SCRIPT } from './engines.mjs';
import { bundleHostileKinds, importHostileKinds } from './hostile-kinds.mjs';
import { runTimed, peakRssKb, GNU_TIME } from './runner-directory.mjs';
import { measureHostileKinds } from './hostile-watchdog.mjs';
import { row, times, megabytes, renderTable } from './results-table.mjs';
import { median } from './paired-timing.mjs';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'stand-in': { type: 'string' },
    'no-action': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    'backfill-only': { type: 'boolean', default: false },
  },
});

const PLAN = flags.quick
  ? {
      analyzeReps: 3,
      corpusCount: 24,
      hostileReps: 2,
      hostileLimitMs: 15_000,
      soloProcesses: 1,
      soloPasses: 5,
      threadCommentChars: 8_192,
      threadReps: 2,
      threadLimitMs: 30_000,
      skipReps: 5,
      triageReps: 3,
      coldPairs: 5,
    }
  : {
      analyzeReps: 7,
      corpusCount: 48,
      hostileReps: 4,
      hostileLimitMs: 30_000,
      soloProcesses: 3,
      soloPasses: 15,
      threadCommentChars: 65_536,
      threadReps: 3,
      threadLimitMs: 120_000,
      skipReps: 21,
      triageReps: 9,
      coldPairs: 15,
    };
const ENGINE = flags['stand-in'] ?? 'analyze';
// The goal on real issue text (issue 38): analyze() ≤ 2× a default fromMarkdown of the same text. Issue 19's 1.25× is
// out of reach of the parser the design names (its block-structure parse alone costs 0.73–0.88× a default parse);
// 2× leaves the stages after the parse about one parse's worth. The written and generated corpora are information.
const ANALYZE_GOAL = 2;
const INFO_ONLY = { engine: 'commonmark', name: 'default fromMarkdown', goal: null };
// Cold start (issue 38): importing the built analyze() and analysing one issue in a fresh process ≤ 1.25× importing
// the parser alone and parsing the same issue (node's own start is in both).
const COLD_GOAL = 1.25;
const COLD_ISSUE = `${PROJECT_ROOT}examples/mooncake-store-unfinished-request.md`;
// Information beside the goal: the same analysis against the parse it makes (fromMarkdown with the block-structure
// extension), so the ratio shows what the stages after the parse cost (docs/speed.md).
const PARSE_MADE = { engine: 'blocks', name: 'its own parse (block-structure fromMarkdown)', goal: null };
const REAL_CORPUS = process.env.BENCH_REAL_CORPUS ?? resolve(PROJECT_ROOT, '..', 'shared', 'corpus');
const WRITTEN_CORPUS = `${PROJECT_ROOT}test/fixtures/corpus-realistic`;
const THREAD_COMMENTS = 32;
const HOSTILE_GOAL = 2;
const SKIP_GOAL = 1.5;
const rows = [];
const started = Date.now();

function say(text) {
  process.stdout.write(`${text}\n`);
}

/** Builds dist/ when it is missing (and only then); returns whether the built files are there. */
function ensureBuilt() {
  const needed = ENGINE === 'analyze' ? [BUILT_LIBRARY] : [];
  if (!flags['no-action']) needed.push(ACTION_SCRIPT);
  if (needed.every((file) => existsSync(file))) return true;
  say(`dist/ is missing (${needed.filter((file) => !existsSync(file)).join(', ')}): running \`npm run bundle\` once…`);
  try {
    execFileSync('npm', ['run', 'bundle'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  } catch {
    say('`npm run bundle` failed.');
  }
  return needed.every((file) => existsSync(file));
}

/** Runs a bench child script with --expose-gc and parses the JSON it prints. */
async function runJsonChild(script, args, timeoutMs) {
  const result = await runTimed(process.execPath, ['--expose-gc', `${PROJECT_ROOT}bench/${script}`, ...args], {
    cwd: PROJECT_ROOT,
    env: process.env,
    timeoutMs,
  });
  if (result.code !== 0) throw new Error(`${script} exited ${result.code ?? result.signal}: ${result.stderr.slice(0, 2000)}`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

/**
 * One analysis-vs-parser measurement over a corpus; returns the child's result. The goal is held by the median of the
 * interleaved rounds' ratios (issue 19); the headline (per-body medians summed) is shown beside it.
 * @param label the corpus, as the table names it
 * @param args the child's corpus arguments
 * @param against the baseline engine, its name in the table and the goal against it (null: information only)
 */
async function measureCorpus(label, args, against = { engine: 'commonmark', name: 'default fromMarkdown', goal: ANALYZE_GOAL }) {
  const result = await runJsonChild(
    'measure-analyze.mjs',
    ['--subject', ENGINE, '--baseline', against.engine, '--reps', String(PLAN.analyzeReps), ...args],
    300_000,
  );
  const ofRounds = median(result.roundRatios);
  say(
    `    ${label}, against ${against.name}: ${result.bodies} bodies, ${(result.chars / 1000).toFixed(0)} kB; CPU ms per pass (median per body, summed): ${ENGINE} ${result.subjectMs.toFixed(0)}, ${against.engine} ${result.baselineMs.toFixed(0)}`,
  );
  say(
    `      throughput ${ENGINE} ${result.subjectMBps.toFixed(2)} MB/s, ${against.engine} ${result.baselineMBps.toFixed(2)} MB/s; ratio per round ${result.roundRatios.map((ratio) => ratio.toFixed(2)).join(' ')} (median ${times(ofRounds)}); wall-time ratio ${times(result.wallRatio)}`,
  );
  if (against.goal !== null) {
    say(`      goal: ${ENGINE} ≤ ${against.goal}× the default parse (median of rounds): ${times(ofRounds)}, ${ofRounds <= against.goal ? 'PASS' : 'MISS'}`);
  }
  if (result.findings) {
    const found = result.findings;
    say(
      `      found: an error in ${found.errorsFound}/${found.reportsWithError} reports that have one; the seed error matched in ${found.seedsMatched}/${found.seedReports} seed reports`,
    );
  }
  rows.push(
    row(
      `(a) ${ENGINE}() vs ${against.name}, ${label}, ${result.bodies} bodies ${(result.chars / 1000).toFixed(0)} kB (CPU: median of rounds; per-body medians)`,
      `${times(ofRounds)}; ${times(result.ratio)} (${(result.subjectMs / result.bodies).toFixed(1)} ms CPU per body)`,
      against.goal === null ? '— (info)' : `≤ ${against.goal.toFixed(2)}×`,
      against.goal === null ? null : ofRounds <= against.goal,
    ),
  );
  return result;
}

/**
 * Information beside the headline: each engine alone in its own process (measure-solo.mjs), processes alternated,
 * whole-process CPU per pass, so V8's helper-thread work (GC, compiler) is billed to the engine that caused it.
 */
async function measureSolo(label, corpus) {
  const engines = [ENGINE, 'commonmark'];
  const medians = Object.fromEntries(engines.map((engine) => [engine, []]));
  for (let round = 0; round < PLAN.soloProcesses; round++) {
    for (const engine of round % 2 === 0 ? engines : [...engines].reverse()) {
      const result = await runJsonChild('measure-solo.mjs', ['--engine', engine, '--corpus', corpus, '--passes', String(PLAN.soloPasses)], 300_000);
      medians[engine].push(result.medianMs);
    }
  }
  const [subjectMs, baselineMs] = engines.map((engine) => median(medians[engine]));
  say(
    `    ${label}, each engine alone in its own process (${PLAN.soloProcesses} per engine, alternated; whole-process CPU per pass, helper threads included): ${ENGINE} ${subjectMs.toFixed(0)} ms, fromMarkdown ${baselineMs.toFixed(0)} ms`,
  );
  rows.push(
    row(
      `(a) ${ENGINE}() vs default fromMarkdown, ${label}, each alone in its own process (whole-process CPU)`,
      times(subjectMs / baselineMs),
      '— (info)',
      null,
    ),
  );
}

async function measureAnalyzeSection() {
  say(`\n(a) ${ENGINE}() vs a default fromMarkdown (no extensions) of the same text (${PLAN.analyzeReps} interleaved rounds; CPU time)`);
  if (existsSync(REAL_CORPUS)) {
    await measureCorpus('real issue text (../shared/corpus)', ['--corpus', REAL_CORPUS]);
    await measureCorpus('real issue text (../shared/corpus)', ['--corpus', REAL_CORPUS], PARSE_MADE);
  } else {
    say(`    real issue text: ${REAL_CORPUS} is absent (it lives beside the repository, never in it; BENCH_REAL_CORPUS points elsewhere): not measured`);
    rows.push(row(`(a) ${ENGINE}() vs default fromMarkdown, real issue text (../shared/corpus)`, 'absent: not measured', '— (info)', null));
  }
  if (existsSync(REAL_CORPUS)) await measureSolo('real issue text (../shared/corpus)', REAL_CORPUS);
  await measureCorpus('realistic corpus written for the tests', ['--corpus', WRITTEN_CORPUS], INFO_ONLY);
  await measureCorpus('generated corpus', ['--count', String(PLAN.corpusCount)], INFO_ONLY);
  if (ENGINE === 'analyze') await measureColdStart();
}

/**
 * Cold start: pairs of fresh processes (measure-cold.mjs), the order alternated, each importing the built analyze()
 * and analysing the example issue or importing the parser alone and parsing it; the goal is held by the median of
 * the pairs' CPU ratios.
 */
async function measureColdStart() {
  const ratios = [];
  const cpu = { analyze: [], parser: [] };
  for (let pair = 0; pair < PLAN.coldPairs; pair++) {
    const order = pair % 2 === 0 ? ['analyze', 'parser'] : ['parser', 'analyze'];
    const result = {};
    for (const subject of order) {
      result[subject] = (await runJsonChild('measure-cold.mjs', ['--subject', subject, '--library', BUILT_LIBRARY, '--issue', COLD_ISSUE], 60_000)).cpuMs;
      cpu[subject].push(result[subject]);
    }
    ratios.push(result.analyze / result.parser);
  }
  const ratio = median(ratios);
  say(
    `    cold start, ${PLAN.coldPairs} pairs of fresh processes: import + analyze() of the example issue ${median(cpu.analyze).toFixed(0)} ms CPU, import + parse of it ${median(cpu.parser).toFixed(0)} ms (medians); ratio ${times(ratio)}`,
  );
  rows.push(
    row(
      '(a) cold start: import + analyze() of one issue vs import + parse of it (CPU, median of pairs)',
      times(ratio),
      `≤ ${COLD_GOAL.toFixed(2)}×`,
      ratio <= COLD_GOAL,
    ),
  );
}

async function measureHostileSection() {
  const kindsModule = await bundleHostileKinds();
  try {
    const generator = await importHostileKinds(kindsModule);
    const modes = [
      {
        mode: 'body',
        kinds: generator.HOSTILE_BODY_KINDS,
        reps: PLAN.hostileReps,
        limitMs: PLAN.hostileLimitMs,
        size: 65_536,
        what: 'single bodies of 65,536 chars',
      },
      {
        mode: 'thread',
        kinds: generator.HOSTILE_THREAD_KINDS,
        reps: PLAN.threadReps,
        limitMs: PLAN.threadLimitMs,
        size: PLAN.threadCommentChars,
        what: `${THREAD_COMMENTS}-comment threads, ${PLAN.threadCommentChars.toLocaleString('en')} chars each`,
      },
    ];
    const threw = [];
    for (const { mode, kinds, reps, limitMs, size, what } of modes) {
      say(`\n(a) hostile ${what} vs benign text of the same shape (the realistic corpus), ${kinds.length} kinds, ${reps} rounds each`);
      const results = await measureHostileKinds(ENGINE, kinds, {
        reps,
        limitMs,
        args: ['--kinds-module', kindsModule, '--mode', mode, '--size', String(size), '--comments', String(THREAD_COMMENTS)],
        onResult: (result) => {
          const measured = result.timedOut
            ? `> ${result.limitMs / 1000} s, killed`
            : result.crashed
              ? 'crashed'
              : `${times(result.ratio)}  (${result.hostileMs.toFixed(1)} ms vs ${result.benignMs.toFixed(1)} ms)`;
          say(`    ${result.kind.padEnd(34)} ${measured}${result.error ? `  threw ${result.error}` : ''}`);
        },
      });
      const worst = results.reduce((a, b) => (b.ratio > a.ratio ? b : a));
      threw.push(...results.filter((result) => result.error).map((result) => `${mode} ${result.kind}`));
      const measured = Number.isFinite(worst.ratio) ? `${times(worst.ratio)} (${worst.kind})` : `∞ (${worst.kind} ${worst.timedOut ? 'timed out' : 'crashed'})`;
      rows.push(row(`(a) hostile vs benign, ${what}, worst of ${results.length} kinds`, measured, `≤ ${HOSTILE_GOAL}×`, worst.ratio <= HOSTILE_GOAL));
    }
    rows.push(row('(a) hostile inputs on which analysis threw', threw.length === 0 ? '0' : `${threw.length} (${threw.join(', ')})`, '0', threw.length === 0));
  } finally {
    rmSync(kindsModule, { force: true });
  }
}

async function measureAnalyzeMemorySection() {
  say(`\n(d) peak memory (max RSS${GNU_TIME ? ', GNU time -v' : ', self-reported'}) of one process running over the corpus twice`);
  const peak = async (engine) => {
    const args = [`${PROJECT_ROOT}bench/measure-memory.mjs`, '--engine', engine, '--count', String(PLAN.corpusCount)];
    const measured = await peakRssKb(args, { cwd: PROJECT_ROOT, env: process.env });
    if (measured.kb !== null) return measured.kb;
    return (await runJsonChild('measure-memory.mjs', args.slice(1), 120_000)).maxRssKb;
  };
  const subjectKb = await peak(ENGINE);
  const baselineKb = await peak('commonmark');
  const corpusOnlyKb = await peak('none');
  say(`    ${ENGINE}: ${megabytes(subjectKb)}, fromMarkdown: ${megabytes(baselineKb)}, node with the corpus only: ${megabytes(corpusOnlyKb)}`);
  rows.push(
    row(
      `(d) peak RSS, ${ENGINE}() over the corpus vs fromMarkdown`,
      `${megabytes(subjectKb)} vs ${megabytes(baselineKb)} (${times(subjectKb / baselineKb)})`,
      '—',
      null,
    ),
  );
}

async function measureActionSection() {
  const { loadGitHubHarness } = await import('./github-harness.mjs');
  const { measureAction } = await import('./measure-action.mjs');
  say('\n(b) cold start of the bundled action (node dist/index.js, runner environment, local GitHub stand-in) vs bare `node -e 0`');
  const harness = await loadGitHubHarness();
  const result = await measureAction(harness, { skipReps: PLAN.skipReps, triageReps: PLAN.triageReps });
  const { skip, triage, memory, perEvent } = result;
  const describe = (run) =>
    `wall ${run.actionMs.toFixed(0)} ms vs ${run.bareMs.toFixed(0)} ms (medians)` +
    (run.cpuRatio === null ? '' : `, CPU ${run.actionCpuMs.toFixed(0)} ms vs ${run.bareCpuMs.toFixed(0)} ms (means)`);
  const measuredRatio = (run) => (run.cpuRatio === null ? `${times(run.wallRatio)} wall` : `${times(run.cpuRatio)} CPU, ${times(run.wallRatio)} wall`);
  const headline = (run) => run.cpuRatio ?? run.wallRatio;
  say(
    `    skipped event (issue_comment on a pull request), ${PLAN.skipReps} pairs: ${describe(skip)}; exit ${skip.exitCodes.join('/')}, ${skip.requests} API requests`,
  );
  say(
    `    full triage of a new issue, ${PLAN.triageReps} pairs: ${describe(triage)}; exit ${triage.exitCodes.join('/')}, ${triage.issuesWithOneBotComment}/${triage.issues} issues ended with exactly one bot comment`,
  );
  if (triage.writeSpacingMs !== null)
    say(
      `    of the triage's wall time, ${triage.writeSpacingMs.toFixed(0)} ms (median) lie between its first and last write: writes are spaced on purpose (throttling)`,
    );
  say('    (the goal is judged on CPU time where /proc gives it: other processes on a busy machine move it far less than wall time)');
  rows.push(
    row(
      '(b) cold start, skipped event vs node -e 0',
      measuredRatio(skip),
      `≤ ${SKIP_GOAL}×`,
      headline(skip) <= SKIP_GOAL && skip.exitCodes.every((code) => code === 0),
    ),
  );
  rows.push(row('(b) cold start, full triage of a new issue vs node -e 0', measuredRatio(triage), '— (info)', null));
  say("\n(c) API requests per event kind (from the stand-in's request log)");
  for (const event of perEvent.rows) {
    say(`    ${event.name} [${event.event}]: ${event.requests} requests, ${event.writes} writes, exit ${event.code}, comment ${event.commentAction ?? '—'}`);
    for (const endpoint of event.endpoints) say(`        ${endpoint}`);
    const goal = event.goal === null ? '— (info)' : event.goal.requests === 0 ? '0' : `≤ ${event.goal.requests} (≤ ${event.goal.writes} writes)`;
    const passed = event.goal === null ? null : event.requests <= event.goal.requests && event.writes <= event.goal.writes && event.code === 0;
    rows.push(row(`(c) requests, ${event.name}`, `${event.requests} (${event.writes} writes)`, goal, passed));
  }
  say(`    bot comments on the seed issue after all events: ${perEvent.botCommentsOnSeed}; OpenAPI violations: ${perEvent.violations}`);
  say(
    `\n(d) peak memory of the action's full triage run: ${memory.actionKb === null ? 'not measured (no GNU time)' : `${megabytes(memory.actionKb)} vs node -e 0 ${megabytes(memory.bareKb)}`}`,
  );
  if (memory.actionKb !== null)
    rows.push(
      row(
        '(d) peak RSS, action full triage vs node -e 0',
        `${megabytes(memory.actionKb)} vs ${megabytes(memory.bareKb)} (${times(memory.actionKb / memory.bareKb)})`,
        '—',
        null,
      ),
    );
}

/** The goal of (e): 30,000 issues within 1,000 points and requests together (GITHUB_TOKEN's hour), per 1,000 issues. */
const BACKFILL_GOAL_PER_THOUSAND = 1000 / 30;

async function measureBackfillSection() {
  const { measureBackfill } = await import('./measure-backfill.mjs');
  // 1,000 issues even with --quick: fewer would let the run's fixed requests (the label look-ups) weigh on the rate.
  const count = 1000;
  say(`\n(e) a dry-run backfill of ${count} generated issues (one in ten threads over 100 comments) through GraphQL, against the stand-in`);
  const spent = await measureBackfill(count);
  const per = (value) => (value * 1000) / count;
  say(
    `    ${spent.issues} issues read: ${spent.points} GraphQL points in ${spent.queries} queries, ${spent.requests} REST requests, ${spent.seconds.toFixed(1)} s; ` +
      `per 1,000 issues ${per(spent.points).toFixed(1)} points + ${per(spent.requests).toFixed(1)} requests; GraphQL violations ${spent.violations}`,
  );
  const total = per(spent.points + spent.requests);
  rows.push(
    row(
      '(e) backfill, GraphQL points + REST requests per 1,000 issues',
      `${per(spent.points).toFixed(1)} + ${per(spent.requests).toFixed(1)}`,
      `≤ ${BACKFILL_GOAL_PER_THOUSAND.toFixed(1)}`,
      total <= BACKFILL_GOAL_PER_THOUSAND && spent.violations === 0,
    ),
  );
}

say(
  `vllm-triage bench${flags.quick ? ' (--quick)' : ''}: node ${process.version}, ${(await import('node:os')).cpus().length} CPUs, load average ${(await import('node:os')).loadavg()[0].toFixed(1)}`,
);
if (!ensureBuilt()) {
  say('The built package is needed: run `npm run bundle` (or pass --stand-in gfm to check the harness without it).');
  process.exit(1);
}
const sections = flags['backfill-only'] ? [] : [measureAnalyzeSection, measureHostileSection, measureAnalyzeMemorySection];
if (!flags['no-action'] && !flags['backfill-only']) sections.push(measureActionSection);
sections.push(measureBackfillSection);
for (const section of sections) {
  try {
    await section();
  } catch (error) {
    say(`    not measured: ${error instanceof Error ? error.message : String(error)}`);
    rows.push(row(`${section.name}: not measured`, 'error', '—', false));
  }
}
say(`\nResults (${((Date.now() - started) / 1000).toFixed(0)} s; ratios are side by side in this run, medians of interleaved repetitions)\n`);
say(renderTable(rows));
if (flags.strict && rows.some((entry) => entry.result === 'MISS')) process.exit(1);
