// Comments that read the whole thread: what it answers is not asked, what it did is not suggested, what it found is said.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import { readThreadFacts } from '../../../src/core/signals/thread-facts.js';
import type { Block } from '../../../src/core/extract/types.js';
import { firstScreen } from '../../support/build/comment-screen.js';
import { codeBlock } from '../../support/build/threads.js';

/** A prose block of the reporter's words in the description (or, with `fields`, another kind or line). */
const prose = (text: string, fields: Partial<Block> = {}): Block =>
  codeBlock(text, { kind: 'text', startLine: 2, source: { kind: 'body', id: 0, author: 'r', role: 'reporter' }, ...fields });

const handshakeLog = [
  '```',
  '(Worker_DP0 pid=41) ERROR 03-02 09:15:11 [nixl_connector.py:815] RuntimeError: Remote NIXL agent engine ID mismatch. Expected 1111aaaa-2222-3333-4444-555566667777_dp0,received 8888bbbb-9999-0000-1111-222233334444_dp0.',
  '```',
].join('\n');

const nixlMissing = [
  '```',
  '  File "/venv/lib/python3.11/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 426, in __init__',
  '    raise RuntimeError("NIXL is not available")',
  'RuntimeError: NIXL is not available',
  '```',
].join('\n');

describe('reading the whole thread', () => {
  it('should say on line 2 what a later comment found, quote it, and ask nothing', () => {
    const plan = triage({
      title: 'PD handshake fails between nodes',
      body: `Two nodes, one prefill and one decode, vLLM 0.11.0.\n\n${handshakeLog}`,
      comments: [
        { id: 7, author: 'reporter', body: 'Found it: it was because `VLLM_NIXL_SIDE_CHANNEL_HOST` pointed at the loopback address on the prefill node.' },
      ],
    });
    const screen = firstScreen(plan.comment);
    const lines = screen.split('\n\n');
    expect(lines[1]).toContain('This thread already found the cause');
    expect(lines[1]).toContain('VLLM_NIXL_SIDE_CHANNEL_HOST` pointed at the loopback');
    expect(screen).not.toContain('Please add');
    expect(screen).not.toContain('Ready for a maintainer');
  });

  it("should take the reporter's own mistake found in a later comment as the answer, and ask nothing", () => {
    const plan = triage({
      title: 'PD handshake fails between nodes',
      body: `Two nodes, one prefill and one decode, vLLM 0.11.0.\n\n${handshakeLog}`,
      comments: [{ id: 8, author: 'reporter', body: 'Sorry for the noise: it was a typo in my launch script, the decode node used the wrong engine id.' }],
    });
    const screen = firstScreen(plan.comment);
    expect(screen.split('\n\n')[1]).toContain('This thread already found the cause');
    expect(screen).toContain('it was a typo in my launch script');
    expect(screen).not.toContain('Please add');
    // Without that comment, the asks stay.
    expect(firstScreen(triage({ title: 'PD handshake fails between nodes', body: `Two nodes, vLLM 0.11.0.\n\n${handshakeLog}` }).comment)).not.toContain(
      'This thread already found the cause',
    );
  });

  it('should not ask for a version given in prose as a development build, nor a config described in words', () => {
    const plan = triage({
      title: 'NIXL handshake: engine id mismatch',
      body: `We run a development build, vllm 0.1.dev8+g1a2b3c4d, with NixlConnector as kv_producer on prefill and kv_consumer on decode.\n\n${handshakeLog}`,
    });
    const open = plan.report.asks.filter((ask) => !ask.satisfied).map((ask) => ask.id);
    expect(open).not.toContain('vllm-version');
    expect(plan.report.asks.find((ask) => ask.id === 'both-configs' || ask.id === 'kv-transfer-config')?.satisfied).toBe(true);
  });

  it('should leave out installing NIXL when the reporter verified it is installed, and say so on line 2', () => {
    const plan = triage({
      title: 'NIXL is not available at start',
      body: `We checked that nixl is installed in the venv (pip list shows nixl 0.6.0).\n\n${nixlMissing}`,
    });
    const screen = firstScreen(plan.comment);
    expect(screen.split('\n\n')[1]).toContain('You verified that `nixl` is installed');
    expect(screen).not.toMatch(/^1\. Install NIXL/m);
    // The deciding check is still asked: the import itself.
    expect(screen).toContain("The result of importing NIXL's API module directly.");
  });

  it("should take another user's words as context only: they never answer an ask nor set line 2", () => {
    const block = (text: string, role: string, id: number): Block =>
      ({ kind: 'text', text, startLine: 3, section: null, lang: null, source: { kind: 'comment', id, author: 'x', role } }) as Block;
    const words = 'It was because nixl is installed in another venv. Running vllm 0.10.1 with NixlConnector as kv_producer.';
    const outsider = readThreadFacts([block(words, 'other', 9)], [], []);
    expect(outsider.resolution).toBeNull();
    expect(outsider.verified).toEqual([]);
    expect(outsider.versions).toEqual([]);
    expect(outsider.configInWords).toBeNull();
    const maintainer = readThreadFacts([block(words, 'maintainer', 10)], [], []);
    expect(maintainer.resolution?.text).toContain('It was because nixl is installed');
    expect(maintainer.versions.map((item) => item.version)).toEqual(['0.10.1']);
  });

  it('should not ask which version they upgraded from when the title gives both sides of a P/D pair', () => {
    const body = [
      'Since upgrading to the new release the decode side crashes.',
      '',
      '```',
      'ERROR 05-04 10:00:09 [core.py:1346] ValueError: Request cmpl-77aa-0 is not in _unfinished_requests',
      '```',
    ].join('\n');
    const plan = triage({ title: 'Mooncake store crash with prefill on vllm 0.25.1 and decode on vllm 0.26.0', body });
    expect(plan.report.asks.map((ask) => ask.id)).not.toContain('previous-version');
  });

  it('should never cite the issue itself, as a link or as an action to follow', () => {
    const body = ['```', 'AssertionError: Missing current block table for store request chatcmpl-abc', '```', 'vllm 0.28.1'].join('\n');
    const plan = triage({ title: 'Mooncake store assert', body, repository: 'vllm-project/vllm' }, { issueNumber: 54870 });
    expect(plan.comment).not.toBeNull();
    expect(plan.comment).not.toContain('issues/54870');
    expect(plan.comment).not.toMatch(/Follow .{0,40}54870/);
  });
});

