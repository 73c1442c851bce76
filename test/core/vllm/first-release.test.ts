// The first release known to contain a pull request: from the history index's release cuts, never from dates.
import { describe, expect, it } from 'vitest';
import { firstReleaseWith, firstReleaseWords } from '../../../src/core/vllm/first-release.js';
import { HISTORY, type HistoryIndex, type HistoryRelease } from '../../../src/core/vllm/history.js';

const release = (name: string, lo: number, hi: number, patchOf?: string): HistoryRelease => ({
  name,
  lo,
  hi,
  date: null,
  commit: '0000000000',
  ...(patchOf === undefined ? {} : { patch_of: patchOf }),
});

const index = (prs: Record<string, number>): HistoryIndex => ({
  ...HISTORY,
  releases: [release('v1.0.0', 100, 110), release('v1.0.1', 100, 110, 'v1.0.0'), release('v1.1.0', 200, 230), release('pin', 300, 300)],
  prs,
});

describe('the first release with a pull request', () => {
  it('should name the first release cut after the merge, and the earlier line patches as unknown', () => {
    expect(firstReleaseWith(7, index({ 7: 150 }))).toEqual({ name: 'v1.1.0', patchesUnknown: ['v1.0.1'] });
  });

  it('should say nothing when a release cut straddles the merge, or none is cut after it', () => {
    expect(firstReleaseWith(7, index({ 7: 105 }))).toBeNull();
    expect(firstReleaseWith(7, index({ 7: 250 }))).toBeNull();
    expect(firstReleaseWith(8, index({ 7: 150 }))).toBeNull();
  });

  it('should name the very first release for a merge before every cut, with no patches', () => {
    expect(firstReleaseWith(7, index({ 7: 50 }))).toEqual({ name: 'v1.0.0', patchesUnknown: [] });
  });

  it('should name a patch release as unknown only to a reporter who runs it', () => {
    // #42554 is cut into v0.23.0; v0.22.1 is a patch of the line before it.
    expect(firstReleaseWords(42554, '0.22.1')).toBe(', which `v0.23.0` and later contain (whether `v0.22.1` carries it as a fix is not known)');
    expect(firstReleaseWords(42554, '0.21.0')).toBe(', which `v0.23.0` and later contain');
    expect(firstReleaseWords(42554, null)).toBe(', which `v0.23.0` and later contain');
  });
});
