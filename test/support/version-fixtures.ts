// Reports written for the version tests: three known errors (the Mooncake store seed, a NIXL handshake failure from
// the single-file connector, an LMCache MP registration timeout), each with an environment section that names a build.

/** An issue-form body: the environment section (`env`), then the bug and its log. */
export function reportBody(env: string, log: string, words = 'It crashes under load.'): string {
  return `### Your current environment

${env}

### 🐛 Describe the bug

${words}

\`\`\`
${log}
\`\`\`
`;
}

/** The Mooncake store error (the seed), as the store's scheduler raises it. */
export const SEED_LOG = [
  '(EngineCore_DP0 pid=77) ERROR 08-11 02:13:52 [core.py:1346] EngineCore encountered a fatal error.',
  '(EngineCore_DP0 pid=77) ERROR 08-11 02:13:52 [core.py:1346] Traceback (most recent call last):',
  '(EngineCore_DP0 pid=77) ERROR 08-11 02:13:52 [core.py:1346]   File "/usr/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta',
  '(EngineCore_DP0 pid=77) ERROR 08-11 02:13:52 [core.py:1346]     raise ValueError(',
  '(EngineCore_DP0 pid=77) ERROR 08-11 02:13:52 [core.py:1346] ValueError: Request cmpl-77aa01-0 is not in _unfinished_requests',
].join('\n');

/** A failed NIXL handshake logged by the single-file connector, with its `[nixl_connector.py:N]` prefix. */
export function handshakeLog(line = 548): string {
  return [
    `(VllmWorker rank=0 pid=3110) ERROR 07-29 10:02:11 [nixl_connector.py:${line}] Handshake with 0f3e2d1c-aa21-4c55-9b1e-3f3b4e2a1d90 failed`,
    `(VllmWorker rank=0 pid=3110) ERROR 07-29 10:02:11 [nixl_connector.py:${line}] Traceback (most recent call last):`,
    `(VllmWorker rank=0 pid=3110) ERROR 07-29 10:02:11 [nixl_connector.py:${line}]   File "/usr/lib/python3.12/concurrent/futures/thread.py", line 59, in run`,
    `(VllmWorker rank=0 pid=3110) ERROR 07-29 10:02:11 [nixl_connector.py:${line}] zmq.error.ZMQError: Connection refused`,
  ].join('\n');
}

/** LMCache's MP adapter giving up on the KV-cache registration. */
export const LMCACHE_LOG = [
  '(Worker pid=402) ERROR 03-02 09:00:01 [gpu_model_runner.py:7809] register_kv_caches failed',
  'ConnectionError: LMCache server did not respond to register_kv_caches within 300.0s. Is the server running?',
].join('\n');

/** The builds of the version table: what the environment section says. */
export const BUILDS: { name: string; env: string }[] = [
  { name: '0.8.5', env: 'vLLM Version : 0.8.5' },
  { name: '0.9.2', env: 'vLLM Version : 0.9.2' },
  { name: '0.10.1', env: 'vLLM Version : 0.10.1' },
  { name: '0.11.0', env: 'vLLM Version : 0.11.0' },
  { name: 'development build', env: 'vLLM Version : 0.10.0rc2.dev90+geec694201 (git sha: eec694201)' },
  { name: 'commit-pinned build', env: 'vLLM Version : 0.28.1rc1.dev40+gd626108b1' },
  { name: 'ROCm build', env: 'vLLM Version : 0.13.0+rocm700' },
  { name: 'P/D pair on two versions', env: 'prefill node: vllm 0.25.1, decode node: vllm 0.26.0' },
  { name: 'no version', env: 'H100 x8, Ubuntu 22.04' },
];

/** The shortest seed report: collect_env's version line and the store's error in a pasted log line. */
export const seedReport = (version: string): string =>
  [
    `vLLM Version                 : ${version}`,
    '',
    '```',
    'ERROR 11-03 08:41:52 [core.py:1346] ValueError: Request chatcmpl-91bc is not in _unfinished_requests',
    '```',
  ].join('\n');

/** A pasted traceback that shows only the scheduler's raising frame and a bare `AssertionError`: a frame-only match. */
export const FRAME_ONLY_TRACEBACK = [
  '```',
  'Traceback (most recent call last):',
  '  File "/usr/lib/python3.12/site-packages/vllm/v1/core/sched/scheduler.py", line 1402, in _update_from_kv_xfer_finished',
  '    assert req_id in self.requests',
  'AssertionError',
  '```',
].join('\n');
