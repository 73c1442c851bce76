// A recording, in-memory IssueGateway for the action's unit tests: keeps state, logs every call, injects faults.
import {
  GitHubApiError,
  type IssueComment,
  type IssueGateway,
  type IssueSearchHit,
  type IssueSnapshot,
  type RequestCount,
} from '../../src/action/github/gateway.js';

export type GatewayOperation =
  | 'getIssue'
  | 'listComments'
  | 'createCommentOnce'
  | 'updateComment'
  | 'deleteComment'
  | 'addLabels'
  | 'removeLabel'
  | 'findRepoLabels'
  | 'createRepoLabel'
  | 'searchIssues';

/** A fault for the next call of an operation; `applied` means the write happens before the error (a lost response). */
export interface Fault {
  error: GitHubApiError;
  applied?: boolean;
}

const WRITES: GatewayOperation[] = ['createCommentOnce', 'updateComment', 'deleteComment', 'addLabels', 'removeLabel', 'createRepoLabel'];

export class FakeGateway implements IssueGateway {
  readonly calls: { op: GatewayOperation; args: unknown[] }[] = [];
  readonly repoLabels = new Set<string>(['bug', 'kv-connector', 'mooncake', 'needs-info', 'vllm-triage:rerun', 'vllm-triage:dismiss']);
  comments: IssueComment[] = [];
  /** What `searchIssues` answers (every query gets the same hits, cut to the page size). */
  searchHits: IssueSearchHit[] = [];
  private nextId = 1000;
  private clock = 0;
  private faults = new Map<GatewayOperation, Fault[]>();
  /** Runs after a create is applied, before it returns: lets a test slip in a concurrent run's comment. */
  afterCreate: (() => void) | null = null;

  constructor(public issue: IssueSnapshot) {}

  /** Queue a fault for the next call(s) of an operation. */
  fail(op: GatewayOperation, ...faults: Fault[]): this {
    this.faults.set(op, [...(this.faults.get(op) ?? []), ...faults]);
    return this;
  }

  /** Add a comment as if someone posted it. */
  addComment(body: string, author: string, authorIsBot: boolean): IssueComment {
    const comment = { id: this.nextId++, body, author, authorIsBot, createdAt: this.timestamp() };
    this.comments.push(comment);
    return comment;
  }

  ops(): GatewayOperation[] {
    return this.calls.map((call) => call.op);
  }

  writes(): GatewayOperation[] {
    return this.ops().filter((op) => WRITES.includes(op));
  }

  requests(): RequestCount {
    return { total: this.calls.length, writes: this.writes().length };
  }

  private timestamp(): string {
    this.clock++;
    return new Date(Date.UTC(2026, 0, 1, 0, 0, this.clock)).toISOString();
  }

  private async record<T>(op: GatewayOperation, args: unknown[], act: () => T): Promise<T> {
    this.calls.push({ op, args });
    const fault = this.faults.get(op)?.shift();
    if (fault !== undefined) {
      if (fault.applied) act();
      throw fault.error;
    }
    return act();
  }

  getIssue(issueNumber: number): Promise<IssueSnapshot> {
    return this.record('getIssue', [issueNumber], () => ({ ...this.issue, labels: [...this.issue.labels], commentCount: this.comments.length }));
  }

  listComments(issueNumber: number): Promise<IssueComment[]> {
    return this.record('listComments', [issueNumber], () => this.comments.map((comment) => ({ ...comment })));
  }

  createCommentOnce(issueNumber: number, body: string): Promise<IssueComment> {
    return this.record('createCommentOnce', [issueNumber, body], () => {
      const comment = this.addComment(body, 'github-actions[bot]', true);
      this.afterCreate?.();
      this.afterCreate = null;
      return { ...comment };
    });
  }

  updateComment(commentId: number, body: string): Promise<void> {
    return this.record('updateComment', [commentId, body], () => {
      const comment = this.comments.find((candidate) => candidate.id === commentId);
      if (comment === undefined) throw new GitHubApiError(`update comment ${commentId}`, 404, 'Not Found');
      comment.body = body;
    });
  }

  deleteComment(commentId: number): Promise<void> {
    return this.record('deleteComment', [commentId], () => {
      this.comments = this.comments.filter((comment) => comment.id !== commentId);
    });
  }

  addLabels(issueNumber: number, labels: string[]): Promise<string[]> {
    return this.record('addLabels', [issueNumber, labels], () => {
      for (const label of labels) if (!this.issue.labels.includes(label)) this.issue.labels.push(label);
      return [...this.issue.labels];
    });
  }

  removeLabel(issueNumber: number, label: string): Promise<void> {
    return this.record('removeLabel', [issueNumber, label], () => {
      this.issue.labels = this.issue.labels.filter((name) => name !== label);
    });
  }

  findRepoLabels(names: string[]): Promise<Set<string>> {
    const inRepository = new Set([...this.repoLabels].map((label) => label.toLowerCase()));
    return this.record('findRepoLabels', [names], () => new Set(names.map((name) => name.toLowerCase()).filter((name) => inRepository.has(name))));
  }

  createRepoLabel(name: string, color: string, description: string): Promise<'created' | 'exists'> {
    return this.record('createRepoLabel', [name, color, description], () => {
      const exists = [...this.repoLabels].some((label) => label.toLowerCase() === name.toLowerCase());
      this.repoLabels.add(name);
      return exists ? 'exists' : 'created';
    });
  }

  searchIssues(query: string, perPage: number): Promise<IssueSearchHit[]> {
    return this.record('searchIssues', [query, perPage], () => this.searchHits.slice(0, perPage).map((hit) => ({ ...hit })));
  }
}

/** An open, unlocked issue with the given body and labels. */
export function makeIssue(body: string, labels: string[] = [], overrides: Partial<IssueSnapshot> = {}): IssueSnapshot {
  return {
    number: 42,
    title: 'MooncakeStoreConnector crash',
    body,
    state: 'open',
    locked: false,
    labels,
    isPullRequest: false,
    commentCount: 0,
    ...overrides,
  };
}

/** A GitHub failure as the adapter would raise it. */
export function apiError(status: number | null, detail = 'Server Error', retryAfterSeconds: number | null = null): GitHubApiError {
  return new GitHubApiError('test operation', status, detail, retryAfterSeconds);
}
