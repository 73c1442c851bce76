// (b), (c) and the action half of (d): the bundled action run as GitHub runs it, against the local GitHub stand-in.

import { rmSync } from 'node:fs';
import { PROJECT_ROOT, ACTION_SCRIPT } from './engines.mjs';
import { createRandom } from './seeded-random.mjs';
import { generateReport, evidenceReply } from './corpus.mjs';
import { prepareRunnerDirectory, runTimed, peakRssKb } from './runner-directory.mjs';
import { median } from './paired-timing.mjs';

const REPO = 'vllm-project/vllm';
const ACTION_FILE = `${PROJECT_ROOT}action.yml`;
const REPO_LABELS = ['bug', 'kv-connector', 'usage', 'feature request'];

/** The seed issue: a Mooncake store `Request … is not in _unfinished_requests` report, and an unrelated one. */
function benchIssues() {
  const seed = generateReport(createRandom(4242), 9000, 'store-unfinished');
  const unrelated = generateReport(createRandom(4243), 6000, 'cuda-oom');
  return { seed, unrelated };
}

/** Environment and working directory of one run of the action on `payload`. */
function runnerFor(harness, server, eventName, payload) {
  const runner = prepareRunnerDirectory(payload);
  const env = harness.runnerEnvironment({ server, eventName, payload, actionFile: ACTION_FILE }, runner.files, runner.root);
  return { ...runner, env, cwd: runner.files.workspace };
}

/**
 * Cold start of the action against bare `node -e 0`, interleaved pair by pair (who goes first alternates).
 * @param prepare returns the runner (env, cwd, root) for rep `index`
 * @param reps how many pairs
 */
async function coldStartRatio(prepare, reps) {
  const pairs = [];
  const codes = new Set();
  // One untimed run of each first, so both start from a warm file cache.
  const warmUp = prepare(-1);
  await runTimed(process.execPath, ['-e', '0'], warmUp);
  await runTimed(process.execPath, [ACTION_SCRIPT], warmUp);
  rmSync(warmUp.root, { recursive: true, force: true });
  for (let index = 0; index < reps; index++) {
    const runner = prepare(index);
    const runAction = () => runTimed(process.execPath, [ACTION_SCRIPT], runner);
    const runBare = () => runTimed(process.execPath, ['-e', '0'], runner);
    let action;
    let bare;
    if (index % 2 === 0) {
      action = await runAction();
      bare = await runBare();
    } else {
      bare = await runBare();
      action = await runAction();
    }
    codes.add(action.code);
    if (action.code !== 0 && codes.size === 1) process.stderr.write(`action exited ${action.code}: ${action.stderr.slice(0, 2000)}\n`);
    pairs.push({ actionMs: action.ms, bareMs: bare.ms, actionCpuMs: action.cpuMs, bareCpuMs: bare.cpuMs });
    rmSync(runner.root, { recursive: true, force: true });
  }
  const sum = (key) => pairs.reduce((total, pair) => total + pair[key], 0);
  const haveCpu = pairs.every((pair) => pair.actionCpuMs !== null && pair.bareCpuMs !== null);
  return {
    wallRatio: median(pairs.map((pair) => pair.actionMs / pair.bareMs)),
    // Children's CPU times come in 10 ms steps: totals over all pairs, not per-pair ratios.
    cpuRatio: haveCpu ? sum('actionCpuMs') / sum('bareCpuMs') : null,
    actionMs: median(pairs.map((pair) => pair.actionMs)),
    bareMs: median(pairs.map((pair) => pair.bareMs)),
    actionCpuMs: haveCpu ? sum('actionCpuMs') / pairs.length : null,
    bareCpuMs: haveCpu ? sum('bareCpuMs') / pairs.length : null,
    exitCodes: [...codes],
  };
}

/** Median time between the first and the last write on one issue (the throttling plugin spaces writes on purpose). */
function writeSpacing(requests) {
  const writesByIssue = new Map();
  for (const request of requests) {
    const issue = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\//.exec(request.path);
    if (!request.write || !issue) continue;
    const times = writesByIssue.get(issue[1]) ?? [];
    times.push(request.at);
    writesByIssue.set(issue[1], times);
  }
  const gaps = [...writesByIssue.values()].filter((times) => times.length > 1).map((times) => times[times.length - 1] - times[0]);
  return gaps.length > 0 ? median(gaps) : null;
}

/** A summary of the requests of one run: how many, how many writes, and which endpoints. */
function requestSummary(requests) {
  return {
    requests: requests.length,
    writes: requests.filter((request) => request.write).length,
    endpoints: requests.map((request) => `${request.endpoint ?? `${request.method} ${request.path}`} → ${request.status ?? 'no answer'}`),
  };
}

