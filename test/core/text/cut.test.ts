// Every cut of user text at a limit is on a whole character (a grapheme where it can be): cutText alone, the quoting
// helpers at every limit the comment uses, and the captures of a real plan (request id, exception message, earlier
// reports' titles) cut at every offset of a string made of emoji, ZWJ sequences, flags and combining marks.
import { describe, expect, it } from 'vitest';
import { cutText, graphemeBoundary, wholeCodePoints } from '../../../src/core/text/cut.js';
import { escapeText, fenceCode, inlineCode } from '../../../src/core/text/safe-markdown.js';
import { triage } from '../../../src/core/triage.js';
import { withEarlierReports } from '../../../src/core/comment/earlier-reports.js';

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Emoji, ZWJ families and flags, skin tones, a keycap, regional-indicator flags, letters with stacked combining marks. */
const HOSTILE = '👩‍👩‍👧‍👦e\u0301\u0308🏳️‍🌈😀1️⃣🇩🇪🇯🇵👍🏽a\u0323\u0302\u0300🧑🏿‍💻𝒳ñ\u0303🐕‍🦺';

const graphemesOf = (text: string): string[] => [...GRAPHEMES.segment(text)].map((segment) => segment.segment);
const HOSTILE_GRAPHEMES = new Set(graphemesOf(HOSTILE));
/** Code points of HOSTILE that the bot's own words never use. */
const HOSTILE_CODE_POINTS = new Set([...HOSTILE].filter((char) => char.codePointAt(0)! > 0x7f));

/** True when every surrogate in `text` is half of a pair. */
function isWellFormed(text: string): boolean {
  return wholeCodePoints(text) === text;
}

/** Offsets at which HOSTILE may be cut: between two of its graphemes. */
function boundariesOf(text: string): Set<number> {
  return new Set([...[...GRAPHEMES.segment(text)].map((segment) => segment.index), text.length]);
}

/**
 * The graphemes of `text` that hold one of HOSTILE's own characters but are not one of HOSTILE's graphemes: a cut
 * one. Line by line (no grapheme spans a line break), as V8's segmenter is slow on one long string.
 */
function brokenGraphemes(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => [...line].some((char) => HOSTILE_CODE_POINTS.has(char)))
    .flatMap(graphemesOf)
    .filter((grapheme) => [...grapheme].some((char) => HOSTILE_CODE_POINTS.has(char)) && !HOSTILE_GRAPHEMES.has(grapheme));
}

describe('cutText', () => {
  it('should cut HOSTILE at every limit on a grapheme boundary, within the limit, ellipsis included', () => {
    const boundaries = boundariesOf(HOSTILE);
    for (let limit = 0; limit <= HOSTILE.length + 1; limit++) {
      for (const ellipsis of ['…', '']) {
        const cut = cutText(HOSTILE, limit, ellipsis);
        expect(isWellFormed(cut), `limit ${limit}`).toBe(true);
        if (limit >= HOSTILE.length) {
          expect(cut).toBe(HOSTILE);
          continue;
        }
        const kept = cut.slice(0, cut.length - ellipsis.length);
        expect(HOSTILE.startsWith(kept), `limit ${limit}`).toBe(true);
        expect(boundaries.has(kept.length), `limit ${limit}: kept ${JSON.stringify(kept)}`).toBe(true);
        expect(cut.length, `limit ${limit}`).toBeLessThanOrEqual(Math.max(limit, ellipsis.length));
        // The largest such boundary: nothing whole is dropped that would have fitted.
        const room = Math.max(0, limit - ellipsis.length);
        expect(Math.max(...[...boundaries].filter((at) => at <= room))).toBe(kept.length);
      }
    }
  });

  it('should leave text that fits as it is, and cut ASCII as before (limit − 1 characters and …)', () => {
    expect(cutText('abc', 3)).toBe('abc');
    expect(cutText('abcdef', 4)).toBe('abc…');
    expect(cutText('abcdef', 4, '')).toBe('abcd');
  });

  it('should find the boundary the segmenter finds in ASCII text, CR LF and control characters included', () => {
    const text = 'Traceback:\tx\r\ny = 1\n\r\n\u0001~\u007f|'.repeat(12);
    const boundaries = [...boundariesOf(text)];
    for (let at = 0; at <= text.length; at++) expect(graphemeBoundary(text, at), `at ${at}`).toBe(Math.max(...boundaries.filter((end) => end <= at)));
  });

  it('should find the boundary the segmenter finds between the characters it answers without the segmenter', () => {
    const ranges = [
      [0x09, 0x0a],
      [0x20, 0x7e],
      [0xa0, 0x2ff],
      [0x370, 0x482],
      [0x3000, 0x3029],
      [0x4e00, 0x9fff],
      [0xff01, 0xff60],
    ];
    const codes = ranges.flatMap(([from = 0, to = 0]) => Array.from({ length: to - from + 1 }, (_, index) => from + index));
    // Each such character next to each kind of neighbour: another of them, a combining mark, a ZWJ, an emoji, CR LF.
    const text = codes
      .map((code, index) => String.fromCharCode(code) + (index % 7 === 0 ? ['\u0301', '\u200d', '😀', '\r\n', 'a\u0308'][index % 5] : ''))
      .join('');
    const boundaries = [...boundariesOf(text)].sort((a, b) => a - b);
    let last = 0;
    for (let at = 0; at <= text.length; at++) {
      while ((boundaries[last + 1] ?? Infinity) <= at) last++;
      if (graphemeBoundary(text, at) !== boundaries[last]) expect.fail(`at ${at}: ${JSON.stringify(text.slice(at - 2, at + 2))}`);
    }
  });

  it('should cut a cluster longer than its window on a code point, in time linear in the text', () => {
    const zalgo = `x${'\u0301'.repeat(50_000)}😀`;
    const started = performance.now();
    const cut = cutText(zalgo, 30_001);
    expect(performance.now() - started).toBeLessThan(200);
    expect(cut).toHaveLength(30_001);
    expect(isWellFormed(`${cutText('😀'.repeat(100), 51)}`)).toBe(true);
    expect(graphemeBoundary('😀😀', 3)).toBe(2);
  });
});

