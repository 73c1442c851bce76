import { describe, expect, it } from 'vitest';
import { connectorFamily, identifyConnectors, type ConnectorInput } from '../../../src/core/connectors/connectors.js';
import type { Block, Frame, LogLine, TextSource, Traceback } from '../../../src/core/extract/types.js';
import type { Match } from '../../../src/core/match/types.js';
import type { KvTransferConfig } from '../../../src/core/signals/types.js';
import { costRatio } from '../../support/cost-ratio.js';
import { benignWindow } from '../../support/hostile-kinds.js';
import { frame, traceback as buildTraceback } from '../../support/build/tracebacks.js';
import { codeBlock } from '../../support/build/threads.js';

const body: TextSource = { kind: 'body', id: 0, author: null };

function input(parts: Partial<ConnectorInput>): ConnectorInput {
  return { lines: [], tracebacks: [], errorLines: [], matches: [], kvTransferConfigs: [], blocks: [], ...parts };
}

function traceback(files: [string, string][], exception: { type: string; message: string } | null = null): Traceback {
  const frames: Frame[] = files.map(([file, fn], i) => frame(file, 100 + i, fn));
  return buildTraceback(exception?.type ?? null, exception?.message, { frames, truncated: false, line: 7 });
}

function logLine(text: string, logFile: string | null, logLine: number | null, line = 3): LogLine {
  return { text, line, process: 'Worker_TP0', level: 'ERROR', timestamp: '08-14 10:00:00', logFile, logLine, block: 0, source: body };
}

function block(text: string, section: string | null = '🐛 Describe the bug', startLine = 10): Block {
  return codeBlock(text, { kind: 'text', startLine, section });
}

function config(kvConnector: string, raw: string): KvTransferConfig {
  return { kvConnector, kvRole: 'kv_both', raw, line: 4, source: body };
}

const SITE = '/usr/local/lib/python3.12/site-packages';

