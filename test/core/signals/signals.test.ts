import { describe, expect, it } from 'vitest';
import { mentionsClientAbort } from '../../../src/core/signals/lifecycle.js';
import { readSignals } from '../../../src/core/signals/signals.js';
import { readKvTransferConfigs } from '../../../src/core/signals/kv-config.js';
import { readConnectorPackageVersions } from '../../../src/core/signals/packages.js';
import type { Block, TextSource } from '../../../src/core/extract/types.js';
import { costRatio } from '../../support/cost-ratio.js';
import { benignWindow } from '../../support/hostile-kinds.js';
import { pastedLog } from '../../support/build/threads.js';
import { signals as signalsWith } from '../../support/build/signals.js';

const body: TextSource = { kind: 'body', id: 0, author: null };

/** One code block and its lines, the way the earlier stages hand them over (logger prefix read off). */
const thread = (text: string, startLine = 1) => pastedLog(text, { startLine });

describe('readKvTransferConfigs', () => {
  it('should read a single-quoted --kv-transfer-config JSON that spans lines', () => {
    const { blocks } = thread(
      [
        'vllm serve Qwen/Qwen3-8B \\',
        "  --kv-transfer-config '{",
        '    "kv_connector": "MooncakeStoreConnector",',
        '    "kv_role": "kv_both",',
        '    "kv_connector_extra_config": {"load_async": true}',
        "  }'",
      ].join('\n'),
      10,
    );
    const [config] = readKvTransferConfigs(blocks);
    expect(config).toMatchObject({ kvConnector: 'MooncakeStoreConnector', kvRole: 'kv_both', line: 11 });
    expect(config?.raw).toBe('{ "kv_connector": "MooncakeStoreConnector", "kv_role": "kv_both", "kv_connector_extra_config": {"load_async": true} }');
  });

  it('should read a double-quoted flag with escaped JSON and an = sign', () => {
    const { blocks } = thread('--kv-transfer-config="{\\"kv_connector\\":\\"NixlConnector\\",\\"kv_role\\":\\"kv_consumer\\"}"');
    expect(readKvTransferConfigs(blocks).map((config) => [config.kvConnector, config.kvRole])).toEqual([['NixlConnector', 'kv_consumer']]);
  });

  it("should read the KVTransferConfig(...) repr from vLLM's startup config dump", () => {
    const { blocks } = thread(
      "INFO 09-02 14:10:01 [utils.py:253] non-default args: {'model': 'm', 'kv_transfer_config': KVTransferConfig(kv_connector='MooncakeStoreConnector', engine_id='e1', kv_buffer_device='cuda', kv_role='kv_producer', kv_connector_extra_config={}, kv_connector_module_path=None)}",
    );
    expect(readKvTransferConfigs(blocks).map((config) => [config.kvConnector, config.kvRole])).toEqual([['MooncakeStoreConnector', 'kv_producer']]);
  });

  it('should read kv_connector keys in pasted YAML and take kv_role from nearby lines', () => {
    const { blocks } = thread(
      ['kv_transfer_config:', '  kv_connector: LMCacheConnectorV1', '  kv_role: kv_both', '  kv_connector_extra_config: {}'].join('\n'),
      3,
    );
    expect(readKvTransferConfigs(blocks)).toEqual([
      { kvConnector: 'LMCacheConnectorV1', kvRole: 'kv_both', raw: 'kv_connector: LMCacheConnectorV1', line: 4, source: body },
    ]);
  });

  it('should not take kv_connector_extra_config or kv_connector_module_path for the connector', () => {
    const { blocks } = thread('"kv_connector_extra_config": {"x": 1}, "kv_connector_module_path": "my.mod"');
    expect(readKvTransferConfigs(blocks)).toEqual([]);
  });

  it('should not read a traceback code line that assigns kv_connector as a config', () => {
    const log = [
      '(Worker pid=4410) ERROR 05-06 11:02:33 [multiproc_executor.py:671]   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/worker/gpu_model_runner.py", line 2210, in execute_model',
      '(Worker pid=4410) ERROR 05-06 11:02:33 [multiproc_executor.py:671]     kv_connector = get_kv_transfer_group()',
      '(Worker pid=4410) ERROR 05-06 11:02:33 [multiproc_executor.py:671]   File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_transfer_state.py", line 31, in get_kv_transfer_group',
    ].join('\n');
    expect(readKvTransferConfigs(thread(log).blocks)).toEqual([]);
  });

  it('should take only a value that names a connector for kv_connector', () => {
    const { blocks } = thread(
      ['kv_connector = self.kv_connector', 'kv_connector: None', '"kv_connector": "DynamoNixlConnector"', 'kv_connector=nixl'].join('\n'),
    );
    expect(readKvTransferConfigs(blocks).map((config) => config.kvConnector)).toEqual(['DynamoNixlConnector', 'nixl']);
  });

  it('should read the native KV offloading flags on a command line as the OffloadingConnector configured', () => {
    const { blocks } = thread('vllm serve /models/m --max-model-len 32768 \\\n  --kv-offloading-backend native --kv-offloading-size 120', 7);
    expect(readKvTransferConfigs(blocks)).toEqual([
      { kvConnector: 'OffloadingConnector', kvRole: null, raw: '--kv-offloading-backend native --kv-offloading-size 120', line: 8, source: body },
    ]);
  });

  it('should read the native KV offloading flags in a k8s args list and as EngineArgs fields', () => {
    const yaml = ['args:', '  - "--model"', '  - "/models/m"', '  - "--kv-offloading-size"', '  - "48"'].join('\n');
    expect(readKvTransferConfigs(thread(yaml).blocks).map((config) => [config.kvConnector, config.raw, config.line])).toEqual([
      ['OffloadingConnector', '--kv-offloading-size 48', 4],
    ]);
    expect(readKvTransferConfigs(thread('args: ["--kv-offloading-size", "16", "--port", "8000"]').blocks).map((config) => config.raw)).toEqual([
      '--kv-offloading-size 16',
    ]);
    expect(readKvTransferConfigs(thread('llm = LLM(model=m, kv_offloading_size=24)').blocks).map((config) => config.raw)).toEqual(['kv_offloading_size 24']);
  });

  it('should not read a flag named without a value as configured', () => {
    const prose: Block = {
      kind: 'text',
      text: 'What does --kv-offloading-size do? The kv_offloading_size field is not documented.',
      startLine: 0,
      section: null,
      lang: null,
      source: body,
    };
    expect(readKvTransferConfigs([prose])).toEqual([]);
  });

  it('should add nothing for the offloading flags when a kv_transfer_config already names the OffloadingConnector', () => {
    const cli = `--kv-transfer-config '{"kv_connector":"OffloadingConnector","kv_role":"kv_both"}' --kv-offloading-size 8`;
    expect(readKvTransferConfigs(thread(cli).blocks).map((config) => config.kvConnector)).toEqual(['OffloadingConnector']);
  });

  it('should stay bounded on thousands of configs, and cost no more than benign text of the same size', () => {
    const { blocks } = thread('"kv_connector": "NixlConnector"\n'.repeat(3000));
    const benign = thread(benignWindow(blocks[0]?.text.length ?? 0)).blocks;
    expect(readKvTransferConfigs(blocks).length).toBeLessThanOrEqual(10);
    const ratio = costRatio(
      () => readKvTransferConfigs(blocks),
      () => readKvTransferConfigs(benign),
    );
    expect(ratio).toBeLessThan(10);
  });
});

