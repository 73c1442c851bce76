// End to end, in process (run() and the real gateway against the local GitHub): a backfill of a repository of 240
// issues — budget, resume, shards, dry run.
import { afterEach, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/core/catalog/default-catalog.js';
import { renderMarker } from '../../src/core/plan/marker.js';
import { startGitHubServer, type GitHubServer, type RecordedRequest } from '../support/github-server/server.js';
import { webhookPayload } from '../support/run-action.js';
import { REPO, REPO_LABELS, SEED_BODY, UNRELATED_BODY } from '../support/scenario-fixtures.js';
import { runInProcess } from '../support/run-in-process.js';

const ISSUE_COUNT = 240;
const BOT = { login: 'github-actions[bot]' };

/**
 * Every 12th number is a pull request; n % 10 === 3 carry the seed error and were already triaged with this build's
 * catalog; four issues carry the seed error and still need triage (few, because GitHub's client spaces comment
 * creates seconds apart); every 5th has a human comment; the rest are about something else.
 */
const isPullRequest = (number: number) => number % 12 === 0;
const alreadyTriaged = (number: number) => number % 10 === 3;
const FRESH = [7, 70, 131, 202];
const hasSeedError = (number: number) => alreadyTriaged(number) || FRESH.includes(number);
const numbers = [...Array(ISSUE_COUNT).keys()].map((index) => index + 1);
const toTriage = FRESH;

/** A comment the bot wrote with this build's catalog: the backfill must take the issue as finished. */
function currentBotComment(): string {
  const marker = { v: 1 as const, catalog: defaultCatalog().version, matches: ['mooncake-store-unfinished-request'], fingerprint: 'seeded', botLabels: [] };
  return `${renderMarker(marker)}\nThis looks like a known MooncakeStoreConnector error.`;
}

/** Labels a maintainer put on some issues (a dry run's shadow report scores the bot's routing against them). */
async function seededServer(humanLabels: Record<number, string[]> = {}): Promise<GitHubServer> {
  const server = await startGitHubServer({ rateLimit: { core: 100_000 } });
  server.state.addRepo(REPO, { labels: REPO_LABELS });
  for (const number of numbers) {
    server.state.addIssue(REPO, {
      number,
      title: isPullRequest(number) ? `Fix ${number}` : `[Bug]: report ${number}`,
      body: hasSeedError(number) ? SEED_BODY : UNRELATED_BODY,
      pullRequest: isPullRequest(number),
      labels: alreadyTriaged(number) ? ['kv-connector'] : (humanLabels[number] ?? []),
    });
    if (number % 5 === 0) server.state.addComment(REPO, number, { body: 'Seeing this too.', user: { login: 'another-user' } });
    if (alreadyTriaged(number) && !isPullRequest(number)) server.state.addComment(REPO, number, { body: currentBotComment(), user: BOT });
  }
  return server;
}

function backfill(server: GitHubServer, inputs: Record<string, string>) {
  return runInProcess({ server, eventName: 'workflow_dispatch', payload: webhookPayload('workflow_dispatch', { inputs }), inputs });
}

/** The issue a request wrote to: from the path for issue routes, through the comment for comment routes. */
function issueWrittenBy(server: GitHubServer, request: RecordedRequest): number | null {
  const issue = /\/issues\/(\d+)\//.exec(request.path);
  if (issue) return Number(issue[1]);
  const comment = /\/issues\/comments\/(\d+)$/.exec(request.path);
  return comment ? (server.state.comments.get(Number(comment[1]))?.issueNumber ?? null) : null;
}

function writtenIssues(server: GitHubServer, requests: RecordedRequest[]): number[] {
  return [...new Set(requests.filter((request) => request.write).map((request) => issueWrittenBy(server, request)))]
    .filter((number): number is number => number !== null)
    .sort((a, b) => a - b);
}

function botCommentCount(server: GitHubServer, number: number): number {
  return server.state.commentsOn(REPO, number).filter((comment) => comment.user.login === BOT.login).length;
}

let server: GitHubServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('backfill (the action in process against the local GitHub)', () => {
  it('should stay within the request budget, say where it stopped, and resume there without touching finished issues', async () => {
    server = await seededServer();
    const first = await backfill(server, { 'dry-run': 'false', 'request-budget': '50' });
    expect(first.code).toBe(0);
    expect(first.requests.length).toBeLessThanOrEqual(50);
    const stop = /Stopped by the request budget before #(\d+)/.exec(first.summary);
    expect(stop).not.toBeNull();
    const resumeAt = Number(stop?.[1]);
    const doneFirst = writtenIssues(server, first.requests);
    expect(doneFirst.length).toBeGreaterThan(0);
    expect(doneFirst.length).toBeLessThan(toTriage.length);
    expect(doneFirst.every((number) => toTriage.includes(number) && number < resumeAt)).toBe(true);
    expect(
      first.annotations.some(
        (annotation) => annotation.level === 'warning' && annotation.message.includes('run the workflow again with state: open, resume-after: '),
      ),
    ).toBe(true);

    const resumeAfter = Number(/resume-after: (\d+)/.exec(first.summary)?.[1]);
    expect(resumeAfter).toBeGreaterThanOrEqual(Math.max(...doneFirst));
    expect(resumeAfter).toBeLessThan(resumeAt);

    // Resumed with the value the first run named: nothing up to it is read again, and the rest is finished.
    const second = await backfill(server, { 'dry-run': 'false', 'resume-after': String(resumeAfter) });
    expect(second.code).toBe(0);
    expect(second.summary).toContain('Stopped at the end of the issue list');
    const issueOf = (request: RecordedRequest) => Number(/\/issues\/(\d+)/.exec(request.path)?.[1] ?? Infinity);
    expect(second.requests.filter((request) => issueOf(request) <= resumeAfter)).toEqual([]);
    const doneSecond = writtenIssues(server, second.requests);
    expect([...doneFirst, ...doneSecond].sort((a, b) => a - b)).toEqual(toTriage);
    const later = numbers.filter((number) => number > resumeAfter);
    expect(second.summary).toContain(`| skipped: finished by an earlier run (resume-after) | ${resumeAfter} |`);
    expect(second.summary).toContain(
      `| skipped: bot comment already from the current catalog | ${later.filter((number) => alreadyTriaged(number) && !isPullRequest(number)).length} |`,
    );
    expect(second.summary).toContain(`| skipped: pull request | ${later.filter(isPullRequest).length} |`);
    expect(second.outputs['issues-triaged']).toBe(String(later.filter((number) => !isPullRequest(number) && !alreadyTriaged(number)).length));

    // A run from the start (no resume-after) re-checks by the marker and writes nothing: every issue is finished.
    const third = await backfill(server, { 'dry-run': 'false' });
    expect(third.requests.filter((request) => request.write)).toEqual([]);
    expect(third.summary).toContain(
      `| skipped: bot comment already from the current catalog | ${numbers.filter((number) => hasSeedError(number) && !isPullRequest(number)).length} |`,
    );
    for (const number of numbers) expect(botCommentCount(server, number)).toBe(hasSeedError(number) && !isPullRequest(number) ? 1 : 0);
    expect(server.state.labelsOn(REPO, toTriage[0] ?? 1)).toContain('kv-connector');
    expect(server.violations).toEqual([]);
  }, 120_000);

  it('should split the work between shards 1/2 and 2/2 with no issue written twice and none left out', async () => {
    server = await seededServer();
    // Both at once, as two jobs of a matrix would run; each job's token tells its requests apart.
    const [one, two] = await Promise.all([
      backfill(server, { 'dry-run': 'false', shard: '1/2', 'github-token': 'ghs_shardOne' }),
      backfill(server, { 'dry-run': 'false', shard: '2/2', 'github-token': 'ghs_shardTwo' }),
    ]);
    expect([one.code, two.code]).toEqual([0, 0]);
    const requestsOf = (token: string) => server?.requests.filter((request) => request.token === token) ?? [];
    const [oneRequests, twoRequests] = [requestsOf('ghs_shardOne'), requestsOf('ghs_shardTwo')];
    expect(oneRequests.length + twoRequests.length).toBe(server.requests.length);
    const byOne = writtenIssues(server, oneRequests);
    const byTwo = writtenIssues(server, twoRequests);
    expect(byOne.every((number) => number % 2 === 0) && byTwo.every((number) => number % 2 === 1)).toBe(true);
    expect(byOne.filter((number) => byTwo.includes(number))).toEqual([]);
    expect([...byOne, ...byTwo].sort((a, b) => a - b)).toEqual(toTriage);
    const commentsRead = (requests: RecordedRequest[]) =>
      requests.filter((request) => request.method === 'GET' && request.path.endsWith('/comments') && !request.path.includes('/issues/comments'));
    expect(commentsRead(oneRequests).length).toBeGreaterThan(0);
    expect(commentsRead(oneRequests).every((request) => Number(/issues\/(\d+)/.exec(request.path)?.[1]) % 2 === 0)).toBe(true);
    expect(one.summary).toContain("skipped: another shard's issue");
    expect(server.violations).toEqual([]);
  }, 120_000);

  it('should write nothing when dry-run is not explicitly false, and show the plan', async () => {
    server = await seededServer();
    const result = await backfill(server, {});
    expect(result.code).toBe(0);
    expect(result.requests.filter((request) => request.write)).toEqual([]);
    expect(result.summary).toContain('(dry run: nothing was written)');
    expect(result.summary).toContain(`| planned (dry run) | ${numbers.filter((number) => !isPullRequest(number) && !alreadyTriaged(number)).length} |`);
    expect(result.requests.every((request) => request.method === 'GET')).toBe(true);
    expect(server.violations).toEqual([]);
  }, 120_000);

  it("should score the bot's routing against the maintainers' labels in a dry run's summary, with the ledger", async () => {
    // Maintainers routed 7, 70 and 131 (seed errors) and 11 and 22 (no error the bot can see); 202 (a seed error) is unlabelled.
    const human: Record<number, string[]> = {
      7: ['kv-connector', 'bug'],
      70: ['KV-Connector'],
      131: ['kv-connector'],
      11: ['kv-connector'],
      22: ['kv-connector', 'question'],
      40: ['documentation'],
    };
    server = await seededServer(human);
    const result = await backfill(server, {});
    expect(result.code).toBe(0);
    expect(result.requests.filter((request) => request.write)).toEqual([]);
    const planned = numbers.filter((number) => !isPullRequest(number) && !alreadyTriaged(number)).length;
    const summary = result.summary;
    expect(summary).toContain("### Shadow report: the bot's routing against the maintainers' labels");
    expect(summary).toContain(`Maintainers' routing labels: \`kv-connector\`. ${planned} issues scored.`);
    expect(summary).toContain(`| **the bot routes** | 3 | 1 |\n| **the bot does not route** | 2 | ${planned - 6} |`);
    expect(summary).toContain('**Precision** 75 % (3 of the 4 issues the bot routes) · **Recall** 60 % (3 of the 5 issues the maintainers labelled)');
    const issueLink = (number: number) => `[#${number}](${server?.url}/${REPO}/issues/${number})`;
    expect(summary).toContain('**Disagreements** (3):');
    expect(summary).toContain(`- ${issueLink(11)}: labelled \`kv-connector\` by maintainers; the bot would not route it (comment: none)`);
    expect(summary).toContain(`- ${issueLink(22)}: labelled \`kv-connector\` by maintainers; the bot would not route it (comment: none)`);
    expect(summary).toContain(
      `- ${issueLink(202)}: the bot would route it (recognised \`mooncake-store/request-not-in-unfinished-requests\`; comment: full); no maintainer label says so`,
    );
    expect(summary).toContain(`| ${issueLink(7)} | yes | \`MooncakeStoreConnector\` | \`kv-connector\` | full | \`kv-connector\`, \`bug\` |`);
    // The ledger, one JSON object per planned issue, with what the bot would do and the labels maintainers applied.
    const jsonl = /<summary>The ledger as JSON lines<\/summary>\n\n```jsonl\n([\s\S]*?)\n```/.exec(summary)?.[1] ?? '';
    const rows = jsonl.split('\n').map((line) => JSON.parse(line) as { issue: number; bot: { routed: boolean; labels: string[] }; labels: string[] });
    expect(rows).toHaveLength(planned);
    // GitHub (and the stand-in) gives a label the repository's own spelling.
    expect(rows.find((row) => row.issue === 70)).toMatchObject({ bot: { routed: true, labels: ['kv-connector'] }, labels: ['kv-connector'] });
    expect(rows.find((row) => row.issue === 40)).toMatchObject({ bot: { routed: false, labels: [] }, labels: ['documentation'] });
    expect(server.violations).toEqual([]);
  }, 120_000);
});
