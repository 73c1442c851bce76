// Builds a small git repository in a temporary folder: commits with subjects, release tags and a side branch (no network).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One step of the history: a commit on the current branch (optionally tagged), or a switch of branch. */
export type HistoryStep = { commit: string; tag?: string } | { branch: string; from: string };

export interface TinyHistory {
  dir: string;
  /** The sha of each commit by its subject. */
  sha: (subject: string) => string;
  remove: () => void;
}

/**
 * A repository whose commits are `steps` in order, each with its subject, a fixed author and date, and a file change.
 * @param steps the history; `{branch, from}` starts a branch at the commit with subject `from`
 */
export function buildTinyHistory(steps: HistoryStep[]): TinyHistory {
  const dir = mkdtempSync(join(tmpdir(), 'vllm-triage-history-'));
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.invalid',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.invalid',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
  };
  const git = (...args: string[]): string => execFileSync('git', ['-C', dir, ...args], { env, encoding: 'utf8' }).trim();
  git('init', '--quiet', '--initial-branch=main');
  const shas = new Map<string, string>();
  steps.forEach((step, index) => {
    if ('branch' in step) {
      git('checkout', '--quiet', '-b', step.branch, shas.get(step.from) ?? step.from);
      return;
    }
    writeFileSync(join(dir, 'change.txt'), `${index}\n`);
    git('add', 'change.txt');
    const date = `2026-0${1 + (index % 8)}-1${index % 10}T12:00:00Z`;
    execFileSync('git', ['-C', dir, 'commit', '--quiet', '-m', step.commit], { env: { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
    shas.set(step.commit, git('rev-parse', 'HEAD'));
    if (step.tag !== undefined) git('tag', step.tag);
  });
  return {
    dir,
    sha: (subject) => {
      const sha = shas.get(subject);
      if (sha === undefined) throw new Error(`no commit "${subject}" in the tiny history`);
      return sha;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
