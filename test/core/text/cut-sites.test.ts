// One function cuts text at a length limit: every `.slice`, `.substring` or `.substr` of a string in src/ that keeps
// its first or last N characters (N a number or a named limit) goes through cutText (src/core/text/cut.ts), which
// cuts on a whole grapheme; a bare slice can keep half an emoji. Read with TypeScript's checker, so that arrays cut
// to a count (`reports.slice(0, MAX_REPORTS)`) are told from strings.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Cuts of text that is never a person's: commit SHAs, refs and hashes (hexadecimal or ASCII by construction), and the
 * cut inside cutText itself; and one two-character window that is only compared.
 */
const NOT_USER_TEXT = new Set([
  'src/core/text/cut.ts: text.slice(0, graphemeBoundary(text, room))',
  'src/core/vllm/history.ts: sha.toLowerCase().slice(0, 7)',
  'src/core/vllm/history.ts: index.commits.slice(at, at + 7)',
  // Two characters compared with a pattern on every line of a text, never kept: the hot path of plain prose.
  'src/core/extract/markdown/plain-paragraphs.ts: text.slice(lineStart, lineStart + 2)',
  'src/core/vllm/build-range.ts: commit.slice(0, 9)',
  'src/core/comment/footer.ts: catalogVersion.slice(0, 12)',
  'src/core/comment/entry/entry-details.ts: commit.slice(0, 10)',
  'src/core/comment/entry/version-line.ts: commit.slice(0, 12)',
  'src/core/comment/entry/entry-headline.ts: entry.source.ref.slice(0, 10)',
  'src/core/explain/basis.ts: at.slice(0, 10)',
  'src/core/explain/basis.ts: site.commit.slice(0, 10)',
  'src/core/explain/page.ts: source.commit.slice(0, 10)',
  'src/core/explain/page.ts: ref.slice(0, 40)',
  'src/action/github/calls/compare.ts: head.slice(0, 12)',
  'src/cli/catalog/pull-request-history.ts: upto.slice(0, 10)',
  'src/cli/catalog/catalog-check.ts: (signature.ref ?? "").slice(0, 10)',
  'src/cli/catalog/link-check.ts: link.ref.slice(0, 10)',
  "src/cli/catalog/compile-catalog.ts: hash.digest('hex').slice(0, 12)",
  'src/cli/catalog/project-check.ts: site.commit.slice(0, 10)',
  'src/cli/catalog/ranges/range-check.ts: at.slice(0, 10)',
  'src/cli/catalog/check-command.ts: link.ref.slice(0, 10)',
  'src/cli/catalog/pull-requests-command.ts: read.commit.slice(0, 10)',
  'src/cli/catalog/pull-requests-command.ts: upto.slice(0, 10)',
]);

/** A bound that is a length limit: a number above 1, a CONSTANT_CASE name, or a name that says max, limit or length. */
const LIMIT = /^(?:[2-9]|\d{2,}|[A-Z][A-Z0-9_]*|max\w*|limit\w*|\w*(?:Max|Limit|Length|Room|budget|HEAD)\w*|budget)$/;

/**
 * Whether the bound of a cut (`MAX_X - 1`, `4 * (N + 2) + 64`) names a length limit: not a place found in the text
 * (`text.indexOf(END)`), and not a known suffix dropped (`out.slice(0, -6)`).
 */
function isLimit(bound: string): boolean {
  if (bound.startsWith('-') || /indexOf|\.index\b|search\(/.test(bound)) return false;
  return bound.split(/[\s()*+-]+/).some((part) => LIMIT.test(part));
}

/**
 * The bound of a cut that keeps N characters: `slice(-N)`, `slice(0, N)`, or a window `slice(at, at + N)`; null for
 * any other slice (from a place to the end, between two places found in the text).
 */
function boundOf(args: string[]): string | null {
  const [first = '', second] = args;
  if (second === undefined) return first.startsWith('-') ? first.slice(1) : null;
  if (first === '0') return second;
  if (second.startsWith(`${first} + `)) return second.slice(first.length + 3);
  // `slice(at + 1, at + 81)`: 80 characters from a place.
  const from = /^(.+) \+ (\d+)$/.exec(first);
  const to = /^(.+) \+ (\d+)$/.exec(second);
  return from !== null && to !== null && from[1] === to[1] ? String(Number(to[2]) - Number(from[2])) : null;
}

/** An expression without white space, its quotes as `'`, as the known cuts are compared. */
const squash = (text: string): string => text.replace(/\s+/g, '').replace(/"/g, "'");

/** Every cut of a string at a limit in src/, as `path: expression`. */
function cutsAtLimits(): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(`${ROOT}tsconfig.json`, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const files = (parsed?.fileNames ?? []).filter((file) => file.startsWith(`${ROOT}src/`) && !file.startsWith(`${ROOT}src/generated/`));
  const program = ts.createProgram(files, parsed?.options ?? {});
  const checker = program.getTypeChecker();
  const cuts: string[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (source === undefined) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['slice', 'substring', 'substr'].includes(node.expression.name.text)) {
        const receiver = checker.getTypeAtLocation(node.expression.expression);
        const args = node.arguments.map((argument) => argument.getText(source));
        const bound = boundOf(args);
        if ((receiver.flags & ts.TypeFlags.StringLike) !== 0 && bound !== null && isLimit(bound)) {
          cuts.push(squash(`${file.slice(ROOT.length)}: ${node.getText(source)}`));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return cuts;
}

describe('cuts of text at a length limit', () => {
  it('should all go through cutText, but for commit SHAs, refs and hashes', { timeout: 120_000 }, () => {
    const known = new Set([...NOT_USER_TEXT].map(squash));
    const cuts = cutsAtLimits();
    // The scan finds cuts: the SHA cuts known to be there are among them.
    expect(cuts.filter((cut) => known.has(cut)).length).toBeGreaterThan(10);
    expect(cuts.filter((cut) => !known.has(cut))).toEqual([]);
  });

  it('should read the bound of a cut from its arguments', () => {
    expect(boundOf(['-4'])).toBe('4');
    expect(boundOf(['0', 'MAX_ID - 6'])).toBe('MAX_ID - 6');
    expect(boundOf(['at + 1', 'at + 1 + 80'])).toBe('80');
    expect(boundOf(['at + 1', 'at + 81'])).toBe('80');
    expect(boundOf(['open', 'open + 500'])).toBe('500');
    expect(boundOf(['at'])).toBeNull();
    expect(boundOf(['open + 2', '-1'])).toBeNull();
  });

  it('should read a bound as a limit when it names one', () => {
    for (const bound of ['MAX_LINK_PATH - 1', '120', 'max - 2', '4 * (MAX_CONTAINER_DEPTH + 2) + 64', 'budget - 2', 'HEAD'])
      expect(isLimit(bound), bound).toBe(true);
    for (const bound of ['colon', 'end', 'start', 'found.index', '1', 'slash', '-6', "text.indexOf('END_STATE')", 'head.indexOf(END) + END.length'])
      expect(isLimit(bound), bound).toBe(false);
  });
});
