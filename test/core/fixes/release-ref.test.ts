// The tag or commit of a reporter's vLLM version: a release's tag, a development build's commit, nothing when unsure.
import { describe, expect, it } from 'vitest';
import { releaseRefOf } from '../../../src/core/fixes/release-ref.js';

describe('releaseRefOf', () => {
  it.each([
    ['0.26.0', { kind: 'tag', ref: 'v0.26.0' }],
    ['v0.26.0', { kind: 'tag', ref: 'v0.26.0' }],
    ['0.11.1rc2', { kind: 'tag', ref: 'v0.11.1rc2' }],
    ['0.6.4.post1', { kind: 'tag', ref: 'v0.6.4.post1' }],
    ['0.26.0+cu128', { kind: 'tag', ref: 'v0.26.0' }],
    ['0.27.1.dev12+g1a2b3c4d', { kind: 'commit', ref: '1a2b3c4d' }],
    ['0.1.dev1+gdeadbeefcafe', { kind: 'commit', ref: 'deadbeefcafe' }],
    ['0.28.1rc1.dev45+g0123abcd.d20260901', { kind: 'commit', ref: '0123abcd' }],
  ])('%s → %j', (version, ref) => {
    expect(releaseRefOf(version)).toEqual(ref);
  });

  it.each([null, '', 'latest', 'main', '0.28.1rc1.dev', '0.27.1.dev12', '0.26', '0.26.0+gzz', '0.26.0+g12ab'])('%j names no ref', (version) => {
    expect(releaseRefOf(version)).toBeNull();
  });
});
