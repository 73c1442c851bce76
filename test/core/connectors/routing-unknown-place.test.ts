// Routing on shapes once missed on unseen text, each written here, beside the case that must stay
// unrouted: the label routes a connector with a failure whose place is not known, never one known to be elsewhere.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import type { TriageInput } from '../../../src/core/report.js';

const SITE = '/usr/local/lib/python3.12/site-packages';

/** A fenced traceback of the given frames; `final` null cuts it before its last line. */
function traceback(frames: [string, string][], final: string | null): string {
  const lines = frames.flatMap(([file, fn], index) => [`  File "${file}", line ${40 + index}, in ${fn}`, `    call_${index}()`]);
  return ['```', 'Traceback (most recent call last):', ...lines, ...(final === null ? [] : [final]), '```'].join('\n');
}

const WORKER: [string, string][] = [
  [`${SITE}/vllm/v1/executor/multiproc_executor.py`, 'worker_busy_loop'],
  [`${SITE}/vllm/v1/worker/gpu_worker.py`, 'execute_model'],
];

function routed(input: TriageInput): { routed: boolean; connectors: string[]; place: string; comment: boolean } {
  const plan = triage(input);
  const { routing } = plan.report;
  return { routed: routing.routed, connectors: routing.connectors, place: routing.place, comment: plan.comment !== null };
}

describe('a connector named over a failure whose place is not known routes', () => {
  it('should route a title’s connector over a traceback cut before any connector frame, and stay silent', () => {
    const found = routed({ title: '[Bug][NIXL]: AssertionError in the decode worker after a restart', body: traceback(WORKER, null) });
    expect(found).toMatchObject({ routed: true, connectors: ['NixlConnector'], place: 'failure', comment: false });
    const lowerCase = routed({ title: 'decode fails with AssertionError when using mooncakeconnector', body: traceback(WORKER, null) });
    expect(lowerCase).toMatchObject({ routed: true, connectors: ['MooncakeConnector'] });
  });

  it('should not read a cause in an ERROR line’s config dump, nor a place in a cut traceback’s last frame', () => {
    const dump = [
      '```',
      "(EngineCore_DP0 pid=311) ERROR 05-02 09:14:11 [dump_input.py:72] Dumping scheduler config: model='m', tokenizer='m', tokenizer_mode=auto, kv_cache_dtype=fp8",
      '```',
      traceback(WORKER, null),
    ].join('\n');
    expect(routed({ title: '[Bug][NIXL]: decode engine core dies', body: dump })).toMatchObject({ routed: true, place: 'failure' });
    const cutAtProxy = traceback([['/srv/pd/toy_proxy_server.py', 'forward_request']], null);
    expect(routed({ title: '[Bug][NIXL]: requests hang in P/D', body: cutAtProxy })).toMatchObject({ routed: true, place: 'failure' });
  });

  it('should not route the same title over a whole traceback raised in model code', () => {
    const whole = traceback([...WORKER, [`${SITE}/vllm/model_executor/models/llama.py`, 'forward']], 'AssertionError: hidden size mismatch');
    expect(routed({ title: '[Bug][NIXL]: AssertionError in the decode worker after a restart', body: whole })).toMatchObject({
      routed: false,
      place: 'elsewhere',
    });
  });

  it('should route an issue in a connector project’s repository with a cut vLLM worker traceback', () => {
    const body = ['The engine died after an hour of traffic:', traceback(WORKER, null)].join('\n');
    expect(routed({ title: 'engine dies under load', body, repository: 'LMCache/LMCache' })).toMatchObject({
      routed: true,
      connectors: ['LMCacheConnectorV1'],
    });
  });

  it('should read a fork’s or port’s repository name as its project’s, and no other repository', () => {
    const body = ['The engine died after an hour of traffic:', traceback(WORKER, null)].join('\n');
    expect(routed({ title: 'engine dies under load', body, repository: 'someone/LMCache-fork' })).toMatchObject({
      routed: true,
      connectors: ['LMCacheConnectorV1'],
    });
    expect(routed({ title: 'engine dies under load', body, repository: 'someone/llm-serving' }).routed).toBe(false);
  });

  it('should route Mooncake’s glog transfer errors in Mooncake’s repository', () => {
    const body = [
      'Transfers stop after the first batch:',
      '```',
      'E0912 08:15:02.118204 77312 multi_transport.cpp:210] Transfer failed: no matching transport for segment prefill-7',
      'E0912 08:15:02.118290 77312 transfer_engine_impl.cpp:480] Batch 0x7f3 failed',
      '```',
    ].join('\n');
    expect(routed({ title: 'transfers stop', body, repository: 'kvcache-ai/Mooncake' })).toMatchObject({ routed: true });
  });

  it('should route a connector named only in the reporter’s later comment', () => {
    const found = routed({
      title: 'decode node stops answering after preemptions',
      body: ['The decode node stops answering after a few preemptions.', traceback(WORKER, null)].join('\n'),
      author: 'reporter-login',
      comments: [
        { id: 7, author: 'reporter-login', authorAssociation: 'NONE', body: 'Forgot to say: both nodes run the LMCache connector with a local disk tier.' },
      ],
    });
    expect(found).toMatchObject({ routed: true, connectors: ['LMCacheConnectorV1'] });
  });

  it('should not route on a name in a stranger’s comment', () => {
    const found = routed({
      title: 'decode node stops answering after preemptions',
      body: ['The decode node stops answering after a few preemptions.', traceback(WORKER, null)].join('\n'),
      author: 'reporter-login',
      comments: [{ id: 7, author: 'passer-by', authorAssociation: 'NONE', body: 'Same here with the LMCache connector.' }],
    });
    expect(found.routed).toBe(false);
  });
});

