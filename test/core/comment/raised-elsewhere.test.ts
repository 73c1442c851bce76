// Comments about messages vLLM does not raise, code vLLM's pin does not hold, a title's exception and a version the
// reporter found working: each says only what is true of it.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import { firstScreen } from '../../support/build/comment-screen.js';

const mpTimeout = [
  '```',
  '(EngineCore pid=12)   File "/opt/venv/lib/python3.12/site-packages/lmcache/integration/vllm/vllm_multi_process_adapter.py", line 870, in _send_register_kv_caches_request',
  '(EngineCore pid=12)     raise ConnectionError(',
  '(EngineCore pid=12) ConnectionError: LMCache server did not respond to register_kv_caches within 120.0s. Is the server running?',
  '```',
].join('\n');

describe('where a message comes from', () => {
  it('should name the library that raises a message vLLM does not raise on line 1, and never say vLLM raised it', () => {
    const comment = triage({ title: 'vLLM hangs at start with an LMCache server', body: mpTimeout }).comment ?? '';
    expect(firstScreen(comment)).toContain("(raised by LMCache's multi-process adapter `vllm_multi_process_adapter.py`, which `LMCacheMPConnector` calls)");
    expect(comment).not.toContain('Raised in `LMCacheMPConnectorUpstream');
    expect(comment).toContain("vLLM's side of it: `LMCacheMPConnectorUpstream.register_kv_caches`");
    // The adapter's frames name LMCache's package, not LMCacheConnectorV1.
    expect(comment).not.toContain('`LMCacheConnectorV1`');
  });

  it('should not claim the pinned source holds a message known only from reports of a later vLLM, nor cite the issue itself', () => {
    const body = [
      '```',
      '(EngineCore pid=5) ERROR 01-02 03:04:05 [core.py:900]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 424, in _apply_current_save_block_ids',
      '(EngineCore pid=5) ERROR 01-02 03:04:05 [core.py:900] AssertionError: Missing current block table for store request cmpl-9',
      '```',
    ].join('\n');
    const comment = triage({ title: 'store assert', body }, { issueNumber: 54870 }).comment ?? '';
    expect(firstScreen(comment)).toContain('matches the message as reported from vLLM `main` (it is not in the source vllm-triage pins)');
    expect(comment).not.toContain("the whole message matches vLLM's source");
    // The issue is never cited as related to itself, nor named as "this issue" in the entry's own words.
    expect(comment).not.toContain('(this issue)');
    expect(comment).not.toContain('This issue (open)');
    expect(comment).not.toContain('issues/54870');
  });

  it('should not take an exception named only in the title for the end of a traceback the body cuts off', () => {
    const body = [
      '```',
      '  File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/lmcache_connector.py", line 47, in __init__',
      '    self.engine = init_lmcache_engine(config.model_config,',
      '  File "/usr/local/lib/python3.12/dist-packages/lmcache/integration/vllm/vllm_adapter.py", line 111, in init_lmcache_engine',
      '    engine = LMCacheEngineBuilder.get_or_create(ENGINE_NAME, config, metadata,',
      '```',
    ].join('\n');
    const plan = triage({ title: "TypeError: 'model_config'", body });
    // Routed to LMCache, but no short comment claims the title's TypeError was raised in init_lmcache_engine.
    expect(plan.report.labels.length).toBeGreaterThan(0);
    expect(plan.comment ?? '').not.toContain('was raised in');
  });

  it('should leave out pinning a matching version pair when the reporter found a version without the problem, and say where they said it', () => {
    const body = [
      '```',
      'File "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py", line 134, in build_connector_meta',
      '  File "lmcache/integration/vllm/vllm_v1_adapter.py", line 950, in build_connector_meta',
      "AttributeError: 'list' object has no attribute 'req_ids'",
      '```',
      'vllm version: 0.9.1',
      'lmcache: 0.3.2',
      'With lmcache 0.3.1 the crash goes away.',
    ].join('\n');
    const screen = firstScreen(triage({ title: 'crash in build_connector_meta', body }).comment);
    expect(screen).toContain('**You found:** `With lmcache 0.3.1 the crash goes away.` (in the description)');
    expect(screen).not.toContain('Install an `lmcache` release made for your vLLM version');
    expect(screen).not.toMatch(/\(line \d+\)/);
  });

  it("should keep what an action adds after 'Follow #N.' on issue N itself, link no line of a branch, and name no placeholder request id", () => {
    const body = [
      '```',
      '(EngineCore pid=5) ERROR 01-02 03:04:05 [core.py:900]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 424, in _apply_current_save_block_ids',
      '(EngineCore pid=5) ERROR 01-02 03:04:05 [core.py:900] AssertionError: Missing current block table for store request chatcmpl-xxx',
      '```',
    ].join('\n');
    const comment = triage({ title: 'store assert', body }, { issueNumber: 54870 }).comment ?? '';
    // "Follow #54870." is dropped on #54870; the pull requests the action names after it stay.
    expect(comment).toContain('which proposed warning and dropping the request instead, was closed');
    expect(comment).not.toMatch(/Follow (this issue|#54870)/);
    expect(comment).not.toMatch(/blob\/main\/[^)]*#L\d/);
    expect(comment).not.toContain('request `chatcmpl-xxx`');
  });

  it('should say why a working version pair fits when the entry knows it', () => {
    const body = [
      '```',
      '  File "lmcache/integration/vllm/vllm_v1_adapter.py", line 950, in build_connector_meta',
      "AttributeError: 'list' object has no attribute 'req_ids'",
      '```',
      'vllm version: 0.9.1',
      'With lmcache 0.3.1 the crash goes away.',
    ].join('\n');
    const screen = firstScreen(triage({ title: 'crash in build_connector_meta', body }).comment);
    expect(screen).toContain('That fits this error');
    expect(screen).toContain('vllm-project/vllm#20232');
  });
});

describe("a library's error reached through another connector", () => {
  const body = [
    'Serving with LMCache and its Mooncake backend, puts fail after a while:',
    '```',
    '[2025-03-04 10:11:12,345] LMCache INFO: Storing KV cache for 512 out of 512 tokens for request cmpl-7 (vllm_v1_adapter.py:640:lmcache.integration.vllm.vllm_v1_adapter)',
    'E0304 10:11:13.100200 4411 client.cpp:503] Failed to end put operation: RPC_FAIL',
    'E0304 10:11:13.100300 4411 store_py.cpp:1036] Put operation failed with error: RPC_FAIL',
    '```',
  ].join('\n');

  it("should link no vLLM function as the caller when the thread runs another connector than the catalog's caller", () => {
    const comment = triage({ title: 'mooncake put fails under lmcache', body }).comment ?? '';
    expect(comment).toContain('Put operation failed');
    expect(comment).not.toContain("vLLM's side of it");
    expect(comment).not.toContain('store/worker.py');
    expect(comment).toContain("The caller here is not vLLM's `MooncakeStoreConnector`");
    expect(comment).toContain('`LMCacheConnectorV1` running');
    // The pasted lines show RPC_FAIL: the action for it leads, the one for a failed write to a replica is left out.
    expect(firstScreen(comment)).toContain('1. For `RPC_FAIL` without `invalid rpc arg`');
    expect(comment).not.toContain('For `TRANSFER_FAIL`: read');
  });

  it("should keep vLLM's caller when the thread shows that connector itself", () => {
    const withConfig = `${body}\n\n--kv-transfer-config '{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}'`;
    const comment = triage({ title: 'mooncake put fails', body: withConfig.replace(/LMCache INFO.*\n/, 'x\n') }).comment ?? '';
    expect(comment).not.toContain("The caller here is not vLLM's");
    expect(comment).toContain("vLLM's side of it: `MooncakeStoreWorker.__init__`");
  });
});

describe("a library's error where vLLM's connector is not shown", () => {
  const mountFailure = [
    'P/D with a Mooncake pool on 4 nodes, start-up fails now and then:',
    '```',
    'E1112 08:01:02.000100 7001 master_client.cpp:146] RPC call failed: Connection timed out',
    'E1112 08:01:02.000200 7001 client.cpp:310] Failed to mount segment: RPC_FAIL',
    '```',
  ].join('\n');

  it("should link no vLLM caller on vllm-ascend's tracker when the thread shows no vLLM connector of its own", () => {
    const comment = triage({ title: 'PD start-up fails', body: mountFailure, repository: 'vllm-project/vllm-ascend' }).comment ?? '';
    expect(comment).toContain('Failed to mount segment');
    expect(comment).not.toContain("vLLM's side of it");
    expect(comment).toContain("This thread does not show vLLM's `MooncakeStoreConnector` itself");
    // A P/D word says some connector runs, not which: no connector is listed as seen.
    expect(comment).not.toContain('Connectors seen in this issue');
  });

  it("should keep vLLM's caller on vLLM's tracker", () => {
    const comment = triage({ title: 'PD start-up fails', body: mountFailure, repository: 'vllm-project/vllm' }).comment ?? '';
    expect(comment).toContain("vLLM's side of it");
  });
});