/**
 * API requests per event kind, each run with the harness's `runAction` on one shared stand-in state.
 * @param harness the bundled stand-in and runner helper
 */
async function requestsPerEvent(harness) {
  const server = await harness.startGitHubServer();
  try {
    server.state.addRepo(REPO, { labels: REPO_LABELS });
    const { seed, unrelated } = benchIssues();
    server.state.addIssue(REPO, { number: 101, title: seed.title, body: seed.body, labels: ['bug'] });
    server.state.addIssue(REPO, { number: 102, title: unrelated.title, body: unrelated.body, labels: ['bug'] });
    server.state.addIssue(REPO, { number: 103, title: '[Bugfix] Keep request state until stores drain', body: 'Fixes a crash.', pullRequest: true });
    const run = async (name, eventKind, overrides, goal) => {
      const payload = harness.webhookPayload(eventKind, { state: server.state, ...overrides });
      const result = await harness.runAction({ server, eventName: harness.eventNameOf(eventKind), payload, script: ACTION_SCRIPT, actionFile: ACTION_FILE });
      return { name, event: eventKind, code: result.code, commentAction: result.outputs['comment-action'] ?? null, goal, ...requestSummary(result.requests) };
    };
    const rows = [];
    rows.push(await run('new issue (seed error)', 'issues.opened', { issue: 101 }, { requests: 3, writes: 2 }));
    rows.push(await run('same event again', 'issues.opened', { issue: 101 }, null));
    const reply = server.state.addComment(REPO, 101, { body: evidenceReply(77, seed.requestId), user: { login: 'reporter' } });
    rows.push(await run('reply with evidence', 'issue_comment.created', { issue: 101, comment: reply.id }, null));
    rows.push(await run('unrelated issue', 'issues.opened', { issue: 102 }, null));
    const prComment = server.state.addComment(REPO, 103, { body: 'LGTM', user: { login: 'maintainer' } });
    rows.push(await run('skipped: comment on a pull request', 'issue_comment.created', { issue: 103, comment: prComment.id }, { requests: 0, writes: 0 }));
    rows.push(await run('skipped: unrelated label', 'issues.labeled', { issue: 101, label: 'usage' }, { requests: 0, writes: 0 }));
    const bodyComments = server.state.commentsOn(REPO, 101).filter((comment) => comment.user.type === 'Bot').length;
    return { rows, botCommentsOnSeed: bodyComments, violations: server.violations.length };
  } finally {
    await server.close();
  }
}

/**
 * Runs every action measurement.
 * @param harness the bundled stand-in and runner helper (`loadGitHubHarness()`)
 * @param options skipReps and triageReps: how many interleaved pairs for the two cold-start ratios
 */
export async function measureAction(harness, { skipReps, triageReps }) {
  const server = await harness.startGitHubServer();
  try {
    server.state.addRepo(REPO, { labels: REPO_LABELS });
    server.state.addIssue(REPO, { number: 7, title: 'Bugfix PR', body: 'A pull request.', pullRequest: true });
    const prComment = server.state.addComment(REPO, 7, { body: 'Looks good to me.', user: { login: 'maintainer' } });
    const skipPayload = harness.webhookPayload('issue_comment.created', { state: server.state, issue: 7, comment: prComment.id });
    const skipRequestsBefore = server.requests.length;
    const skip = await coldStartRatio(() => runnerFor(harness, server, 'issue_comment', skipPayload), skipReps);
    skip.requests = server.requests.length - skipRequestsBefore;

    const { seed } = benchIssues();
    let nextIssue = 1000;
    const newIssueRunner = () => {
      const number = nextIssue++;
      server.state.addIssue(REPO, { number, title: seed.title, body: seed.body, labels: ['bug'] });
      return runnerFor(harness, server, 'issues', harness.webhookPayload('issues.opened', { state: server.state, issue: number }));
    };
    const triage = await coldStartRatio(newIssueRunner, triageReps);
    const triaged = [...server.state.findRepo(REPO).issues.values()].filter((issue) => issue.number >= 1000);
    triage.issuesWithOneBotComment = triaged.filter(
      (issue) => server.state.commentsOn(REPO, issue.number).filter((comment) => comment.user.type === 'Bot').length === 1,
    ).length;
    triage.issues = triaged.length;
    triage.writeSpacingMs = writeSpacing(server.requests);

    const memoryRunner = newIssueRunner();
    const actionRss = await peakRssKb([ACTION_SCRIPT], memoryRunner);
    const bareRss = await peakRssKb(['-e', '0'], memoryRunner);
    rmSync(memoryRunner.root, { recursive: true, force: true });

    const perEvent = await requestsPerEvent(harness);
    return { skip, triage, memory: { actionKb: actionRss.kb, bareKb: bareRss.kb, actionExit: actionRss.code }, perEvent };
  } finally {
    await server.close();
  }
}
