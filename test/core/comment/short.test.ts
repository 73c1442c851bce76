import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const onScreen = (comment: string | null): string =>
  (comment ?? '')
    .slice((comment ?? '').indexOf('-->') + 3)
    .split('\n_This is an automated comment')[0]
    ?.trim() ?? '';

describe('short comments', () => {
  it('should name the visible exception of an uncurated connector error, the owner of its code, its function, file and stage, in at most six lines', () => {
    const body = [
      '```',
      'Traceback (most recent call last):',
      '  File "/opt/venv/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 402, in step',
      '    out = self.scheduler.schedule()',
      '  File "/opt/venv/lib/python3.12/site-packages/lmcache/integration/vllm/vllm_v1_adapter.py", line 610, in build_connector_meta',
      '    for rid in out.req_ids:',
      "AttributeError: 'tuple' object has no attribute 'req_ids'",
      '```',
      'vllm==0.11.0',
    ].join('\n');
    const plan = triage({ title: '[Bug]: crash with LMCacheConnectorV1', body });
    const text = onScreen(plan.comment);
    expect(text).toContain(
      "`AttributeError: 'tuple' object has no attribute 'req_ids'` was raised in the LMCache package's code `build_connector_meta` in `lmcache/integration/vllm/vllm_v1_adapter.py` (outside vLLM, not linked), on the line `for rid in out.req_ids:`, during scheduling",
    );
    // No vLLM connector frame: the title's class name is not the owner, and the visible final line is not asked for again.
    expect(text).not.toContain('`LMCacheConnectorV1`');
    expect(text).not.toContain('full traceback');
    expect(text.split('\n').filter((line) => line.trim() !== '').length).toBeLessThanOrEqual(6);
    expect(text).not.toContain('github.com/vllm-project/vllm/blob');
  });

  it('should label but not comment on an uncurated connector error without its final line', () => {
    const body = [
      '```',
      'Traceback (most recent call last):',
      '  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/worker.py", line 900, in get_finished',
      '    x()',
      '```',
    ].join('\n');
    const plan = triage({ body });
    expect(plan.labelsToAdd).toEqual(['kv-connector']);
    expect(plan.comment).toBeNull();
  });

  it('should post the connector’s short asks after a maintainer routed an issue in which nothing is recognised, and remember who routed it', () => {
    const plan = triage(
      { title: 'Decode hangs', body: 'Our decode instance hangs after an hour.', labels: ['nixl'] },
      { labels: { perConnector: { NixlConnector: 'nixl' } }, routedBy: { label: 'nixl', by: 'maintainer' } },
    );
    const text = onScreen(plan.comment);
    expect(text).toContain('routed to the `NixlConnector` maintainers (label `nixl`)');
    expect(text).toContain('- The vLLM version.');
    expect(text).toContain('- The nixl version. `pip show nixl`.');
    expect(plan.marker.routedBy).toEqual({ label: 'nixl', by: 'maintainer' });
    const later = triage(
      { title: 'Decode hangs', body: 'Our decode instance hangs after an hour.\n\nvllm==0.12.0', labels: ['nixl'] },
      { labels: { perConnector: { NixlConnector: 'nixl' } }, previous: plan.marker },
    );
    expect(onScreen(later.comment)).not.toContain('- The vLLM version.');
    expect(later.report.connectors[0]?.tier).toBe('human');
  });

  it("should name a third project's code that called the failing library, ask for its version, and not ask a vLLM version where nothing is vLLM's", () => {
    const body = [
      '```',
      'Traceback (most recent call last):',
      '  File "/srv/app/lib/bindings/python/src/dynamo/nixl_connect/__init__.py", line 812, in begin_read',
      '    self._connector._nixl.add_remote_agent(meta)',
      '  File "/srv/app/venv/lib/python3.12/site-packages/nixl/_api.py", line 676, in add_remote_agent',
      '    agent_name = self.agent.loadRemoteMD(metadata)',
      'nixl._bindings.nixlInvalidParamError: NIXL_ERR_INVALID_PARAM',
      '```',
    ].join('\n');
    const text = onScreen(triage({ title: 'Image encode worker fails under load', body, repository: 'ai-dynamo/dynamo' }).comment);
    expect(text).toContain("was raised in NIXL's own library code `add_remote_agent`");
    expect(text).toContain("called from Dynamo's `nixl_connect` code in `begin_read`");
    expect(text).toContain('`pip show ai-dynamo`');
    expect(text).not.toContain('The vLLM version.');
    // On vLLM's own repository (or with the word in the thread) the vLLM version is still asked.
    expect(onScreen(triage({ title: 'Image encode worker fails under load', body, repository: 'vllm-project/vllm' }).comment)).toContain('The vLLM version.');
  });

  it("should say when the thread's other tracebacks run through a third project's code, the failing one being cut above the library", () => {
    const body = [
      '```',
      '  File "/srv/app/venv/lib/python3.12/site-packages/nixl/_api.py", line 676, in add_remote_agent',
      '    agent_name = self.agent.loadRemoteMD(metadata)',
      'nixl._bindings.nixlInvalidParamError: NIXL_ERR_INVALID_PARAM',
      'Exception ignored in: <function Remote.__del__ at 0x7f0000000000>',
      'Traceback (most recent call last):',
      '  File "/srv/app/lib/bindings/python/src/dynamo/nixl_connect/__init__.py", line 1491, in __del__',
      '    self._release()',
      "AttributeError: 'Remote' object has no attribute '_name'",
      '```',
    ].join('\n');
    const text = onScreen(triage({ title: 'Encode worker dies', body, repository: 'ai-dynamo/dynamo' }).comment);
    // No vLLM connector in the failing frames, said; Python's clean-up reports after the error, for an attribute the
    // object never got: a consequence, said so.
    expect(text).toContain("No vLLM connector's code is in its frames.");
    expect(text).toContain(
      "The tracebacks after it are Python's reports of errors while cleaning up objects (`__del__`) in Dynamo's `nixl_connect` code; an `AttributeError` for an attribute the object never got fits an object whose set-up stopped at this error, so they are most likely a consequence of it, not a second failure.",
    );
    // Another error there, or one before the failure, is only named.
    const other = body.replace("AttributeError: 'Remote' object has no attribute '_name'", 'RuntimeError: release failed');
    expect(onScreen(triage({ title: 'Encode worker dies', body: other, repository: 'ai-dynamo/dynamo' }).comment)).toContain(
      "The thread's other tracebacks run through Dynamo's `nixl_connect` code (`__del__`).",
    );
    const lines = body.split('\n');
    const before = ['```', ...lines.slice(4, 9), ...lines.slice(1, 4), '```'].join('\n');
    expect(onScreen(triage({ title: 'Encode worker dies', body: before, repository: 'ai-dynamo/dynamo' }).comment)).toContain(
      "The thread's other tracebacks run through Dynamo's `nixl_connect` code (`__del__`).",
    );
  });

  it('should take a diagnosis as given in a short comment without pointing at details it does not have', () => {
    const body = [
      '```',
      '  File "/opt/venv/lib/python3.12/site-packages/lmcache/integration/vllm/vllm_v1_adapter.py", line 1300, in wait_for_save',
      '    assert len(slot_mapping) == len(token_ids)',
      'AssertionError',
      '```',
      '',
      'With extra logging I see that `token_ids` is miscalculated after a failed retrieve: it keeps growing.',
    ].join('\n');
    const text = onScreen(triage({ title: 'crash after retrieve fails', body }).comment);
    expect(text).toContain('**Your diagnosis:**');
    expect(text).toContain('Nothing more is asked here.');
    expect(text).not.toContain('details below');
    expect(text).not.toContain('What would help');
  });

  it('should quote the failing line when it is a whole statement, never a fragment of a longer one or a bare raise', () => {
    const frames = (code: string) =>
      [
        '```',
        '  File "/opt/venv/lib/python3.12/site-packages/lmcache/v1/memory_management.py", line 1285, in __init__',
        `    ${code}`,
        'RuntimeError: CUDA error: invalid argument',
        '```',
      ].join('\n');
    const whole = onScreen(triage({ title: 'LMCache fails at start', body: frames('buffer = torch.empty(size, dtype=torch.uint8, pin_memory=True)') }).comment);
    expect(whole).toContain('on the line `buffer = torch.empty(size, dtype=torch.uint8, pin_memory=True)`');
    const fragment = onScreen(triage({ title: 'LMCache fails at start', body: frames('count == blocks.size * factor -') }).comment);
    expect(fragment).not.toContain('on the line');
    const raise = onScreen(triage({ title: 'LMCache fails at start', body: frames('raise RuntimeError("CUDA error: invalid argument")') }).comment);
    expect(raise).not.toContain('on the line');
  });

  it('should say a traceback the logger printed at WARNING was caught and logged, without saying what followed', () => {
    const prefix = '(EngineCore_DP0 pid=7) WARNING 03-04 05:06:07 [worker.py:116]';
    const body = [
      '```',
      `${prefix} Exception in ('CPU', 'GPU') transfer 12: AssertionError()`,
      `${prefix} Traceback (most recent call last):`,
      `${prefix}   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/kv_offload/worker/cpu_gpu.py", line 129, in transfer_async`,
      `${prefix}     assert src_count == dst_count`,
      `${prefix} AssertionError`,
      '```',
      'vllm==0.11.0 with OffloadingConnector',
    ].join('\n');
    const text = onScreen(triage({ title: 'offloading transfer assert', body }).comment);
    expect(text).toContain('vLLM caught it and logged it at WARNING (`worker.py:116`).');
    expect(text).not.toContain('not a crash');
    expect(text).not.toMatch(/\bcrash(?:ed|es)?\b(?!\.)/);
  });

  it('should ask a source checkout for its commit, and say a CUDA error on a pinned host allocation is that allocation', () => {
    const frames = (root: string) =>
      [
        '```',
        'Traceback (most recent call last):',
        `  File "${root}/lmcache/v1/cache_engine.py", line 700, in _create_memory_allocator`,
        '    return MixedMemoryAllocator(cpu_size)',
        `  File "${root}/lmcache/v1/memory_management.py", line 1200, in __init__`,
        '    buffer = torch.empty(size, dtype=torch.uint8, pin_memory=True)',
        'RuntimeError: CUDA error: invalid argument',
        '```',
      ].join('\n');
    const checkout = onScreen(triage({ title: 'start-up fails', body: frames('/work/src/LMCache') }).comment);
    expect(checkout).toContain(
      '- The commit of your lmcache checkout (your traceback runs it from `/work/src/LMCache`). `git rev-parse HEAD` in that checkout.',
    );
    expect(checkout).not.toContain('`pip show lmcache`');
    expect(checkout).toContain('That line allocates page-locked (pinned) host memory: the CUDA error comes from that host allocation, not from GPU memory.');
    const installed = onScreen(triage({ title: 'start-up fails', body: frames('/opt/venv/lib/python3.12/site-packages') }).comment);
    expect(installed).toContain('- The lmcache version. `pip show lmcache`.');
    const other = onScreen(
      triage({ title: 'start-up fails', body: frames('/opt/venv/lib/python3.12/site-packages').replace(', pin_memory=True', '') }).comment,
    );
    expect(other).not.toContain('pinned');
  });

  it("should say when the failure happens in the title's own words, and nothing when the title does not say", () => {
    const body = [
      '```',
      '  File "/opt/venv/lib/python3.12/site-packages/nixl/_api.py", line 600, in add_remote_agent',
      '    agent_name = self.agent.loadRemoteMD(metadata)',
      'nixl._bindings.nixlInvalidParamError: NIXL_ERR_INVALID_PARAM',
      '```',
    ].join('\n');
    const said = onScreen(triage({ title: '[Bug]: decode worker dies under heavy load.', body }).comment);
    expect(said).toContain('The title says when: `under heavy load`.');
    expect(onScreen(triage({ title: '[Bug]: decode worker dies', body }).comment)).not.toContain('The title says when');
    expect(onScreen(triage({ title: 'KV transfer fails with NIXL on two nodes', body }).comment)).not.toContain('The title says when');
  });

  it("should speak on a connector package's error whose traceback shows its final line, when another process's copy is cut above it", () => {
    const a = '(Worker_TP1 pid=201) ERROR 03-01 10:00:01 [multiproc_executor.py:900]';
    const b = '(Worker_TP4 pid=204) ERROR 03-01 10:00:01 [multiproc_executor.py:900]';
    const body = [
      '```',
      `${b}     self.model_runner.initialize_kv_cache(kv_cache_config)`,
      `${a}   File "/usr/local/lib/python3.12/dist-packages/lmcache/v1/gpu_connector/shapes.py", line 12, in head_count`,
      `${b}   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/worker/gpu_model_runner.py", line 5000, in initialize_kv_cache`,
      `${a}     return self.caches[index].shape[2]`,
      `${b}     group.register_kv_caches(kv_caches)`,
      `${b}   File "/usr/local/lib/python3.12/dist-packages/lmcache/integration/vllm/lmcache_mp_connector.py", line 600, in register_kv_caches`,
      `${a} IndexError: tuple index out of range`,
      `${b}     infos = build_infos(kv_caches)`,
      '```',
    ].join('\n');
    const text = onScreen(triage({ title: 'deploy fails', body, repository: 'LMCache/LMCache' }).comment);
    expect(text).toContain("`IndexError: tuple index out of range` was raised in the LMCache package's code `head_count`");
  });

  it('should name the save or load hook as the stage (wait_for_save: saving; start_load_kv: loading)', () => {
    const hook = (fn: string) =>
      [
        '```',
        '  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py", line 110, in ' + fn,
        `    self._lmcache_engine.${fn}()`,
        '  File "/opt/venv/lib/python3.12/site-packages/lmcache/integration/vllm/vllm_v1_adapter.py", line 1200, in ' + fn,
        '    assert len(slot_mapping) == len(token_ids)',
        'AssertionError',
        '```',
      ].join('\n');
    expect(onScreen(triage({ title: 'crash', body: hook('wait_for_save') }).comment)).toContain('during the saving of KV caches (a KV transfer).');
    expect(onScreen(triage({ title: 'crash', body: hook('start_load_kv') }).comment)).toContain('during the loading of KV caches (a KV transfer).');
  });
});

describe("the short comment on a fork's copy of vLLM's code", () => {
  it('should name the function and its file first, then whose copy it is, in one readable sentence', () => {
    const body = [
      '```',
      'Traceback (most recent call last):',
      '  File "/srv/MyCo-vLLM-2.0/vllm/distributed/kv_transfer/kv_connector/v1/nixl/worker.py", line 210, in __init__',
      '    assert self.block_size % 16 == 0, "block size must be a multiple of 16"',
      'AssertionError: block size must be a multiple of 16',
      '```',
    ].join('\n');
    const comment = triage({ title: 'NIXL worker fails to start', body }).comment ?? '';
    expect(comment).toContain(
      "was raised in `__init__` in `vllm/distributed/kv_transfer/kv_connector/v1/nixl/worker.py` (the fork's file, not linked to vLLM's), on the line",
    );
    expect(comment).toContain(", in the copy of vLLM's `NixlConnector` code in `MyCo-vLLM-2.0` (a fork; its code may differ from vLLM's), during start-up.");
  });
});
