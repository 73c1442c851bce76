// The history questions of the range check, answered with git in a repository that has vLLM's history.
import { execFileSync } from 'node:child_process';
import type { HistoryQuestions } from './range-check.js';

/**
 * Answers with git in `gitDir`, up to `upto` (the newest commit the catalog's history was read to); cached.
 * @param gitDir a vLLM checkout or mirror with history
 * @param upto the commit the first-parent walk starts from
 */
export function gitHistory(gitDir: string, upto: string): HistoryQuestions {
  const ancestors = new Map<string, boolean | null>();
  const firsts = new Map<string, string | null>();
  return {
    isAncestor: (a, b) => {
      const key = `${a}..${b}`;
      if (!ancestors.has(key)) {
        try {
          execFileSync('git', ['-C', gitDir, 'merge-base', '--is-ancestor', a, b], { stdio: 'ignore' });
          ancestors.set(key, true);
        } catch (error) {
          // Exit 1: not an ancestor; anything else (an unknown commit): not determined.
          ancestors.set(key, (error as { status?: number }).status === 1 ? false : null);
        }
      }
      return ancestors.get(key) ?? null;
    },
    firstWith: (text) => {
      if (!firsts.has(text)) {
        try {
          const out = execFileSync('git', ['-C', gitDir, 'log', '--first-parent', '--reverse', '--format=%H', `-S${text}`, upto, '--', 'vllm'], {
            encoding: 'utf8',
            maxBuffer: 16 * 1024 * 1024,
          });
          firsts.set(text, out.split('\n')[0]?.trim() || null);
        } catch {
          firsts.set(text, null);
        }
      }
      return firsts.get(text) ?? null;
    },
  };
}
