import { describe, expect, it } from 'vitest';
import { computeOutputs, escapeCell, fenceFor, MAX_SUMMARY_BYTES, renderFailureSummary, renderSummary } from '../../../src/action/summary/summary.js';
import type { IssueOutcome } from '../../../src/action/issue/triage-issue.js';
import type { TriagePlan } from '../../../src/core/report.js';
import { dryRunNotice } from '../../../src/action/summary/outputs.js';

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

const LINKS = { serverUrl: 'https://github.com', owner: 'vllm-project', repo: 'vllm' };
const ISSUE_12 = '[#12](https://github.com/vllm-project/vllm/issues/12)';

/** A dry-run outcome whose plan would post `comment`. */
function planned(issueNumber: number, comment: string | null, plannedComment: IssueOutcome['plannedComment'] = 'created'): IssueOutcome {
  const plan = { comment, labelsToAdd: ['kv-connector'], labelsToRemove: [] } as unknown as TriagePlan;
  return outcome({ issueNumber, status: 'planned', reason: 'dry run: the plan was not applied', apply: null, plan, plannedComment });
}

describe('renderSummary', () => {
  it('should show one table row per issue, linked, with matches, labels added and skipped, the comment action, asks and requests', () => {
    const markdown = renderSummary('Triaging #12 (issues.opened)', [outcome()], { dryRun: false, links: LINKS });
    expect(markdown).toContain(
      `| ${ISSUE_12} | triaged: comment created | \`mooncake-store/request-not-in-unfinished-requests\` | added kv-connector<br>skipped mooncake: the repository has no such label (create-missing-labels is off) | created | 3 / 2 | 4 (2) |`,
    );
  });

  it('should put the planned comment in a fence longer than any backtick run in it on a dry run', () => {
    const comment = '<!-- vllm-triage {} -->\n````\ncode\n````';
    const markdown = renderSummary('dispatch', [planned(12, comment)], { dryRun: true, links: LINKS });
    expect(markdown).toContain('(dry run: nothing was written)');
    expect(markdown).toContain('would add kv-connector');
    expect(markdown).toContain(`\`\`\`\`\`markdown\n${comment}\n\`\`\`\`\``);
  });

  it('should say in a dry run which comment would be created or updated, and not repeat "dry run" on every row', () => {
    const markdown = renderSummary('dispatch', [planned(12, 'new'), planned(13, 'changed', 'updated'), planned(14, null, 'none')], {
      dryRun: true,
      links: LINKS,
    });
    const rows = markdown.split('\n').filter((line) => line.startsWith('| [#'));
    expect(rows.map((row) => row.split(' | ').slice(1, 2).concat(row.split(' | ').slice(4, 5)))).toEqual([
      ['planned', 'would create'],
      ['planned', 'would update'],
      ['planned', 'none'],
    ]);
    expect(markdown).not.toContain('planned: dry run');
    expect(markdown).toContain('#13: the comment that would be updated');
  });

  it("should stay under GitHub's 1 MiB limit by leaving out planned comments first, then rows, saying so", () => {
    const big = 'x'.repeat(40_000);
    const many = Array.from({ length: 40 }, (_, index) => planned(100 + index, `<!-- vllm-triage -->\n${big}`));
    const markdown = renderSummary('dispatch', many, { dryRun: true, links: LINKS });
    expect(Buffer.byteLength(markdown)).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
    const shown = markdown.split('<details>').length - 1;
    expect(shown).toBeGreaterThan(20);
    expect(shown).toBeLessThan(40);
    expect(markdown).toContain(`_${40 - shown} planned comment(s) are left out to stay under GitHub's 1 MiB summary limit`);
    expect(markdown.split('\n').filter((line) => line.startsWith('| [#'))).toHaveLength(40);

    const tight = renderSummary('dispatch', many, { dryRun: true, links: LINKS, maxBytes: 3_000 });
    expect(Buffer.byteLength(tight)).toBeLessThanOrEqual(3_000);
    expect(tight).not.toContain('<details>');
    expect(tight).toMatch(/_\d+ more issues are left out of this table/);
  });

  it('should say what stopped a run that could not start', () => {
    expect(renderFailureSummary('input "dry-run" is "maybe"; expected true or false')).toBe(
      '## vllm-triage\n\n**Stopped:** input "dry-run" is "maybe"; expected true or false\n',
    );
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
    expect(computeOutputs([outcome()], LINKS)).toEqual({
      'matched-ids': 'mooncake-store/request-not-in-unfinished-requests',
      'labels-added': 'kv-connector',
      'labels-created': '',
      'labels-planned': '',
      'comment-action': 'created',
      'comment-url': 'https://github.com/vllm-project/vllm/issues/12#issuecomment-5',
      'issues-triaged': '1',
    });
    const skipped = outcome({ issueNumber: 13, status: 'skipped', matches: [], apply: null });
    expect(computeOutputs([outcome(), skipped])['comment-action']).toBe('#12:created,#13:skipped');
    expect(computeOutputs([outcome(), skipped], LINKS)['comment-url']).toBe('#12:https://github.com/vllm-project/vllm/issues/12#issuecomment-5');
    expect(computeOutputs([])['comment-action']).toBe('skipped');
  });

  it('should give a dry run the comment it would edit (none when it would create one) and the labels it would add', () => {
    const wouldUpdate = { ...planned(12, 'new body', 'updated'), commentId: 7 };
    const wouldCreate = { ...planned(14, 'new body', 'created'), commentId: null };
    expect(computeOutputs([wouldUpdate], LINKS)).toMatchObject({
      'comment-url': 'https://github.com/vllm-project/vllm/issues/12#issuecomment-7',
      'labels-planned': 'kv-connector',
      'labels-added': '',
    });
    expect(computeOutputs([wouldCreate], LINKS)['comment-url']).toBe('');
  });
});

describe('dryRunNotice', () => {
  it('should say in one notice what the dry run would have done, naming at most five issues', () => {
    const wouldUpdate = { ...planned(12, 'new body', 'updated'), commentId: 7 };
    expect(dryRunNotice([wouldUpdate, outcome({ issueNumber: 13, status: 'skipped', apply: null })], LINKS)).toBe(
      'Dry run, nothing was written. It would have done this: #12: edit https://github.com/vllm-project/vllm/issues/12#issuecomment-7 and add "kv-connector".',
    );
    const many = [20, 21, 22, 23, 24, 25, 26].map((issueNumber) => ({
      ...planned(issueNumber, null, 'none'),
      plan: { comment: null, labelsToAdd: [] } as unknown as TriagePlan,
    }));
    const notice = dryRunNotice(many, LINKS) ?? '';
    expect(notice).toContain('#24: leave the comment as it is and add no label; and 2 more issues (the job summary lists them).');
    expect(notice).not.toContain('#25');
    expect(dryRunNotice([outcome()], LINKS)).toBeNull();
  });
});
