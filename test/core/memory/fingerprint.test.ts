import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../../src/core/memory/fingerprint.js';

describe('fingerprint', () => {
  it('should give the published FNV-1a 64 values as 16 hex characters', () => {
    expect(fingerprint('')).toBe('cbf29ce484222325');
    expect(fingerprint('a')).toBe('af63dc4c8601ec8c');
    expect(fingerprint('foobar')).toBe('85944171f73967e8');
  });

  it('should hash the UTF-8 bytes, so the same text always gives the same value', () => {
    expect(fingerprint('Préemption ✓ 🙂')).toBe(fingerprint('Préemption ✓ 🙂'));
    expect(fingerprint('é')).not.toBe(fingerprint('e'));
    expect(fingerprint('é')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('should keep the values markers already carry (multi-byte UTF-8, a lone surrogate as U+FFFD)', () => {
    // Computed with the earlier BigInt implementation: a comment posted before the change keeps its fingerprint.
    expect(fingerprint('é')).toBe('0ac21707b7181e01');
    expect(fingerprint('Préemption ✓ 🙂')).toBe('81dc15d37da969ac');
    expect(fingerprint('\ud800')).toBe('6f6d661b9658624a');
    expect(fingerprint('\ufffd')).toBe('6f6d661b9658624a');
  });

  it('should change when one character of a comment changes', () => {
    expect(fingerprint('- [ ] ask')).not.toBe(fingerprint('- [x] ask'));
  });
});
