// Hostile issue text by kind, for the 2× invariant (test/core/hostile-cost.test.ts) and `npm run bench`: single bodies
// and 32-comment threads, each of an exact size, deterministic for a seed, and benign text of the same size to compare.
//
//   const body = hostileBody('seed-errors-distinct-ids', 65_536, 7);     // exactly 65,536 characters
//   const thread = hostileThread('thread-seed-errors-distinct-ids', { comments: 32, size: 65_536, seed: 7 });
//   const benign = benignThread({ comments: 32, size: 65_536 });         // the same shape, real-looking text
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultCatalog } from '../../src/core/catalog/default-catalog.js';

/** A seeded random source (mulberry32): the same seed, the same text. */
export interface Random {
  next(): number;
  int(low: number, high: number): number;
  pick<T>(items: readonly T[]): T;
  hex(length: number): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low: number, high: number): number => low + Math.floor(next() * (high - low + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    hex: (length: number): string => {
      let digits = '';
      for (let i = 0; i < length; i++) digits += '0123456789abcdef'[Math.floor(next() * 16)];
      return digits;
    },
  };
}

/** Repeats `unit` until the text is exactly `size` characters long. */
function repeatTo(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** Lines built by `lineAt(i)` until the text is exactly `size` characters long (padded with newlines if short). */
function linesTo(lineAt: (index: number) => string, size: number): string {
  const lines: string[] = [];
  let length = 0;
  for (let index = 0; length < size; index++) {
    const line = lineAt(index);
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n').slice(0, size);
}

/** Blocks of lines built by `blockAt(i)` (each an array of lines) until `size` characters. */
function blocksTo(blockAt: (index: number) => string[], size: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let index = 0; length < size; index++) {
    const block = blockAt(index).join('\n');
    parts.push(block);
    length += block.length + 1;
  }
  return parts.join('\n').slice(0, size);
}

const VLLM = '/opt/venv/lib/python3.12/site-packages/vllm';
const STORE = `${VLLM}/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py`;
const prefix = (pid: number, level = 'ERROR', time = '11-03 08:41:52', at = 'core.py:1346'): string => `(EngineCore_DP0 pid=${pid}) ${level} ${time} [${at}] `;
const requestId = (random: Random): string => `chatcmpl-${random.hex(16)}`;

/** A logged seed-error traceback for one request id, with that request's lifecycle lines. */
function seedCrash(random: Random, id: string): string[] {
  const p = prefix(random.int(100, 9999));
  return [
    `(APIServer pid=802) INFO 11-03 08:41:20 [async_llm.py:439] Added request ${id}.`,
    `(APIServer pid=802) INFO 11-03 08:41:47 [async_llm.py:623] Request ${id} aborted.`,
    `${p}EngineCore encountered a fatal error.`,
    `${p}Traceback (most recent call last):`,
    `${p}  File "${VLLM}/v1/engine/core.py", line 1337, in run_engine_core`,
    `${p}    engine_core.run_busy_loop()`,
    `${p}  File "${STORE}", line 301, in build_connector_meta`,
    `${p}    raise ValueError(`,
    `${p}ValueError: Request ${id} is not in _unfinished_requests`,
  ];
}

let catalogLines: string[] | null = null;
/** Every line of every catalog entry's examples: the errors the matcher knows, each many times over. */
function catalogExampleLines(): string[] {
  catalogLines ??= defaultCatalog().entries.flatMap((entry) => entry.examples.flatMap((example) => example.split('\n')));
  return catalogLines;
}

/** Short pieces that, mixed, hit the parser's and the stages' known weak spots. */
const UNITS = [
  '>',
  '> ',
  '- ',
  '* ',
  '1. ',
  '[',
  ']',
  '[a](',
  '![',
  '*',
  '_',
  '**',
  '`',
  '```\n',
  '~~~\n',
  '<',
  '<details>\n',
  '<!--',
  '&#',
  '\\',
  'a\n=\n',
  '# ',
  '    x\n',
  '{req_id}',
  '{',
  '%s',
  'Traceback (most recent call last):\n',
  '  File "a.py", line 1, in f\n',
  'ValueError: ',
  'E   ',
  '(EngineCore_DP0 pid=1) ',
  'ERROR 08-14 10:00:00 [core.py:1] ',
  '^[[1;36m',
  '[rank0]: ',
  'During handling of the above exception, another exception occurred:\n',
  '^^^^\n',
  'Cell In[1], line 1\n',
  '\r',
  '\n',
];

type BodyKind = (size: number, random: Random) => string;

/** Each builds one body of exactly `size` characters. */
const BODY_KINDS: Record<string, BodyKind> = {
  // Markdown structure: nesting and storms the CommonMark parser is known to be slow on.
  'blockquote-nesting': (size) => repeatTo('>', size),
  'list-nesting': (size) => repeatTo('- ', size),
  'ordered-list-nesting': (size) => repeatTo('1. ', size),
  'indented-list-staircase': (size) => linesTo((i) => `${' '.repeat((i * 2) % 4000)}- item`, size),
  'details-nesting': (size) => repeatTo('<details>\n', size),
  'details-with-tracebacks': (size) =>
    blocksTo(
      (i) => [
        '<details><summary>log</summary>',
        '',
        '```',
        'Traceback (most recent call last):',
        `  File "a${i}.py", line ${i}, in f`,
        `ValueError: x${i}`,
        '```',
        '',
      ],
      size,
    ),
  'bracket-storm': (size) => repeatTo('[', size),
  'link-storm': (size) => repeatTo('[a](', size),
  'image-storm': (size) => repeatTo('![', size),
  'emphasis-storm': (size) => repeatTo('*a_', size),
  'strong-emphasis-storm': (size) => repeatTo('**_~', size),
  'backtick-storm': (size) => linesTo((i) => '`'.repeat((i % 17) + 1) + 'x', size),
  'inline-code-errors': (size) => repeatTo('`ValueError: Request x is not in _unfinished_requests` ', size),
  'fence-storm': (size) => linesTo((i) => (i % 3 === 0 ? '```' : i % 3 === 1 ? '~~~~' : '````python'), size),
  'html-comment-unclosed': (size) => '<!--' + repeatTo('- ', size - 4),
  'table-storm': (size) => linesTo((i) => (i === 1 ? '|-'.repeat(200) + '|' : '| a '.repeat(200) + '|'), size),
  'heading-storm': (size) => linesTo((i) => `### Section ${i}`, size),
  'setext-storm': (size) => repeatTo('a\n=\n', size),
  'blockquoted-tracebacks': (size) =>
    blocksTo((i) => ['> Traceback (most recent call last):', `>   File "a${i}.py", line 1, in f`, `> ValueError: quoted ${i}`, ''], size),
  'diff-storm': (size) =>
    blocksTo(
      (i) => ['```diff', `-    raise ValueError(f"Request {req_id} is not in _unfinished_requests")`, `+    logger.warning("skip %s", req_id)  # ${i}`, '```'],
      size,
    ),
  'marker-storm': (size) => repeatTo('<!-- vllm-triage {"v":1,"matches":["x"],"fingerprint":"f"} -->\n', size),
  'mention-storm': (size) => repeatTo('@someone #1234 ', size),
  // Lines that look like logs and tracebacks.
  'long-line': (size) => repeatTo('ValueError: Request ', size),
  'traceback-headers': (size) => linesTo(() => 'Traceback (most recent call last):', size),
  'frame-storm': (size) => linesTo((i) => `  File "${'/a'.repeat(i % 50)}/x.py", line ${i}, in f${i}`, size),
  'long-frame-path': (size) => `Traceback (most recent call last):\n  File "${repeatTo('/deep', size - 80)}.py", line 1, in f\nValueError: x`.slice(0, size),
  'prefix-storm': (size) => repeatTo('(EngineCore_DP0 pid=1) ERROR 01-01 00:00:00 [core.py:1346] ', size),
  'glued-log-records': (size) => repeatTo('ERROR 01-01 00:00:00 [core.py:1346] ValueError: x ', size),
  'placeholder-storm': (size) => repeatTo('Request {req_id} is not in _unfinished_requests {', size),
  'chained-sections': (size) => linesTo((i) => (i % 2 === 0 ? 'During handling of the above exception, another exception occurred:' : 'ValueError: x'), size),
  'cause-chains': (size) =>
    blocksTo(
      (i) => [
        'Traceback (most recent call last):',
        `  File "a.py", line ${i}, in f`,
        `KeyError: ${i}`,
        '',
        'The above exception was the direct cause of the following exception:',
        '',
      ],
      size,
    ),
  'many-tracebacks': (size, random) =>
    blocksTo(
      () => [
        'Traceback (most recent call last):',
        `  File "${VLLM}/${random.hex(6)}.py", line ${random.int(1, 999)}, in f`,
        '    g()',
        `${random.pick(['ValueError', 'KeyError', 'RuntimeError', 'AssertionError', 'TypeError'])}: ${random.hex(12)}`,
      ],
      size,
    ),
  'same-traceback-repeated': (size) =>
    blocksTo(
      () => [
        'Traceback (most recent call last):',
        `  File "${STORE}", line 301, in build_connector_meta`,
        '    raise ValueError(',
        'ValueError: Request chatcmpl-1 is not in _unfinished_requests',
      ],
      size,
    ),
  'seed-errors-distinct-ids': (size, random) => blocksTo(() => seedCrash(random, requestId(random)), size),
  'catalog-error-mix': (size, random) => {
    const lines = catalogExampleLines();
    return linesTo((i) => (lines[i % lines.length] ?? '').replaceAll('chatcmpl-', `chatcmpl-${random.hex(4)}`), size);
  },
  'lifecycle-storm': (size, random) => {
    const ids = Array.from({ length: 64 }, () => requestId(random));
    return linesTo(
      (i) =>
        i % 50 === 0
          ? `ValueError: Request ${ids[i % 64]} is not in _unfinished_requests`
          : `(APIServer pid=1) INFO 11-03 08:41:20 [async_llm.py:439] ${i % 3 === 0 ? 'Added request' : 'Request'} ${ids[i % 64]}${i % 3 === 0 ? '.' : ' aborted.'}`,
      size,
    );
  },
  'stats-storm': (size) =>
    linesTo(
      (i) =>
        `(EngineCore_DP0 pid=1) INFO 11-03 08:41:40 [loggers.py:257] Engine 000: Running: ${i} reqs, Waiting: 1 reqs, Preemptions: ${i}, GPU KV cache usage: 98.7%`,
      size,
    ),
  'escaped-traceback': (size) => `"${repeatTo('Traceback (most recent call last):\\n  File \\"a.py\\", line 1, in f\\n    x()\\nValueError: x\\n', size - 2)}"`,
  'repr-storm': (size) => repeatTo("failed with ImportError('x') IndexError('y') ", size),
  'dotted-exception-type': (size) => `${repeatTo('a.', size - 20)}Error: message`.slice(0, size),
  'wrapped-message': (size) => `ValueError: Request x is not in\n${linesTo(() => '  _unfinished_requests and more words', size)}`.slice(0, size),
  'pytest-storm': (size) => linesTo((i) => (i % 2 === 0 ? '>       raise ValueError(x)' : `E       ValueError: ${i}`), size),
  'jupyter-storm': (size) => linesTo((i) => (i % 2 === 0 ? 'Cell In[1], line 1' : `----> 1 f(${i})`), size),
  'caret-lines': (size) => linesTo((i) => (i % 2 === 0 ? '    engine_core.run_busy_loop()' : '    ^^^^^^^^^^^^^^^^^^^^^^^^^^^'), size),
  'native-error-lines': (size) =>
    linesTo((i) => `E20250101 00:00:00.${String(i % 1000).padStart(6, '0')} 123 transfer_engine.cpp:${i}] Failed to connect`, size),
  'ucx-storm': (size) => linesTo((i) => `[1700000000.${i}] [host:1:0] ucp_worker.c:${i} UCX ERROR failed`, size),
  'ansi-storm': (size) => repeatTo('\u001b[1;36m^[[0mERROR ', size),
  'fullwidth-storm': (size) => repeatTo('ＲｕｎｔｉｍｅＥｒｒｏｒ：（请求）', size),
  'combining-marks': (size) => repeatTo('e\u0301\u200b', size),
  'cr-only-lines': (size) => repeatTo('ValueError: x\r', size),
  'whitespace-only': (size) => repeatTo(' \n\t', size),
  // Signals: versions, configs, connector names.
  'version-storm': (size) => linesTo((i) => `vllm==0.${i % 30}.${i % 7} vLLM Version: 0.${i % 20}.${i % 5} v0.${i % 11}.1`, size),
  'kv-config-storm': (size, random) =>
    linesTo(
      () =>
        `--kv-transfer-config '{"kv_connector":"${random.pick(['MooncakeStoreConnector', 'NixlConnector', 'LMCacheConnectorV1', 'P2pNcclConnector', 'OffloadingConnector'])}","kv_role":"kv_both"}'`,
      size,
    ),
  'connector-paths': (size, random) =>
    linesTo(
      () =>
        `  File "${VLLM}/distributed/kv_transfer/kv_connector/v1/${random.pick(['nixl_connector', 'lmcache_connector', 'p2p/p2p_nccl_engine', 'mooncake/mooncake_connector'])}.py", line ${random.int(1, 2000)}, in f`,
      size,
    ),
  'random-units': (size, random) => {
    const pattern = Array.from({ length: 6 }, () => random.pick(UNITS)).join('');
    return repeatTo(pattern, size);
  },
};

/** The names of the single-body kinds. */
export const HOSTILE_BODY_KINDS: readonly string[] = Object.keys(BODY_KINDS);

/**
 * A hostile body of a kind, exactly `size` characters.
 * @param kind one of HOSTILE_BODY_KINDS
 * @param size its length
 * @param seed for the kinds with random parts
 */
export function hostileBody(kind: string, size: number, seed = 1): string {
  const build = BODY_KINDS[kind];
  if (build === undefined) throw new Error(`unknown hostile kind '${kind}'; expected one of ${HOSTILE_BODY_KINDS.join(', ')}`);
  const body = build(size, createRandom(seed));
  return body.length === size ? body : (body + '\n'.repeat(size)).slice(0, size);
}

/** A thread: the issue body and its comments, each exactly `size` characters. */
export interface Thread {
  body: string;
  comments: { id: number; author: string; body: string }[];
}

export interface ThreadShape {
  comments: number;
  size: number;
  seed?: number;
}

type ThreadKind = (shape: Required<ThreadShape>) => { body: string; comment: (index: number) => string };

/** Threads whose cost could grow with the thread: the same ids, errors or asks again and again, in every comment. */
const THREAD_KINDS: Record<string, ThreadKind> = {
  // Many seed errors with distinct ids and abort lines in every comment (measured at 12× before the asks were indexed).
  'thread-seed-errors-distinct-ids': ({ size, seed }) => ({
    body: hostileBody('seed-errors-distinct-ids', size, seed),
    comment: (index) => hostileBody('seed-errors-distinct-ids', size, seed + index + 1),
  }),
  'thread-catalog-error-mix': ({ size, seed }) => ({
    body: hostileBody('catalog-error-mix', size, seed),
    comment: (index) => hostileBody('catalog-error-mix', size, seed + index + 1),
  }),
  // One request's lifecycle logged over and over in every comment, for the error in the body.
  'thread-lifecycle-one-id': ({ size, seed }) => ({
    body: (() => {
      const crash = seedCrash(createRandom(seed), 'chatcmpl-1').join('\n');
      return `${benignWindow(size - crash.length - 1, seed)}\n${crash}`;
    })(),
    comment: (index) =>
      linesTo(
        (i) =>
          `(APIServer pid=802) INFO 11-03 08:41:${String(i % 60).padStart(2, '0')} [async_llm.py:439] ${i % 2 === 0 ? 'Added request chatcmpl-1.' : 'Request chatcmpl-1 aborted.'} ${index}`,
        size,
      ),
  }),
  'thread-same-traceback': ({ size, seed }) => ({
    body: hostileBody('same-traceback-repeated', size, seed),
    comment: () => hostileBody('same-traceback-repeated', size, seed),
  }),
  'thread-many-tracebacks': ({ size, seed }) => ({
    body: hostileBody('many-tracebacks', size, seed),
    comment: (index) => hostileBody('many-tracebacks', size, seed + index + 1),
  }),
  'thread-chained-sections': ({ size, seed }) => ({
    body: hostileBody('chained-sections', size, seed),
    comment: () => hostileBody('chained-sections', size, seed),
  }),
  'thread-markers-and-quotes': ({ size, seed }) => ({
    body: hostileBody('seed-errors-distinct-ids', size, seed),
    comment: (index) => (index % 2 === 0 ? hostileBody('marker-storm', size) : hostileBody('blockquoted-tracebacks', size)),
  }),
  'thread-stats-and-versions': ({ size, seed }) => ({
    body: hostileBody('seed-errors-distinct-ids', size, seed),
    comment: (index) => hostileBody(index % 2 === 0 ? 'stats-storm' : 'version-storm', size),
  }),
  // Every comment a different single-body kind.
  'thread-every-body-kind': ({ size, seed }) => ({
    body: hostileBody('seed-errors-distinct-ids', size, seed),
    comment: (index) => hostileBody(HOSTILE_BODY_KINDS[index % HOSTILE_BODY_KINDS.length] ?? 'long-line', size, seed + index),
  }),
};

/** The names of the thread kinds. */
export const HOSTILE_THREAD_KINDS: readonly string[] = Object.keys(THREAD_KINDS);

/**
 * A hostile thread of a kind: a body and `comments` comments, each exactly `size` characters.
 * @param kind one of HOSTILE_THREAD_KINDS
 * @param shape comments, size, seed
 */
export function hostileThread(kind: string, shape: ThreadShape): Thread {
  const build = THREAD_KINDS[kind];
  if (build === undefined) throw new Error(`unknown hostile thread kind '${kind}'; expected one of ${HOSTILE_THREAD_KINDS.join(', ')}`);
  const full = { seed: 1, ...shape };
  const { body, comment } = build(full);
  const exact = (text: string): string => (text.length >= full.size ? text.slice(0, full.size) : text.padEnd(full.size, '\n'));
  return {
    body: exact(body),
    comments: Array.from({ length: full.comments }, (_, index) => ({ id: 1000 + index, author: `user${index % 5}`, body: exact(comment(index)) })),
  };
}

/** The realistic corpus written for the tests (real reports' shapes, no third-party text); found from the project root when this file was bundled elsewhere (the bench does). */
const REALISTIC =
  [join(import.meta.dirname, '..', 'fixtures', 'corpus-realistic', 'issues'), join(process.cwd(), 'test', 'fixtures', 'corpus-realistic', 'issues')].find(
    (dir) => existsSync(dir),
  ) ?? '';
let benignText: string | null = null;

/**
 * The realistic corpus's issues joined: the benign text to compare with. Real reports and replies, with their logs and
 * tracebacks, cost the analysis two to three times as much per character as the bench's generated corpus, so this is
 * the baseline a hostile text must stay within twice of (as the issue that asked for it measured: against real text).
 */
function benignSource(): string {
  benignText ??= readdirSync(REALISTIC)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readFileSync(join(REALISTIC, name), 'utf8'))
    .join('\n\n');
  return benignText;
}

/**
 * Benign text of exactly `size` characters: the realistic corpus, repeated, starting at a place chosen by `offset`.
 * @param size its length
 * @param offset which window (different offsets, different comments)
 */
export function benignWindow(size: number, offset = 0): string {
  const source = benignSource();
  const start = (offset * 7919) % source.length;
  // The corpus from `start` on, then from its beginning again as often as `size` needs (no copy of the whole corpus
  // repeated: a window is cut from it thousands of times in match.test.ts).
  let window = source.slice(start, start + size);
  while (window.length < size) window += source.slice(0, size - window.length);
  return window;
}

/** A benign thread of the same shape as a hostile one: real-looking reports and replies, each exactly `size` characters. */
export function benignThread(shape: ThreadShape): Thread {
  return {
    body: benignWindow(shape.size, 0),
    comments: Array.from({ length: shape.comments }, (_, index) => ({
      id: 1000 + index,
      author: `user${index % 5}`,
      body: benignWindow(shape.size, index + 1),
    })),
  };
}