describe('what the reporter states in prose', () => {
  it('should take a connector package version given in prose, and a stated root cause as the answer (ask nothing)', () => {
    const body = [
      'Crash when benchmarking vllm+lmcache. vllm version: 0.9.1, lmcache: dev commit id: 0123456789abcdef0123456789abcdef01234567',
      '',
      '```',
      '  File "vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py", line 134, in build_connector_meta',
      '    return self._lmcache_engine.build_connector_meta(scheduler_output)',
      '  File "lmcache/integration/vllm/vllm_v1_adapter.py", line 942, in build_connector_meta',
      '    for i, req_id in enumerate(cached_reqs.req_ids):',
      "AttributeError: 'list' object has no attribute 'req_ids'",
      '```',
    ].join('\n');
    const comment = triage({ title: 'lmcache build_connector_meta crash', body }).comment ?? '';
    expect(comment).not.toContain('The lmcache version.');
    const diagnosed = triage({
      title: 'NIXL handshake: engine id mismatch',
      body: `${handshakeLog}\n\n## Root cause\n\nBoth prefill pods share one host network namespace, so the side channel answers for the wrong engine.`,
    });
    const screen = firstScreen(diagnosed.comment);
    expect(screen).toContain('**Your diagnosis:**');
    expect(screen).toContain('Both prefill pods share one host network namespace');
    expect(screen).not.toContain('Please add');
    // A section headed only `Cause` (or `原因`) says the reporter's diagnosis as well; a `Causes of delay` heading does not.
    for (const heading of ['## Cause', '**Cause:**', '### 原因']) {
      const headed = triage({
        title: 'NIXL handshake: engine id mismatch',
        body: `${handshakeLog}\n\n${heading}\n\nThe side channel of both prefill pods listens on one shared host port, so the decode side reaches the wrong engine.`,
      });
      expect(firstScreen(headed.comment), heading).toContain('**Your diagnosis:** `The side channel of both prefill pods listens');
    }
    const symptom = triage({
      title: 'NIXL handshake: engine id mismatch',
      body: `${handshakeLog}\n\n## Causes of delay we ruled out\n\nThe network was idle.`,
    });
    expect(firstScreen(symptom.comment)).not.toContain('**Your diagnosis:**');
  });

  it("should read a description that opens as a patch (`[area] Fix …`) as the reporter's diagnosis, and a request to fix as none", () => {
    const crash = ['```', 'AssertionError: gpu_block_size=32 not divisible by hash_block_size=128.', '```'].join('\n');
    const patch = triage({
      title: 'Offloading crash at start-up with a hybrid model',
      body: `### 🐛 Describe the bug\n\n[kv_offload] Fix the group block size read before the hybrid groups are set up in OffloadingSpec\n\n${crash}\n`,
    });
    expect(firstScreen(patch.comment)).toContain('**Your diagnosis:** `[kv_offload] Fix the group block size read before');
    // The reporter has the fix: the entry's own actions are folded, none on the first screen.
    expect(firstScreen(patch.comment)).not.toContain('One more thing');
    for (const request of ['Fix this crash please, it blocks our deployment of the model.', 'Fix the error below, it happens on every start of the server.']) {
      const asked = triage({ title: 'Offloading crash at start-up with a hybrid model', body: `### 🐛 Describe the bug\n\n${request}\n\n${crash}\n` });
      expect(firstScreen(asked.comment), request).not.toContain('**Your diagnosis:**');
    }
  });

  it("should not restate the thread's own fix as an action once a later comment found it, on screen or in the fold", () => {
    const plan = triage({
      title: 'PD handshake fails between nodes',
      body: `Two nodes, one prefill and one decode, vLLM 0.11.0.\n\n${handshakeLog}`,
      comments: [{ id: 7, author: 'reporter', body: 'Solved it: `VLLM_NIXL_SIDE_CHANNEL_HOST` was never exported on the prefill node.' }],
    });
    const comment = plan.comment ?? '';
    const screen = firstScreen(comment);
    expect(screen).toContain('This thread already found the cause');
    // The action setting the same variable is not offered again after "nothing more is asked".
    expect(screen).not.toContain('One more thing to check');
    expect(screen).not.toMatch(/^1\. Set `VLLM_NIXL_SIDE_CHANNEL_HOST`/m);
    expect(comment).not.toMatch(/^\d\. Set `VLLM_NIXL_SIDE_CHANNEL_HOST`/m);
  });

  it('should not propose looking for evidence the diagnosis already gives, and quote the diagnosis past its lead-in colon', () => {
    const storeCrash = [
      '```',
      '(EngineCore pid=77) ERROR 05-06 07:08:09 [core.py:1100]   File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 424, in _apply_current_save_block_ids',
      '(EngineCore pid=77) ERROR 05-06 07:08:09 [core.py:1100] AssertionError: Missing current block table for store request cmpl-42',
      '```',
    ].join('\n');
    const plan = triage({
      title: 'Mooncake store assert after failed loads',
      body: `${storeCrash}\n\n## Root cause\n\nThe invariant breaks in one case:\n\nthe recovery path reschedules a request whose store read failed with a timeout, and its block table is gone by then.`,
    });
    const screen = firstScreen(plan.comment);
    expect(screen).toContain('**Your diagnosis:**');
    expect(screen).toContain('The invariant breaks in one case: the recovery path reschedules a request');
    expect(screen).not.toContain('Look for the cause of the load failures');
  });

  it("should not read a document's file name (`integration-v0.2.md`) as the vLLM version", () => {
    const block = prose('I followed `vllm-integration-v0.2.md` and the vllm guide to set it up.', { startLine: 1 });
    expect(readThreadFacts([block], [], []).versions).toEqual([]);
    const named = { ...block, text: 'We run vllm 0.9.2 from the integration guide.' };
    expect(readThreadFacts([named], [], []).versions.map((item) => item.version)).toEqual(['0.9.2']);
  });
});

