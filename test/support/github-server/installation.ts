// The job's GITHUB_TOKEN as GitHub issues it, when a test asks for it (`startGitHubServer({ installation })`): an
// installation token of the workflow's repository, holding only the workflow's `permissions:`. What the stand-in
// refuses, with GitHub's 403 "Resource not accessible by integration", follows GitHub's documentation:
// - the token's permissions apply to the repository that contains the workflow, and a scope the `permissions:` key
//   leaves out is `none` (docs.github.com, "Automatic token authentication" and "Controlling permissions for
//   GITHUB_TOKEN");
// - issues, their comments and labels need the `issues` permission; the commits and the compare endpoint need
//   `contents` ("Permissions required for GitHub Apps"); the repository itself (`GET /repos/{owner}/{repo}`) is
//   metadata, which every installation token reads;
// - another repository's public data is read without any permission (the job token reads other public repositories,
//   as setup actions do when they fetch a public repository's releases with it); it is never written.
// Every repository of the stand-in is public.

/** A permission's level, as the workflow's `permissions:` key writes it. */
export type PermissionLevel = 'read' | 'write' | 'none';

/** The workflow's repository and its job's `permissions:`. */
export interface Installation {
  repository: string;
  permissions: Record<string, PermissionLevel>;
}

/** The permission an endpoint of the workflow's own repository needs, by its path under the repository. */
const PERMISSION_BY_PATH: readonly { under: RegExp; permission: string }[] = [
  { under: /^\/(?:issues|labels)(?:\/|$)/, permission: 'issues' },
  { under: /^\/(?:compare|commits|git|releases|tags|contents)(?:\/|$)/, permission: 'contents' },
];

/**
 * Whether the token may not make this request: null when it may, else what GitHub's 403 says it needed (its
 * `x-accepted-github-permissions` header, e.g. `contents=read`; empty for a write to another repository).
 * @param installation the token's repository and permissions
 * @param method the HTTP method
 * @param path the request's path, without the API prefix
 */
export function installationRefusal(installation: Installation, method: string, path: string): { accepted: string } | null {
  const match = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
  if (match === null) return null;
  const repository = `${decodeURIComponent(match[1] ?? '')}/${decodeURIComponent(match[2] ?? '')}`.toLowerCase();
  const write = method !== 'GET' && method !== 'HEAD';
  if (repository !== installation.repository.toLowerCase()) return write ? { accepted: '' } : null;
  const rest = match[3] ?? '';
  const permission = PERMISSION_BY_PATH.find((entry) => entry.under.test(rest))?.permission;
  if (permission === undefined) return null;
  const level = installation.permissions[permission] ?? 'none';
  if (level === 'write' || (level === 'read' && !write)) return null;
  return { accepted: `${permission}=${write ? 'write' : 'read'}` };
}
