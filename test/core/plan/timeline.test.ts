import { describe, expect, it } from 'vitest';
import { MAX_TIMELINE_ENTRIES, buildRunTimelines, buildTimeline } from '../../../src/core/plan/timeline.js';
import { indexLifecycle } from '../../../src/core/plan/request-index.js';
import type { TextSource } from '../../../src/core/extract/types.js';
import type { LifecycleEvent, Signals, StatsLine } from '../../../src/core/signals/types.js';

const body: TextSource = { kind: 'body', id: 0, author: null };
const reply: TextSource = { kind: 'comment', id: 1201, author: 'reporter' };

function event(kind: LifecycleEvent['kind'], requestId: string, text: string, timestamp: string | null, line: number, source = body): LifecycleEvent {
  return { requestId, kind, text, timestamp, line, source };
}

function stats(preemptions: number, timestamp: string | null, line: number, source = body): StatsLine {
  const part = preemptions > 0 ? `Preemptions: ${preemptions}, ` : '';
  return {
    preemptions,
    running: 10,
    waiting: 2,
    kvCacheUsage: 97,
    text: `Engine 000: Avg prompt throughput: 1.0 tokens/s, Avg generation throughput: 2.0 tokens/s, Running: 10 reqs, Waiting: 2 reqs, ${part}GPU KV cache usage: 97.0%`,
    timestamp,
    line,
    source,
  };
}

function signals(lifecycle: LifecycleEvent[], statsLines: StatsLine[] = []): Signals {
  return {
    vllmVersion: null,
    vllmVersionSource: null,
    kvTransferConfigs: [],
    lifecycle,
    stats: statsLines,
    mentionsClientAbort: false,
    connectorPackageVersions: {},
  };
}

const crash = { timestamp: '09-02 14:11:07', line: 30, text: 'ValueError: Request chatcmpl-1 is not in _unfinished_requests' };

function rows(entries: ReturnType<typeof buildTimeline>): string[] {
  return entries.map((entry) => `${entry.timestamp ?? '-'} ${entry.kind} ${entry.text.slice(0, 40)}`);
}

describe('buildTimeline', () => {
  it('should be empty when the thread has no lines about the request and no stats', () => {
    expect(buildTimeline(['chatcmpl-1'], signals([event('crash', '', 'EngineCore encountered a fatal error.', '09-02 14:11:07', 29)]), crash)).toEqual([]);
  });

  it('should order the request lines from body and reply by log time, the crash marked, stats before it, equal times in source order', () => {
    const timeline = buildTimeline(
      ['chatcmpl-1'],
      signals(
        [
          event('crash', '', 'EngineCore encountered a fatal error.', '09-02 14:11:07', 29),
          event('aborted', 'chatcmpl-1', 'Request chatcmpl-1 aborted.', '09-02 14:11:05', 4, reply),
          event('added', 'chatcmpl-1', 'Added request chatcmpl-1.', '09-02 14:10:58', 3, reply),
          event('added', 'chatcmpl-2', 'Added request chatcmpl-2.', '09-02 14:10:59', 5, reply),
        ],
        [stats(0, '09-02 14:10:50', 6, reply), stats(4, '09-02 14:11:00', 7, reply), stats(0, '09-02 14:11:10', 8, reply)],
      ),
      crash,
    );
    expect(rows(timeline)).toEqual([
      '09-02 14:10:58 added Added request chatcmpl-1.',
      '09-02 14:11:00 stats Engine 000: Avg prompt throughput: 1.0 t',
      '09-02 14:11:05 aborted Request chatcmpl-1 aborted.',
      '09-02 14:11:07 crash EngineCore encountered a fatal error.',
      '09-02 14:11:07 error ValueError: Request chatcmpl-1 is not in',
    ]);
    expect(timeline[2]).toMatchObject({ requestId: 'chatcmpl-1', source: reply, line: 4 });
  });

  it('should keep lines without a timestamp after the line before them in source order', () => {
    const timeline = buildTimeline(
      ['r1'],
      signals([
        event('added', 'r1', 'Added request r1.', '01-01 10:00:05', 1),
        event('finished-sending', 'r1', 'Finished sending KV transfer for request r1', null, 2),
        event('aborted', 'r1', 'Aborted request(s) r1.', '01-01 10:00:01', 3),
        event('failed', 'r1', 'Request r1 failed (engine dead).', null, 4),
      ]),
      null,
    );
    expect(rows(timeline)).toEqual([
      '01-01 10:00:01 aborted Aborted request(s) r1.',
      '- failed Request r1 failed (engine dead).',
      '01-01 10:00:05 added Added request r1.',
      '- finished-sending Finished sending KV transfer for request',
    ]);
  });

  it('should show the same printed line once', () => {
    const line = event('added', 'r1', 'Added request r1.', '01-01 10:00:05', 1);
    expect(buildTimeline(['r1'], signals([line, { ...line, line: 40, source: reply }]), null)).toHaveLength(1);
  });

  it('should show only a few stats lines: the last ones with preemptions before the crash and the last one', () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      stats(index % 2 === 0 ? index + 1 : 0, `09-02 14:10:${String(10 + index).padStart(2, '0')}`, 100 + index),
    );
    const timeline = buildTimeline(['chatcmpl-1'], signals([], many), crash);
    expect(timeline.filter((entry) => entry.kind === 'stats').map((entry) => entry.timestamp)).toEqual([
      '09-02 14:10:24',
      '09-02 14:10:26',
      '09-02 14:10:28',
      '09-02 14:10:29',
    ]);
  });

  it('should stay compact: at most 15 entries, the crash kept, long lines cut', () => {
    const lifecycle = Array.from({ length: 40 }, (_, index) =>
      event(
        'finished-sending',
        'r1',
        `Finished sending KV transfer for request r1 ${'x'.repeat(300)}`,
        `09-02 14:10:${String(index).padStart(2, '0')}`,
        index + 1,
      ),
    );
    const timeline = buildTimeline(['r1'], signals(lifecycle), { ...crash, timestamp: '09-02 14:10:45' });
    expect(timeline).toHaveLength(MAX_TIMELINE_ENTRIES);
    expect(timeline.some((entry) => entry.kind === 'error')).toBe(true);
    expect(timeline[0]?.timestamp).toBe('09-02 14:10:00');
    expect(Math.max(...timeline.map((entry) => entry.text.length))).toBeLessThanOrEqual(200);
  });
});

