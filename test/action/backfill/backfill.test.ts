import { describe, expect, it } from 'vitest';
import { runBackfill, type BackfillDependencies, type BackfillReport } from '../../../src/action/backfill/backfill.js';
import { withKnownComments } from '../../../src/action/backfill/comments.js';
import { inShard, issueRequestCeiling, reasonToSkipListed } from '../../../src/action/backfill/select.js';
import { describeStop, renderBackfillSummary } from '../../../src/action/backfill/summary.js';
import { readSettings, type ActionSettings } from '../../../src/action/settings/inputs.js';
import { fakeInputs, VLLM_REPOSITORY } from '../../support/action-inputs.js';
import type { TriageEngine } from '../../../src/action/issue/triage-issue.js';
import { withEarlierReports } from '../../../src/core/comment/earlier-reports.js';
import { parseMarker, renderMarker } from '../../../src/core/memory/marker.js';
import type { MarkerData } from '../../../src/core/plan/types.js';
import type { TriageInput, TriagePlan } from '../../../src/core/report.js';
import type { TriageOptions } from '../../../src/core/options.js';
import { FakeBacklog } from '../../support/fake-backlog.js';

const SEED = 'ValueError: Request chatcmpl-1 is not in _unfinished_requests';
const CATALOG = 'c2';

function settingsFrom(inputs: Record<string, string> = {}): ActionSettings {
  return readSettings(
    fakeInputs((name) => inputs[name] ?? ''),
    VLLM_REPOSITORY,
  );
}

/** A stand-in for the core: recognises the seed line and writes a marker with the given catalog version. */
function stubEngine(catalog = CATALOG): TriageEngine {
  const triage = (input: TriageInput, options: TriageOptions = {}): TriagePlan => {
    const recognised = input.body.includes(SEED);
    const marker: MarkerData = { v: 1, catalog, matches: recognised ? ['seed'] : [], fingerprint: 'f', botLabels: [] };
    if (options.dismissedBy) marker.dismissedBy = options.dismissedBy;
    return {
      comment: recognised ? `${renderMarker(marker)}\nRecognised.` : null,
      labelsToAdd: recognised && !input.labels?.includes('kv-connector') ? ['kv-connector'] : [],
      labelsToRemove: [],
      marker,
      earlierReportsSearch: { kind: 'none', note: null },
      report: {
        matches: recognised ? [{ id: 'seed', curated: true }] : [],
        asks: [],
        labels: recognised ? ['kv-connector'] : [],
        routing: { routed: recognised, reason: '', connectors: recognised ? ['MooncakeStoreConnector'] : [] },
        comment: recognised ? 'Recognised.' : null,
        timeline: [],
      } as unknown as TriagePlan['report'],
    };
  };
  return { triage, parseMarker, withEarlierReports };
}

function deps(backlog: FakeBacklog, catalog = CATALOG): BackfillDependencies {
  return { gateway: async () => backlog, engine: async () => stubEngine(catalog), wait: async () => {}, catalogVersion: async () => catalog };
}

function botMarker(catalog: string, extra: Partial<MarkerData> = {}): string {
  return `${renderMarker({ v: 1, catalog, matches: ['seed'], fingerprint: 'old', botLabels: [], ...extra })}\nRecognised earlier.`;
}

/** Issues 1..count: every third carries the seed error, every tenth is a pull request. */
function backlogOf(count: number): FakeBacklog {
  const backlog = new FakeBacklog();
  for (let number = 1; number <= count; number++) {
    backlog.add(number, number % 3 === 0 ? `Crash:\n\n    ${SEED}\n` : 'The docs have a typo.', { isPullRequest: number % 10 === 0 });
  }
  return backlog;
}

const WRITE = { 'dry-run': 'false' };
const numbersUpTo = (count: number) => [...Array(count).keys()].map((index) => index + 1);
const quiet = () => {};

function triagedNumbers(report: BackfillReport): number[] {
  return report.outcomes.filter((outcome) => outcome.status === 'triaged' || outcome.status === 'planned').map((outcome) => outcome.issueNumber);
}