describe("another project's build that brings vLLM", () => {
  const prepFailure = [
    '```',
    'Traceback (most recent call last):',
    '  File "/opt/stack/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 590, in register_kv_caches',
    '    self.src_xfer_side_handle = self.nixl_wrapper.prep_xfer_dlist(',
    '  File "/opt/stack/venv/lib/python3.12/site-packages/nixl/_api.py", line 330, in prep_xfer_dlist',
    '    handle = self.agent.prepXferDlist(agent_name, descs, handle_list)',
    'nixl._bindings.nixlInvalidParamError: NIXL_ERR_INVALID_PARAM',
    '```',
  ].join('\n');

  it('should take a Dynamo checkout as the vLLM version: say so and ask only for the rest', () => {
    const plan = triage({
      title: 'Multinode P/D fails at start',
      body: `Steps: build the container from dynamo @ \`a1b2c3d\`, then start both workers.\n\n${prepFailure}`,
    });
    const screen = firstScreen(plan.comment);
    expect(screen).toContain('Your vLLM is the one `dynamo @ a1b2c3d` brings (in the description): that build sets its version.');
    expect(screen).not.toContain('The vLLM version.');
    expect(screen).toContain('The nixl version.');
    expect(plan.report.asks.find((ask) => ask.id === 'vllm-version')?.satisfied).toBe(true);
  });

  it('should read a pin that installs vLLM as an extra, and not a torch._dynamo path, as such a build', () => {
    expect(readThreadFacts([prose('Installed with `pip install ai-dynamo[vllm]==0.5.0` on both nodes.')], [], []).bundledBy?.build).toBe(
      'ai-dynamo[vllm]==0.5.0',
    );
    // vLLM as one extra among others, in a pin of a project that is not Dynamo.
    expect(readThreadFacts([prose('Installed with `pip install acme-serving[gpu,vllm]==0.3.1` on both nodes.')], [], []).bundledBy?.build).toBe(
      'acme-serving[gpu,vllm]==0.3.1',
    );
    // Backticks around the extra, as a reporter may quote it.
    expect(readThreadFacts([prose('Installed with acme-serving[gpu,`vllm`]==0.3.1 on both nodes.')], [], []).bundledBy?.build).toBe(
      'acme-serving[gpu,vllm]==0.3.1',
    );
    expect(readThreadFacts([prose('It fails in torch._dynamo 2.1 when compiling.')], [], []).bundledBy).toBeNull();
    expect(readThreadFacts([prose('We use dynamo for routing.')], [], []).bundledBy).toBeNull();
  });

  it('should name the build on the version line of a curated comment, and not ask for the vLLM version', () => {
    const plan = triage({ title: 'NIXL not found', body: `We run Dynamo 0.5.0 on two nodes.\n\n${nixlMissing}` });
    expect(plan.comment).toContain('vLLM version: not given as a number; it is the vLLM that `Dynamo 0.5.0` brings (in the description).');
    expect(firstScreen(plan.comment)).not.toMatch(/^- The vLLM version\.$/m);
  });
});

