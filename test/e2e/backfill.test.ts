// End to end, in process (run() and the real gateway against the local GitHub): a backfill of a repository of 120
// issues that writes — request budget and resume, shards. Its dry runs are in backfill-dry-run.test.ts. The tests run
// concurrently, each against its own stand-in: a run mostly waits on its requests, and the other test runs meanwhile.
import { describe, it } from 'vitest';
import type { RecordedRequest } from '../support/github-server/server.js';
import {
  alreadyTriaged,
  backfill,
  botCommentCount,
  hasSeedError,
  isPullRequest,
  numbers,
  seededServer,
  toTriage,
  writtenIssues,
} from '../support/build/backfill-repository.js';
import { REPO } from '../support/scenario-fixtures.js';

describe.concurrent('backfill (the action in process against the local GitHub)', () => {
  it('should stay within the request budget, say where it stopped, and resume there without touching finished issues', async ({ expect, onTestFinished }) => {
    const server = await seededServer();
    onTestFinished(() => server.close());
    // The issues and their comments come in GraphQL pages (points); the budget's REST requests go to the writes.
    const first = await backfill(server, { 'dry-run': 'false', 'request-budget': '10' });
    expect(first.code).toBe(0);
    expect(first.requests.filter((request) => request.endpoint !== 'POST /graphql').length).toBeLessThanOrEqual(10);
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
    // Pull requests are not in GraphQL's issues: never read, never counted.
    expect(second.summary).not.toContain('skipped: pull request');
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

  it('should split the work between shards 1/2 and 2/2 with no issue written twice and none left out', async ({ expect, onTestFinished }) => {
    const server = await seededServer();
    onTestFinished(() => server.close());
    // Both at once, as two jobs of a matrix would run; each job's token tells its requests apart.
    const [one, two] = await Promise.all([
      backfill(server, { 'dry-run': 'false', shard: '1/2', 'github-token': 'ghs_shardOne' }),
      backfill(server, { 'dry-run': 'false', shard: '2/2', 'github-token': 'ghs_shardTwo' }),
    ]);
    expect([one.code, two.code]).toEqual([0, 0]);
    const requestsOf = (token: string) => server.requests.filter((request) => request.token === token);
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
});
