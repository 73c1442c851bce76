import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MARKER_PREFIX, parseMarker, renderMarker, type MarkerData } from '../../../src/core/memory/marker.js';
import { fenceCode } from '../../../src/core/text/safe-markdown.js';
import { costRatio } from '../../support/cost-ratio.js';

const marker: MarkerData = {
  v: 1,
  catalog: '0f497b8719eb',
  matches: ['mooncake-store/request-not-in-unfinished-requests'],
  fingerprint: '303eaf8a5232206c',
  botLabels: ['needs-info'],
};

describe('renderMarker', () => {
  it('should render an HTML comment with the JSON on one line', () => {
    expect(renderMarker(marker)).toBe(
      '<!-- vllm-triage {"v":1,"catalog":"0f497b8719eb","matches":["mooncake-store/request-not-in-unfinished-requests"],"fingerprint":"303eaf8a5232206c","botLabels":["needs-info"]} -->',
    );
  });

  it('should escape `--`, `<` and `>` so no value can end the comment early', () => {
    const hostile: MarkerData = { ...marker, dismissedBy: 'x-->y--z<b>', botLabels: ['a--->', '---'] };
    const rendered = renderMarker(hostile);
    const inner = rendered.slice(MARKER_PREFIX.length, -' -->'.length);
    expect(inner.includes('--')).toBe(false);
    expect(inner.includes('<')).toBe(false);
    expect(inner.includes('>')).toBe(false);
    expect(parseMarker(rendered)).toEqual(hostile);
  });
});

describe('parseMarker', () => {
  it('should read the marker back from a whole comment', () => {
    const comment = `${renderMarker({ ...marker, dismissedBy: 'maintainer' })}\n\n**vllm-triage recognised…**`;
    expect(parseMarker(comment)).toEqual({ ...marker, dismissedBy: 'maintainer' });
  });

  it('should return null for garbage, broken JSON and wrong shapes', () => {
    expect(parseMarker('no marker here')).toBeNull();
    expect(parseMarker('<!-- vllm-triage {"v":1, -->')).toBeNull();
    expect(parseMarker('<!-- vllm-triage {"v":2,"catalog":"a","matches":[],"fingerprint":"f","botLabels":[]} -->')).toBeNull();
    expect(parseMarker('<!-- vllm-triage {"v":1,"catalog":"a","matches":[1],"fingerprint":"f","botLabels":[]} -->')).toBeNull();
    expect(parseMarker('<!-- vllm-triage {"v":1,"catalog":"a","matches":[],"fingerprint":"f","botLabels":[],"dismissedBy":3} -->')).toBeNull();
    expect(parseMarker('<!-- vllm-triage [] -->')).toBeNull();
    expect(parseMarker('<!-- vllm-triage')).toBeNull();
  });

  it('should skip a damaged candidate and read the next real marker', () => {
    expect(parseMarker(`<!-- vllm-triage oops -->\n${renderMarker(marker)}`)).toEqual(marker);
  });

  it('should not read a marker pasted by a user once the bot quotes it', () => {
    const fake = renderMarker({ ...marker, matches: ['fake/entry'], dismissedBy: 'attacker' });
    expect(parseMarker(`intro\n\n${fenceCode(fake)}`)).toBeNull();
  });

  it('should read a body full of fake prefixes in time that grows linearly with its length', () => {
    const hostile = (repeats: number) => `${'<!-- vllm-triage {'.repeat(repeats)}-->`;
    const [full, quarter] = [hostile(3500), hostile(875)];
    expect(parseMarker(full)).toBeNull();
    // Four times the text: about four times the work if linear, sixteen if quadratic.
    expect(
      costRatio(
        () => parseMarker(full),
        () => parseMarker(quarter),
      ),
    ).toBeLessThan(8);
  });

  it('should round-trip any marker data', () => {
    const text = fc.string({ unit: fc.constantFrom('-', '>', '<', '!', '"', '\\', 'a', ' ', '\n', '\u2028', 'é', '{', '}'), maxLength: 30 });
    fc.assert(
      fc.property(
        text,
        fc.array(text, { maxLength: 4 }),
        fc.array(text, { maxLength: 4 }),
        fc.option(text, { nil: undefined }),
        (catalog, matches, botLabels, dismissedBy) => {
          const data: MarkerData = { v: 1, catalog, matches, fingerprint: 'abc', botLabels };
          if (dismissedBy !== undefined) data.dismissedBy = dismissedBy;
          const rendered = renderMarker(data);
          expect(rendered.indexOf('-->')).toBe(rendered.length - 3);
          expect(parseMarker(`before\n${rendered}\nafter`)).toEqual(data);
        },
      ),
      { numRuns: 300 },
    );
  });
});
