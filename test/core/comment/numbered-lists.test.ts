// Lists that render as written: CommonMark keeps only an ordered list's first number and counts on from it, so a
// step written `4.` after `1.` shows as 2 on GitHub. Every golden comment and explainer page is rendered with the
// CommonMark/GFM parser the tests use elsewhere, and each numbered item must show the number its text gives it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { List, Nodes } from 'mdast';
import { describe, expect, it } from 'vitest';
import compiled from '../../../src/generated/catalog.json' with { type: 'json' };
import type { CatalogEntry } from '../../../src/core/catalog/types.js';
import { renderErrorPages } from '../../../src/core/explain/pages.js';
import { numberedAsWritten } from '../../../src/core/comment/entry/action-rows.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures');

/** Each ordered list item whose written number differs from the number CommonMark shows for it. */
export function misnumberedItems(markdown: string): string[] {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const wrong: string[] = [];
  const walk = (node: Nodes): void => {
    if (node.type === 'list' && node.ordered === true) checkList(node, markdown, wrong);
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return wrong;
}

function checkList(list: List, markdown: string, wrong: string[]): void {
  list.children.forEach((item, index) => {
    const at = item.position?.start.offset ?? 0;
    const written = /^\d{1,9}/.exec(markdown.slice(at, at + 10))?.[0];
    const shown = (list.start ?? 1) + index;
    if (written === undefined || Number(written) !== shown) wrong.push(`shown as ${shown}: ${markdown.slice(at, at + 80).split('\n')[0] ?? ''}`);
  });
}

/** The comment part of a triage golden (after its `comment (N characters):` line). */
function commentOf(golden: string): string {
  const at = golden.indexOf('characters):\n');
  return at < 0 ? '' : golden.slice(at + 'characters):\n'.length);
}

function goldens(): { name: string; markdown: string }[] {
  const corpus = join(FIXTURES, 'corpus-realistic', 'issues');
  const fromCorpus = readdirSync(corpus)
    .filter((name) => name.endsWith('.golden.txt'))
    .map((name) => ({ name, markdown: commentOf(readFileSync(join(corpus, name), 'utf8')) }));
  const comments = readdirSync(join(FIXTURES, 'comment')).map((name) => ({ name, markdown: readFileSync(join(FIXTURES, 'comment', name), 'utf8') }));
  return [...fromCorpus, ...comments];
}

describe('numbered lists render as written', () => {
  it('should catch a list numbered 1 then 4 (the check itself)', () => {
    expect(misnumberedItems('**In full:**\n1. Upgrade.\n4. Last resort only: patch.\n')).toEqual(['shown as 2: 4. Last resort only: patch.']);
    expect(misnumberedItems('1. one\n2. two\n\n- **4.** four, written in the text\n')).toEqual([]);
    // A list starting at 2 shows 2: CommonMark keeps the first number.
    expect(misnumberedItems('**In full:**\n2. the second step, alone\n')).toEqual([]);
  });

  it('should show every numbered step of the golden comments with the number its text gives it', () => {
    const all = goldens();
    expect(all.length).toBeGreaterThan(30);
    const wrong = all.flatMap(({ name, markdown }) => misnumberedItems(markdown).map((item) => `${name}: ${item}`));
    expect(wrong).toEqual([]);
  });

  it('should show every numbered step of the explainer pages with the number its text gives it', () => {
    const pages = renderErrorPages({ entries: compiled.entries as CatalogEntry[], commit: compiled.commit });
    expect(pages.length).toBeGreaterThan(10);
    const wrong = pages.flatMap((page) => misnumberedItems(page.text).map((item) => `${page.path}: ${item}`));
    expect(wrong).toEqual([]);
  });
});

describe('numberedAsWritten', () => {
  it('should keep rows that count on from their first number, and write the number in the text after a gap', () => {
    expect(numberedAsWritten(['2. two', '3. three'])).toEqual(['2. two', '3. three']);
    expect(numberedAsWritten(['1. one', '4. four'])).toEqual(['- **1.** one', '- **4.** four']);
  });
});

describe('numbered lists of the README and docs/', () => {
  it('should show every numbered step with the number its text gives it', () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    const docs = readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`);
    const wrong = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', ...docs].flatMap((path) =>
      misnumberedItems(readFileSync(join(root, path), 'utf8')).map((item) => `${path}: ${item}`),
    );
    expect(wrong).toEqual([]);
  });
});