describe('runBackfill', () => {
  it('should page through every page of the list and hand each issue to triage once, skipping pull requests', async () => {
    const backlog = backlogOf(250);
    const report = await runBackfill(deps(backlog), settingsFrom(WRITE), quiet);
    expect(backlog.ops('listIssuesPage').map((call) => (call.args[0] as { page: number }).page)).toEqual([1, 2, 3]);
    expect(report.stop).toEqual({ kind: 'end' });
    expect(report.seen).toBe(250);
    expect(report.skipped['pull-request']).toBe(25);
    expect(triagedNumbers(report)).toEqual([...Array(250).keys()].map((index) => index + 1).filter((number) => number % 10 !== 0));
    const commented = [...backlog.comments.keys()].sort((a, b) => a - b);
    expect(commented).toEqual([...Array(250).keys()].map((index) => index + 1).filter((number) => number % 3 === 0 && number % 10 !== 0));
  });

  it('should ask for the list with the state and since inputs, 100 issues a page', async () => {
    const backlog = backlogOf(5);
    await runBackfill(deps(backlog), settingsFrom({ state: 'all', since: '2025-06-01' }), quiet);
    expect(backlog.ops('listIssuesPage')[0]?.args[0]).toEqual({ state: 'all', since: '2025-06-01', page: 1, perPage: 100 });
  });

  it('should be a dry run unless dry-run is explicitly false, and then write nothing', async () => {
    const backlog = backlogOf(30);
    const report = await runBackfill(deps(backlog), settingsFrom(), quiet);
    expect(report.dryRun).toBe(true);
    expect(backlog.requests().writes).toBe(0);
    expect(report.outcomes.every((outcome) => outcome.status === 'planned')).toBe(true);
    expect(report.outcomes.filter((outcome) => outcome.plan?.comment).map((outcome) => outcome.issueNumber)).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27]);
    expect(report.ledger.map((row) => row.issue)).toEqual(report.outcomes.map((outcome) => outcome.issueNumber));
    expect(report.ledger.filter((row) => row.bot.routed).map((row) => row.issue)).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27]);
    const explicit = await runBackfill(deps(backlogOf(3)), settingsFrom({ 'dry-run': 'true' }), quiet);
    expect(explicit.dryRun).toBe(true);
  });

  it('should read comments before triage only when the list counts some, and not read them twice', async () => {
    const backlog = new FakeBacklog().add(1, SEED).add(2, SEED);
    backlog.comment(2, 'Same here.');
    await runBackfill(deps(backlog), settingsFrom(WRITE), quiet);
    // After each create the comments are read once more: the per-issue path's check for a concurrent duplicate. The
    // maintainers' labels the footer names are looked up once, before the first comment, for the whole run.
    expect(backlog.ops().map((call) => `${call.op}${call.op === 'listIssuesPage' || call.op === 'findRepoLabels' ? '' : ` #${String(call.args[0])}`}`)).toEqual(
      [
        'listIssuesPage',
        'findRepoLabels',
        'createCommentOnce #1',
        'listComments #1',
        'findRepoLabels',
        'addLabels #1',
        'listComments #2',
        'createCommentOnce #2',
        'listComments #2',
        'addLabels #2',
      ],
    );
  });

  it('should skip an issue whose bot comment is from the current catalog, and re-triage one from an older catalog', async () => {
    const backlog = new FakeBacklog().add(1, SEED, { labels: ['kv-connector'] }).add(2, SEED, { labels: ['kv-connector'] });
    backlog.comment(1, botMarker(CATALOG), 'github-actions[bot]');
    const old = backlog.comment(2, botMarker('c1'), 'github-actions[bot]');
    const report = await runBackfill(deps(backlog), settingsFrom(WRITE), quiet);
    expect(report.skipped['already-current']).toBe(1);
    expect(triagedNumbers(report)).toEqual([2]);
    expect(backlog.ops('updateComment').map((call) => call.args[0])).toEqual([old.id]);
    expect(backlog.writtenIssues()).toEqual([]);
  });

  it('should not trust a marker in a human comment as the bot having finished', async () => {
    const backlog = new FakeBacklog().add(1, SEED);
    backlog.comment(1, botMarker(CATALOG), 'mallory');
    const report = await runBackfill(deps(backlog), settingsFrom(WRITE), quiet);
    expect(report.skipped['already-current']).toBe(0);
    expect(backlog.ops('createCommentOnce')).toHaveLength(1);
  });

  it('should leave alone locked issues, issues dismissed by label or by marker, and count why', async () => {
    const backlog = new FakeBacklog()
      .add(1, SEED, { locked: true })
      .add(2, SEED, { labels: ['vllm-triage:dismiss'] })
      .add(3, SEED)
      .add(4, SEED, { isPullRequest: true });
    backlog.comment(3, botMarker('c1', { dismissedBy: 'maintainer' }), 'github-actions[bot]');
    const report = await runBackfill(deps(backlog), settingsFrom(WRITE), quiet);
    expect(report.skipped).toMatchObject({ locked: 1, dismissed: 2, 'pull-request': 1 });
    expect(report.outcomes).toEqual([]);
    expect(backlog.requests().writes).toBe(0);
  });

  it('should split the issues between shards 1/2 and 2/2 without overlap or gap', async () => {
    const first = await runBackfill(deps(backlogOf(120)), settingsFrom({ shard: '1/2' }), quiet);
    const second = await runBackfill(deps(backlogOf(120)), settingsFrom({ shard: '2/2' }), quiet);
    const a = triagedNumbers(first);
    const b = triagedNumbers(second);
    expect(a.filter((number) => b.includes(number))).toEqual([]);
    expect([...a, ...b].sort((x, y) => x - y)).toEqual([...Array(120).keys()].map((index) => index + 1).filter((number) => number % 10 !== 0));
    expect(a.every((number) => number % 2 === 0)).toBe(true);
    expect(first.skipped['other-shard'] + second.skipped['other-shard']).toBe(108);
  });

  it('should stop before the budget is exceeded, say where, and resume there on the next run', async () => {
    const backlog = backlogOf(240);
    for (const number of [3, 6, 9]) backlog.comment(number, 'Any news?');
    const budget = 60;
    const first = await runBackfill(deps(backlog), settingsFrom({ ...WRITE, 'request-budget': String(budget) }), quiet);
    expect(backlog.requests().total).toBeLessThanOrEqual(budget);
    expect(first.requests.total).toBe(backlog.requests().total);
    expect(first.stop.kind).toBe('budget');
    const next = first.stop.kind === 'budget' ? first.stop.nextIssue : null;
    expect(next).not.toBeNull();
    expect(first.lastIssueDone).toBeLessThan(next ?? 0);
    const doneFirst = triagedNumbers(first);

    const callsBefore = backlog.calls.length;
    const second = await runBackfill(deps(backlog), settingsFrom(WRITE), quiet);
    const secondCalls = backlog.calls.slice(callsBefore);
    const writesToDone = secondCalls.filter((call) => call.op !== 'listIssuesPage' && call.op !== 'listComments' && doneFirst.includes(call.args[0] as number));
    expect(writesToDone).toEqual([]);
    expect(second.skipped['already-current']).toBe(doneFirst.filter((number) => number % 3 === 0).length);
    expect(second.stop).toEqual({ kind: 'end' });
    expect(Math.min(...triagedNumbers(second).filter((number) => number % 3 === 0))).toBeGreaterThanOrEqual(next ?? 0);
    for (const number of backlog.comments.keys()) {
      expect(backlog.comments.get(number)?.filter((comment) => comment.author === 'github-actions[bot]')).toHaveLength(number % 10 === 0 ? 0 : 1);
    }
  });

  it('should skip, without reading them, the issues up to resume-after and finish the rest', async () => {
    const backlog = backlogOf(240);
    for (const number of [3, 6, 9, 150]) backlog.comment(number, 'Any news?');
    const first = await runBackfill(deps(backlog), settingsFrom({ ...WRITE, 'request-budget': '40' }), quiet);
    const resumeAfter = first.lastIssueDone ?? 0;
    expect(resumeAfter).toBeGreaterThan(0);
    const callsBefore = backlog.calls.length;
    const second = await runBackfill(deps(backlog), settingsFrom({ ...WRITE, 'resume-after': String(resumeAfter) }), quiet);
    const touched = backlog.calls.slice(callsBefore).filter((call) => call.op !== 'listIssuesPage' && call.op !== 'findRepoLabels');
    expect(touched.filter((call) => typeof call.args[0] === 'number' && call.args[0] <= resumeAfter)).toEqual([]);
    expect(second.skipped['resumed-past']).toBe(resumeAfter);
    expect(second.skipped['already-current']).toBe(0);
    expect([...triagedNumbers(first), ...triagedNumbers(second)].sort((a, b) => a - b)).toEqual(numbersUpTo(240).filter((number) => number % 10 !== 0));
  });

  it('should not start an issue with more comments than the budget has requests left for', async () => {
    const backlog = new FakeBacklog().add(1, SEED);
    for (let index = 0; index < 250; index++) backlog.comment(1, `note ${index}`);
    const report = await runBackfill(deps(backlog), settingsFrom({ ...WRITE, 'request-budget': '5' }), quiet);
    expect(report.stop).toEqual({ kind: 'budget', page: 1, nextIssue: 1 });
    expect(backlog.requests().total).toBe(1);
    expect(issueRequestCeiling({ ...backlog.issues.get(1)!, commentCount: 250 }, false)).toBe(3 + 7 + 3);
    expect(issueRequestCeiling({ ...backlog.issues.get(1)!, commentCount: 0 }, true)).toBe(0);
    expect(issueRequestCeiling({ ...backlog.issues.get(1)!, commentCount: 0 }, true, true)).toBe(1);
  });

  it('should stop with the page named when the issue list cannot be read', async () => {
    const backlog = backlogOf(150);
    backlog.failListPage = 2;
    const report = await runBackfill(deps(backlog), settingsFrom(), quiet);
    expect(report.stop).toMatchObject({ kind: 'error', page: 2 });
    expect(report.lastIssueDone).toBe(100);
    expect(describeStop(report, settingsFrom().backfill)).toContain('page 2 of the issue list could not be read');
  });
});

