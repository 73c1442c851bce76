// The footer names a maintainer's label only when the caller knows it exists (or it is on the issue); otherwise it
// points to the README's list of labels, linked at the action's repository and ref when the docs base names them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { labelsNamedInFooter, readmeLabelsUrl, renderFooter } from '../../../src/core/comment/footer.js';
import { triage } from '../../../src/core/triage.js';
import { DEFAULT_LABELS } from '../../../src/core/plan/label-options.js';
import { SEED_BODY } from '../../support/scenario-fixtures.js';

const footerOf = (comment: string | null): string => {
  if (comment === null) throw new Error('expected a comment');
  return comment.slice(comment.lastIndexOf('\n') + 1);
};
const RERUN = '`vllm-triage:rerun`';
const DISMISS = '`vllm-triage:dismiss`';

describe('the footer', () => {
  it('should name no label when nothing says the repository has them (the command line, the package)', () => {
    const footer = footerOf(triage({ body: SEED_BODY }).comment);
    expect(footer).toContain("Maintainers: the labels that dismiss it or run it again are listed in vllm-triage's README._");
    expect(footer).not.toContain('vllm-triage:');
  });

  it('should name both labels when the caller knows the repository has them, in any case', () => {
    const footer = footerOf(triage({ body: SEED_BODY }, { labelsInRepository: ['VLLM-Triage:Rerun', 'vllm-triage:dismiss', 'bug'] }).comment);
    expect(footer).toContain(`Maintainers: add the label ${DISMISS} to dismiss it, or ${RERUN} to run it again._`);
    expect(footer).not.toContain('README');
  });

  it('should name only the one that exists, and point to the README for the other', () => {
    const onlyRerun = footerOf(triage({ body: SEED_BODY }, { labelsInRepository: ['vllm-triage:rerun'] }).comment);
    expect(onlyRerun).toContain(`add the label ${RERUN} to run it again; the label that dismisses it is listed in vllm-triage's README._`);
    expect(onlyRerun).not.toContain(DISMISS);
    const onlyDismiss = footerOf(triage({ body: SEED_BODY }, { labelsInRepository: ['vllm-triage:dismiss'] }).comment);
    expect(onlyDismiss).toContain(`add the label ${DISMISS} to dismiss it; the label that runs it again is listed in vllm-triage's README._`);
    expect(onlyDismiss).not.toContain(RERUN);
  });

  it("should take a label on the issue as existing, and follow the inputs' label names", () => {
    const onIssue = footerOf(triage({ body: SEED_BODY, labels: ['vllm-triage:dismiss'] }).comment);
    expect(onIssue).toContain(`add the label ${DISMISS} to dismiss it;`);
    const renamed = footerOf(
      triage({ body: SEED_BODY }, { labels: { rerunLabel: 'triage-again', dismissLabel: 'no-bot' }, labelsInRepository: ['triage-again', 'no-bot'] }).comment,
    );
    expect(renamed).toContain('add the label `no-bot` to dismiss it, or `triage-again` to run it again._');
    // The default names are not known to exist just because the renamed ones are.
    const defaultsUnknown = footerOf(
      triage({ body: SEED_BODY }, { labels: { rerunLabel: 'triage-again' }, labelsInRepository: ['vllm-triage:rerun'] }).comment,
    );
    expect(defaultsUnknown).toContain("the labels that dismiss it or run it again are listed in vllm-triage's README._");
  });

  it("should link the README's labels section in the action's repository at its ref, and nowhere else", () => {
    const base = 'https://github.com/triage-bot/vllm-triage/blob/v1/docs/errors';
    expect(readmeLabelsUrl(base)).toBe('https://github.com/triage-bot/vllm-triage/blob/v1/README.md#labels');
    expect(readmeLabelsUrl(`${base}/`)).toBe('https://github.com/triage-bot/vllm-triage/blob/v1/README.md#labels');
    for (const bad of [
      null,
      'https://docs.example.com/vllm-triage',
      'https://github.com/a/b/blob/v1)(https://evil.example/docs/errors',
      'http://github.com/a/b/blob/v1/docs/errors',
    ])
      expect(readmeLabelsUrl(bad)).toBeNull();
    const footer = footerOf(triage({ body: SEED_BODY }, { docsBase: base }).comment);
    expect(footer).toContain("are listed in [vllm-triage's README](https://github.com/triage-bot/vllm-triage/blob/v1/README.md#labels)._");
    expect(renderFooter({ dismiss: null, rerun: null }, '0123456789abcdef', null)).toMatch(/catalog `0123456789ab`/);
  });

  it('should point to a section the README has (`#labels`), which lists both labels', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = /^### Labels\n([\s\S]*?)^#{2,3} /m.exec(readme)?.[1] ?? '';
    expect(readme.match(/^#{1,6} Labels$/gim)).toHaveLength(1);
    for (const label of [DEFAULT_LABELS.rerunLabel, DEFAULT_LABELS.dismissLabel]) expect(section).toContain(`| \`${label}\``);
  });

  it('should read back from an earlier footer exactly the labels it named, and nothing from other lines', () => {
    const names = { dismiss: 'vllm-triage:dismiss', rerun: 'vllm-triage:rerun' };
    const cases: Array<[{ dismiss: string | null; rerun: string | null }, string[]]> = [
      [names, [names.dismiss, names.rerun]],
      [{ dismiss: names.dismiss, rerun: null }, [names.dismiss]],
      [{ dismiss: null, rerun: names.rerun }, [names.rerun]],
      [{ dismiss: null, rerun: null }, []],
    ];
    for (const [labels, named] of cases) {
      const body = `<!-- vllm-triage {} -->\n\nText.\n\n${renderFooter(labels, '0123456789abcdef', 'https://github.com/o/r/blob/v1/README.md#labels')}\n\n<!-- vllm-triage:record 0 -->`;
      expect(labelsNamedInFooter(body, names)).toEqual(named);
      // Other names are not read into it.
      expect(labelsNamedInFooter(body, { dismiss: 'other', rerun: 'again' })).toEqual([]);
    }
    const quoted = `> Maintainers: add the label \`vllm-triage:dismiss\` to dismiss it, or \`vllm-triage:rerun\` to run it again._\n\n${renderFooter({ dismiss: null, rerun: null }, 'c', null)}`;
    expect(labelsNamedInFooter(quoted, names)).toEqual([]);
  });
});
