// Fixes known per release: which commits the core asks about, and what the comment says once answered (or not).
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import type { CatalogEntry } from '../../../src/core/catalog/types.js';
import { commitsToCheck, MAX_FIXES_PER_ISSUE } from '../../../src/core/fixes/fixes-to-check.js';
import type { ContainmentAnswers } from '../../../src/core/fixes/types.js';
import { parseMarker } from '../../../src/core/memory/marker.js';
import { triage } from '../../../src/core/triage.js';

const catalog = defaultCatalog();
const table = catalog.pullRequests;
const entry = (id: string): CatalogEntry => {
  const found = catalog.entries.find((item) => item.id === id);
  if (found === undefined) throw new Error(`no entry ${id}`);
  return found;
};
const commitOf = (pr: number): string => {
  const record = table?.pull_requests[String(pr)];
  if (record === undefined || record.commit === null) throw new Error(`no commit for #${pr}`);
  return record.commit;
};
/** An issue body: the entry's first example and a collect_env version line. */
const issue = (id: string, version: string | null): string =>
  `${version === null ? '' : `vLLM Version                 : ${version}\n\n`}\`\`\`\n${entry(id).examples[0] ?? ''}\n\`\`\`\n`;
const SEED = 'mooncake-store/request-not-in-unfinished-requests';
const pull = (pr: number): string => `[vllm-project/vllm#${pr}](https://github.com/vllm-project/vllm/pull/${pr})`;

/** Answers as a checkout or GitHub would give them: the commits of `prs` contained, the other asked ones not. */
function answersFor(body: string, containedPrs: number[]): ContainmentAnswers {
  const need = commitsToCheck(triage({ body }).report, catalog);
  if (need === null) throw new Error('nothing to check');
  const contained = containedPrs.map(commitOf);
  return { ref: need.ref, contained, notContained: need.checks.map((check) => check.commit).filter((commit) => !contained.includes(commit)) };
}

describe('commitsToCheck', () => {
  it('should ask only what the shipped history cannot answer: nothing for 0.26.0, the PR a release straddles', () => {
    expect(commitsToCheck(triage({ body: issue(SEED, '0.26.0') }).report, catalog)).toBeNull();
    const need = commitsToCheck(triage({ body: issue(SEED, '0.28.0') }).report, catalog);
    expect(need?.ref).toBe('v0.28.0');
    expect(need?.checks.map((check) => check.pr)).toEqual([52466]);
    expect(need?.checks[0]?.commit).toBe(commitOf(52466));
  });

  it('should ask a development build off main through its commit, in merge order within the budget, and nothing without a version or a ref', () => {
    const need = commitsToCheck(triage({ body: issue(SEED, '0.27.1.dev12+g1a2b3c4d') }).report, catalog);
    expect(need?.ref).toBe('1a2b3c4d');
    expect(need?.checks.map((check) => check.pr)).toEqual([43281, 46595, 52372, 52466]);
    expect(need?.checks.length).toBeLessThanOrEqual(MAX_FIXES_PER_ISSUE);
    expect(commitsToCheck(triage({ body: issue(SEED, null) }).report, catalog)).toBeNull();
    expect(commitsToCheck(triage({ body: issue(SEED, '0.28.1rc1.dev') }).report, catalog)).toBeNull();
  });
});