describe('withKnownComments', () => {
  it('should answer only the first comments read of its issue from memory and pass everything else on', async () => {
    const backlog = new FakeBacklog().add(1, SEED).add(2, SEED);
    const held = backlog.comment(1, 'held');
    const wrapped = withKnownComments(backlog, 1, [held]);
    expect(await wrapped.listComments(1)).toEqual([held]);
    expect(backlog.calls).toEqual([]);
    await wrapped.createCommentOnce(1, 'posted');
    expect((await wrapped.listComments(1)).map((comment) => comment.body)).toEqual(['held', 'posted']);
    await wrapped.listComments(2);
    expect(backlog.ops().map((call) => call.op)).toEqual(['createCommentOnce', 'listComments', 'listComments']);
    expect(wrapped.requests()).toEqual(backlog.requests());
  });
});

describe('backfill selection', () => {
  it('should put each number in exactly one shard of n', () => {
    for (let number = 1; number <= 12; number++) {
      const owners = [0, 1, 2].filter((index) => inShard(number, { index, count: 3 }));
      expect(owners).toEqual([number % 3]);
    }
    expect(inShard(7, null)).toBe(true);
  });

  it('should give a pull request precedence over the shard when saying why it was skipped', () => {
    const settings = settingsFrom({ shard: '1/2' });
    const issue = { number: 3, title: '', body: '', state: 'open' as const, locked: false, labels: [], isPullRequest: true, commentCount: 0 };
    expect(reasonToSkipListed(issue, settings)).toBe('pull-request');
    expect(reasonToSkipListed({ ...issue, isPullRequest: false }, settings)).toBe('other-shard');
    expect(reasonToSkipListed({ ...issue, number: 4, isPullRequest: false }, settings)).toBeNull();
  });
});

