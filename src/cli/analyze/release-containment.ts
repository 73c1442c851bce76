// `analyze --vllm-src DIR`: whether the reporter's release contains the fixes, read from a vLLM checkout with tags.
import { findMergeCommit, isAncestor, resolveCommit } from '../catalog/pull-request-history.js';
import type { ContainmentAnswers, FixesInVersion, FixesToCheck } from '../../core/index.js';

/**
 * The answers a checkout gives, per fix: contained when `git merge-base --is-ancestor <fix> <tag-or-commit>` holds or
 * a commit whose subject ends in `(#N)` is in the ref's history (a fix cherry-picked onto the release branch); not
 * contained when neither holds and the checkout knows the fix (its commit, or its `(#N)` commit on any branch);
 * otherwise not determined. A ref the checkout lacks (a tag not fetched, a fork's build) leaves all not determined.
 * @param dir a vLLM git checkout (or bare repository) with release tags
 * @param need what the core asked (`commitsToCheck`)
 */
export function containmentFromCheckout(dir: string, need: FixesToCheck): ContainmentAnswers {
  const answers: ContainmentAnswers = { ref: need.ref, contained: [], notContained: [], note: null };
  if (resolveCommit(dir, need.ref) === null) return { ...answers, note: `the checkout at --vllm-src has no ${need.ref}` };
  for (const check of need.checks) {
    const bySha = isAncestor(dir, check.commit, need.ref);
    const picked = bySha === true ? null : findMergeCommit(dir, need.ref, check.pr).commit;
    const known = bySha !== null || picked !== null || findMergeCommit(dir, '--all', check.pr).commit !== null;
    if (bySha === true || picked !== null) answers.contained.push(check.commit);
    else if (known) answers.notContained.push(check.commit);
    else answers.note = `the checkout at --vllm-src does not have every fix's commit`;
  }
  return answers;
}

/** One line for `analyze`'s text output: which PRs the version contains, which it lacks, which are not determined. */
export function formatFixesInVersion(fixes: FixesInVersion | null): string | null {
  if (fixes === null) return null;
  const of = (status: string): string =>
    fixes.fixes
      .filter((fix) => fix.status === status)
      .map((fix) => `#${fix.pr}`)
      .join(', ');
  const parts = [
    ['contained', of('contained')],
    ['not contained', of('not-contained')],
  ].filter(([, list]) => list !== '');
  const open = of('not-determined');
  const why = fixes.answered || fixes.note !== 'not looked up' ? (fixes.note ?? '') : 'no --vllm-src checkout given';
  if (open !== '') parts.push(['not determined', `${open}${why === '' ? '' : ` (${why})`}`]);
  return `fixes at ${fixes.ref ?? fixes.version ?? 'an unknown version'}: ${parts.map(([label, list]) => `${label}: ${list}`).join('; ')}`;
}
