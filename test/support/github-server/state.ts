// The stand-in GitHub's memory: repositories, issues, comments and labels, with seeding and lookup methods for tests.
import { GitStore } from './git-store.js';
import { RateLimits } from './rate-limits.js';

/** Who wrote an issue or comment. `Bot` logins end in `[bot]` on GitHub. */
export interface UserRecord {
  login: string;
  id: number;
  type: 'User' | 'Bot' | 'Organization';
}

export type AuthorAssociation = 'COLLABORATOR' | 'CONTRIBUTOR' | 'FIRST_TIMER' | 'FIRST_TIME_CONTRIBUTOR' | 'MANNEQUIN' | 'MEMBER' | 'NONE' | 'OWNER';

export interface LabelRecord {
  id: number;
  name: string;
  color: string;
  description: string | null;
  default: boolean;
}

export interface IssueRecord {
  repo: string;
  id: number;
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  locked: boolean;
  activeLockReason: 'resolved' | 'off-topic' | 'too heated' | 'spam' | null;
  /** Names of repository labels on the issue, in the order they were added. */
  labels: string[];
  user: UserRecord;
  /** True for pull requests, which GitHub also serves as issues (with a `pull_request` key). */
  isPullRequest: boolean;
  authorAssociation: AuthorAssociation;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

export interface CommentRecord {
  repo: string;
  id: number;
  issueNumber: number;
  body: string;
  user: UserRecord;
  authorAssociation: AuthorAssociation;
  createdAt: string;
  updatedAt: string;
}

export interface RepoRecord {
  fullName: string;
  owner: string;
  name: string;
  id: number;
  hasIssues: boolean;
  /** Repository labels keyed by lower-cased name (GitHub matches label names case-insensitively). */
  labels: Map<string, LabelRecord>;
  issues: Map<number, IssueRecord>;
  createdAt: string;
}

/** Seed for `addIssue`; everything but the repository is optional. */
export interface IssueSeed {
  number?: number;
  title?: string;
  body?: string | null;
  state?: 'open' | 'closed';
  locked?: boolean;
  activeLockReason?: IssueRecord['activeLockReason'];
  labels?: string[];
  user?: Partial<UserRecord> & { login: string };
  pullRequest?: boolean;
  authorAssociation?: AuthorAssociation;
  createdAt?: string;
  updatedAt?: string;
}

export interface CommentSeed {
  body: string;
  user?: Partial<UserRecord> & { login: string };
  authorAssociation?: AuthorAssociation;
  createdAt?: string;
  updatedAt?: string;
}

/** The colour GitHub gives a label that the add-labels call creates on the fly. */
export const DEFAULT_LABEL_COLOR = 'ededed';
/** The identity behind an Actions `GITHUB_TOKEN`. */
export const ACTIONS_BOT: UserRecord = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

/** GitHub's timestamp form: ISO 8601 in UTC without milliseconds. */
export function githubTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The whole stand-in state; routes mutate it, tests seed it and read it back. */
export class GitHubState {
  readonly repos = new Map<string, RepoRecord>();
  readonly comments = new Map<number, CommentRecord>();
  /** Labels the add-labels call created because the repository lacked them (GitHub does this silently). */
  readonly createdLabels: Array<{ repo: string; name: string; color: string }> = [];
  /**
   * Label names (lower-cased) that add-labels refuses with a 422 naming the label, whatever else the request
   * carries: one refused label fails the whole request, as on GitHub. Creating such a label is refused with a 422 too.
   */
  readonly refusedLabels = new Set<string>();
  /** Commits, refs, tag objects and releases (the release script's routes). */
  readonly git = new GitStore();
  /** Primary rate limits (core 1,000/hour like GITHUB_TOKEN, search 30/minute); replace to tighten them. */
  rateLimits = new RateLimits();
  /**
   * What each release contains, for `GET …/compare/{base}...{head}`: `owner/name` (lower-cased) and a tag or build
   * commit → the commits it contains. Set with `setReleaseContents`; a ref or commit it never names is a 404.
   */
  readonly releases = new Map<string, Map<string, Set<string>>>();
  /** Source of "now" for created_at / updated_at; replace it to control time. */
  now: () => Date = () => new Date();
  private nextId = 1;
  private nextCommentId = 2_000_000_001;

  /**
   * Declares that release `ref` (a tag like `v0.26.0`, or a build commit) of `repoName` contains `commits`; a commit
   * named by any release of the repository and not contained in `ref` compares as `diverged`.
   */
  setReleaseContents(repoName: string, ref: string, commits: string[]): void {
    const key = repoName.toLowerCase();
    const refs = this.releases.get(key) ?? new Map<string, Set<string>>();
    refs.set(ref, new Set(commits));
    this.releases.set(key, refs);
  }

  /** A fresh numeric id for users, labels and issues. */
  allocateId(): number {
    return this.nextId++;
  }

  /** Creates (or returns) a repository `owner/name`. */
  addRepo(fullName: string, options: { hasIssues?: boolean; labels?: Array<string | Partial<LabelRecord>> } = {}): RepoRecord {
    const existing = this.repos.get(fullName.toLowerCase());
    const slash = fullName.indexOf('/');
    if (slash <= 0 || slash !== fullName.lastIndexOf('/')) throw new Error(`repository must be "owner/name", got "${fullName}"`);
    const repo: RepoRecord = existing ?? {
      fullName,
      owner: fullName.slice(0, slash),
      name: fullName.slice(slash + 1),
      id: this.allocateId(),
      hasIssues: true,
      labels: new Map(),
      issues: new Map(),
      createdAt: '2023-02-17T00:00:00Z',
    };
    if (options.hasIssues !== undefined) repo.hasIssues = options.hasIssues;
    this.repos.set(fullName.toLowerCase(), repo);
    for (const label of options.labels ?? []) this.addLabel(fullName, typeof label === 'string' ? { name: label } : label);
    return repo;
  }

