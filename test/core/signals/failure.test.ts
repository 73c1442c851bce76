import { describe, expect, it } from 'vitest';
import { extractThread } from '../../../src/core/extract/extract.js';
import { readFailure } from '../../../src/core/signals/failure.js';

const failureOf = (body: string, title?: string) => readFailure(extractThread({ body, ...(title === undefined ? {} : { title }) }));

const TRACEBACK = (frames: string[], last: string): string =>
  ['```', 'Traceback (most recent call last):', ...frames.flatMap((file) => [`  File "${file}", line 10, in fn`, '    x()']), last, '```'].join('\n');

describe('readFailure', () => {
  it('should see a failure in an exception, an ERROR line, or failure words in prose', () => {
    expect(failureOf('ValueError: bad value').shown).toBe(true);
    expect(failureOf('```\nERROR 08-14 10:00:00 [core.py:1] something broke badly here\n```').shown).toBe(true);
    expect(failureOf('The server hangs after a minute.').shown).toBe(true);
    expect(failureOf('How do I size the store?').shown).toBe(false);
  });

  it('should explain an out-of-memory, NCCL or tokenizer failure by its own cause', () => {
    expect(failureOf('torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB').explainedBy).toBe('out of memory at model load');
    expect(failureOf('RuntimeError: NCCL error in: ProcessGroupNCCL.cpp:1970, unhandled system error').explainedBy).toBe('an NCCL / process-group failure');
    expect(failureOf('vLLM throws an OOM error if the KV cache is larger than GPU memory').explainedBy).toBe('out of memory at model load');
    expect(failureOf('out of memory from the CPU allocator although max_local_cpu_size is small; the OOM comes from the cpu pool').explainedBy).toBeNull();
    expect(
      failureOf(
        "ValueError: To serve at least one request with the models's max seq len (32768), (4.0 GiB KV cache is needed, which is larger than the available KV cache memory (2.1 GiB)",
      ).explainedBy,
    ).toBe('out of memory at model load');
    expect(failureOf('ValueError: Request r-1 is not in _unfinished_requests').explainedBy).toBeNull();
  });

  it('should keep a failure open when one of its exceptions has no other cause', () => {
    const body = 'torch.OutOfMemoryError: CUDA out of memory.\n\nKeyError: r-2';
    expect(failureOf(body).explainedBy).toBeNull();
  });

  it('should say where a whole traceback ends when that is code of no connector’s business, and nothing for a cut one', () => {
    const whole = TRACEBACK(['/x/vllm/v1/engine/core.py', '/x/vllm/lora/worker_manager.py'], 'ValueError: bad adapter');
    expect(failureOf(whole).locatedIn).toBe('/x/vllm/lora/worker_manager.py');
    const inScheduler = TRACEBACK(['/x/vllm/v1/engine/core.py', '/x/vllm/v1/core/sched/scheduler.py'], "KeyError: 'req-1'");
    expect(failureOf(inScheduler).locatedIn).toBeNull();
    const cut = ['```', 'Traceback (most recent call last):', '  File "/x/vllm/v1/engine/core.py", line 10, in fn', '    x()', '```'].join('\n');
    expect(failureOf(cut).locatedIn).toBeNull();
  });
});

describe('readFailure: prose that says nothing failed', () => {
  it('should not read a failure in "no errors, just slower" or "nothing crashes"', () => {
    expect(failureOf('With LMCache enabled, time to first token is worse. No errors, just slower. Is this expected?').shown).toBe(false);
    expect(failureOf('The docs link is broken.').shown).toBe(true);
    expect(failureOf('Nothing crashes, the output is only slower.').shown).toBe(false);
  });
});
