// Reading vLLM template placeholders: the top-level scan, placeholder ends, conversions, logger argument names.
import { describe, expect, it } from 'vitest';
import { logArgumentNames } from '../../../src/core/match/catalog-match.js';
import { placeholderEnd, stripConversion, topLevelIndex } from '../../../src/core/match/messages/placeholders.js';

describe('topLevelIndex', () => {
  it('should skip quoted text and bracketed groups', () => {
    expect(topLevelIndex(`f("a,b", [1, 2]), c`, 0, (char) => char === ',')).toBe(16);
    expect(topLevelIndex('no stop here', 0, (char) => char === ',')).toBe(-1);
  });
});

describe('placeholderEnd', () => {
  it('should find the brace that closes the placeholder, not one inside it', () => {
    const template = 'Request {d["x}"][0]} and {y}';
    expect(template.slice(placeholderEnd(template, 9))).toBe('} and {y}');
    expect(placeholderEnd('{len({1: 2})} rest', 1)).toBe(12);
    expect(placeholderEnd('{never closed', 1)).toBe(-1);
  });
});

describe('stripConversion', () => {
  it('should drop a top-level conversion or format spec and keep comparisons and slices', () => {
    const table: [string, string][] = [
      ['zmq_address!r', 'zmq_address'],
      ['ratio:.2f', 'ratio'],
      ['a != b', 'a != b'],
      ['blocks[1:3]', 'blocks[1:3]'],
    ];
    for (const [given, expected] of table) expect(stripConversion(given), given).toBe(expected);
  });
});

describe('logArgumentNames', () => {
  it('should name each positional argument of a logger call and drop keyword arguments', () => {
    expect(logArgumentNames('req_meta.req_id, len(blocks), ",".join(ids), exc_info=True')).toEqual(['req_meta_req_id', 'len_blocks', 'join_ids']);
    expect(logArgumentNames('')).toEqual([]);
  });
});
