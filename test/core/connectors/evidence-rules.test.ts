// The evidence rules routing weighs, each on fixtures written here in its shape, with the case it must leave alone.
import { describe, expect, it } from 'vitest';
import { connectorOfPath } from '../../../src/core/connectors/recognisers/connector-paths.js';
import { connectorOfPathShape, isOutsideConnectorModules } from '../../../src/core/connectors/recognisers/path-patterns.js';
import { scanProductWords } from '../../../src/core/connectors/recognisers/product-words.js';
import { scanUnregisteredClassNames } from '../../../src/core/connectors/recognisers/mentions.js';
import { connectorOfConfigError } from '../../../src/core/connectors/recognisers/config-errors.js';
import { scanLibraryConfig } from '../../../src/core/connectors/recognisers/library-config.js';
import { isConnectorHookFrame } from '../../../src/core/connectors/recognisers/hooks.js';
import { readFailureStage } from '../../../src/core/connectors/failure-stage.js';
import type { Block, Traceback } from '../../../src/core/extract/types.js';
import type { FailureSignal } from '../../../src/core/signals/failure.js';

const SITE = '/opt/venv/lib/python3.12/site-packages';

describe('a path is connector code only where it is a connector’s module', () => {
  it('should not read examples, docs, tests or benchmarks as a connector’s code', () => {
    expect(isOutsideConnectorModules('examples/online_serving/lmcache/disagg/disagg_proxy_server.py')).toBe(true);
    expect(isOutsideConnectorModules('/home/me/vllm/tests/v1/kv_connector/unit/test_nixl_connector.py')).toBe(true);
    expect(connectorOfPath('/home/me/vllm/examples/others/lmcache/cpu_offload_lmcache.py')).toBeNull();
    expect(connectorOfPath('/home/me/vllm/tests/v1/kv_connector/unit/test_nixl_connector.py')).toBeNull();
    // A user's folder named `test` above the tree says nothing.
    expect(connectorOfPath('/work/test/vllm/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py')?.identity.name).toBe('NixlConnector');
  });

  it('should not take a user’s directory named like a library for the library’s package', () => {
    expect(connectorOfPathShape('/home/me/lmcache/run_bench.py')).toBeNull();
    expect(connectorOfPathShape('/data/nixl/client.py')).toBeNull();
    expect(connectorOfPathShape(`${SITE}/lmcache/v1/cache_engine.py`)?.identity.family).toBe('lmcache');
    expect(connectorOfPathShape('/workspace/LMCache/lmcache/utils.py')?.identity.family).toBe('lmcache');
    expect(connectorOfPathShape('/src/sglang/python/sglang/srt/disaggregation/nixl/conn.py')?.identity.family).toBe('nixl');
  });

  it('should read a plugin’s connector module of no known family under its distributed or KV folder', () => {
    expect(connectorOfPathShape(`${SITE}/vllm_ascend/distributed/quux_transfer_connector.py`)).toMatchObject({ kind: 'connector-code' });
    expect(connectorOfPathShape(`${SITE}/someplugin/kv_transfer/blob_connector_v1.py`)).toMatchObject({ kind: 'connector-code' });
    expect(connectorOfPathShape(`${SITE}/someplugin/distributed/ec_connector.py`)).toBeNull();
    expect(connectorOfPathShape(`${SITE}/aiohttp/connector.py`)).toBeNull();
    expect(connectorOfPathShape(`${SITE}/someplugin/stage/omni_connectors/shm_connector.py`)).toBeNull();
  });
});

describe('names as people write them', () => {
  it('should read a connector’s name written as one lower-case word, not CamelCase (the class-name scan’s)', () => {
    expect(scanProductWords('crash with mooncakeconnector on decode').map((word) => word.identity.name)).toEqual(['MooncakeConnector']);
    expect(scanProductWords('the lmcacheconnectorv1 path').map((word) => word.identity.name)).toEqual(['LMCacheConnectorV1']);
    expect(scanProductWords('We use MooncakeStoreConnector here')).toEqual([]);
    expect(scanProductWords('use PyNcclConnector or mooncakeConnector').map((word) => word.identity.name)).toEqual(['MooncakeConnector']);
  });

  it('should read a connector class vLLM does not register in a subject, and leave other connectors alone', () => {
    expect(scanUnregisteredClassNames('[Bug]: CPUOffloadingConnector do not work').map((mention) => mention.name)).toEqual(['CPUOffloadingConnector']);
    expect(scanUnregisteredClassNames('QuuxKVConnector and MooncakeConnectorV1').map((mention) => mention.name)).toEqual(['QuuxKVConnector']);
    expect(scanUnregisteredClassNames('aiohttp TCPConnector, SharedMemoryConnector, KVConnectorFactory')).toEqual([]);
  });

  it('should read a library’s own configuration keys, not a longer identifier that ends in one', () => {
    expect(scanLibraryConfig('max_local_cpu_size: 40\nchunk_size: 256').map((item) => item.identity.family)).toEqual(['lmcache']);
    expect(scanLibraryConfig('export MOONCAKE_CONFIG_PATH=/etc/mc.json').map((item) => item.identity.family)).toEqual(['mooncake']);
    expect(scanLibraryConfig('MY_max_local_cpu_size_X=1')).toEqual([]);
  });
});

