// "Your log shows" says only what the log's lines hold: no preemption count from stats lines that print none (V0's,
// and V1's before they printed one), no "the error came" without the time it came. Fixtures written here.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const ID = 'cmpl-77-1a2b3c4d';
const screen = (comment: string | null): string => (comment ?? '').split('<details>')[0] ?? '';
const V1 = (time: string, extra: string) =>
  `INFO 04-11 ${time} [loggers.py:123] Engine 000: Avg prompt throughput: 10.0 tokens/s, Avg generation throughput: 5.0 tokens/s, Running: 3 reqs, Waiting: 0 reqs, GPU KV cache usage: 40.0%${extra}, Prefix cache hit rate: 0.0%`;
const V0 = (time: string) =>
  `INFO 04-11 ${time} [metrics.py:351] Avg prompt throughput: 10.0 tokens/s, Avg generation throughput: 5.0 tokens/s, Running: 3 reqs, Swapped: 0 reqs, Pending: 0 reqs, GPU KV cache usage: 40.0%, CPU KV cache usage: 0.0%.`;
const ERROR = [
  'Traceback (most recent call last):',
  '  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta',
  '    raise ValueError(',
  `ValueError: Request ${ID} is not in _unfinished_requests`,
];
const timed = (time: string) => ERROR.map((line) => `ERROR 04-11 ${time} [core.py:844] ${line}`);
const log = (lines: string[]) => triage({ title: 'store crash', body: `vllm 0.11.0\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`` });
const added = (time: string) => `INFO 04-11 ${time} [async_llm.py:270] Added request ${ID}.`;

/** Logs, what their summary line must say, and what it must not. */
const LOGS: [string, string[], string[], string[]][] = [
  ['V1 stats without a count, error untimed', [added('08:00:00'), V1('08:00:05', ''), ...ERROR], [], ['no preemptions', 'the error came.']],
  ['V0 stats, error untimed', [added('08:00:00'), V0('08:00:05'), V0('08:00:10'), ...ERROR], [], ['no preemptions', 'the error came.']],
  ['V0 stats, error timed', [added('08:00:00'), V0('08:00:05'), ...timed('08:00:09')], ['the error came at 08:00:09'], ['no preemptions']],
  [
    'V1 stats with no preemptions counted, error timed',
    [added('08:00:00'), V1('08:00:05', ', Preemptions: 0'), ...timed('08:00:09')],
    ['no preemptions', 'the error came at 08:00:09'],
    [],
  ],
  ['V1 stats with preemptions counted', [added('08:00:00'), V1('08:00:05', ', Preemptions: 7'), ...timed('08:00:09')], ['show 7 preemptions'], []],
  ['stats only, error untimed', [V1('08:00:05', ''), V1('08:00:15', ''), ...ERROR], [], ['no preemptions', 'the error came.']],
  ['added only, error untimed', [added('08:00:00'), ...ERROR], [], ['the error came.']],
  [
    'V0 stats many, error timed',
    [added('08:00:00'), V0('08:00:05'), V0('08:00:10'), V0('08:00:15'), ...timed('08:00:19')],
    ['the request was added at 08:00:00'],
    ['no preemptions', 'preemptions at'],
  ],
];

describe('what the log shows, only from the facts it holds', () => {
  it.each(LOGS)('%s', (_name, lines, says, never) => {
    const first = screen(log(lines).comment);
    for (const words of says) expect(first).toContain(words);
    for (const words of never) expect(first).not.toContain(words);
    // Whatever it says reads as a sentence: no piece ends bare before the full stop.
    expect(first).not.toMatch(/; the error came\.|; the engine died\./);
  });
});
