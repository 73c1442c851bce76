// The thread's decision first, in the many ways a thread says it: a reply's workaround, a fix that worked, a
// maintainer's diagnosis, a linked fix. Near misses (a fix said not to help, a question, another user's words) decide
// nothing. Fixtures written for these tests.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import { fixNamedByMessage } from '../../../src/core/plan/message-fix.js';

const fenced = (lines: string[]): string => `\`\`\`\n${lines.join('\n')}\n\`\`\``;
const screen = (comment: string | null): string => (comment ?? '').split('<details>')[0] ?? '';
const crash = fenced([
  'Traceback (most recent call last):',
  '  File "/opt/venv/lib/python3.12/site-packages/lmcache/v1/cache_engine.py", line 301, in store',
  '    self.storage_manager.batched_put(keys, objs, meta)',
  "AttributeError: 'NoneType' object has no attribute 'chunk_meta'",
]);
type Who = 'reporter' | 'maintainer' | 'other';
const ASSOCIATION: Record<Who, string> = { reporter: 'NONE', maintainer: 'MEMBER', other: 'NONE' };
const thread = (who: Who, reply: string) =>
  triage({
    title: 'LMCache store crashes under load',
    author: 'rep',
    body: crash,
    comments: [{ id: 1, author: who === 'reporter' ? 'rep' : who === 'maintainer' ? 'keeper' : 'passer', authorAssociation: ASSOCIATION[who], body: reply }],
  });

/** Replies that decide the thread: the comment leads with them and asks nothing. */
const DECIDING: [Who, string, string][] = [
  ['maintainer', 'Setting `save_chunk_meta: False` in the LMCache config fixed it for us.', 'save_chunk_meta: False'],
  ['reporter', 'Update: it works now after I set `LMCACHE_LOCAL_CPU=True`.', 'LMCACHE_LOCAL_CPU=True'],
  ['reporter', '解决了，设置 `save_chunk_meta: False` 之后就正常了。', 'save_chunk_meta: False'],
  ['maintainer', 'This is caused by the chunk metadata path; try `--no-enable-prefix-caching` until the fix lands.', '--no-enable-prefix-caching'],
  ['maintainer', 'The root cause is a stale handle in the store lookup, fixed by #12345.', 'stale handle'],
  ['maintainer', 'Fixed in https://github.com/LMCache/LMCache/pull/2345, please upgrade.', 'pull/2345'],
  ['maintainer', 'Looks like the chunk metadata is dropped on eviction. Try `save_chunk_meta: False` for now.', 'save_chunk_meta: False'],
  ['maintainer', 'This should be resolved by #23456 in the next release.', '23456'],
  ['reporter', 'Problem solved: I had to set `LMCACHE_LOCAL_CPU=True`.', 'LMCACHE_LOCAL_CPU=True'],
  ['maintainer', 'I think the problem is the EAGLE draft tokens: they are not counted on the save path.', 'EAGLE draft tokens'],
  ['maintainer', 'This comes from the save path when spec decoding is on; disable it with `--speculative-config` removed.', 'spec decoding'],
  ['reporter', '已解决：把 `save_chunk_meta` 设成 `False` 即可。', 'save_chunk_meta'],
];

/** Replies that decide nothing: the asks stay. */
const NOT_DECIDING: [Who, string][] = [
  ['reporter', 'I set `save_chunk_meta: False` but it did not fix it.'],
  ['reporter', 'Tried `--no-enable-prefix-caching`, it still crashes.'],
  ['reporter', 'Is this fixed by #12345?'],
  ['reporter', 'Still not working now, same traceback.'],
  ['other', 'Setting `save_chunk_meta: False` fixed it for me.'],
  ['reporter', 'It was supposedly fixed in #12345 but I still see it.'],
  ['reporter', 'Should I set `save_chunk_meta: False`?'],
  ['reporter', 'Setting `LMCACHE_LOCAL_CPU=True` did not help.'],
  ['reporter', 'No luck with `--enforce-eager` either.'],
  ['reporter', '设置 `save_chunk_meta: False` 之后还是不行。'],
];

