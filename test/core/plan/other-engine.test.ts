// Another engine's thread with no vLLM in it (SGLang, TensorRT-LLM, Dynamo's own engines, checkpoint-engine, LMDeploy):
// vLLM's own errors are silent there, a library's own error speaks as the library's and asks nothing of vLLM, and
// another project's test run gets the label only. Every fixture is written here, in many phrasings of each shape.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const fenced = (...lines: string[]): string => ['```', ...lines, '```'].join('\n');

/** How a thread shows its engine, one phrasing each: a launch command, a flag, frames, an image, a variable, a pin, a tracker. */
const ENGINE_SHOWN: { name: string; text: string; repository: string }[] = [
  { name: 'SGLang launch command', text: 'Decode runs `python -m sglang.launch_server --model-path /m --tp 8`.', repository: 'kvcache-ai/Mooncake' },
  {
    name: "SGLang's disaggregation flag",
    text: 'Prefill node started with --disaggregation-mode prefill and the ib device mlx5_1.',
    repository: 'ai-dynamo/nixl',
  },
  { name: "SGLang's image", text: 'Image: lmsysorg/sglang:v0.5.2-cu126, two nodes.', repository: 'kvcache-ai/Mooncake' },
  { name: "SGLang's variable", text: 'We export SGLANG_DISAGGREGATION_THREAD_POOL_SIZE=4 on both sides.', repository: 'ai-dynamo/nixl' },
  { name: 'SGLang pinned', text: 'Installed with `pip install sglang[all]==0.4.9` and nixl.', repository: 'ai-dynamo/nixl' },
  { name: "SGLang's tracker", text: 'Two H20 nodes, PD split, long prompts.', repository: 'sgl-project/sglang' },
  { name: 'TensorRT-LLM serve', text: 'Launched with `trtllm-serve /models/llama --backend pytorch` on both workers.', repository: 'ai-dynamo/nixl' },
  { name: 'TensorRT-LLM variable', text: 'With TRTLLM_USE_NIXL_KVCACHE=1 set in the container.', repository: 'ai-dynamo/nixl' },
  { name: "TensorRT-LLM's image", text: 'Container nvcr.io/nvidia/tensorrt-llm/release:1.1.0 on GB200.', repository: 'kvcache-ai/Mooncake' },
  { name: "Dynamo's SGLang backend", text: 'Workers: `python3 -m dynamo.sglang --model-path Qwen/Qwen3-8B`.', repository: 'ai-dynamo/dynamo' },
  { name: "Dynamo's TensorRT-LLM backend", text: 'Workers started as python -m dynamo.trtllm with the disagg config.', repository: 'ai-dynamo/dynamo' },
  { name: 'checkpoint-engine module', text: 'The weights are pushed with `checkpoint_engine.ps` over the transfer engine.', repository: 'kvcache-ai/Mooncake' },
  { name: 'LMDeploy', text: 'Serving with `lmdeploy serve api_server /models/internlm --backend pytorch`.', repository: 'kvcache-ai/Mooncake' },
];

/** vLLM's own errors, as another engine's thread would paste them (only the line). */
const VLLM_ERRORS = [fenced('Exception: Transfer Return Error'), fenced('RuntimeError: NIXL is not available')];

describe("another engine's thread, no vLLM in it: vLLM's own error is not explained", () => {
  it.each(ENGINE_SHOWN.map((row, index) => ({ ...row, error: VLLM_ERRORS[index % VLLM_ERRORS.length] as string })))(
    'should stay silent when the thread shows $name',
    ({ text, repository, error }) => {
      const plan = triage({ title: 'transfer fails under load', body: `${text}\n\n${error}`, repository });
      expect(plan.report.matches.length).toBeGreaterThan(0);
      expect(plan.comment).toBeNull();
      expect(plan.report.speech?.silence).toBe('other-engine');
    },
  );
});

