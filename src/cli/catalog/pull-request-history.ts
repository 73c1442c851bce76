// Reads a pull request's merge commit from a vLLM git history: the upstream squash-merge whose subject ends in `(#N)`.
import { execFileSync } from 'node:child_process';
import type { PullRequestRecord } from '../../core/index.js';

/** Runs git in `gitDir` (a checkout or a bare repository) and returns its standard output. */
function git(gitDir: string, args: string[]): string {
  return execFileSync('git', ['-C', gitDir, ...args], { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' }, maxBuffer: 64 * 1024 * 1024 });
}

/** The full sha of `ref` in `gitDir`, or null when git does not know it. */
export function resolveCommit(gitDir: string, ref: string): string | null {
  try {
    return git(gitDir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim() || null;
  } catch {
    return null;
  }
}

/**
 * The merge commit of pull request `pr` among the ancestors of `upto`: the commits whose subject ends in `(#pr)` (how
 * GitHub's squash merge writes it), the oldest when a revert or a re-land repeats it. Not found is recorded with what
 * was searched; nothing is guessed.
 * @param gitDir a vLLM checkout or bare mirror
 * @param upto the newest upstream commit to search from (its ancestors only, so a fork's own branches never count)
 * @param pr the pull request number
 */
export function findMergeCommit(gitDir: string, upto: string, pr: number): PullRequestRecord {
  const suffix = `(#${pr})`;
  const out = git(gitDir, ['log', upto, '--fixed-strings', `--grep=${suffix}`, '--date=format-local:%Y-%m-%d', '--format=%H%x09%cd%x09%s']);
  const hits = out
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((fields): fields is [string, string, string] => fields.length === 3 && (fields[2] ?? '').endsWith(suffix) && !(fields[2] ?? '').startsWith('Revert'));
  const oldest = hits.at(-1);
  if (oldest === undefined) return { commit: null, note: `no commit whose subject ends in ${suffix} among the ancestors of ${upto.slice(0, 10)}` };
  return { commit: oldest[0], merged: oldest[1], subject: oldest[2].slice(0, oldest[2].length - suffix.length).trim() };
}

/**
 * Whether `commit` is in the history of `ref` (`git merge-base --is-ancestor`): true, false, or null when git cannot
 * tell (an unknown ref or commit).
 * @param gitDir a git checkout with tags
 * @param commit the fix's commit
 * @param ref a release tag (`v0.26.0`) or a build's commit
 */
export function isAncestor(gitDir: string, commit: string, ref: string): boolean | null {
  if (resolveCommit(gitDir, commit) === null || resolveCommit(gitDir, ref) === null) return null;
  try {
    execFileSync('git', ['-C', gitDir, 'merge-base', '--is-ancestor', commit, ref], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // Exit status 1 means "not an ancestor"; anything else is a failure to tell.
    return (error as { status?: unknown }).status === 1 ? false : null;
  }
}