describe('readConnectorPackageVersions', () => {
  it('should read pip show output, name==version pins and pip list rows', () => {
    const { lines } = thread(
      [
        'Name: mooncake-transfer-engine',
        'Version: 0.3.6.post1',
        'Summary: Mooncake',
        '[pip3] lmcache==0.3.9',
        'nixl-cu12                 0.6.1',
        'numpy==2.2.6',
        '==============================',
      ].join('\n'),
    );
    expect(readConnectorPackageVersions(lines)).toEqual({ 'mooncake-transfer-engine': '0.3.6.post1', lmcache: '0.3.9', 'nixl-cu12': '0.6.1' });
  });

  it('should ignore prose that only names a package', () => {
    const { lines } = thread('mooncake store crashes under load\nlmcache is enabled');
    expect(readConnectorPackageVersions(lines)).toEqual({});
  });
});

describe('mentionsClientAbort', () => {
  it('should see clients that cancel, time out or disconnect', () => {
    expect(mentionsClientAbort('Our clients time out after 30 s and retry.')).toBe(true);
    expect(mentionsClientAbort('asyncio.exceptions.CancelledError')).toBe(true);
    expect(mentionsClientAbort('The client disconnected mid-stream')).toBe(true);
    expect(mentionsClientAbort('No request is ever cancelled by the load generator.')).toBe(true);
  });

  it('should not fire on timeouts that are not about clients or requests', () => {
    expect(mentionsClientAbort('NCCL watchdog timeout after 600000 ms')).toBe(false);
    expect(mentionsClientAbort('Added request chatcmpl-1.')).toBe(false);
    expect(mentionsClientAbort('    self._abort_requests(request_ids)')).toBe(false);
    expect(mentionsClientAbort('  File "/vllm/v1/engine/async_llm.py", line 761, in abort_client_requests')).toBe(false);
  });
});