describe("the reporter's file layout", () => {
  it('should say when the traceback raises the error from an older file than the one linked, and not otherwise', () => {
    const older = triage({ title: 'NIXL missing', body: nixlMissing }).comment;
    expect(older).toContain(
      'Your traceback raises it from `vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py` line 426: a build from before [vllm-project/vllm#35264]',
    );
    const current = nixlMissing.replace('kv_connector/v1/nixl_connector.py", line 426', 'kv_connector/v1/nixl/base_worker.py", line 262');
    expect(triage({ title: 'NIXL missing', body: current }).comment).not.toContain('Your traceback raises it from');
  });
});

describe('container images named in the thread', () => {
  const mpTimeout = [
    '```',
    '(EngineCore pid=90)   File "/opt/venv/lib/python3.12/site-packages/lmcache/integration/vllm/vllm_multi_process_adapter.py", line 860, in _send_register_kv_caches_request',
    '(EngineCore pid=90)     raise ConnectionError(',
    '(EngineCore pid=90) ConnectionError: LMCache server did not respond to register_kv_caches within 300.0s. Is the server running?',
    '```',
  ].join('\n');

  it('should read image names (and tags) from a sentence about images or docker, never a path or a file', () => {
    const images = (text: string) => readThreadFacts([prose(text)], [], []).images;
    expect(images('We run the acme/cache-server and acme/engine:v2.1 docker images on one host.')).toEqual([
      { name: 'acme/cache-server', tag: null },
      { name: 'acme/engine', tag: 'v2.1' },
    ]);
    expect(images('The image loads kv_connector/v1/lmcache_connector.py and docs/setup.md.')).toEqual([]);
    expect(images('We run acme/cache-server on one host.')).toEqual([]);
  });

  it('should ask for the tags of images named without one instead of each version, and keep the other asks', () => {
    const plan = triage({ title: 'register fails with the acme/cache-server and acme/engine docker images', body: mpTimeout });
    const open = plan.report.asks.filter((ask) => !ask.satisfied);
    expect(open.map((ask) => ask.id)).toContain('image-tags');
    expect(open.map((ask) => ask.id)).not.toContain('vllm-version');
    expect(open.map((ask) => ask.id)).not.toContain('lmcache-version');
    expect(firstScreen(plan.comment)).toContain('The tags of the images you run (`acme/cache-server`, `acme/engine`): they give the versions.');
    // Without images, the version asks stay.
    const plain = triage({ title: 'register fails', body: mpTimeout }).report.asks.map((ask) => ask.id);
    expect(plain).toContain('vllm-version');
    expect(plain).not.toContain('image-tags');
  });
});

