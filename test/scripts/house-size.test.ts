// The house's sizes (scripts/house-size.mjs) held at today's counts: a ceiling each, which a change may lower (then
// lower it here) and never raise. The goal is 0 for all three (CONTRIBUTING's limits).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

interface Found {
  where: string;
  lines?: number;
  files?: number;
}
interface HouseSize {
  LIMITS: { functionLines: number; fileLines: number; folderFiles: number };
  measureHouse: (root?: string) => { functions: Found[]; files: Found[]; folders: Found[] };
}

const script = join(import.meta.dirname, '..', '..', 'scripts', 'house-size.mjs');
const { LIMITS, measureHouse } = (await import(pathToFileURL(script).href)) as HouseSize;

/** Today's counts (the landed main of issue 38's round): functions of src/core over 60 lines, files over 300, folders over 15. */
const CEILINGS = { coreFunctions: 0, files: 0, folders: 0 };

describe('the house size', () => {
  it('should not grow past today’s counts', () => {
    const { functions, files, folders } = measureHouse();
    const core = functions.filter((fn) => fn.where.startsWith('src/core/'));
    expect(core.length, core.map((fn) => `${fn.where} ${fn.lines}`).join('\n')).toBeLessThanOrEqual(CEILINGS.coreFunctions);
    expect(files.length, files.map((file) => `${file.where} ${file.lines}`).join('\n')).toBeLessThanOrEqual(CEILINGS.files);
    expect(folders.length, folders.map((folder) => `${folder.where} ${folder.files}`).join('\n')).toBeLessThanOrEqual(CEILINGS.folders);
  });

  const root = mkdtempSync(join(tmpdir(), 'house-size-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('should count a function, a file and a folder one past each limit, and none at the limit', () => {
    const body = (lines: number): string => Array.from({ length: lines }, (_, index) => `  const a${index} = ${index};`).join('\n');
    // A function of `lines` lines: its head, the body, its closing brace.
    const fn = (name: string, lines: number): string => `export function ${name}(): void {\n${body(lines - 2)}\n}\n`;
    mkdirSync(join(root, 'src', 'core', 'many'), { recursive: true });
    writeFileSync(join(root, 'src', 'core', 'long.ts'), fn('atLimit', LIMITS.functionLines) + fn('overLimit', LIMITS.functionLines + 1));
    writeFileSync(join(root, 'src', 'core', 'big.ts'), `${body(LIMITS.fileLines + 1)}\n`);
    writeFileSync(join(root, 'src', 'core', 'full.ts'), `${body(LIMITS.fileLines)}\n`);
    for (let index = 0; index <= LIMITS.folderFiles; index++) writeFileSync(join(root, 'src', 'core', 'many', `f${index}.ts`), '');
    const { functions, files, folders } = measureHouse(root);
    expect(functions.map((found) => [found.where, found.lines])).toEqual([['src/core/long.ts:61', LIMITS.functionLines + 1]]);
    expect(files.map((found) => [found.where, found.lines])).toEqual([['src/core/big.ts', LIMITS.fileLines + 1]]);
    expect(folders.map((found) => [found.where, found.files])).toEqual([['src/core/many', LIMITS.folderFiles + 1]]);
  });
});