describe('every capture cut at every offset of HOSTILE', () => {
  /** The limits the comment's quoting helpers are called with (src/core), and their defaults. */
  const LIMITS = [20, 60, 80, 120, 140, 160, 200, 220, 400];

  it('should keep inline code, escaped text and fences whole at every limit and offset', () => {
    for (const limit of LIMITS) {
      for (let pad = Math.max(0, limit - HOSTILE.length - 2); pad <= limit; pad++) {
        const value = `${'r'.repeat(pad)}${HOSTILE}`;
        for (const shown of [inlineCode(value, limit), escapeText(value, limit), fenceCode(value)]) {
          expect(isWellFormed(shown), `limit ${limit}, pad ${pad}`).toBe(true);
          expect(brokenGraphemes(shown), `limit ${limit}, pad ${pad}`).toEqual([]);
        }
      }
    }
  });

  it("should keep the plan's comment whole when the request id and the exception message are cut anywhere in HOSTILE", () => {
    for (let pad = 0; pad <= 200 - HOSTILE.length; pad++) {
      const id = `chatcmpl-${'7'.repeat(pad)}${HOSTILE}`;
      const body = [
        'Mooncake store offload; the engine died.',
        '',
        '```',
        'ERROR 11-03 08:41:52 [core.py:1346] Traceback (most recent call last):',
        'ERROR 11-03 08:41:52 [core.py:1346]   File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta',
        'ERROR 11-03 08:41:52 [core.py:1346]     raise ValueError(',
        `ERROR 11-03 08:41:52 [core.py:1346] ValueError: Request ${id} is not in _unfinished_requests`,
        `INFO 11-03 08:41:50 [loggers.py:1] Request ${id} aborted.`,
        '```',
      ].join('\n');
      const plan = triage({ title: `engine crash ${HOSTILE}`, body }, { issueNumber: 7, earlierReportsSearch: { postedComment: null } });
      expect(plan.comment, `pad ${pad}`).not.toBeNull();
      const comment = plan.comment ?? '';
      expect(isWellFormed(comment), `pad ${pad}`).toBe(true);
      expect(brokenGraphemes(comment), `pad ${pad}`).toEqual([]);
      // Another issue's title, through earlier-reports, cut at its limit anywhere in HOSTILE.
      const title = `${'t'.repeat(pad % 130)}${HOSTILE}${'t'.repeat(pad)}`;
      const withReports = withEarlierReports(plan, [{ number: 3, title, url: 'https://github.com/o/r/issues/3', state: 'open' }]).comment ?? '';
      expect(isWellFormed(withReports), `title pad ${pad}`).toBe(true);
      expect(brokenGraphemes(withReports), `title pad ${pad}`).toEqual([]);
    }
  });
});