describe('an NCCL failure under P2P NCCL is the connector’s', () => {
  const ncclTraceback = traceback(
    [...WORKER, [`${SITE}/torch/distributed/distributed_c10d.py`, 'send']],
    'torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:3356, remote process exited or there was a network error',
  );
  const config = (connector: string): string => `\`\`\`\nvllm serve m --kv-transfer-config '{"kv_connector":"${connector}","kv_role":"kv_producer"}'\n\`\`\``;

  it('should route it when P2pNcclConnector is configured', () => {
    const found = routed({ title: 'prefill crashes sending KV', body: [config('P2pNcclConnector'), ncclTraceback].join('\n') });
    expect(found).toMatchObject({ routed: true, connectors: ['P2pNcclConnector'] });
  });

  it('should leave it elsewhere when the configured connector does not speak NCCL', () => {
    expect(routed({ title: 'prefill crashes', body: [config('NixlConnector'), ncclTraceback].join('\n') })).toMatchObject({
      routed: false,
      place: 'elsewhere',
    });
  });
});

describe('the connector projects’ vocabulary', () => {
  it('should read LMCache’s storage backends as LMCache', () => {
    const body = ['```', 'RuntimeError: LocalDiskBackend could not write chunk 4f2a: No space left on device', '```'].join('\n');
    expect(routed({ title: 'cache writes fail', body })).toMatchObject({ routed: true, connectors: ['LMCacheConnectorV1'] });
  });

  it('should name an out-of-tree connector given as kv_connector, as given, and route it', () => {
    const body = [
      '```',
      `vllm serve m --kv-transfer-config '{"kv_connector":"UCMDirectConnector","kv_connector_module_path":"ucm.integration.vllm","kv_role":"kv_both"}'`,
      '```',
      traceback(WORKER, null),
    ].join('\n');
    const plan = triage({ title: 'server dies on the second request', body });
    expect(plan.report.routing).toMatchObject({ routed: true, connectors: ['UCMDirectConnector'] });
    expect(plan.report.connectors.find((connector) => connector.name === 'UCMDirectConnector')?.family).toBe('other-connector');
    expect(plan.comment).toBeNull();
  });

  it('should read the factory’s line for the connector it built', () => {
    const body = [
      '```',
      '(VllmWorker rank=0 pid=4411) INFO 03-02 11:20:05 [factory.py:63] Creating v1 connector with name: QuuxStoreConnector_V1 and engine_id: 9c1d',
      '(VllmWorker rank=0 pid=4411) ERROR 03-02 11:21:40 [core.py:588] EngineCore hit an exception',
      '```',
    ].join('\n');
    expect(routed({ title: 'engine core exception', body })).toMatchObject({ routed: true, connectors: ['QuuxStoreConnector_V1'] });
  });
});

describe('names that are no KV connector', () => {
  it('should not route a store named for encoder-cache transfer', () => {
    const body = 'In EPD disaggregation the encoder cache should move over the mooncake store as embedding transfer between hosts.';
    expect(routed({ title: '[Feature]: EPD disaggregation over the mooncake store', body }).routed).toBe(false);
  });

  it('should not route Mooncake’s public trace or paper', () => {
    const body =
      'Replaying the Mooncake conversation trace gives a low prefix cache hit rate; the Mooncake paper reports more reuse. It is slower than expected.';
    expect(routed({ title: 'low hit rate on the Mooncake trace', body }).routed).toBe(false);
  });
});
