// A repository of 120 issues on the local GitHub for the backfill scenarios (test/e2e/backfill*.test.ts), the
// backfill run against it in process, and what its requests wrote.
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import { renderMarker } from '../../../src/core/memory/marker.js';
import { startGitHubServer, type GitHubServer, type RecordedRequest } from '../github-server/server.js';
import { webhookPayload, type RunActionResult } from '../run-action.js';
import { runInProcess } from '../run-in-process.js';
import { REPO, REPO_LABELS, SEED_BODY, UNRELATED_BODY } from '../scenario-fixtures.js';

export const ISSUE_COUNT = 120;
export const BOT = { login: 'github-actions[bot]' };

/**
 * Every 12th number is a pull request; n % 10 === 3 carry the seed error and were already triaged with this build's
 * catalog; four issues carry the seed error and still need triage (few, because GitHub's client spaces comment
 * creates seconds apart); every 5th has a human comment; the rest are about something else.
 */
export const isPullRequest = (number: number): boolean => number % 12 === 0;
export const alreadyTriaged = (number: number): boolean => number % 10 === 3;
export const FRESH = [7, 70, 101, 118];
export const hasSeedError = (number: number): boolean => alreadyTriaged(number) || FRESH.includes(number);
export const numbers = [...Array(ISSUE_COUNT).keys()].map((index) => index + 1);
export const toTriage = FRESH;

/** A comment the bot wrote with this build's catalog: the backfill must take the issue as finished. */
function currentBotComment(): string {
  const marker = { v: 1 as const, catalog: defaultCatalog().version, matches: ['mooncake-store-unfinished-request'], fingerprint: 'seeded', botLabels: [] };
  return `${renderMarker(marker)}\nThis looks like a known MooncakeStoreConnector error.`;
}

/**
 * The stand-in with the repository's 120 issues and their comments.
 * @param humanLabels labels a maintainer put on some issues (a dry run's shadow report scores the bot's routing against them)
 */
export async function seededServer(humanLabels: Record<number, string[]> = {}): Promise<GitHubServer> {
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

/**
 * A dispatched backfill, run in process against `server`.
 * @param inputs the workflow_dispatch inputs (`dry-run`, `request-budget`, `resume-after`, `shard`, …)
 */
export function backfill(server: GitHubServer, inputs: Record<string, string>): Promise<RunActionResult> {
  return runInProcess({ server, eventName: 'workflow_dispatch', payload: webhookPayload('workflow_dispatch', { inputs }), inputs });
}

/** The issue a request wrote to: from the path for issue routes, through the comment for comment routes. */
function issueWrittenBy(server: GitHubServer, request: RecordedRequest): number | null {
  const issue = /\/issues\/(\d+)\//.exec(request.path);
  if (issue) return Number(issue[1]);
  const comment = /\/issues\/comments\/(\d+)$/.exec(request.path);
  return comment ? (server.state.comments.get(Number(comment[1]))?.issueNumber ?? null) : null;
}

/** The issues `requests` wrote to, in order, each once. */
export function writtenIssues(server: GitHubServer, requests: RecordedRequest[]): number[] {
  return [...new Set(requests.filter((request) => request.write).map((request) => issueWrittenBy(server, request)))]
    .filter((number): number is number => number !== null)
    .sort((a, b) => a - b);
}

/** How many comments the bot has on issue `number`. */
export function botCommentCount(server: GitHubServer, number: number): number {
  return server.state.commentsOn(REPO, number).filter((comment) => comment.user.login === BOT.login).length;
}
