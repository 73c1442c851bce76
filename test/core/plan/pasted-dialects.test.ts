// Lines pasted in a library's own dialect answer "the log lines printed before the error", and the comment says what
// they show: UCX, native crash handlers, glog/absl, PyTorch's bracketed c10 lines, LMCache's and Mooncake's loggers,
// CANN/HCCL. Fixtures written here.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const fenced = (lines: string[]): string => `\`\`\`\n${lines.join('\n')}\n\`\`\``;
const FINAL = 'nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND';
const backendLog = (lines: string[]) => {
  const plan = triage({ title: 'NIXL backend error on decode', body: `vllm 0.11.0\n\n${fenced([...lines, FINAL])}` });
  return plan.report.asks.find((candidate) => candidate.id === 'backend-log');
};

/** Pasted lines in another dialect, and the dialect the tick names. */
const DIALECTS: [string, string[], string][] = [
  [
    'UCX with its timestamp',
    ['[1762001111.204518] [gpu-7:5120 :0]        ib_iface.c:998  UCX  ERROR ibv_create_cq(cqe=8192) failed: Cannot allocate memory'],
    'UCX',
  ],
  ['a UCX crash line', ['[gpu-7:5120 :0:5188] Caught signal 11 (Segmentation fault: address not mapped to object at address 0x18)'], 'native crash'],
  ['a native backtrace', ['==== backtrace (tid:   5188) ====', ' 0  /usr/lib/libucs.so.0(ucs_handle_error+0x2e4) [0x7f0000001234]'], 'native backtrace'],
  ['glog with a 4-digit date', ['E0411 08:00:00.118201  9911 transfer_engine.cpp:412] Failed to register memory 0x7f00: Bad address'], 'glog'],
  ['glog with an 8-digit date', ['E20260411 08:00:00.118201  9911 nixl_agent.cpp:88] createBackend failed for UCX'], 'glog'],
  ['a glog warning', ['W0411 08:00:00.118201  9911 rdma_context.cpp:101] No RDMA device found, falling back to TCP'], 'glog'],
  ['an absl fatal signal line', ['*** SIGSEGV received at time=1762001111 on cpu 3 ***'], 'native crash'],
  ['a Python fatal error', ['Fatal Python error: Segmentation fault'], 'native crash'],
  ["PyTorch's bracketed c10 line", ['[W411 08:00:00.118201 9911 ProcessGroupNCCL.cpp:1234] Warning: the NCCL watchdog timed out'], 'PyTorch'],
  [
    "LMCache's logger",
    ['[2026-04-11 08:00:00,118] LMCache ERROR: remote backend connection lost (remote_backend.py:210:lmcache.v1.storage_backend.remote_backend)'],
    'LMCache',
  ],
  ["LMCache's bare line", ['LMCache WARNING: store rejected chunk 12'], 'LMCache'],
  ['a CANN/HCCL line', ['[ERROR] HCCL(4411,python):2026-04-11-08:00:00.118.201 [hccl_socket.cc:120] connect to 10.0.0.2 failed'], 'CANN/HCCL'],
  ['a CANN error code', ['EI0006: Getting socket times out. Reason: Remote Rank did not send the data in time.'], 'CANN'],
];

/** Lines that are not a library's own: the ask stays. */
const NOT_DIALECTS: [string, string[]][] = [
  ["vLLM's own info lines", ['INFO 04-11 08:00:00 [nixl_connector.py:700] Initializing NIXL wrapper']],
  ['a sentence about a signal', ['I think the process caught signal 11 somewhere.']],
  ['the error line alone', []],
  ['a shell prompt', ['$ python -c "import nixl"']],
  ['an uppercase word at the start', ['ERROR: the run failed, see above']],
];

describe('lines in a library’s own dialect answer the ask for the lines before the error', () => {
  it.each(DIALECTS)('should take %s as the backend log', (_name, lines, dialect) => {
    const status = backendLog(lines);
    expect(status?.satisfied).toBe(true);
    expect(status?.satisfiedBy).toContain(dialect);
  });
  it.each(NOT_DIALECTS)('should not take %s for it', (_name, lines) => {
    expect(backendLog(lines)?.satisfied).toBe(false);
  });
});
