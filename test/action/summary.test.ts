import { describe, expect, it } from 'vitest';
import { computeOutputs, escapeCell, fenceFor, renderSummary } from '../../src/action/summary.js';
import type { IssueOutcome } from '../../src/action/triage-issue.js';
import type { TriagePlan } from '../../src/core/report.js';

function outcome(overrides: Partial<IssueOutcome> = {}): IssueOutcome {
  return {
    issueNumber: 12,
    status: 'triaged',
    reason: 'comment created',
    matches: ['mooncake-store/request-not-in-unfinished-requests'],
    asks: { open: 3, answered: 2 },
    plan: null,
    apply: {
      commentAction: 'created',
      commentId: 5,
      labelsAdded: ['kv-connector'],
      labelsSkipped: [{ label: 'mooncake', why: 'the repository has no such label (create-missing-labels is off)' }],
      labelsRemoved: [],
      notes: [],
      failures: [],
    },
    requests: { total: 4, writes: 2 },
    ...overrides,
  };
}

describe('renderSummary', () => {
  it('should show one table row per issue with matches, labels added and skipped, the comment action, asks and requests', () => {
    const markdown = renderSummary('Triaging #12 (issues.opened)', [outcome()], false);
    expect(markdown).toContain('| #12 | triaged: comment created | `mooncake-store/request-not-in-unfinished-requests` | added kv-connector<br>skipped mooncake: the repository has no such label (create-missing-labels is off) | created | 3 / 2 | 4 (2) |');
  });

  it('should put the planned comment in a fence longer than any backtick run in it on a dry run', () => {
    const comment = '<!-- vllm-triage {} -->\n````\ncode\n````';
    const plan = { comment, labelsToAdd: ['kv-connector'], labelsToRemove: [] } as unknown as TriagePlan;
    const markdown = renderSummary('dispatch', [outcome({ status: 'planned', apply: null, plan })], true);
    expect(markdown).toContain('(dry run: nothing was written)');
    expect(markdown).toContain('would add kv-connector');
    expect(markdown).toContain(`\`\`\`\`\`markdown\n${comment}\n\`\`\`\`\``);
  });

  it('should neutralise HTML, pipes and mentions in messages that came from the API', () => {
    expect(escapeCell('<img src=x> | @octocat\nnext')).toBe('&lt;img src=x&gt; \\| @\u200boctocat next');
  });

  it('should use at least three backticks for a fence', () => {
    expect(fenceFor('no ticks')).toBe('```');
    expect(fenceFor('a ```` b')).toBe('`````');
  });
});

describe('computeOutputs', () => {
  it('should give one comment action for one issue and #n:action pairs for several', () => {
    expect(computeOutputs([outcome()])).toEqual({
      'matched-ids': 'mooncake-store/request-not-in-unfinished-requests',
      'labels-added': 'kv-connector',
      'comment-action': 'created',
      'issues-triaged': '1',
    });
    const skipped = outcome({ issueNumber: 13, status: 'skipped', matches: [], apply: null });
    expect(computeOutputs([outcome(), skipped])['comment-action']).toBe('#12:created,#13:skipped');
    expect(computeOutputs([])['comment-action']).toBe('skipped');
  });
});
