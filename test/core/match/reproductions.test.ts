// The same error under another request id is a reproduction: one match, headed on the newest occurrence.
import { describe, expect, it } from 'vitest';
import { foldReproductions, requestIdOfCaptures } from '../../../src/core/match/reproductions.js';
import type { Match } from '../../../src/core/match/types.js';

const STORE = 'mooncake-store/request-not-in-unfinished-requests';

function match(id: string, captures: Record<string, string>, line: number): Match {
  return {
    id,
    connector: 'MooncakeStoreConnector',
    confidence: 'exact',
    curated: true,
    title: id,
    template: null,
    captures,
    source: { path: 'p.py', function: 'f', line: 1, commit: 'c', url: 'u' },
    evidence: { kind: 'traceback', index: line, line, text: `error on ${line}` },
  };
}

describe('foldReproductions', () => {
  it('should keep one match per error, headed on the newest request id, with the earlier ones oldest first', () => {
    const folded = foldReproductions([
      match(STORE, { req_id: 'chatcmpl-a' }, 10),
      match('nixl/other', {}, 12),
      match(STORE, { req_id: 'chatcmpl-b' }, 40),
      match(STORE, { req_id: 'chatcmpl-c' }, 90),
    ]);
    expect(folded.map((item) => [item.id, item.requestId ?? null, item.evidence.line])).toEqual([
      [STORE, 'chatcmpl-c', 90],
      ['nixl/other', null, 12],
    ]);
    expect(folded[0]?.earlier).toEqual([
      { requestId: 'chatcmpl-a', evidence: { kind: 'traceback', index: 10, line: 10, text: 'error on 10' } },
      { requestId: 'chatcmpl-b', evidence: { kind: 'traceback', index: 40, line: 40, text: 'error on 40' } },
    ]);
  });

  it('should keep errors apart when anything but the request id differs, and leave errors without an id alone', () => {
    const folded = foldReproductions([
      match(STORE, { req_id: 'chatcmpl-a', blocks: '3' }, 10),
      match(STORE, { req_id: 'chatcmpl-b', blocks: '4' }, 20),
      match('x/no-id', { size: '1' }, 30),
      match('x/no-id', { size: '2' }, 40),
    ]);
    expect(folded.map((item) => [item.requestId ?? null, item.earlier ?? null])).toEqual([
      ['chatcmpl-a', null],
      ['chatcmpl-b', null],
      [null, null],
      [null, null],
    ]);
  });

  it('should treat a placeholder id as no id', () => {
    expect(requestIdOfCaptures({ req_id: 'chatcmpl-xxx' })).toBeNull();
    expect(requestIdOfCaptures({ 'req_meta.req_id': 'r-1' })).toBe('r-1');
  });
});
