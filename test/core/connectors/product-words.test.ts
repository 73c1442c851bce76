import { describe, expect, it } from 'vitest';
import { scanProductWords } from '../../../src/core/connectors/recognisers/product-words.js';

const families = (text: string, isTitle = false): string[] => scanProductWords(text, isTitle).map((word) => word.identity.family);

describe('scanProductWords', () => {
  it('should read product words in any case and with any separator', () => {
    expect(families('[NIXL] handshake fails')).toEqual(['nixl']);
    expect(families('lmcache 0.3.9 with LM Cache server')).toEqual(['lmcache']);
    expect(families('the mooncake-store master restarts')).toEqual(['mooncake-store']);
    expect(families('MooncakeStore put fails')).toEqual(['mooncake-store']);
    expect(families('p2p nccl proxy')).toEqual(['p2p-nccl']);
    expect(families('multi-connector with two children')).toEqual(['multi']);
  });

  it('should read the longest word once: a mooncake store is not also a mooncake connector', () => {
    expect(scanProductWords('Mooncake store crashes').map((word) => word.text)).toEqual(['Mooncake store']);
  });

  it('should read KV offloading however it is spelt, and never weight offloading', () => {
    expect(families('kv_cache_offloadig crashes')).toEqual(['offloading']);
    expect(families('Gemma KVCache CPU offloading broken')).toEqual(['offloading']);
    expect(families('with --cpu-offload-gb 24 the model loads')).toEqual([]);
    expect(families('CPU offload not working for vllm serve')).toEqual([]);
  });

  it('should not read a word inside a longer word', () => {
    expect(families('nixlbench and lmcached and moonshot')).toEqual([]);
    expect(families('see lmcache_ascend/ops.py')).toEqual(['lmcache']);
  });

  it('should name nothing in a sentence that says the connector is not in use', () => {
    expect(families('LMCache and NIXL are installed but unused.')).toEqual([]);
    expect(families('Prefix caching works; KV offloading is not enabled.')).toEqual([]);
    expect(families('LMCache is not used here. NIXL handshake fails.')).toEqual(['nixl']);
  });

  it('should read P/D disaggregation as some connector, and a bare PD only in a title', () => {
    expect(families('P/D disaggregation hangs')).toEqual(['other-connector']);
    expect(families('PD example TP crash', true)).toEqual(['other-connector']);
    expect(families('PD example TP crash')).toEqual([]);
  });

  it('should stay bounded on a storm of negated words', () => {
    const storm = 'lmcache unused. '.repeat(4000);
    expect(families(storm)).toEqual([]);
  });
});