describe('backfill summary', () => {
  it('should count seen, triaged and skipped issues and tell how to resume after a budget stop', async () => {
    const backlog = backlogOf(40);
    const settings = settingsFrom({ ...WRITE, 'request-budget': '20', shard: '1/2', since: '2025-01-31' });
    const report = await runBackfill(deps(backlog), settings, quiet);
    const summary = renderBackfillSummary('Backfill of the open issues', report, settings);
    expect(summary).toContain('## vllm-triage backfill');
    expect(summary).toContain(`| issues and pull requests seen | ${report.seen} |`);
    expect(summary).toContain(`| triaged | ${triagedNumbers(report).length} |`);
    const recognised = report.outcomes.filter((outcome) => outcome.matches.length > 0).map((outcome) => outcome.issueNumber);
    expect(summary).toContain(`| … of which with a recognised error | ${recognised.length} |`);
    expect(summary.match(/^\| \[#\d+\]\([^)]*\) \|/gm)).toEqual(
      recognised.map((number) => `| [#${number}](https://github.com/vllm-project/vllm/issues/${number}) |`),
    );
    expect(summary).toContain(`| skipped: another shard's issue | ${report.skipped['other-shard']} |`);
    expect(summary).toContain('Stopped by the request budget before #');
    expect(summary).toContain(`run the workflow again with state: open, since: 2025-01-31, shard: 1/2, resume-after: ${report.lastIssueDone}:`);
    expect(summary).toContain(`already from catalog ${CATALOG}.`);
  });

  it('should say the end of the list was reached when nothing was left', async () => {
    const report = await runBackfill(deps(backlogOf(3)), settingsFrom(), quiet);
    // The page, and the one look-up of the maintainers' labels for the comments' footer.
    expect(describeStop(report, settingsFrom().backfill)).toMatch(/^Stopped at the end of the issue list \(1 page; 2 of 900 API requests used\)\.$/);
  });

  it('should not name a resume point when the budget stopped it before any issue was finished', async () => {
    const report = await runBackfill(deps(backlogOf(3)), settingsFrom({ ...WRITE, 'request-budget': '1' }), quiet);
    expect(report.stop.kind).toBe('budget');
    const stop = describeStop(report, settingsFrom().backfill);
    expect(stop).toContain('run the workflow again with state: open: no issue was finished, so it starts from the beginning.');
    expect(stop).not.toContain('#0');
  });
});
