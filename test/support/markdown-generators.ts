// Generators of benign and hostile issue bodies for the extraction property and fuzz tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { extractBlocks } from '../../src/core/extract/markdown/blocks.js';
import { toLogLines } from '../../src/core/extract/logs/log-lines.js';
import { parseTracebacks } from '../../src/core/extract/tracebacks/tracebacks.js';
import type { Block, ErrorLine, LogLine, TextSource, Traceback } from '../../src/core/extract/types.js';
import { MAX_BODY_LENGTH } from '../../src/core/text/limits.js';

/** The longest body GitHub accepts: what a hostile reporter can send. */
export const MAX_BODY = MAX_BODY_LENGTH;
const BODY: TextSource = { kind: 'body', id: 0, author: null };
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'extract');

/** The fixture bodies (realistic issues in every shape), repeated and cut to `size` characters. */
export function benignBody(size: number): string {
  const bodies = readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.md') && !name.startsWith('deep-'))
    .sort()
    .map((name) => readFileSync(join(FIXTURES, name), 'utf8'));
  const joined = bodies.join('\n\n');
  return joined.repeat(Math.ceil(size / joined.length)).slice(0, size);
}

/** Units that, repeated, hit the parser's and the stages' known weak spots. */
const HOSTILE_UNITS = [
  '>',
  '> ',
  '- ',
  '* ',
  '+ ',
  '1. ',
  '1) ',
  '> 1. - ',
  '>\n',
  '-\n',
  '- a\n',
  '  - a\n',
  '\t',
  ' ',
  '\n',
  '[',
  ']',
  '[a](',
  '![',
  '*',
  '_',
  '*_',
  '**',
  '__',
  '`',
  '``',
  '```\n',
  '~~~\n',
  '```a\n',
  '<',
  '<details>\n',
  '<!--',
  '&#',
  '\\',
  'a\n=\n',
  'a\n-\n',
  '# ',
  '    x\n',
  '{req_id}',
  '{',
  '%s',
  'Traceback (most recent call last):',
  'File "',
  '  File "a.py", line 1, in f\n',
  '    x()\n',
  'ValueError: ',
  'E   ',
  '>       ',
  'a.py:1: ',
  '(EngineCore_DP0 pid=1) ',
  'ERROR 08-14 10:00:00 [core.py:1] ',
  '^[[1;36m',
  '[1;36m',
  '[rank0]: ',
  '[repeated 2x across cluster]',
  'During handling of the above exception, another exception occurred:',
  '^^^^',
  'Cell In[1], line 1\n',
  '----> 1 ',
  'pid=(',
  ': ',
  'a',
  'File ~/a.py',
  ':1',
  ', in f(',
  '\r',
  'ERROR 08-14 10:00:00 a.py:1] ',
  'AssertionError()',
  '`ValueError: x`',
];

/** A hostile body of about `size` characters: a short pattern of hostile units repeated, or nested line prefixes. */
export function hostileBody(size: number): fc.Arbitrary<string> {
  const repeated = fc.array(fc.constantFrom(...HOSTILE_UNITS), { minLength: 1, maxLength: 6 }).map((units) => {
    const pattern = units.join('');
    return pattern.repeat(Math.ceil(size / pattern.length)).slice(0, size);
  });
  const nested = fc
    .tuple(
      fc.array(fc.constantFrom('>', '> ', '- ', '1. ', '* ', '  ', '    '), { minLength: 1, maxLength: 4 }),
      fc.constantFrom('x', 'File "a.py", line 1, in f', '```', ''),
      fc.integer({ min: 1, max: 400 }),
    )
    .map(([prefix, content, depth]) => {
      const lines: string[] = [];
      let length = 0;
      for (let index = 0; length < size; index += 1) {
        const line = prefix.join('').repeat((index % depth) + 1) + content;
        lines.push(line);
        length += line.length + 1;
      }
      return lines.join('\n').slice(0, size);
    });
  const random = fc
    .string({ unit: fc.constantFrom(...'>-*+_[]()!`~<&#\\ \t\n\r1.=:aE'.split('')), minLength: 0, maxLength: 4096 })
    .map((piece) => (piece.length === 0 ? piece : piece.repeat(Math.ceil(size / piece.length)).slice(0, size)));
  return fc.oneof(repeated, nested, random);
}

