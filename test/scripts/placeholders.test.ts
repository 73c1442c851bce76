// What a user copies or follows points somewhere real: no `your-org`-style placeholder that could be someone's
// login, the owner left as `<owner>` (no login can hold `<`), CODEOWNERS without owners GitHub cannot resolve,
// and every relative link of the README and CONTRIBUTING.md names a file of this repository.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, root), 'utf8');

/** The files a user reads or copies, and the code that writes links. */
function publishedFiles(): string[] {
  return [
    'README.md',
    'CONTRIBUTING.md',
    'SECURITY.md',
    'CHANGELOG.md',
    'action.yml',
    '.env.example',
    '.github/CODEOWNERS',
    ...walk('.github/workflows'),
    ...walk('examples'),
    ...walk('docs'),
    ...walk('src').filter((path) => !path.startsWith('src/generated/')),
  ];
}

/** Every file under `dir` of the repository. */
function walk(dir: string): string[] {
  return readdirSync(new URL(dir, root)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(new URL(path, root)).isDirectory() ? walk(path) : [path];
  });
}

/** Markdown without its fenced blocks, whose `](…)` and `#` lines are code. */
const withoutFences = (markdown: string): string => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** The anchors GitHub gives a document's headings: lower-cased, punctuation dropped, spaces as `-`, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = (match[1] ?? '')
      .replace(/<[^>]+>|`/g, '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

describe('placeholders and links', () => {
  it('should hold no placeholder owner or repository that could be a real account', () => {
    const files = publishedFiles();
    expect(files.length).toBeGreaterThan(50);
    for (const path of files) expect(read(path), path).not.toMatch(/your-(?:org|repo|name|user)\b/i);
  });

  it('should name the owner to fill in as <owner> in every use of the published action', () => {
    const uses = publishedFiles()
      .filter((path) => /\.(?:ya?ml|md)$/.test(path))
      .flatMap((path) => [...read(path).matchAll(/uses: ([^\s`]*vllm-triage@[^\s`]*)/g)].map((match) => `${path}: ${match[1] ?? ''}`));
    expect(uses.length).toBeGreaterThanOrEqual(4);
    for (const use of uses) expect(use).toMatch(/: <owner>\/vllm-triage@/);
  });

  it('should give CODEOWNERS no owner line GitHub cannot resolve (the lines are left, commented, to fill in)', () => {
    const active = read('.github/CODEOWNERS')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
    expect(active).toEqual([]);
    expect(read('.github/CODEOWNERS')).toMatch(/^# \*\s+<maintainers>$/m);
  });

  it('should link only files and headings that exist from every document moved out of the README into docs/', () => {
    const docs = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', ...walk('docs').filter((path) => path.endsWith('.md'))];
    const broken: string[] = [];
    for (const doc of docs) {
      for (const match of withoutFences(read(doc)).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1] ?? '';
        if (/^[a-z]+:/.test(target)) continue;
        const [path = '', fragment] = target.split('#');
        const file = path === '' ? doc : new URL(decodeURIComponent(path), new URL(doc, root)).pathname.slice(new URL(root).pathname.length);
        if (!existsSync(new URL(file, root))) broken.push(`${doc} → ${target}: no such file`);
        else if (fragment !== undefined && file.endsWith('.md') && !headingAnchors(read(file)).has(fragment))
          broken.push(`${doc} → ${target}: no such heading`);
      }
    }
    expect(docs.length).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });

  it('should link only files that exist from the README and CONTRIBUTING.md', () => {
    for (const doc of ['README.md', 'CONTRIBUTING.md']) {
      const targets = [...read(doc).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '').filter((target) => !/^(?:[a-z]+:|#)/.test(target));
      expect(targets.length, doc).toBeGreaterThan(0);
      for (const target of targets) expect(existsSync(new URL(decodeURIComponent(target.split('#')[0] ?? ''), root)), `${doc} → ${target}`).toBe(true);
    }
  });
});
