// The only code that talks to the GitHub REST API: an IssueGateway made of the Octokit set-up and one call per method.
import { createComment, deleteComment, listComments, updateComment } from './calls/comments.js';
import { getIssue, listIssuesPage } from './calls/issues.js';
import { readIssuesBatch, readMoreComments } from './calls/issues-graphql.js';
import { addLabels, createRepoLabel, findRepoLabels, removeLabel, type RepoLabelCache } from './calls/labels.js';
import { searchIssues, type SearchState } from './calls/search.js';
import { compareCommits } from './calls/compare.js';
import { authenticatedLogin } from './calls/user.js';
import type { IssueBatchReader, IssueGateway, IssueLister } from './gateway.js';
import { createOctokitClient, type GatewayOptions } from './octokit-client.js';

export type { GatewayOptions } from './octokit-client.js';

/**
 * Creates the gateway; Octokit and its plugins are loaded only now, so events that are skipped never load them.
 * @param options token, API root, repository, logger and (tests) timings
 */
export async function createGitHubGateway(options: GatewayOptions): Promise<IssueGateway & IssueLister & IssueBatchReader> {
  const client = await createOctokitClient(options);
  const labelCache: RepoLabelCache = new Map();
  const search: SearchState = { refusal: null };
  let tokenLogin: Promise<string | null> | null = null;
  return {
    getIssue: (issueNumber) => getIssue(client, issueNumber),
    listComments: (issueNumber, expected) => listComments(client, issueNumber, expected),
    createCommentOnce: (issueNumber, body) => createComment(client, issueNumber, body),
    updateComment: (commentId, body) => updateComment(client, commentId, body),
    deleteComment: (commentId) => deleteComment(client, commentId),
    addLabels: (issueNumber, labels) => addLabels(client, issueNumber, labels),
    removeLabel: (issueNumber, label) => removeLabel(client, issueNumber, label),
    findRepoLabels: (names, options) => findRepoLabels(client, labelCache, names, options?.listing === true),
    createRepoLabel: async (name, color, description) => {
      const answer = await createRepoLabel(client, name, color, description);
      labelCache.set(name.toLowerCase(), Promise.resolve(true));
      return answer;
    },
    listIssuesPage: (query) => listIssuesPage(client, query),
    searchIssues: (query, perPage) => searchIssues(client, search, query, perPage),
    compareCommits: (base, head) => compareCommits(client, base, head),
    authenticatedLogin: () => (tokenLogin ??= authenticatedLogin(client)),
    readIssuesBatch: (query) => readIssuesBatch(client, query),
    readMoreComments: (threads) => readMoreComments(client, threads),
    graphqlSpent: () => ({ ...client.graphql }),
    requests: () => ({ ...client.count }),
  };
}