describe('identifyConnectors', () => {
  it('should tell the Mooncake store from the P2P Mooncake connector by the frame path', () => {
    const found = identifyConnectors(
      input({
        tracebacks: [
          traceback([[`${SITE}/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py`, 'build_connector_meta']]),
          traceback([[`${SITE}/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py`, '__init__']]),
        ],
      }),
    );
    expect(found.map((c) => [c.name, c.family])).toEqual([
      ['MooncakeStoreConnector', 'mooncake-store'],
      ['MooncakeConnector', 'mooncake'],
    ]);
    expect(found[0]?.evidence[0]).toEqual({
      kind: 'connector-code',
      text: `${SITE}/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py in build_connector_meta`,
      line: 7,
    });
  });

  it('should read the connector from a log prefix file name', () => {
    const found = identifyConnectors(input({ lines: [logLine('Handshake with engine e1 failed', 'nixl_connector.py', 548)] }));
    expect(found).toEqual([
      { name: 'NixlConnector', family: 'nixl', tier: 'implicated', evidence: [{ kind: 'connector-log', text: '[nixl_connector.py:548]', line: 3 }] },
    ]);
  });

  it('should read the NIXL library from its error codes in a log line', () => {
    const found = identifyConnectors(input({ lines: [logLine('nixlBackendError: remote failure: NIXL_ERR_REMOTE_DISCONNECT', 'core.py', 900)] }));
    expect(found.map((c) => [c.name, c.evidence[0]?.kind, c.evidence[0]?.text])).toEqual([['NixlConnector', 'library-code', 'NIXL_ERR_REMOTE_DISCONNECT']]);
  });

  it('should read Mooncake from its transfer engine log lines, and credit them to the Mooncake connector named', () => {
    const engineLine = logLine('E1130 10:00:00.000000 4242 transfer_metadata.cpp:991] Local segment descriptor not found', null, null, 8);
    expect(identifyConnectors(input({ lines: [engineLine] })).map((c) => [c.name, c.family, c.evidence[0]?.text])).toEqual([
      ['Mooncake transfer engine', 'mooncake', 'transfer_metadata.cpp:991'],
    ]);
    const withStore = identifyConnectors(input({ lines: [engineLine], blocks: [block('We use MooncakeStoreConnector for offload.')] }));
    expect(withStore.map((c) => [c.name, c.evidence.map((e) => e.kind)])).toEqual([['MooncakeStoreConnector', ['class-name', 'library-code']]]);
  });

  it('should not read a connector from log files several places share', () => {
    expect(identifyConnectors(input({ lines: [logLine('x', 'scheduler.py', 12), logLine('y', 'core.py', 1346)] }))).toEqual([]);
  });

  it('should take the connector of a kv_transfer_config, and the children of a MultiConnector', () => {
    const raw =
      '{"kv_connector":"MultiConnector","kv_role":"kv_both","kv_connector_extra_config":{"connectors":[{"kv_connector":"NixlConnector"},{"kv_connector":"OffloadingConnector"}]}}';
    const found = identifyConnectors(input({ kvTransferConfigs: [config('MultiConnector', raw)] }));
    expect(found.map((c) => c.family)).toEqual(['multi', 'nixl', 'offloading']);
    expect(found.every((c) => c.evidence.every((e) => e.kind === 'config'))).toBe(true);
  });

  it('should recognise the package frames of NIXL and Mooncake', () => {
    const found = identifyConnectors(
      input({
        tracebacks: [
          traceback([[`${SITE}/nixl/_api.py`, 'transfer']], { type: 'nixl._bindings.nixlBackendError', message: 'NIXL_ERR_BACKEND' }),
          traceback([[`${SITE}/mooncake/store/__init__.py`, 'setup']]),
        ],
      }),
    );
    expect(found.map((c) => [c.family, c.tier])).toEqual([
      ['nixl', 'implicated'],
      ['mooncake-store', 'implicated'],
    ]);
    expect(found[0]?.evidence.map((e) => e.text)).toContain('nixl._bindings.nixlBackendError');
  });

  it('should take LMCache for the connector and NIXL and the Mooncake store, seen only through their packages, for its backends', () => {
    const found = identifyConnectors(
      input({
        tracebacks: [
          traceback([['lmcache/integration/vllm/vllm_v1_adapter.py', 'build_connector_meta']]),
          traceback([[`${SITE}/nixl/_api.py`, 'transfer']], { type: 'nixl._bindings.nixlBackendError', message: 'NIXL_ERR_BACKEND' }),
          traceback([[`${SITE}/mooncake/store/__init__.py`, 'setup']]),
        ],
      }),
    );
    expect(found.map((c) => [c.family, c.tier, c.backends])).toEqual([['lmcache', 'implicated', ['NixlConnector', 'Mooncake (package)']]]);
  });

  it("should take LMCache's multi-process adapter for LMCacheMPConnector, not LMCacheConnectorV1", () => {
    const found = identifyConnectors(
      input({ tracebacks: [traceback([[`${SITE}/lmcache/integration/vllm/vllm_multi_process_adapter.py`, '_send_register_kv_caches_request']])] }),
    );
    expect(found.map((c) => [c.name, c.family, c.tier])).toEqual([['LMCacheMPConnector', 'lmcache', 'implicated']]);
  });

  it('should keep a store connector of its own when its vLLM connector code shows next to LMCache', () => {
    const found = identifyConnectors(
      input({
        tracebacks: [
          traceback([['lmcache/integration/vllm/vllm_v1_adapter.py', 'build_connector_meta']]),
          traceback([[`${SITE}/vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py`, 'add_remote_agent']]),
        ],
      }),
    );
    expect(found.map((c) => c.family).sort()).toEqual(['lmcache', 'nixl']);
  });

  it('should not take a checkout folder named like a connector package for a package frame', () => {
    const found = identifyConnectors(
      input({
        tracebacks: [traceback([['/root/Mooncake/build/.venv/lib/python3.12/site-packages/vllm/v1/worker/gpu_worker.py', 'execute_model']])],
      }),
    );
    expect(found).toEqual([]);
  });

  it('should say a connector is in use but not which when only shared connector code is on the stack', () => {
    const found = identifyConnectors(
      input({
        tracebacks: [traceback([[`${SITE}/vllm/v1/worker/kv_connector_model_runner_mixin.py`, '_get_kv_connector_output']])],
      }),
    );
    expect(found.map((c) => c.family)).toEqual(['other-connector']);
  });

  it('should find class names and connector file names in the bug description and the title', () => {
    const found = identifyConnectors(
      input({
        blocks: [block('The crash is in MooncakeStoreConnectorMetadata handling, see the dump.\nIt does not happen with NixlConnector.')],
        title: '[Bug]: AssertionError in offloading_connector during update_state_after_alloc',
      }),
    );
    expect(found.map((c) => [c.name, c.evidence[0]?.text, c.evidence[0]?.line])).toEqual([
      ['MooncakeStoreConnector', 'MooncakeStoreConnectorMetadata', 10],
      ['NixlConnector', 'NixlConnector', 11],
      ['OffloadingConnector', 'title: offloading_connector', 0],
    ]);
  });

  it('should know the removed P2pNcclConnector and the renamed SharedStorageConnector', () => {
    const found = identifyConnectors(input({ blocks: [block('kv_connector=SharedStorageConnector works, P2pNcclConnector hangs')] }));
    expect(found.map((c) => c.family)).toEqual(['shared-storage', 'p2p-nccl']);
  });

  it('should claim nothing from an environment section or a pasted collect_env dump', () => {
    const env = [
      'Collecting environment information...',
      '==============================',
      'vLLM Version                 : 0.26.0',
      '[pip3] lmcache==0.3.1',
      '[pip3] nixl==0.4.0',
      'VLLM_MOONCAKE_BOOTSTRAP_PORT=8998 MultiConnector NixlConnector',
    ].join('\n');
    expect(identifyConnectors(input({ blocks: [block(env, 'Your current environment'), block(env, null)] }))).toEqual([]);
  });

  it('should put a connector with a frame before one only named in prose', () => {
    const found = identifyConnectors(
      input({
        blocks: [block('We also run LMCacheConnectorV1 on the other node.')],
        tracebacks: [traceback([[`${SITE}/vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py`, '_nixl_handshake']])],
      }),
    );
    expect(found.map((c) => c.name)).toEqual(['NixlConnector', 'LMCacheConnectorV1']);
  });

  it('should take the connector of a match, and skip shared code', () => {
    const match = (connector: string): Match => ({
      id: `${connector}/x`,
      connector,
      confidence: 'exact',
      curated: false,
      title: 't',
      template: null,
      captures: {},
      source: { path: 'vllm/distributed/kv_transfer/kv_connector/factory.py', function: 'f', line: 1, commit: 'c', url: 'u' },
      evidence: { kind: 'error-line', index: 0, line: 5, text: 'x' },
    });
    const found = identifyConnectors(input({ matches: [match('mooncake_store'), match('kv_connector(factory)')] }));
    expect(found.map((c) => [c.name, c.evidence[0]?.kind])).toEqual([['MooncakeStoreConnector', 'known-error']]);
  });

  it('should cost no more than ten times benign text of the same size on a long hostile body', () => {
    const hostile = 'NixlConnecto'.repeat(5000) + 'offloading_connecto_'.repeat(1000);
    const benign = benignWindow(hostile.length);
    const about = (text: string) => input({ blocks: [block(text)], title: text.slice(0, 300) });
    const [hostileInput, benignInput] = [about(hostile), about(benign)];
    const ratio = costRatio(
      () => identifyConnectors(hostileInput),
      () => identifyConnectors(benignInput),
    );
    expect(ratio).toBeLessThan(10);
  });
});

