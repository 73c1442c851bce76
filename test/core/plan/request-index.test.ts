import { describe, expect, it } from 'vitest';
import { clientIdOf, eventsOfRequest, indexLifecycle } from '../../../src/core/plan/request-index.js';
import { triage } from '../../../src/core/triage.js';
import type { LifecycleEvent } from '../../../src/core/signals/types.js';

const event = (kind: LifecycleEvent['kind'], requestId: string, line: number): LifecycleEvent => ({
  kind,
  requestId,
  text: `${kind} ${requestId}`,
  timestamp: null,
  line,
  source: { kind: 'body', id: 0, author: null },
});

describe('request ids', () => {
  it('should read the client id inside an engine id (client id, a dash, 8 random characters)', () => {
    expect(clientIdOf('chatcmpl-7d2e-a1b2c3d4')).toBe('chatcmpl-7d2e');
    expect(clientIdOf('chatcmpl-4b1f0c9e2d7a4e55')).toBeNull();
    expect(clientIdOf('-a1b2c3d4')).toBeNull();
  });

  it('should join an abort line that logs the client id to the engine id the error names, and nothing else of the client id', () => {
    const index = indexLifecycle([event('added', 'req-9-a1b2c3d4', 1), event('aborted', 'req-9', 2), event('added', 'req-9', 3), event('crash', '', 4)]);
    expect(eventsOfRequest(index, 'req-9-a1b2c3d4').map((found) => found.line)).toEqual([1, 2]);
  });

  it('should tick the lifecycle ask of the seed error from an abort line with the client id', () => {
    const body = [
      '```',
      'INFO 09-02 14:10:58 [async_llm.py:439] Added request cmpl-55aa-0f1e2d3c.',
      'INFO 09-02 14:11:05 [async_llm.py:623] Request cmpl-55aa aborted.',
      'ERROR 09-02 14:11:07 [core.py:1346] ValueError: Request cmpl-55aa-0f1e2d3c is not in _unfinished_requests',
      '```',
    ].join('\n');
    const plan = triage({ body });
    const lifecycle = plan.report.asks.find((ask) => ask.id === 'request-lifecycle');
    expect(lifecycle?.satisfiedBy).toContain('2 lifecycle lines');
    expect(plan.report.timeline.map((entry) => entry.kind)).toEqual(['added', 'aborted', 'error']);
  });
});
