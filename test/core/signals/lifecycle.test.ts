import { describe, expect, it } from 'vitest';
import { NO_REQUEST_ID, parseLifecycleEvents, parseStatsLine } from '../../../src/core/signals/lifecycle.js';
import type { LogLine } from '../../../src/core/extract/types.js';

const body = { kind: 'body' as const, id: 0, author: null };

function logLine(text: string, timestamp: string | null = '09-02 14:11:07'): LogLine {
  return { text, line: 7, process: null, level: 'INFO', timestamp, logFile: null, logLine: null, block: 0, source: body };
}

function kindsAndIds(text: string): [string, string][] {
  return parseLifecycleEvents(logLine(text)).map((event) => [event.kind, event.requestId]);
}

describe('parseLifecycleEvents', () => {
  const cases: [string, [string, string][]][] = [
    ['Added request chatcmpl-4b1f0c9e.', [['added', 'chatcmpl-4b1f0c9e']]],
    ['Received request cmpl-7-0: params: SamplingParams(n=1, temperature=0.0), lora_request: None.', [['received', 'cmpl-7-0']]],
    ['Request chatcmpl-9 aborted.', [['aborted', 'chatcmpl-9']]],
    [
      'Aborted request(s) chatcmpl-1,chatcmpl-2.',
      [
        ['aborted', 'chatcmpl-1'],
        ['aborted', 'chatcmpl-2'],
      ],
    ],
    ['Request chatcmpl-3 failed (engine dead).', [['failed', 'chatcmpl-3']]],
    ['Request chatcmpl-3 failed (bad request): prompt too long.', [['failed', 'chatcmpl-3']]],
    ['Request chatcmpl-3 failed (input error): bad image.', [['failed', 'chatcmpl-3']]],
    ['Request chatcmpl-3 failed due to EngineDeadError.', [['failed', 'chatcmpl-3']]],
    ['Request embd-3 failed.', [['failed', 'embd-3']]],
    ['Finished recving KV transfer for request chatcmpl-5', [['finished-recving', 'chatcmpl-5']]],
    ['Finished sending KV transfer for request chatcmpl-5', [['finished-sending', 'chatcmpl-5']]],
    ['chatcmpl-6 is still in WAITING_FOR_REMOTE_KVS state.', [['waiting-for-remote-kvs', 'chatcmpl-6']]],
    [
      "Failing 2 request(s) due to KV load failure (failure_policy=fail, 512 tokens affected). Request IDs: {'cmpl-a-0', 'cmpl-b-0'}",
      [
        ['kv-load-failure', 'cmpl-a-0'],
        ['kv-load-failure', 'cmpl-b-0'],
      ],
    ],
    ['EngineCore encountered a fatal error.', [['crash', NO_REQUEST_ID]]],
  ];
  for (const [text, expected] of cases) {
    it(`should read ${JSON.stringify(text.slice(0, 48))}`, () => {
      expect(kindsAndIds(text)).toEqual(expected);
    });
  }

  it('should read a lifecycle message even when a prefix was left on the line', () => {
    expect(kindsAndIds('(APIServer pid=1) INFO 09-02 14:11:07 [async_llm.py:439] Added request chatcmpl-8.')).toEqual([['added', 'chatcmpl-8']]);
  });

  it('should keep the line, timestamp and source of the log line', () => {
    expect(parseLifecycleEvents(logLine('Request chatcmpl-9 aborted.'))).toEqual([
      { requestId: 'chatcmpl-9', kind: 'aborted', text: 'Request chatcmpl-9 aborted.', timestamp: '09-02 14:11:07', line: 7, source: body },
    ]);
  });

  it('should ignore the error message itself and ordinary prose', () => {
    expect(kindsAndIds('ValueError: Request chatcmpl-1 is not in _unfinished_requests')).toEqual([]);
    expect(kindsAndIds('The request was aborted by the client, I think.')).toEqual([]);
    expect(kindsAndIds('EngineCore failed to start.')).toEqual([]);
    expect(kindsAndIds('Added request')).toEqual([]);
  });
});

describe('parseStatsLine', () => {
  it('should read running, waiting, preemptions and KV cache usage', () => {
    const text =
      'Engine 000: Avg prompt throughput: 18211.4 tokens/s, Avg generation throughput: 1520.9 tokens/s, Running: 188 reqs, Waiting: 52 reqs, Preemptions: 9, GPU KV cache usage: 98.7%, Prefix cache hit rate: 22.4%';
    expect(parseStatsLine(logLine(text))).toEqual({
      preemptions: 9,
      running: 188,
      waiting: 52,
      kvCacheUsage: 98.7,
      text,
      timestamp: '09-02 14:11:07',
      line: 7,
      source: body,
    });
  });

  it('should count no preemptions when the part is absent, and read the aggregated form', () => {
    const stats = parseStatsLine(
      logLine(
        '2 Engines Aggregated: Avg prompt throughput: 0.0 tokens/s, Avg generation throughput: 88.0 tokens/s, Running: 4 reqs, Waiting: 0 reqs, Deferred: 1 reqs, GPU KV cache usage: 3.0%, Prefix cache hit rate: 0.0%',
        null,
      ),
    );
    expect(stats?.preemptions).toBe(0);
    expect(stats?.running).toBe(4);
    expect(stats?.kvCacheUsage).toBe(3);
    expect(stats?.timestamp).toBeNull();
  });

  it('should not read other lines as stats', () => {
    expect(parseStatsLine(logLine('Running: the server with 4 GPUs'))).toBeNull();
  });
});
