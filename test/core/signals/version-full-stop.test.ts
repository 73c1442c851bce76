// A version that ends a sentence on its own line (`vLLM 0.9.1.`) is read without the full stop. Fixtures written here.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

describe("a sentence's full stop is no part of the version", () => {
  it.each([
    ['vLLM 0.9.1.\n\nIt crashes at start.', '0.9.1'],
    ['vllm 0.11.0.post1.', '0.11.0.post1'],
  ])('should read %j as %s', (body, version) => {
    expect(triage({ title: 'crash', body }).report.vllmVersion).toBe(version);
  });
});
