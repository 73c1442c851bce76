// A large backlog on the local GitHub for the backfill's scale test (test/e2e/backfill-scale.test.ts): issues in the
// shapes of the project's own fixtures (test/fixtures/corpus-realistic, the scenario bodies), one in ten with a thread
// of more than 100 comments, every 15th a pull request (not in GraphQL's issues).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GitHubServer } from '../github-server/server.js';
import { REPOSITORY_ROOT } from '../run-action.js';
import { EVIDENCE_REPLY, REPO, REPO_LABELS, SEED_BODY, UNRELATED_BODY } from '../scenario-fixtures.js';

/** The bodies issues take, in turn: the realistic fixtures and the scenario bodies. */
function fixtureBodies(): string[] {
  const folder = join(REPOSITORY_ROOT, 'test', 'fixtures', 'corpus-realistic', 'issues');
  const realistic = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'));
  return [SEED_BODY, UNRELATED_BODY, ...realistic];
}

/** Replies: mostly short (as the long threads of a backlog are), one in twenty with request logs. */
const SHORT_REPLIES = ['Seeing this too.', 'Any update on this?', 'Same on 0.9.2 with two nodes.', '+1'];
const replyOf = (index: number): string => (index % 20 === 3 ? EVIDENCE_REPLY : (SHORT_REPLIES[index % SHORT_REPLIES.length] ?? ''));

export const isLargePullRequest = (number: number): boolean => number % 15 === 0;
/** Issues with a thread over 100 comments: one in ten. */
export const hasLongThread = (number: number): boolean => number % 10 === 7;

/**
 * Seeds `count` issues (numbers 1…count) and their comments into the stand-in.
 * @returns the numbers of the issues a backfill of open issues hands to triage (not pull requests)
 */
export function seedLargeBacklog(server: GitHubServer, count: number): number[] {
  const bodies = fixtureBodies();
  server.state.addRepo(REPO, { labels: REPO_LABELS });
  const start = Date.parse('2025-01-01T00:00:00Z');
  const issues: number[] = [];
  for (let number = 1; number <= count; number++) {
    const createdAt = new Date(start + number * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    server.state.addIssue(REPO, {
      number,
      title: `[Bug]: report ${number}`,
      body: bodies[number % bodies.length] ?? '',
      pullRequest: isLargePullRequest(number),
      labels: number % 9 === 0 ? ['kv-connector'] : [],
      createdAt,
      updatedAt: createdAt,
    });
    if (!isLargePullRequest(number)) issues.push(number);
    const comments = hasLongThread(number) ? 101 + (number % 60) : number % 3;
    for (let index = 0; index < comments; index++) {
      server.state.addComment(REPO, number, { body: replyOf(number + index), user: { login: `user${index % 7}` }, createdAt });
    }
  }
  return issues;
}