describe('readSignals', () => {
  it('should gather version, config, lifecycle, stats, aborts and packages from one paste', () => {
    const { lines, blocks } = thread(
      [
        'vLLM Version                 : 0.26.0',
        '--kv-transfer-config \'{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}\'',
        'INFO 09-02 14:11:01 [async_llm.py:439] Added request chatcmpl-1.',
        'INFO 09-02 14:11:05 [loggers.py:257] Engine 000: Avg prompt throughput: 1.0 tokens/s, Avg generation throughput: 2.0 tokens/s, Running: 3 reqs, Waiting: 1 reqs, Preemptions: 2, GPU KV cache usage: 99.0%, Prefix cache hit rate: 0.0%',
        'INFO 09-02 14:11:06 [async_llm.py:623] Request chatcmpl-1 aborted.',
        'ERROR 09-02 14:11:07 [core.py:1346] EngineCore encountered a fatal error.',
        'mooncake-transfer-engine==0.3.6',
      ].join('\n'),
    );
    const signals = readSignals(lines, blocks);
    expect(signals.vllmVersion).toBe('0.26.0');
    expect(signals.vllmVersionSource).toBe('collect_env');
    expect(signals.kvTransferConfigs.map((config) => config.kvConnector)).toEqual(['MooncakeStoreConnector']);
    expect(signals.lifecycle.map((event) => `${event.kind} ${event.requestId}`)).toEqual(['added chatcmpl-1', 'aborted chatcmpl-1', 'crash ']);
    expect(signals.stats.map((stats) => stats.preemptions)).toEqual([2]);
    expect(signals.mentionsClientAbort).toBe(true);
    expect(signals.connectorPackageVersions).toEqual({ 'mooncake-transfer-engine': '0.3.6' });
  });

  it('should find nothing in an issue without logs', () => {
    const { lines, blocks } = thread('The server crashed after a while.');
    // The support builder's empty signals are what readSignals finds here: the stages after it are tested on the same.
    expect(readSignals(lines, blocks)).toEqual(signalsWith());
  });

  it('should read a hostile body of 61,000 characters in time that grows linearly with its length', () => {
    const hostile = (scale: number) =>
      `${'Request '.repeat(2000 / scale)}${'kv_connector='.repeat(2000 / scale)}${'=='.repeat(4000 / scale)}${'Name: nixl\n'.repeat(1000 / scale)}`;
    const [full, eighth] = [thread(hostile(1)), thread(hostile(8))];
    expect(full.blocks[0]?.text).toHaveLength(61_000);
    // Eight times the text: about eight times the work if linear, sixty-four if quadratic (a quarter left too little
    // room: about 5 alone, 9 on a loaded machine, against 16). Three rounds, not five: the whole text costs about half
    // a second a run (kv_connector= read 2,000 times).
    const rounds = 3;
    expect(
      costRatio(
        () => readSignals(full.lines, full.blocks),
        () => readSignals(eighth.lines, eighth.blocks),
        rounds,
      ),
    ).toBeLessThan(24);
  }, 120_000);
});