describe('the platform the thread shows', () => {
  it('should read an NVIDIA GPU or ROCm from prose and collect_env output, and neither when both or none', () => {
    const platform = (...blocks: Block[]) => readThreadFacts(blocks, [], []).platform;
    expect(platform(prose('Two nodes with 8 H100 each.'))).toBe('nvidia');
    expect(platform(prose('GPU models and configuration: GPU 0: NVIDIA L40S\nROCM used to build PyTorch: N/A', { kind: 'code' }))).toBe('nvidia');
    expect(platform(prose('ROCM used to build PyTorch: 6.3.42131', { kind: 'code' }))).toBe('rocm');
    expect(platform(prose('We run on MI300X nodes.'), prose('nvidia-smi shows nothing', { kind: 'code' }))).toBeNull();
    expect(platform(prose('It fails at start.'))).toBeNull();
  });

  it('should leave the ROCm-only text out of the comment on an NVIDIA report, and keep it otherwise', () => {
    const nvidia = triage({ title: 'NIXL missing', body: `Four A100 per node.\n\n${nixlMissing}` }).comment ?? '';
    expect(nvidia).not.toContain('On ROCm, vLLM imports `nixl_rocm._api` (since PR');
    expect(nvidia).not.toContain('On ROCm, import the module your vLLM version imports instead');
    const unknown = triage({ title: 'NIXL missing', body: nixlMissing }).comment ?? '';
    // Undated: the pinned code's module, said only for the builds that have it.
    expect(unknown).toMatch(/In builds that contain PR \[vllm-project\/vllm#\d+\]\([^)]*\) \(v0\.\d+\.\d+ and later\): /);
    expect(unknown).toContain('on ROCm, vLLM imports `nixl_rocm._api` (since PR');
    expect(unknown).not.toContain('`rixl._api` (from PR');
    expect(unknown).toContain('On ROCm, import the module your vLLM version imports instead');
  });
});

describe('quotes of the thread', () => {
  it('should cut a long quote at the end of a word, never in the middle of one', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const block = prose(`The root cause is that ${words}.`);
    const quote = readThreadFacts([block], [], []).statedCause?.text ?? '';
    expect(quote.length).toBeLessThanOrEqual(200);
    expect(quote).toMatch(/ word\d+…$/);
    // The comment's own shorter quote is cut the same way.
    const plan = triage({ title: 'NIXL missing', body: `The root cause is that ${words}.\n\n${nixlMissing}` });
    expect(firstScreen(plan.comment)).toMatch(/ word\d+…` \(in the description\)/);
  });
});

describe('a setting the reporter says they tried', () => {
  const body = (said: string): string =>
    [
      'Prefill and decode on two nodes; the decode worker fails at start-up.',
      '',
      '```',
      'Traceback (most recent call last):',
      '  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 612, in register_kv_caches',
      '    self.nixl_wrapper.register_memory(descs)',
      '  File "/opt/venv/lib/python3.12/site-packages/nixl/_api.py", line 350, in register_memory',
      '    handle = self.agent.registerMem(descs, backends)',
      'nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND',
      '```',
      '',
      said,
    ].join('\n');

  it('should leave out the action naming it and say on the first screen that it was tried', () => {
    const comment = triage({ title: 'decode fails at start', body: body('Setting `UCX_TLS=tcp,cuda_copy` does not help, same error.') }).comment ?? '';
    const screen = comment.slice(0, comment.indexOf('<details>'));
    expect(screen).toContain('**You already tried** `UCX_TLS`');
    expect(screen).not.toContain('Check the transport settings');
  });

  it('should keep the action when the reporter only mentions the setting', () => {
    const comment = triage({ title: 'decode fails at start', body: body('We run with `UCX_TLS=tcp,cuda_copy` on both nodes.') }).comment ?? '';
    expect(comment).not.toContain('You already tried');
    expect(comment.slice(0, comment.indexOf('<details>'))).toContain('Check the transport settings');
  });
});
