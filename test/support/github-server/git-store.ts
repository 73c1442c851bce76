// The git data the release routes need: commits (with parents, for the fast-forward check), refs, annotated tag
// objects and releases, per repository (`owner/name`, case-insensitive like GitHub).

export interface TagObjectRecord {
  sha: string;
  tag: string;
  message: string;
  /** The commit the tag object names. */
  object: string;
  tagger: { name: string; email: string; date: string };
}

export interface ReleaseRecord {
  id: number;
  tagName: string;
  targetCommitish: string;
  name: string | null;
  body: string | null;
  draft: boolean;
  prerelease: boolean;
  createdAt: string;
  publishedAt: string | null;
  author: string;
}

export interface RepoGit {
  commits: Map<string, { parents: string[] }>;
  /** Fully qualified ref (`refs/tags/v1`) → the object it points at. */
  refs: Map<string, { type: 'commit' | 'tag'; sha: string }>;
  tags: Map<string, TagObjectRecord>;
  releases: ReleaseRecord[];
  defaultBranch: string;
}

/** Per-repository git data; tests seed commits and tags through it and read refs and releases back. */
export class GitStore {
  private readonly byRepo = new Map<string, RepoGit>();
  private counter = 0;

  /** The repository's git data, created empty on first use. */
  of(repo: string): RepoGit {
    const key = repo.toLowerCase();
    let git = this.byRepo.get(key);
    if (!git) {
      git = { commits: new Map(), refs: new Map(), tags: new Map(), releases: [], defaultBranch: 'main' };
      this.byRepo.set(key, git);
    }
    return git;
  }

  /** A new commit on top of `parents` (default: none); returns its 40-hex SHA. With `branch`, the branch moves to it. */
  addCommit(repo: string, options: { parents?: string[]; branch?: string } = {}): string {
    const git = this.of(repo);
    const sha = (++this.counter).toString(16).padStart(40, 'c');
    git.commits.set(sha, { parents: options.parents ?? [] });
    if (options.branch !== undefined) git.refs.set(`refs/heads/${options.branch}`, { type: 'commit', sha });
    return sha;
  }

  /** A lightweight tag, or with `message` an annotated one (a tag object between the ref and the commit). */
  addTag(repo: string, name: string, commit: string, message?: string): void {
    const git = this.of(repo);
    if (message === undefined) {
      git.refs.set(`refs/tags/${name}`, { type: 'commit', sha: commit });
      return;
    }
    const sha = (++this.counter).toString(16).padStart(40, 'a');
    git.tags.set(sha, {
      sha,
      tag: name,
      message,
      object: commit,
      tagger: { name: 'Maintainer', email: 'maintainer@example.com', date: '2026-01-01T00:00:00Z' },
    });
    git.refs.set(`refs/tags/${name}`, { type: 'tag', sha });
  }

  /** The commit a tag ref ends at (through an annotated tag object), or undefined. */
  tagCommit(repo: string, name: string): string | undefined {
    const git = this.of(repo);
    const ref = git.refs.get(`refs/tags/${name}`);
    if (!ref) return undefined;
    return ref.type === 'tag' ? git.tags.get(ref.sha)?.object : ref.sha;
  }

  /** Whether `ancestor` is `commit` or one of its ancestors. */
  isAncestor(repo: string, ancestor: string, commit: string): boolean {
    const git = this.of(repo);
    const pending = [commit];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const sha = pending.pop() ?? '';
      if (sha === ancestor) return true;
      if (seen.has(sha)) continue;
      seen.add(sha);
      pending.push(...(git.commits.get(sha)?.parents ?? []));
    }
    return false;
  }
}
