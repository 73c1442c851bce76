// The headline's confidence for an entry raised outside vLLM: an exception matches "the exception and its
// code"; a logged message alone (a store client's ERROR line) has no exception to speak of.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const fenced = (...lines: string[]): string => ['```', ...lines, '```'].join('\n');

describe("the words for a match of another project's error", () => {
  it('should call a logged message a logged message', () => {
    const body = fenced('E1103 04:05:06.789012 4242 client.cpp:310] Put operation failed with error: RPC_FAIL');
    const comment = triage({ title: 'Mooncake store put fails under load with MooncakeStoreConnector', body }).comment ?? '';
    expect(comment).toContain("the whole logged message matches the raising project's own");
    expect(comment).not.toContain('the exception and its code');
  });

  it('should keep the exception words for an exception line', () => {
    const comment = triage({ title: 'NIXL transfer fails on decode', body: fenced('nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND') }).comment ?? '';
    expect(comment).toContain("the exception and its code match the library's own error");
  });
});
