// Routing on whole issues written here in the shapes routing used to get wrong: each shape once routed, once not.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import type { TriageInput } from '../../../src/core/report.js';

const SITE = '/usr/local/lib/python3.12/dist-packages';

/** A fenced engine-core traceback whose frames are the given files and functions, ending in `final`. */
function traceback(frames: [string, string][], final: string): string {
  const lines = frames.flatMap(([file, fn], index) => [`  File "${file}", line ${100 + index}, in ${fn}`, `    step_${index}()`]);
  return ['```', 'Traceback (most recent call last):', ...lines, final, '```'].join('\n');
}

const ENGINE: [string, string][] = [
  [`${SITE}/vllm/v1/engine/core.py`, 'run_engine_core'],
  [`${SITE}/vllm/v1/engine/core.py`, 'step'],
];

function routing(input: TriageInput): { routed: boolean; connectors: string[]; kinds: string[] } {
  const { report } = triage(input);
  return { routed: report.routing.routed, connectors: report.routing.connectors, kinds: report.routing.evidence.map((item) => item.kind) };
}

describe('routing: shapes that should be routed', () => {
  it('should read a connector named as one lower-case word in the title', () => {
    const found = routing({
      title: 'decode node crashes with mooncakeconnector after a few hundred requests',
      body: traceback(ENGINE, 'RuntimeError: transfer failed with status -1'),
    });
    expect(found).toMatchObject({ routed: true, connectors: ['MooncakeConnector'] });
    expect(found.kinds).toContain('title-name');
  });

  it('should route a connector configured with --kv-transfer-config when the crash runs through the connector API', () => {
    const body = [
      'Started with:',
      '```',
      `vllm serve my-model --kv-transfer-config '{"kv_connector":"OffloadingConnector","kv_role":"kv_both"}'`,
      '```',
      traceback([...ENGINE, [`${SITE}/vllm/v1/core/sched/scheduler.py`, 'update_state_after_alloc']], 'IndexError: list index out of range'),
    ].join('\n');
    const found = routing({ title: 'server dies under load', body });
    expect(found).toMatchObject({ routed: true, connectors: ['OffloadingConnector'] });
    expect(found.kinds).toEqual(expect.arrayContaining(['hook', 'config']));
  });

  it('should route a config error that names a connector vLLM does not register', () => {
    const body = traceback(
      [[`${SITE}/vllm/distributed/kv_transfer/kv_connector/factory.py`, 'get_connector_class']],
      'ValueError: Unsupported connector type: QuuxStoreConnectorV2',
    );
    const found = routing({ title: 'cannot start the server', body });
    expect(found.routed).toBe(true);
    expect(found.kinds).toContain('config-error');
  });

  it('should read a plugin’s connector module outside vLLM’s layout, whatever the title’s P/D word', () => {
    const body = traceback(
      [...ENGINE, [`${SITE}/vllm_ascend/distributed/quux_transfer_connector.py`, 'start_load_kv']],
      'RuntimeError: remote handle is invalid',
    );
    const found = routing({ title: '[Bug]: PD separation fails on two nodes', body });
    expect(found.routed).toBe(true);
    expect(found.kinds).toContain('connector-code');
  });

  it('should route a connector the title names over a failure said in another language', () => {
    const found = routing({ title: 'NixlConnector 传输 卡住', body: '使用 NixlConnector 时，解码节点一直等待，日志里出现报错后没有任何输出。' });
    expect(found.routed).toBe(true);
  });
});

describe('routing: shapes that should not be routed', () => {
  it('should not take a connector’s name as a folder of an example script for its code, in a proxy’s HTTP error', () => {
    const body = traceback(
      [
        ['/work/vllm/examples/others/lmcache/disagg_prefill_lmcache_v1/disagg_proxy_server.py', 'handle_request'],
        [`${SITE}/httpx/_models.py`, 'raise_for_status'],
      ],
      "httpx.HTTPStatusError: Client error '404 Not Found' for url 'http://localhost:8100/v1/completions'",
    );
    const { report } = triage({ title: 'proxy returns 404', body });
    expect(report.connectors.filter((connector) => connector.tier === 'implicated')).toEqual([]);
    expect(report.routing.routed).toBe(false);
  });

  it('should not route on a P/D word in the title over a router’s crash', () => {
    const body = traceback(
      [
        ['/app/router/pd_router.py', 'pick_prefill'],
        ['/app/router/pd_router.py', 'choose'],
      ],
      'KeyError: prefill-0',
    );
    expect(routing({ title: '[Bug]: P/D disaggregation router crashes when a prefill pod restarts', body }).routed).toBe(false);
  });

  it('should not route on the repository, nor on it with the library named, when a whole traceback puts the failure elsewhere', () => {
    const body = [
      'Loading the model with LMCache enabled dies before any request:',
      traceback(
        [[`${SITE}/vllm/model_executor/model_loader/loader.py`, 'load_weights']],
        'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB',
      ),
    ].join('\n');
    expect(routing({ title: 'Crash at startup', body, repository: 'LMCache/LMCache' }).routed).toBe(false);
    // Nothing failed: the repository alone says nothing.
    expect(routing({ title: 'Question about chunk sizes', body: 'What chunk size do people use?', repository: 'LMCache/LMCache' }).routed).toBe(false);
  });

  it('should not route a router change that only talks about P/D', () => {
    const body =
      'This PR adds round-robin selection of prefill and decode workers to the P/D router.\n\n```diff\n+ def pick(self):\n+     return next(self.cycle)\n```';
    expect(routing({ title: '[Router] round-robin for P/D disaggregation', body }).routed).toBe(false);
  });

  it('should not route an issue whose failure is the frontend’s, though NIXL is named in passing', () => {
    const body = [
      'We run the usual disaggregated deployment; the NIXL side looks fine in the logs.',
      '',
      'The frontend fails to parse the request:',
      traceback(
        [
          [`${SITE}/dynamo/frontend/main.py`, 'serve'],
          [`${SITE}/pydantic/main.py`, 'model_validate'],
        ],
        'pydantic_core._pydantic_core.ValidationError: 1 validation error for ChatRequest',
      ),
    ].join('\n');
    expect(routing({ title: 'frontend rejects chat requests with tools', body, repository: 'ai-dynamo/dynamo' }).routed).toBe(false);
  });
});