describe('an argument or config error naming a connector', () => {
  it('should read the connector of a config error, registered or not', () => {
    expect(connectorOfConfigError('ValueError', 'Unsupported connector type: QuuxStoreConnectorV2')).toMatchObject({
      identity: { name: 'QuuxStoreConnectorV2' },
    });
    expect(connectorOfConfigError('KeyError', "'MooncakeConnectorV2'")?.identity.family).toBe('mooncake');
    expect(connectorOfConfigError(null, "vllm serve: error: argument --kv-transfer-config: invalid connector 'QuuxConnector'")).not.toBeNull();
  });

  it('should read nothing from other errors or other projects’ connectors', () => {
    expect(connectorOfConfigError('RuntimeError', 'Unsupported connector type: QuuxStoreConnectorV2')).toBeNull();
    expect(connectorOfConfigError('ValueError', 'TCPConnector: limit must be positive')).toBeNull();
    expect(connectorOfConfigError('aiohttp.client_exceptions.ClientConnectorError', 'Cannot connect to host')).toBeNull();
  });
});

describe('the connector API as a hook', () => {
  it('should take the connector API’s functions and the scheduler’s calls into it for hooks, not generic names', () => {
    expect(isConnectorHookFrame(`${SITE}/vllm/v1/core/sched/scheduler.py`, 'update_state_after_alloc')).toBe(true);
    expect(isConnectorHookFrame(`${SITE}/vllm/v1/core/sched/scheduler.py`, '_update_from_kv_xfer_finished')).toBe(true);
    expect(isConnectorHookFrame(`${SITE}/vllm/v1/core/sched/scheduler.py`, 'schedule')).toBe(false);
  });
});

describe('where the failure is', () => {
  const signal = (overrides: Partial<FailureSignal> = {}): FailureSignal => ({
    shown: true,
    finalException: null,
    explainedBy: null,
    locatedIn: null,
    ...overrides,
  });
  const source = { kind: 'body' as const, id: 0, author: null };
  const prose = (text: string): Block => ({ kind: 'text', text, startLine: 3, section: null, lang: null, source });
  const frames = (file: string, type: string): Traceback => ({
    exception: { type, message: 'x' },
    frames: [{ file, line: 1, function: 'f', code: null }],
    truncated: false,
    chain: { group: 0, position: 0, relation: 'first' },
    line: 5,
    processes: [],
    occurrences: 1,
    timestamp: null,
    source,
  });
  const thread = (tracebacks: Traceback[] = [], blocks: Block[] = []) => ({ tracebacks, errorLines: [], blocks });

  it('should put a failure elsewhere when another cause explains it, or it ends in a router, a proxy or an HTTP error', () => {
    const final = { type: 'ValueError', message: 'chat template is missing', line: 5 };
    expect(readFailureStage(signal({ explainedBy: 'a tokenizer error', finalException: final }), thread()).place).toBe('elsewhere');
    expect(readFailureStage(signal(), thread([frames('/app/examples/disagg_proxy_server.py', 'KeyError')])).place).toBe('elsewhere');
    expect(readFailureStage(signal(), thread([frames(`${SITE}/myapp/client.py`, 'httpx.HTTPStatusError')])).place).toBe('elsewhere');
    expect(readFailureStage(signal(), thread([frames(`${SITE}/vllm/v1/engine/core.py`, 'RuntimeError')])).place).toBe('failure');
  });

  it('should read a failure said without a crash or in a translated log, and none where nothing is wrong', () => {
    expect(readFailureStage(signal({ shown: false }), thread([], [prose('The output is corrupted after a preemption.')])).place).toBe('failure');
    expect(readFailureStage(signal({ shown: false }), thread([], [prose('解码节点出现报错')])).place).toBe('failure');
    expect(readFailureStage(signal({ shown: false }), thread([], [prose('Please add support for a new store backend.')])).place).toBe('none');
  });
});
