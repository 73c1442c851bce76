// `explain` for the entries where reports are: each by its id and by a message as a reporter pastes it, with or without its final punctuation.
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import { punctuationVariants, resolveExplainQuery } from '../../../src/core/explain/resolve.js';

const catalog = defaultCatalog();
const resolvedId = (query: string): string | null => {
  const resolution = resolveExplainQuery(query, catalog);
  return resolution.kind === 'entry' ? resolution.entry.id : null;
};

/** Each new entry, and messages a reporter would paste for it (our own, in the shapes the logs print). */
const CASES: [string, string[]][] = [
  [
    'offloading/cannot-store',
    [
      'Request chatcmpl-1b2c-9f8e7d6c: cannot store chunks',
      'WARNING 05-19 06:33:50 [scheduler.py:985] Request cmpl-41af-0: cannot store blocks',
      'Cannot store 12 blocks',
    ],
  ],
  [
    'nixl/handshake-failed-legacy',
    [
      'ERROR 10-14 09:12:03 [nixl_connector.py:1177] Handshake with 3a7c1e52-9d0b failed',
      'Handshake failed for request cmpl-7f3e-0, marking blocks as invalid',
    ],
  ],
  [
    'lmcache/cached-request-data-mismatch',
    ["AttributeError: 'list' object has no attribute 'req_ids'", "TypeError: 'CachedRequestData' object is not iterable"],
  ],
  ['p2p-nccl/request-id-without-address', ['ValueError: Request id cmpl-9c2d41f0-0 does not contain hostname and port']],
  [
    'lmcache/mp-server-did-not-respond',
    [
      'ConnectionError: LMCache server did not respond to register_kv_caches within 300.0s. Is the server running?',
      'LMCache server did not respond to register_kv_caches within 45.5s. Is the server running',
      '(EngineCore pid=77) ConnectionError: LMCache server did not respond to register_kv_caches within 900.0s. Is the server running?',
    ],
  ],
  [
    'mooncake/not-available',
    [
      'WARNING 08-11 02:14:55 [mooncake_connector.py:72] Please install mooncake by following the instructions at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md to run VLLM with MooncakeTransferEngine.',
    ],
  ],
];

describe('explain: the entries where reports are', () => {
  for (const [id, messages] of CASES) {
    it(`should resolve ${id} by its id and by its messages`, () => {
      expect(resolvedId(id)).toBe(id);
      for (const message of messages) expect(resolvedId(message), message).toBe(id);
    });
  }

  it('should resolve a message pasted without its final period, or with one it does not have', () => {
    expect(resolvedId('Mooncake Transfer Engine initialization failed')).toBe('mooncake/transfer-engine-init-failed');
    expect(resolvedId('Mooncake Transfer Engine initialization failed.')).toBe('mooncake/transfer-engine-init-failed');
    expect(resolvedId('Request cmpl-1-0: cannot store chunks.')).toBe('offloading/cannot-store');
    // A template that ends in a question mark, pasted without it or with a period instead.
    const mp = 'LMCache server did not respond to register_kv_caches within 60.0s. Is the server running';
    expect(resolvedId(`${mp}?`)).toBe('lmcache/mp-server-did-not-respond');
    expect(resolvedId(mp)).toBe('lmcache/mp-server-did-not-respond');
    expect(resolvedId(`${mp}.`)).toBe('lmcache/mp-server-did-not-respond');
    expect(resolvedId('LMCache server did not respond to register_kv_caches within 60.0s')).toBeNull();
  });

  it('should try the line as pasted, without its final punctuation, and with one period or question mark', () => {
    expect(punctuationVariants('  failed.  ')).toEqual(['failed.', 'failed', 'failed?']);
    expect(punctuationVariants('failed')).toEqual(['failed', 'failed.', 'failed?']);
    expect(punctuationVariants('running?')).toEqual(['running?', 'running', 'running.']);
    expect(punctuationVariants('...')).toEqual(['...']);
    expect(punctuationVariants('?!')).toEqual(['?!']);
  });
});
