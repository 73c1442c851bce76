// The timeline drawn: a Mermaid sequence diagram that Mermaid's own parser accepts, whatever the log and ids hold.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import { diagramLabel, renderTimelineDiagram, shortRequestId } from '../../../src/core/comment/timeline/timeline-diagram.js';
import type { TimelineEntry } from '../../../src/core/plan/types.js';

const body = { kind: 'body' as const, id: 0, author: null };

function entry(kind: TimelineEntry['kind'], timestamp: string | null, text: string, requestId: string | null = null): TimelineEntry {
  return { kind, timestamp, text, requestId, line: 1, source: body };
}

const SEED_TIMELINE: TimelineEntry[] = [
  entry('added', '09-02 14:10:58', 'Added request chatcmpl-5c0e7a91d3b24f8e9a61b0c2d4e6f813-9e2f41ab.', 'chatcmpl-5c0e7a91d3b24f8e9a61b0c2d4e6f813-9e2f41ab'),
  entry(
    'stats',
    '09-02 14:11:00',
    'Engine 000: Avg prompt throughput: 812.4 tokens/s, Running: 48 reqs, Waiting: 17 reqs, Preemptions: 6, GPU KV cache usage: 99.1%, Prefix cache hit rate: 12.0%',
  ),
  entry('aborted', '09-02 14:11:05', 'Request chatcmpl-5c0e7a91d3b24f8e9a61b0c2d4e6f813 aborted.', 'chatcmpl-5c0e7a91d3b24f8e9a61b0c2d4e6f813'),
  entry('crash', '09-02 14:11:07', 'EngineCore encountered a fatal error.'),
  entry('error', '09-02 14:11:07', 'ValueError: Request chatcmpl-5c0e7a91d3b24f8e9a61b0c2d4e6f813-9e2f41ab is not in _unfinished_requests'),
];

/** The diagram source inside a ```mermaid fence. */
function diagramOf(markdown: string): string {
  const start = markdown.indexOf('```mermaid\n');
  expect(start).toBeGreaterThanOrEqual(0);
  return markdown.slice(start + '```mermaid\n'.length, markdown.indexOf('\n```', start + 1));
}

/** Mermaid's own parser: resolves with the diagram type, or rejects with its parse error. */
async function parse(source: string): Promise<string> {
  return (await mermaid.parse(source)).diagramType;
}

