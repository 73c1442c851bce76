// A recording, in-memory gateway over a whole repository's issues, with the issue list the backfill pages through.
import {
  GitHubApiError,
  type IssueComment,
  type IssueGateway,
  type IssueListPage,
  type IssueListQuery,
  type IssueLister,
  type IssueSnapshot,
  type RequestCount,
} from '../../src/action/github/gateway.js';

export type BacklogOperation =
  'listIssuesPage' | 'getIssue' | 'listComments' | 'createCommentOnce' | 'updateComment' | 'deleteComment' | 'addLabels' | 'removeLabel' | 'findRepoLabels';

const WRITES: BacklogOperation[] = ['createCommentOnce', 'updateComment', 'deleteComment', 'addLabels', 'removeLabel'];
const COMMENTS_PER_PAGE = 100;

/** Every call the backfill made, in order; a comments read of N pages is recorded as N calls, like the API would be. */
export class FakeBacklog implements IssueGateway, IssueLister {
  readonly calls: { op: BacklogOperation; args: unknown[] }[] = [];
  readonly issues = new Map<number, IssueSnapshot & { updatedAt: string }>();
  readonly comments = new Map<number, IssueComment[]>();
  readonly repoLabels = new Set(['kv-connector', 'vllm-triage:rerun', 'vllm-triage:dismiss']);
  /** Fails the list read of this page (1-based) once. */
  failListPage: number | null = null;
  private nextCommentId = 5000;

  /** Adds an issue (or a pull request) with the given number and body. */
  add(number: number, body: string, overrides: Partial<IssueSnapshot & { updatedAt: string }> = {}): this {
    this.issues.set(number, {
      number,
      title: `Issue ${number}`,
      body,
      state: 'open',
      locked: false,
      labels: [],
      isPullRequest: false,
      commentCount: 0,
      updatedAt: '2026-01-01T00:00:00Z',
      ...overrides,
    });
    return this;
  }

  /** Adds a comment to an issue as someone (a `…[bot]` login counts as a bot). */
  comment(number: number, body: string, author = 'reporter'): IssueComment {
    const comment = {
      id: this.nextCommentId++,
      body,
      author,
      authorIsBot: author.endsWith('[bot]'),
      createdAt: `2026-01-02T00:00:${String(this.nextCommentId % 60).padStart(2, '0')}Z`,
    };
    this.comments.set(number, [...(this.comments.get(number) ?? []), comment]);
    return comment;
  }

  ops(op?: BacklogOperation): { op: BacklogOperation; args: unknown[] }[] {
    return op === undefined ? this.calls : this.calls.filter((call) => call.op === op);
  }

  writtenIssues(): number[] {
    return [
      ...new Set(
        this.calls
          .filter((call) => WRITES.includes(call.op) && call.op !== 'updateComment' && call.op !== 'deleteComment')
          .map((call) => call.args[0] as number),
      ),
    ];
  }

  requests(): RequestCount {
    return { total: this.calls.length, writes: this.calls.filter((call) => WRITES.includes(call.op)).length };
  }

  private record(op: BacklogOperation, args: unknown[]): void {
    this.calls.push({ op, args });
  }

  private snapshot(issue: IssueSnapshot): IssueSnapshot {
    const { updatedAt: _updatedAt, ...rest } = issue as IssueSnapshot & { updatedAt: string };
    return { ...rest, labels: [...issue.labels], commentCount: this.comments.get(issue.number)?.length ?? 0 };
  }

  async listIssuesPage(query: IssueListQuery): Promise<IssueListPage> {
    this.record('listIssuesPage', [query]);
    if (this.failListPage === query.page) {
      this.failListPage = null;
      throw new GitHubApiError(`list the issues (page ${query.page})`, 502, 'Server Error');
    }
    const matching = [...this.issues.values()]
      .filter((issue) => (query.state === 'all' || issue.state === query.state) && (query.since === null || issue.updatedAt >= query.since))
      .sort((a, b) => a.number - b.number);
    const slice = matching.slice((query.page - 1) * query.perPage, query.page * query.perPage);
    return { issues: slice.map((issue) => this.snapshot(issue)), hasNextPage: query.page * query.perPage < matching.length };
  }

  async getIssue(issueNumber: number): Promise<IssueSnapshot> {
    this.record('getIssue', [issueNumber]);
    const issue = this.issues.get(issueNumber);
    if (issue === undefined) throw new GitHubApiError(`read issue #${issueNumber}`, 404, 'Not Found');
    return this.snapshot(issue);
  }

  async listComments(issueNumber: number): Promise<IssueComment[]> {
    const comments = this.comments.get(issueNumber) ?? [];
    for (let page = 0; page < Math.max(1, Math.ceil(comments.length / COMMENTS_PER_PAGE)); page++) this.record('listComments', [issueNumber]);
    return comments.map((comment) => ({ ...comment }));
  }

  async createCommentOnce(issueNumber: number, body: string): Promise<IssueComment> {
    this.record('createCommentOnce', [issueNumber, body]);
    return { ...this.comment(issueNumber, body, 'github-actions[bot]') };
  }

  async updateComment(commentId: number, body: string): Promise<void> {
    this.record('updateComment', [commentId, body]);
    for (const comments of this.comments.values()) {
      const comment = comments.find((candidate) => candidate.id === commentId);
      if (comment !== undefined) comment.body = body;
    }
  }

  async deleteComment(commentId: number): Promise<void> {
    this.record('deleteComment', [commentId]);
    for (const [number, comments] of this.comments)
      this.comments.set(
        number,
        comments.filter((comment) => comment.id !== commentId),
      );
  }

  async addLabels(issueNumber: number, labels: string[]): Promise<string[]> {
    this.record('addLabels', [issueNumber, labels]);
    const issue = this.issues.get(issueNumber);
    for (const label of labels) if (issue && !issue.labels.includes(label)) issue.labels.push(label);
    return [...(issue?.labels ?? [])];
  }

  async removeLabel(issueNumber: number, label: string): Promise<void> {
    this.record('removeLabel', [issueNumber, label]);
    const issue = this.issues.get(issueNumber);
    if (issue) issue.labels = issue.labels.filter((name) => name !== label);
  }

  /** Asked once per label name and run, as the adapter caches it. */
  async findRepoLabels(names: string[]): Promise<Set<string>> {
    const asked = new Set(this.calls.filter((call) => call.op === 'findRepoLabels').flatMap((call) => call.args as string[]));
    const fresh = names.map((name) => name.toLowerCase()).filter((name) => !asked.has(name));
    if (fresh.length > 0) this.record('findRepoLabels', fresh);
    return new Set(names.map((name) => name.toLowerCase()).filter((name) => this.repoLabels.has(name)));
  }
}
