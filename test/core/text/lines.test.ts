// sliceWithLineFeeds: the same text as a slice with `\r\n?` replaced by `\n`, across the 8 K pieces it copies.
import { describe, expect, it } from 'vitest';
import { sliceWithLineFeeds } from '../../../src/core/text/lines.js';

const TEXTS = ['', 'a', 'a\r\nb', 'a\rb\r\n\r\nc\n', '\r', '\r\n', `${'x\r'.repeat(20_000)}\r\n`, 'é\ud800\r\n'.repeat(9000), `${'ab\r'.repeat(8191)}\n`];

describe('sliceWithLineFeeds', () => {
  it.each(TEXTS.map((text) => [JSON.stringify(text.slice(0, 12)), text]))('should give what replace gives on %s, whole and cut', (_name, text) => {
    const cuts: [number, number][] = [
      [0, text.length],
      [1, Math.max(1, text.length - 1)],
      [0, Math.floor(text.length / 2)],
      [8191, Math.min(text.length, 16_385)],
    ];
    for (const [start, end] of cuts.filter(([start, end]) => start <= end)) {
      expect(sliceWithLineFeeds(text, start, end)).toBe(text.slice(start, end).replace(/\r\n?/g, '\n'));
    }
  });
});
