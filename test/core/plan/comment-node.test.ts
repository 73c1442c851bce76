// The comment as data: commentNodeOf chooses one shape per thread (dismissed, routed, uncurated, gone, full) with the
// values chosen for it, and the comment stage renders every shape by its handler.
import { describe, expect, it } from 'vitest';
import { commentNodeOf, withFixesKnown } from '../../../src/core/plan/decide-comment.js';
import type { CommentContext, CommentNode } from '../../../src/core/plan/comment-context.js';
import type { AskStatus, ShortComment } from '../../../src/core/plan/types.js';
import type { Match } from '../../../src/core/match/types.js';
import { planComment } from '../../../src/core/comment/comment.js';
import { signals } from '../../support/build/signals.js';

const PIN = 'c794754062d49a8fdb63ab3c5215b488b865030c';
const OPEN: AskStatus = { id: 'vllm-version', text: 'The vLLM version.', how: 'Run `vllm --version`.', satisfied: false, satisfiedBy: null };
const UNCURATED: ShortComment = {
  kind: 'uncurated',
  connector: 'NixlConnector',
  exception: { type: 'RuntimeError', message: 'boom' },
  innermost: { file: '/usr/lib/python3/site-packages/vllm/distributed/kv_transfer/x.py', line: 7 },
};

/** A thread with nothing recognised, asking for the version. */
const base = (fields: Partial<CommentContext> = {}): CommentContext => ({
  matches: [],
  entries: [],
  asks: [OPEN],
  timeline: [],
  signals: signals(),
  connectors: [],
  catalog: { version: 'catalog-1', commit: PIN },
  botLabels: [],
  labels: { dismiss: 'vllm-triage:dismiss', rerun: null },
  ...fields,
});

/** A match of the given kind, its evidence an error line. */
const match = (curated: boolean): Match => ({
  id: curated ? 'nixl/some-entry' : 'connector-file:x.py:f',
  connector: 'NixlConnector',
  confidence: curated ? 'exact' : 'connector-file',
  curated,
  title: 't',
  template: 'boom',
  captures: {},
  source: { path: 'vllm/x.py', function: 'f', line: 7, commit: PIN, url: '' },
  evidence: { kind: 'error-line', index: 0, line: 1, text: 'RuntimeError: boom' },
});

describe('commentNodeOf: one shape per thread', () => {
  it('should choose the dismissal first, whatever else the thread has', () => {
    const node = commentNodeOf(base({ dismissedBy: 'maintainer', matches: [match(true)], short: UNCURATED }));
    expect(node).toMatchObject({ kind: 'dismissed', by: 'maintainer', frame: { dismissedBy: 'maintainer' } });
  });

  it('should choose the routed short comment only when nothing is matched', () => {
    const routed: ShortComment = { kind: 'routed', connector: 'NixlConnector', label: 'kv-connector:nixl' };
    expect(commentNodeOf(base({ short: routed }))).toMatchObject({ kind: 'routed', connector: 'NixlConnector', label: 'kv-connector:nixl', asks: [OPEN] });
  });

  it('should choose the uncurated short comment unless the headline is curated, and ask nothing when the thread has the answer', () => {
    const node = commentNodeOf(base({ short: UNCURATED, matches: [match(false)], titleCondition: 'under load' }));
    expect(node).toMatchObject({ kind: 'uncurated', connector: 'NixlConnector', asks: [OPEN], titleCondition: 'under load', says: null, releaseRef: null });
    const answered = commentNodeOf(base({ short: UNCURATED, thread: { says: null, askNothing: true, done: { worksWithout: false, installed: [] } } }));
    expect(answered).toMatchObject({ kind: 'uncurated', asks: [] });
    expect(commentNodeOf(base({ short: UNCURATED, matches: [match(true)] })).kind).toBe('full');
  });

  it('should say the match is gone when there is no match and no short comment', () => {
    expect(commentNodeOf(base())).toMatchObject({ kind: 'gone', frame: { catalog: { version: 'catalog-1' } } });
  });

  it('should decide the full comment: whether it asks and whether it is ready', () => {
    const open = commentNodeOf(base({ matches: [match(true)] }));
    expect(open).toMatchObject({ kind: 'full', asksShown: true, ready: false });
    const answered = { ...OPEN, satisfied: true, satisfiedBy: '0.11.0' };
    expect(commentNodeOf(base({ matches: [match(true)], asks: [answered] }))).toMatchObject({ asksShown: true, ready: true });
    expect(commentNodeOf(base({ matches: [match(true)], asks: [answered], readyForMaintainer: false }))).toMatchObject({ ready: false });
    expect(commentNodeOf(base({ matches: [match(true)], signals: signals({ vllmVersion: '0.11.0' }) }))).toMatchObject({ releaseRef: 'v0.11.0' });
  });

  it('should add the fixes known after the decision to the marker and the full comment only', () => {
    const fix = { pr: 1, commit: 'abc', merged: '2026-01-01', status: 'contained' as const };
    const fixes = { entry: 'nixl/some-entry', version: '0.11.0', ref: 'v0.11.0', fixes: [fix], note: null, answered: true };
    const full = withFixesKnown(commentNodeOf(base({ matches: [match(true)] })), fixes);
    expect(full).toMatchObject({ frame: { fixes }, context: { fixes } });
    expect(withFixesKnown(commentNodeOf(base()), null).frame).not.toHaveProperty('fixes');
  });
});

describe('planComment: every shape has its handler', () => {
  const nodes: CommentNode[] = [
    commentNodeOf(base({ dismissedBy: 'maintainer' })),
    commentNodeOf(base({ short: { kind: 'routed', connector: null, label: 'kv-connector' } })),
    commentNodeOf(base({ short: UNCURATED })),
    commentNodeOf(base()),
  ];
  it.each(nodes.map((node) => [node.kind, node] as const))('should render the %s comment with the marker first', (_kind, node) => {
    const { comment, marker, draft } = planComment(node);
    expect(comment.startsWith('<!-- vllm-triage')).toBe(true);
    expect(marker.catalog).toBe('catalog-1');
    // Only a dismissal's note is bare: every other shape ends with the footer.
    expect(draft === null).toBe(node.kind === 'dismissed');
  });
});
