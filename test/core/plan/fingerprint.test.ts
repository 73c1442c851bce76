import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../../src/core/plan/fingerprint.js';

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

  it('should change when one character of a comment changes', () => {
    expect(fingerprint('- [ ] ask')).not.toBe(fingerprint('- [x] ask'));
  });
});