describe('buildRunTimelines: one request per timeline', () => {
  it('should give the newest run its own request, stats and fatal line, and each earlier run its own lines and dates', () => {
    const lifecycle = [
      event('added', 'old-1', 'Added request old-1.', '11-03 08:41:20', 3),
      event('crash', '', 'EngineCore encountered a fatal error.', '11-03 08:41:52', 13),
      event('added', 'new-2', 'Added request new-2.', '11-04 10:00:01', 2, reply),
      event('aborted', 'new-2', 'Request new-2 aborted.', '11-04 14:11:02', 4, reply),
      event('crash', '', 'EngineCore encountered a fatal error.', '11-04 14:11:07', 5, reply),
    ];
    const thread = signals(lifecycle, [stats(2, '11-03 08:41:40', 5), stats(5, '11-04 14:10:50', 3, reply)]);
    const oldCrash = { timestamp: '11-03 08:41:52', line: 14, text: 'ValueError: Request old-1 is not in _unfinished_requests', source: body };
    const newCrash = { timestamp: '11-04 14:11:07', line: 9, text: 'ValueError: Request new-2 is not in _unfinished_requests', source: reply };
    const { timeline, earlierRuns } = buildRunTimelines(['new-2'], thread, newCrash, [{ requestId: 'old-1', crash: oldCrash }], indexLifecycle(lifecycle));
    expect(rows(timeline)).toEqual([
      '11-04 10:00:01 added Added request new-2.',
      '11-04 14:10:50 stats Engine 000: Avg prompt throughput: 1.0 t',
      '11-04 14:11:02 aborted Request new-2 aborted.',
      '11-04 14:11:07 crash EngineCore encountered a fatal error.',
      '11-04 14:11:07 error ValueError: Request new-2 is not in _unf',
    ]);
    expect(earlierRuns.map((run) => [run.requestId, rows(run.timeline)])).toEqual([
      [
        'old-1',
        [
          '11-03 08:41:20 added Added request old-1.',
          '11-03 08:41:40 stats Engine 000: Avg prompt throughput: 1.0 t',
          '11-03 08:41:52 crash EngineCore encountered a fatal error.',
          '11-03 08:41:52 error ValueError: Request old-1 is not in _unf',
        ],
      ],
    ]);
  });
});