describe("the thread's decision first, whatever words it comes in", () => {
  it.each(DECIDING)('should lead with the %s reply %s', (who, reply, shown) => {
    const plan = thread(who, reply);
    const first = screen(plan.comment);
    expect(first).toMatch(/\*\*(?:This thread already found|Your diagnosis|A maintainer)/);
    expect(first).toContain(shown);
    expect(plan.report.speech?.asksKept).toBe(0);
  });
  it.each(NOT_DECIDING)('should not take the %s reply %s for the answer', (who, reply) => {
    const plan = thread(who, reply);
    expect(screen(plan.comment)).not.toContain('This thread already found');
    expect(plan.report.speech?.asksKept ?? 0).toBeGreaterThan(0);
  });
});

/** Messages that print their own fix, and the setting the comment leads with. */
const MESSAGE_FIXES: [string, string][] = [
  ['Mamba layers need the DS layout. Set VLLM_SSM_CONV_STATE_LAYOUT=DS and restart.', 'VLLM_SSM_CONV_STATE_LAYOUT=DS'],
  ['NIXL is not initialised; please export NIXL_LOG_LEVEL=DEBUG to see why.', 'NIXL_LOG_LEVEL=DEBUG'],
  ['The layout is not supported, set VLLM_KV_CACHE_LAYOUT to HND and retry.', 'VLLM_KV_CACHE_LAYOUT=HND'],
  ['CUDA graphs cannot capture this path; try --enforce-eager.', '--enforce-eager'],
  ['Hybrid models need the manager off: please pass `--disable-hybrid-kv-cache-manager`.', '--disable-hybrid-kv-cache-manager'],
  ['Out of blocks. Consider setting `gpu_memory_utilization=0.8`.', 'gpu_memory_utilization=0.8'],
  ['The sequence is too long; start the server with --max-model-len=4096.', '--max-model-len=4096'],
  ['Prefix caching is incompatible with this store. Use `--no-enable-prefix-caching`.', '--no-enable-prefix-caching'],
  [
    'Cannot reach the metadata server, setting MOONCAKE_MASTER to the right address may help: set MOONCAKE_MASTER=10.0.0.1:50051.',
    'MOONCAKE_MASTER=10.0.0.1:50051',
  ],
];
/** Messages that name a setting without offering it as the fix. */
const NOT_MESSAGE_FIXES: string[] = [
  'Failed to set VLLM_HOST_IP=10.0.0.1 on the peer.',
  'VLLM_USE_V1=1 is set but the engine is V0.',
  '--kv-transfer-config is required for this connector.',
  'Do not use --enforce-eager with this connector.',
  'set the layout first',
  'Could not set MOONCAKE_PROTOCOL to rdma: no device.',
  'The flag --enable-chunked-prefill conflicts with the store.',
  'Tried to use --kv-offloading-size=0 which is invalid.',
];

describe('a fix the error message names', () => {
  it.each(MESSAGE_FIXES)('should read the fix in %s', (message, setting) => {
    expect(fixNamedByMessage(message)).toBe(setting);
  });
  it.each(NOT_MESSAGE_FIXES)('should read no fix in %s', (message) => {
    expect(fixNamedByMessage(message)).toBeNull();
  });
  it('should lead with a flag the message names, as a flag to pass', () => {
    const plan = triage({
      title: 'store crash',
      body: fenced([
        'Traceback (most recent call last):',
        '  File "/opt/venv/lib/python3.12/site-packages/lmcache/v1/cache_engine.py", line 301, in store',
        '    raise RuntimeError(msg)',
        'RuntimeError: Prefix caching is incompatible with this store. Use `--no-enable-prefix-caching`.',
      ]),
    });
    expect(screen(plan.comment)).toContain('**The error message names its own fix:** pass `--no-enable-prefix-caching`');
  });
});

describe('a debugging hint in a message is not its fix', () => {
  it.each([
    'CUDA error: an illegal memory access was encountered. For debugging consider passing CUDA_LAUNCH_BLOCKING=1.',
    'NCCL error: unhandled system error. Debugging tip: set NCCL_DEBUG=INFO.',
  ])('should read no fix in %s', (message) => {
    expect(fixNamedByMessage(message)).toBeNull();
  });
});