describe('the comment at the reporter’s version', () => {
  it('should name what 0.26.0 contains and what came later from the shipped history, and upgrade only for what it lacks', () => {
    const plan = triage({ body: issue(SEED, '0.26.0') });
    const comment = plan.comment ?? '';
    expect(comment).toContain(
      `your \`0.26.0\` contains ${pull(43281)} and ${pull(46595)}; ${pull(52372)} came later; ${pull(52466)} came later, and the code after it no longer reaches this check for a preempted request`,
    );
    expect(comment).not.toContain('Upgrade to the newest vLLM release');
    expect(comment).toMatch(/1\. Upgrade to a vLLM release that contains PR \[[^\]]+#52372\]\([^)]+\) and PR \[[^\]]+#52466\]/);
    expect(plan.report.fixesInVersion?.fixes.map((fix) => [fix.pr, fix.status])).toEqual([
      [43281, 'contained'],
      [46595, 'contained'],
      [52372, 'not-contained'],
      [52466, 'not-contained'],
    ]);
  });

  it('should leave the upgrade out when the version contains every change named', () => {
    const body = issue(SEED, '0.27.1.dev12+g1a2b3c4d');
    const comment = triage({ body }, { containment: answersFor(body, [43281, 46595, 52372, 52466]) }).comment ?? '';
    expect(comment).not.toMatch(/\d\. Upgrade/);
    expect(comment).toContain(`your \`0.27.1.dev12+g1a2b3c4d\` contains ${pull(43281)}, ${pull(46595)}, ${pull(52372)} and ${pull(52466)}.`);
  });

  it('should say "not determined", with the reason, and keep the catalog’s advice when nothing was answered', () => {
    const body = issue(SEED, '0.27.1.dev12+g1a2b3c4d');
    const need = commitsToCheck(triage({ body }).report, catalog);
    const comment = triage({ body }, { containment: { ref: need?.ref ?? '', contained: [], notContained: [], note: 'no checkout given' } }).comment ?? '';
    expect(comment).toContain(
      `whether your \`0.27.1.dev12+g1a2b3c4d\` contains ${pull(43281)}, ${pull(46595)}, ${pull(52372)} and ${pull(52466)} is not determined (no checkout given)`,
    );
    expect(comment).toContain('1. Upgrade to the newest vLLM release');
    // A plain triage() (nobody asked, and the history cannot place the commit) says nothing about the version.
    expect(triage({ body }).comment).not.toContain('at your version');
  });

  it('should ignore answers about another ref and read earlier answers back from the marker', () => {
    const body = issue(SEED, '0.27.1.dev12+g1a2b3c4d');
    const answers = answersFor(body, [43281, 46595]);
    expect(triage({ body }, { containment: { ...answers, ref: 'v0.25.0' } }).report.fixesInVersion?.fixes.every((fix) => fix.status === 'not-determined')).toBe(
      true,
    );
    const first = triage({ body }, { containment: answers });
    const marker = parseMarker(first.comment ?? '');
    expect(marker?.containment).toEqual({ ref: '1a2b3c4d', contained: answers.contained, notContained: answers.notContained });
    const later = triage({ body }, { previous: marker });
    expect(later.comment).toBe(first.comment);
  });

  it('should advise `kv_lease_duration` only at a version containing #41383, and its timeout before', () => {
    const id = 'nixl/invalid-blocks-unrecognized-request';
    const without = triage({ body: issue(id, '0.20.0') }).comment ?? '';
    expect(without).toContain('set `VLLM_NIXL_ABORT_REQUEST_TIMEOUT`');
    expect(without).not.toContain('raise `kv_lease_duration`');
    const withIt = triage({ body: issue(id, '0.25.1') }).comment ?? '';
    expect(withIt).toContain('raise `kv_lease_duration`');
    expect(withIt).not.toContain('VLLM_NIXL_ABORT_REQUEST_TIMEOUT');
  });

  it('should name `rixl` on ROCm for a version before #49251 and `nixl_rocm` since', () => {
    const id = 'nixl/not-available';
    expect(triage({ body: issue(id, '0.24.0') }).comment).toContain(`${pull(49251)} came later, and before it vLLM imports \`rixl\` on ROCm`);
    expect(triage({ body: issue(id, '0.27.0') }).comment).toContain(
      `contains ${pull(49251)}; since ${pull(49251)}, vLLM imports \`nixl_rocm\` on ROCm (before it, \`rixl\`)`,
    );
  });
});

describe('the upgrade advice names what to upgrade for', () => {
  it('should not ask to upgrade for a refactor the entry names only for where its code lives', () => {
    const id = 'offloading/partial-cpu-block-load-assert';
    const body = issue(id, '0.11.0');
    const comment = triage({ body }).comment ?? '';
    expect(comment).toMatch(/1\. Upgrade to a vLLM release that contains PR \[[^\]]+#28951\]\([^)]+\), the changes named here/);
    // PR #40538 moved the CPU worker (the entry's source note): not a reason to upgrade.
    expect(comment).not.toMatch(/Upgrade to a vLLM release that contains[^\n]*#40538/);
  });
});
