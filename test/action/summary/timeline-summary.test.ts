// The job summary draws each triaged issue's request timeline, as the comment's fold does, and Mermaid parses it.
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import { renderSummary } from '../../../src/action/summary/summary.js';
import type { IssueOutcome } from '../../../src/action/issue/triage-issue.js';
import { triage } from '../../../src/core/triage.js';

const THREAD = [
  '```',
  '(APIServer pid=1873) INFO 08-02 16:40:11 [async_llm.py:439] Added request chatcmpl-5c0e7a91d3b24f8e9a61b0c2d4e6f813-9e2f41ab.',
  '(EngineCore pid=1990) INFO 08-02 16:40:58 [loggers.py:257] Engine 000: Avg prompt throughput: 9120.7 tokens/s, Running: 96 reqs, Waiting: 31 reqs, Preemptions: 4, GPU KV cache usage: 97.9%',
  '(EngineCore pid=1990) ERROR 08-02 16:41:02 [core.py:1346] EngineCore encountered a fatal error.',
  '(EngineCore pid=1990) ERROR 08-02 16:41:02 [core.py:1346] ValueError: Request chatcmpl-5c0e7a91d3b24f8e9a61b0c2d4e6f813-9e2f41ab is not in _unfinished_requests',
  '```',
].join('\n');

function planned(issueNumber: number, body: string): IssueOutcome {
  const plan = triage({ title: 'crash', body });
  return {
    issueNumber,
    status: 'planned',
    reason: 'dry run',
    matches: plan.report.matches.map((match) => match.id),
    asks: { open: 0, answered: 0 },
    plan,
    apply: null,
    requests: { total: 1, writes: 0 },
  };
}

describe('renderSummary: timelines drawn', () => {
  it('should draw the timeline of each issue that has one, outside the fenced comment, so the summary renders it', async () => {
    const markdown = renderSummary('dispatch', [planned(7, THREAD), planned(8, 'Nothing here.')], {
      dryRun: true,
      links: { serverUrl: 'https://github.com', owner: 'o', repo: 'r' },
    });
    const start = markdown.indexOf("<details><summary>#7: the failing request's timeline, drawn</summary>\n\n```mermaid\n");
    expect(start).toBeGreaterThan(0);
    expect(markdown).not.toContain('#8: the failing request');
    expect(start).toBeLessThan(markdown.indexOf('<details><summary>#7: the comment that would be posted'));
    const source = markdown.slice(markdown.indexOf('```mermaid\n', start) + 11, markdown.indexOf('\n```', markdown.indexOf('```mermaid\n', start) + 11));
    expect(source).toContain('A->>S: 16:40:11 added chatcmpl-5c0..41ab');
    expect((await mermaid.parse(source)).diagramType).toBe('sequence');
  });
});