  /** The repository, or undefined; `owner/name` matched case-insensitively like GitHub. */
  findRepo(fullName: string): RepoRecord | undefined {
    return this.repos.get(fullName.toLowerCase());
  }

  /** Adds a repository label (creating the repository if needed); returns the existing one if the name is taken. */
  addLabel(repoName: string, seed: Partial<LabelRecord> & { name?: string }): LabelRecord {
    const repo = this.findRepo(repoName) ?? this.addRepo(repoName);
    const name = seed.name ?? 'label';
    const existing = repo.labels.get(name.toLowerCase());
    if (existing) return existing;
    const label: LabelRecord = {
      id: seed.id ?? this.allocateId(),
      name,
      color: seed.color ?? DEFAULT_LABEL_COLOR,
      description: seed.description ?? null,
      default: seed.default ?? false,
    };
    repo.labels.set(name.toLowerCase(), label);
    return label;
  }

  /** Adds an issue (or pull request) to a repository, creating the repository and any missing labels. */
  addIssue(repoName: string, seed: IssueSeed = {}): IssueRecord {
    const repo = this.findRepo(repoName) ?? this.addRepo(repoName);
    const number = seed.number ?? nextNumber(repo);
    if (repo.issues.has(number)) throw new Error(`${repo.fullName}#${number} already exists`);
    const now = githubTimestamp(this.now());
    const createdAt = seed.createdAt ?? now;
    const state = seed.state ?? 'open';
    const issue: IssueRecord = {
      repo: repo.fullName,
      id: this.allocateId(),
      number,
      title: seed.title ?? `Issue ${number}`,
      body: seed.body === undefined ? '' : seed.body,
      state,
      locked: seed.locked ?? false,
      activeLockReason: seed.activeLockReason ?? null,
      labels: (seed.labels ?? []).map((name) => this.addLabel(repo.fullName, { name }).name),
      user: this.userOf(seed.user ?? { login: 'reporter' }),
      isPullRequest: seed.pullRequest ?? false,
      authorAssociation: seed.authorAssociation ?? 'NONE',
      createdAt,
      updatedAt: seed.updatedAt ?? createdAt,
      closedAt: state === 'closed' ? (seed.updatedAt ?? createdAt) : null,
    };
    repo.issues.set(number, issue);
    return issue;
  }

  /** The issue or pull request `number` of a repository, or undefined. */
  findIssue(repoName: string, number: number): IssueRecord | undefined {
    return this.findRepo(repoName)?.issues.get(number);
  }

  /** The issue, or an Error naming it (for tests that seeded it). */
  issue(repoName: string, number: number): IssueRecord {
    const issue = this.findIssue(repoName, number);
    if (!issue) throw new Error(`no issue ${repoName}#${number} in the stand-in state`);
    return issue;
  }

  /** Adds a comment to an existing issue; by default written by a human `reporter`. */
  addComment(repoName: string, issueNumber: number, seed: CommentSeed): CommentRecord {
    const issue = this.issue(repoName, issueNumber);
    const now = githubTimestamp(this.now());
    const comment: CommentRecord = {
      repo: issue.repo,
      id: this.nextCommentId++,
      issueNumber,
      body: seed.body,
      user: this.userOf(seed.user ?? { login: 'reporter' }),
      authorAssociation: seed.authorAssociation ?? 'NONE',
      createdAt: seed.createdAt ?? now,
      updatedAt: seed.updatedAt ?? seed.createdAt ?? now,
    };
    this.comments.set(comment.id, comment);
    issue.updatedAt = later(issue.updatedAt, comment.updatedAt);
    return comment;
  }

  /** Comments on one issue, oldest first (the order GitHub lists them). */
  commentsOn(repoName: string, issueNumber: number): CommentRecord[] {
    const repo = this.findRepo(repoName);
    if (!repo) return [];
    return [...this.comments.values()].filter((comment) => comment.repo === repo.fullName && comment.issueNumber === issueNumber).sort((a, b) => a.id - b.id);
  }

  /** Label names currently on an issue. */
  labelsOn(repoName: string, issueNumber: number): string[] {
    return [...this.issue(repoName, issueNumber).labels];
  }

  /** A user record with a stable id per login; `[bot]` logins default to type Bot. */
  userOf(seed: Partial<UserRecord> & { login: string }): UserRecord {
    const type = seed.type ?? (seed.login.endsWith('[bot]') ? 'Bot' : 'User');
    return { login: seed.login, id: seed.id ?? stableUserId(seed.login), type };
  }
}

function nextNumber(repo: RepoRecord): number {
  let highest = 0;
  for (const number of repo.issues.keys()) highest = Math.max(highest, number);
  return highest + 1;
}

function later(a: string, b: string): string {
  return a >= b ? a : b;
}

/** A deterministic id from a login, so the same person has the same id in every payload. */
function stableUserId(login: string): number {
  if (login === ACTIONS_BOT.login) return ACTIONS_BOT.id;
  let hash = 7;
  for (let index = 0; index < login.length; index++) hash = (hash * 31 + login.charCodeAt(index)) % 90_000_000;
  return 10_000_000 + hash;
}