describe('renderTimelineDiagram', () => {
  it('should draw the seed timeline between client, API server, scheduler and connector, with the crash marked', async () => {
    const drawn = renderTimelineDiagram(SEED_TIMELINE);
    expect(drawn).toBe(
      [
        '```mermaid',
        'sequenceDiagram',
        '  participant C as client',
        '  participant A as API server',
        '  participant S as scheduler',
        '  participant K as connector',
        '  A->>S: 14:10:58 added chatcmpl-5c0..41ab',
        '  Note over S: 14:11:00 stats running 48 waiting 17 preemptions 6 KV cache 99.1%',
        '  C-xA: 14:11:05 client aborted chatcmpl-5c0..f813',
        '  rect rgb(255, 221, 221)',
        '    Note over A,S: 14:11:07 FATAL EngineCore died',
        '    Note over S,K: 14:11:07 ERROR ValueError',
        '  end',
        '```',
      ].join('\n'),
    );
    expect(await parse(diagramOf(drawn))).toBe('sequence');
  });

  it('should draw nothing for fewer than two entries', () => {
    expect(renderTimelineDiagram([])).toBe('');
    expect(renderTimelineDiagram(SEED_TIMELINE.slice(0, 1))).toBe('');
    expect(renderTimelineDiagram(SEED_TIMELINE.slice(0, 2))).toContain('sequenceDiagram');
  });

  it('should draw every kind of entry, the engine-side abort and missing times', async () => {
    const kinds: TimelineEntry['kind'][] = [
      'received',
      'added',
      'waiting-for-remote-kvs',
      'finished-recving',
      'finished-sending',
      'kv-load-failure',
      'failed',
      'stats',
      'error',
      'crash',
    ];
    const timeline = [
      ...kinds.map((kind) => entry(kind, null, `${kind} line`, kind === 'stats' || kind === 'error' || kind === 'crash' ? null : 'cmpl-1')),
      entry('aborted', '01-01 00:00:01', 'Aborted request(s) cmpl-1.', 'cmpl-1'),
    ];
    const drawn = renderTimelineDiagram(timeline);
    expect(drawn).toContain('  C->>A: no time received cmpl-1');
    expect(drawn).toContain('  S->>K: no time waiting for remote KVs cmpl-1');
    expect(drawn).toContain('  K-xS: no time KV load failure cmpl-1');
    expect(drawn).toContain('  A-xS: 00:00:01 aborted cmpl-1');
    expect(drawn).toContain('    Note over S,K: no time ERROR error line');
    expect(
      renderTimelineDiagram([
        entry('added', null, 'x', 'a'),
        entry('error', null, 'ERROR 01-02 [x.py:1] failed for chatcmpl-5c0e7a91d3b24f8e9a61b0c2d4e6f813 now'),
      ]),
    ).toContain('Note over S,K: no time ERROR ERROR 01-02 x.py:1 failed for chatcmpl-5c0..f813');
    expect(await parse(diagramOf(drawn))).toBe('sequence');
  });

  it("should keep user text from breaking the diagram: Mermaid's parser accepts it whatever the ids and lines hold", async () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.string({
        unit: fc.constantFrom(...';#%:-<>()[]{}"\'`\n\r\t|&=x end Note over rect', '->>', '-->>', '%%{init}%%', 'click', '<br>', 'A->>B', '\u200b', 'é'),
        maxLength: 40,
      }),
    );
    const kind = fc.constantFrom<TimelineEntry['kind']>(
      'received',
      'added',
      'aborted',
      'failed',
      'finished-sending',
      'finished-recving',
      'waiting-for-remote-kvs',
      'kv-load-failure',
      'stats',
      'error',
      'crash',
    );
    const anEntry = fc.record({
      kind,
      text: hostile,
      requestId: fc.option(hostile, { nil: null }),
      timestamp: fc.option(fc.constantFrom('09-02 14:10:58', '99-99 99:99:99', 'x'), { nil: null }),
    });
    await fc.assert(
      // Mermaid's parse costs about 9 ms whatever the diagram's size: fewer diagrams of more entries each (every entry's
      // label is still checked; 75 diagrams of 2 to 26 entries hold more lines than 150 of 2 to 8 did).
      fc.asyncProperty(fc.array(anEntry, { minLength: 2, maxLength: 26, size: 'max' }), async (entries) => {
        const drawn = renderTimelineDiagram(entries.map((item) => ({ ...item, line: 1, source: body })));
        const source = diagramOf(drawn);
        for (const line of source.split('\n').slice(5)) {
          const label = line.includes(': ') ? line.slice(line.indexOf(': ') + 2) : '';
          expect(label).toMatch(/^[A-Za-z0-9 .:_%-]*$/);
          expect(label.length).toBeLessThanOrEqual(72);
        }
        expect(drawn.split('```').length).toBe(3);
        expect(await parse(source)).toBe('sequence');
      }),
      { numRuns: 75 },
    );
  });

  it('should shorten ids and keep only safe characters in labels', () => {
    expect(shortRequestId('chatcmpl-5c0e7a91d3b24f8e9a61b0c2d4e6f813-9e2f41ab')).toBe('chatcmpl-5c0..41ab');
    expect(shortRequestId('cmpl-a81d3f-0')).toBe('cmpl-a81d3f-0');
    expect(diagramLabel('a;b#59;c<script>%%{init: {"theme":"x"}}%% --> d')).toBe('a b 59 c script % init: theme : x % - d');
  });

  it("should carry the drawing in the seed comment after the reporter's reply, and Mermaid's parser should accept it", async () => {
    const comment = readFileSync(new URL('../../fixtures/comment/seed-after-reply.md', import.meta.url), 'utf8');
    const source = diagramOf(comment);
    expect(source).toContain('rect rgb(255, 221, 221)');
    expect(await parse(source)).toBe('sequence');
  });
});