/** Errors the library raises itself, whatever engine calls it. */
const LIBRARY_ERRORS: { library: string; tracker: string; error: string }[] = [
  { library: 'NIXL', tracker: 'ai-dynamo/nixl', error: fenced('nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND') },
  { library: 'NIXL', tracker: 'ai-dynamo/nixl', error: fenced('nixl._bindings.nixlRemoteDisconnectError: NIXL_ERR_REMOTE_DISCONNECT') },
  { library: 'NIXL', tracker: 'ai-dynamo/nixl', error: fenced('nixl._bindings.nixlNotFoundError: NIXL_ERR_NOT_FOUND') },
  {
    library: 'Mooncake',
    tracker: 'kvcache-ai/Mooncake',
    error: fenced('E1002 10:00:00.123456  4242 rdma_transport.cpp:120] RdmaTransport: No available RNIC'),
  },
];

describe("another engine's thread, no vLLM in it: a library's own error speaks as the library's", () => {
  const rows = ENGINE_SHOWN.filter((row) => row.repository !== 'kvcache-ai/Mooncake' && row.repository !== 'ai-dynamo/nixl').concat(
    ENGINE_SHOWN.filter((row) => !row.name.endsWith('tracker')).map((row) => ({ ...row, repository: 'example-org/pd-cluster' })),
  );
  it.each(rows.map((row, index) => ({ ...row, ...(LIBRARY_ERRORS[index % LIBRARY_ERRORS.length] as (typeof LIBRARY_ERRORS)[0]) })))(
    'should say Not vLLM, send it to $library, and ask nothing of vLLM when the thread shows $name ($repository)',
    ({ text, repository, error, tracker }) => {
      const plan = triage({ title: 'transfer fails under load', body: `${text}\n\n${error}`, repository });
      expect(plan.comment).not.toBeNull();
      const comment = plan.comment ?? '';
      expect(comment).toContain('**Not vLLM:**');
      expect(comment).toContain(`\`${tracker}\``);
      const asked = plan.report.asks.map((ask) => ask.id);
      expect(asked).not.toContain('vllm-version');
      expect(asked).not.toContain('kv-transfer-config');
      expect(comment).not.toMatch(/The vLLM version|vLLM Version :/);
    },
  );
});

describe('near misses: a vLLM thread that names another engine keeps its comment', () => {
  const nixlMissing = fenced('RuntimeError: NIXL is not available');
  const NEAR: { name: string; text: string; repository: string }[] = [
    {
      name: 'SGLang as a comparison beside vllm serve',
      text: '`vllm serve /m --port 8000` fails; `python -m sglang.launch_server` works on the same nodes.',
      repository: 'example-org/pd',
    },
    { name: "vLLM's own tracker", text: 'SGLang with --disaggregation-mode prefill works; this is the same setup.', repository: 'vllm-project/vllm' },
    {
      name: 'a VLLM_ variable beside an SGLang image',
      text: 'Same nodes as our lmsysorg/sglang:v0.5.2 pods, but with VLLM_NIXL_SIDE_CHANNEL_PORT=5600.',
      repository: 'ai-dynamo/nixl',
    },
    { name: 'a vLLM version', text: 'vLLM 0.11.0 here; SGLANG_HOST_IP is set from an older deployment.', repository: 'ai-dynamo/nixl' },
    {
      name: "vLLM's log prefix",
      text: fenced('(EngineCore_DP0 pid=42) INFO 10-02 10:00:00 [core.py:90] started', 'sglang==0.4.9 is installed too'),
      repository: 'ai-dynamo/nixl',
    },
    {
      name: 'a kv-transfer config',
      text: '--kv-transfer-config \'{"kv_connector":"NixlConnector"}\'; trtllm-serve works fine on this box.',
      repository: 'ai-dynamo/nixl',
    },
    { name: 'only the bare name', text: 'We also tried sglang and TensorRT-LLM; same problem.', repository: 'ai-dynamo/nixl' },
    {
      name: "Dynamo's vLLM backend",
      text: 'Workers: `python -m dynamo.vllm --model Qwen/Qwen3-8B`; checkpoint_engine.ps pushes weights.',
      repository: 'ai-dynamo/dynamo',
    },
  ];
  it.each(NEAR)('should still speak: $name', ({ text, repository }) => {
    const plan = triage({ title: 'NIXL missing at start', body: `${text}\n\n${nixlMissing}`, repository });
    expect(plan.comment).not.toBeNull();
    expect(plan.report.speech?.silence ?? null).toBeNull();
    expect(plan.comment ?? '').not.toContain('**Not vLLM:**');
  });
});