describe('cutText keeping the end', () => {
  it('should keep the end of HOSTILE at every limit on a grapheme boundary, within the limit, ellipsis first', () => {
    const boundaries = boundariesOf(HOSTILE);
    for (let limit = 0; limit <= HOSTILE.length + 1; limit++) {
      for (const ellipsis of ['…', '']) {
        const cut = cutText(HOSTILE, limit, ellipsis, 'end');
        expect(isWellFormed(cut), `limit ${limit}`).toBe(true);
        if (limit >= HOSTILE.length) {
          expect(cut).toBe(HOSTILE);
          continue;
        }
        const kept = cut.slice(ellipsis.length);
        expect(HOSTILE.endsWith(kept), `limit ${limit}`).toBe(true);
        expect(boundaries.has(HOSTILE.length - kept.length), `limit ${limit}: kept ${JSON.stringify(kept)}`).toBe(true);
        const room = Math.max(0, limit - ellipsis.length);
        // The smallest such boundary: nothing whole is dropped that would have fitted.
        expect(Math.min(...[...boundaries].filter((at) => at >= HOSTILE.length - room))).toBe(HOSTILE.length - kept.length);
      }
    }
  });

  it('should keep the last characters of ASCII as slice(-n) does', () => {
    expect(cutText('vllm/distributed/kv_transfer/x.py', 8, '', 'end')).toBe('fer/x.py');
    expect(cutText('abcdef', 4, '…', 'end')).toBe('…def');
  });
});

describe("the report's texts, cut anywhere in HOSTILE", () => {
  /** Every string in a value, with its path. */
  function textsOf(value: unknown, path = '', found: [string, string][] = []): [string, string][] {
    if (typeof value === 'string') found.push([path, value]);
    else if (typeof value === 'object' && value !== null) for (const [key, inner] of Object.entries(value)) textsOf(inner, `${path}.${key}`, found);
    return found;
  }

  /** Threads that carry HOSTILE (after `pad` plain letters) into a frame's path, a log line, a config and the thread's words. */
  const THREADS: [string, (value: string) => string][] = [
    [
      "a frame's path",
      (value) =>
        `Mooncake store crash\n\n\`\`\`\nTraceback (most recent call last):\n  File "/usr/lib/python3.12/site-packages/vllm/distributed/kv_transfer/${value}.py", line 301, in build_connector_meta\n    raise ValueError(\nValueError: Request chatcmpl-1 is not in _unfinished_requests\n\`\`\`\n`,
    ],
    [
      'a log line',
      (value) =>
        `MooncakeStoreConnector\n\n\`\`\`\nWARNING 11-03 08:41:52 [scheduler.py:12] transfer timeout ${value}\nERROR 11-03 08:41:52 [scheduler.py:12] failed ${value}\n\`\`\`\n`,
    ],
    [
      'a kv-transfer-config',
      (value) =>
        `--kv-transfer-config '{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both","kv_connector_extra_config":{"k":"${value}"}}'\n\n\`\`\`\nValueError: Request chatcmpl-1 is not in _unfinished_requests\n\`\`\`\n`,
    ],
    ["the title's condition", () => 'MooncakeStoreConnector\n\n```\nValueError: Request chatcmpl-1 is not in _unfinished_requests\n```\n'],
    ["the reporter's words", (value) => `The root cause is that ${value} in the scheduler.\n\nIt works without the MooncakeStoreConnector ${value}.\n`],
  ];

  for (const [where, thread] of THREADS) {
    it(`should keep every text whole when ${where} is cut anywhere in HOSTILE`, () => {
      for (let pad = 0; pad <= 240; pad++) {
        const value = `${'r'.repeat(pad)}${HOSTILE}${'q'.repeat(300)}`;
        const plan = triage(
          {
            title: where === "the title's condition" ? `Engine crashes under ${value}` : 'engine crash',
            body: thread(value),
            comments: [{ id: 2, author: 'maintainer', authorAssociation: 'MEMBER', body: `Found it: ${value}` }],
          },
          { issueNumber: 7 },
        );
        for (const [path, text] of [['.comment', plan.comment ?? ''], ...textsOf(plan.report, '.report')] as [string, string][]) {
          expect(isWellFormed(text), `pad ${pad}: ${path}`).toBe(true);
          expect(brokenGraphemes(text), `pad ${pad}: ${path}`).toEqual([]);
        }
      }
    }, 60_000);
  }
});
