// Memory per MB of input: the built package's analyze() on 4 MiB of text of one shape, in a child process whose peak
// resident set (process.resourceUsage().maxRSS) is read before and after. Not a timed test: the ratio is what grows
// with the input. A LogLine object per line cost about 120 MB per MB of 2-byte lines (16 MiB took 1.86 GB); the lines
// are now kept in columns (src/core/extract/logs/line-store.ts). The shapes are the ones the command line takes.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../support/run-action.js';

const SIZE = 4 * 1024 * 1024;
/** MB of peak memory per MB of input the issue allows (16 MiB of 2-byte lines in ≤ 350 MB). */
const LIMIT = 20;

const CHILD = `
const { analyze } = await import(process.env.LIB);
const shape = JSON.parse(process.env.SHAPE);
const size = Number(process.env.SIZE);
const text = shape.repeat(Math.ceil(size / shape.length)).slice(0, size);
const before = process.resourceUsage().maxRSS;
analyze(text);
process.stdout.write(JSON.stringify({ before, after: process.resourceUsage().maxRSS }));
`;

/** Each shape by name: one unit, repeated to SIZE characters. */
const SHAPES: [string, string][] = [
  ['2-byte lines', 'x\n'],
  ['one long line', 'x'],
  ['short prose lines', 'The quick brown fox jumps over the lazy dog.\n'],
  ['traceback frames', 'File "x.py", line 1, in f\n'],
  ['table rows', '| a | b |\n'],
  // A block of lines split by the line reader that are CRLF or CR apart were an array entry per line, then a global
  // replace's part per match: 23 and 27 MB per MB before sliceWithLineFeeds (src/core/text/lines.ts).
  ['CRLF lines', 'x\r\n'],
  ['CR lines', 'x\r'],
  ['lines that do not repeat the unit', 'ab\ncd'],
  ['one-line <details> blocks', '<details>\nx\n</details>\n'],
  // Texts of many small blocks: a Block object per block (about 88 bytes) cost 26, 40 and 66 MB per MB before the
  // blocks went into columns (src/core/extract/markdown/block-store.ts). Not smaller: below 4 MiB the young generation
  // the collector grows once (about 50 MB here) outweighs what grows with the input.
  ['short fenced code blocks', '```\nx\n```\n'],
  ['<details> blocks with blank lines', '<details>\n\nx\n\n</details>\n\n'],
  ['ATX headings', '# a\n'],
  ['ATX headings between blank lines', '# a\n\n'],
];

describe(`analyze() on ${SIZE / 1024 / 1024} MiB of text`, { timeout: 120_000 }, () => {
  it.each(SHAPES)(`should peak at most ${LIMIT} MB above its input per MB of %s`, (_name, shape) => {
    const size = SIZE;
    const lib = pathToFileURL(join(REPOSITORY_ROOT, 'dist', 'lib.js')).href;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD], {
      env: { ...process.env, LIB: lib, SHAPE: JSON.stringify(shape), SIZE: String(size) },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const { before, after } = JSON.parse(run.stdout) as { before: number; after: number };
    const perMb = (after - before) / 1024 / (size / 1024 / 1024);
    expect(perMb).toBeLessThanOrEqual(LIMIT);
  });
});