/** Any body: hostile shapes, plain random text, or benign text with hostile text spliced in. */
export function anyBody(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: 1, max: MAX_BODY }).chain((size) => hostileBody(size)),
    fc.string({ maxLength: 2000 }),
    fc.tuple(fc.integer({ min: 0, max: 8192 }), fc.integer({ min: 1, max: 8192 })).chain(([at, size]) =>
      hostileBody(size).map((hostile) => {
        const benign = benignBody(8192);
        return benign.slice(0, at) + hostile + benign.slice(at);
      }),
    ),
  );
}

/** Runs the three extraction stages. */
export function extractAll(markdown: string): { blocks: Block[]; notes: string[]; lines: LogLine[]; tracebacks: Traceback[]; errorLines: ErrorLine[] } {
  const { blocks, notes } = extractBlocks(markdown, BODY);
  const lines = toLogLines(blocks);
  return { blocks, notes, lines, ...parseTracebacks(lines) };
}

/** Milliseconds of CPU for the three stages on one body: the least of `runs` runs, so a busy machine counts less. */
export function extractionMillis(markdown: string, runs = 3): number {
  let least = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    const start = process.cpuUsage();
    extractAll(markdown);
    const spent = process.cpuUsage(start);
    least = Math.min(least, (spent.user + spent.system) / 1000);
  }
  return least;
}

const isLineNumber = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 1;
const isNullableString = (value: unknown): boolean => value === null || typeof value === 'string';

/** Problems with the shape of an extraction (empty when every field holds what the types say). */
export function shapeProblems(result: ReturnType<typeof extractAll>, markdown: string): string[] {
  const problems: string[] = [];
  const lineCount = markdown.split(/\r\n|\r|\n/).length;
  for (const block of result.blocks) {
    if (!['code', 'text', 'html', 'inline-code'].includes(block.kind) || typeof block.text !== 'string') problems.push(`block kind/text: ${block.kind}`);
    if (!isLineNumber(block.startLine) || block.startLine > lineCount) problems.push(`block line ${block.startLine} of ${lineCount}`);
    if (!isNullableString(block.section) || !isNullableString(block.lang)) problems.push('block section/lang');
  }
  for (const line of result.lines) {
    if (typeof line.text !== 'string' || !isLineNumber(line.line) || line.line > lineCount) problems.push(`log line ${line.line}`);
    if (!isNullableString(line.process) || !isNullableString(line.level) || !isNullableString(line.timestamp) || !isNullableString(line.logFile))
      problems.push('log line fields');
    if (line.block < 0 || line.block >= result.blocks.length) problems.push('log line block');
  }
  for (const traceback of result.tracebacks) {
    if (traceback.exception !== null && (typeof traceback.exception.type !== 'string' || typeof traceback.exception.message !== 'string'))
      problems.push('traceback exception');
    if (traceback.frames.some((frame) => typeof frame.file !== 'string' || !(frame.line === null || Number.isInteger(frame.line))))
      problems.push('traceback frame');
    if (traceback.occurrences < 1 || !isLineNumber(traceback.line) || !['first', 'cause', 'context'].includes(traceback.chain.relation))
      problems.push('traceback fields');
    if (traceback.frames.length === 0 && traceback.exception === null) problems.push('empty traceback');
  }
  for (const errorLine of result.errorLines) {
    if (typeof errorLine.message !== 'string' || !isLineNumber(errorLine.line)) problems.push('error line');
  }
  if (result.notes.some((note) => typeof note !== 'string')) problems.push('notes');
  return problems;
}