describe('connectorFamily', () => {
  it('should map registered names, index keys and family keys to families', () => {
    const table: [string, string][] = [
      ['MooncakeStoreConnector', 'mooncake-store'],
      ['mooncake_store', 'mooncake-store'],
      ['MooncakeConnector', 'mooncake'],
      ['NixlPushConnector', 'nixl'],
      ['LMCacheMPConnector', 'lmcache'],
      ['ExampleConnector', 'shared-storage'],
      ['P2pNcclConnector', 'p2p-nccl'],
      ['offloading', 'offloading'],
      ['multi', 'multi'],
      ['MoRIIOConnector', 'other-connector'],
      ['nixl', 'nixl'],
    ];
    for (const [given, expected] of table) expect(connectorFamily(given), given).toBe(expected);
  });
});

describe('identifyConnectors — connector code by the shape of its path', () => {
  it('should read a fork or port by its folder or its <family>_<variant>_connector.py file, in any package', () => {
    const of = (file: string, fn: string) => identifyConnectors(input({ tracebacks: [traceback([[file, fn]])] })).map((c) => [c.family, c.tier]);
    expect(of('/opt/venv/lib/python3.11/site-packages/lmcache_ascend/v1/npu_connector.py', 'put')).toEqual([['lmcache', 'implicated']]);
    expect(of('/work/sglang/python/sglang/srt/disaggregation/nixl/conn.py', 'transfer_worker')).toEqual([['nixl', 'implicated']]);
    expect(of('/usr/local/lib/python3.11/site-packages/vllm_ascend/distributed/kv_pool/cpu_offload_connector.py', 'save')).toEqual([
      ['offloading', 'implicated'],
    ]);
    expect(of('/site-packages/vllm_omni/distributed/kv_transfer_manager.py', 'bind')).toEqual([['other-connector', 'implicated']]);
  });

  it('should not take a checkout folder or vLLM’s own shared KV-transfer files for connector code', () => {
    const found = identifyConnectors(
      input({
        tracebacks: [
          traceback([['/root/Mooncake/build/.venv/lib/python3.12/site-packages/vllm/v1/worker/gpu_worker.py', 'execute_model']]),
          traceback([['/usr/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_transfer_state.py', 'get_kv_transfer_group']]),
        ],
      }),
    );
    expect(found.map((c) => c.name)).toEqual(['KV connector (not identified)']);
  });

  it('should read a connector library from a native stack frame of its shared objects', () => {
    const line = logLine(
      ' 0  /venv/lib/python3.12/site-packages/nixl/../.nixl.mesonpy.libs/./../nixl.libs/libucs-36b9ef61.so.0.0.0(ucs_handle_error+0x304) [0x7ff41b1ad074]',
      null,
      null,
      9,
    );
    expect(identifyConnectors(input({ lines: [line] })).map((c) => [c.family, c.evidence[0]?.kind])).toEqual([['nixl', 'library-code']]);
  });

  it('should read the family of an unregistered connector class from its name', () => {
    const found = identifyConnectors(input({ kvTransferConfigs: [config('DynamoNixlConnector', '{"kv_connector":"DynamoNixlConnector"}')] }));
    expect(found.map((c) => [c.name, c.family, c.tier])).toEqual([['DynamoNixlConnector', 'nixl', 'configured']]);
  });
});
