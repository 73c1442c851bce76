// The package's main export: the engine in-process, earlier reports finished by the caller's own search.
import { describe, expect, it } from 'vitest';
import { analyze, triage, withEarlierReports } from '../src/lib.js';

const CRASH = '```\nValueError: Request chatcmpl-5e2a is not in _unfinished_requests\n```\n';

describe('the package export', () => {
  it('should analyze markdown into the report and triage into a plan', () => {
    expect(analyze(CRASH).matches[0]?.id).toBe('mooncake-store/request-not-in-unfinished-requests');
    expect(triage({ body: CRASH }).comment).toContain('<!-- vllm-triage');
  });

  it('should let a caller run the search the plan asks for and finish the plan with what it found', () => {
    const plan = triage({ body: CRASH }, { issueNumber: 9, earlierReportsSearch: { postedComment: null } });
    const search = plan.earlierReportsSearch;
    expect(search.kind === 'search' ? search.phrase : null).toBe('is not in _unfinished_requests');
    const finished = withEarlierReports(plan, [{ number: 4, title: 'Same crash', url: 'https://github.com/vllm-project/vllm/issues/4', state: 'closed' }]);
    expect(finished.comment).toContain('- [Same crash](https://github.com/vllm-project/vllm/issues/4) (closed)');
  });
});
