import { describe, expect, it } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { visit } from 'unist-util-visit';
import {
  MAX_EARLIER_REPORTS,
  earlierReportsSearchPhrase,
  renderEarlierReports,
  selectEarlierReports,
  withoutEarlierReports,
  type EarlierReport,
} from '../../../src/core/plan/earlier-reports.js';
import { triage } from '../../../src/core/triage.js';
import type { Match } from '../../../src/core/match/types.js';

/** A Mooncake store crash written for these tests: the error line vLLM raises, inside a pasted log. */
const CRASH_BODY = [
  'Serving with the Mooncake store as KV offload; the engine died under load.',
  '',
  '```',
  'ERROR 11-03 08:41:52 [core.py:1346] EngineCore encountered a fatal error.',
  'ERROR 11-03 08:41:52 [core.py:1346] Traceback (most recent call last):',
  'ERROR 11-03 08:41:52 [core.py:1346]   File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta',
  'ERROR 11-03 08:41:52 [core.py:1346]     raise ValueError(',
  'ERROR 11-03 08:41:52 [core.py:1346] ValueError: Request chatcmpl-77aa is not in _unfinished_requests',
  '```',
].join('\n');

function report(number: number, title = `Engine crash ${number}`, state = 'open'): EarlierReport {
  return { number, title, url: `https://github.com/vllm-project/vllm/issues/${number}`, state };
}

function match(overrides: Partial<Match>): Match {
  return {
    id: 'mooncake-store/request-not-in-unfinished-requests',
    connector: 'MooncakeStoreConnector',
    confidence: 'exact',
    curated: true,
    title: 'title',
    template: 'Request {req_id} is not in _unfinished_requests',
    captures: { req_id: 'chatcmpl-1' },
    source: { path: 'p.py', function: 'f', line: 1, commit: 'c', url: 'https://github.com/vllm-project/vllm' },
    evidence: { kind: 'error-line', index: 0, line: 1, text: 'x' },
    ...overrides,
  };
}

/** Link targets of a markdown text, as GitHub's parser (CommonMark + GFM) would read them. */
function linkTargets(markdown: string): string[] {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const urls: string[] = [];
  visit(tree, 'link', (node: { url: string }) => {
    urls.push(node.url);
  });
  return urls;
}

describe('earlierReportsSearchPhrase', () => {
  it('should search with the longest literal piece of a curated exact template, placeholders removed', () => {
    expect(earlierReportsSearchPhrase([match({})])).toBe('is not in _unfinished_requests');
  });

  it('should take the phrase from the template, never from the issue text the match captured', () => {
    const phrase = earlierReportsSearchPhrase([match({ captures: { req_id: 'a much longer captured request id than any literal piece' } })]);
    expect(phrase).toBe('is not in _unfinished_requests');
  });

  it('should read printf placeholders in logger templates and leave quotes out of the phrase', () => {
    expect(earlierReportsSearchPhrase([match({ template: 'Failed to load "%s": transfer engine did not start' })])).toBe('transfer engine did not start');
  });

  it('should not search for a match by frame, an index row, a connector file or a template-less entry', () => {
    expect(earlierReportsSearchPhrase([match({ confidence: 'frame' })])).toBeNull();
    expect(earlierReportsSearchPhrase([match({ curated: false })])).toBeNull();
    expect(earlierReportsSearchPhrase([match({ confidence: 'connector-file', curated: false })])).toBeNull();
    expect(earlierReportsSearchPhrase([match({ template: null })])).toBeNull();
    expect(earlierReportsSearchPhrase([])).toBeNull();
  });

  it('should only look at the primary match', () => {
    expect(earlierReportsSearchPhrase([match({ confidence: 'frame' }), match({})])).toBeNull();
  });

  it('should find the phrase for the seed error through triage', () => {
    const plan = triage({ body: CRASH_BODY });
    expect(plan.report.matches[0]?.id).toBe('mooncake-store/request-not-in-unfinished-requests');
    expect(earlierReportsSearchPhrase(plan.report.matches)).toBe('is not in _unfinished_requests');
  });
});

describe('selectEarlierReports', () => {
  it('should leave out the current issue and duplicates and keep at most five', () => {
    const found = [report(9), report(1), report(2), report(2), report(3), report(4), report(5), report(6)];
    const kept = selectEarlierReports(found, 9);
    expect(kept.map((entry) => entry.number)).toEqual([1, 2, 3, 4, 5]);
    expect(kept).toHaveLength(MAX_EARLIER_REPORTS);
  });

  it('should drop a report whose link is not a plain https address', () => {
    const odd = [
      { ...report(1), url: 'javascript:alert(1)' },
      { ...report(2), url: 'https://github.com/x/y/issues/2) [pwn](https://evil.example' },
      report(3),
    ];
    expect(selectEarlierReports(odd, null).map((entry) => entry.number)).toEqual([3]);
  });
});

describe('earlier reports in the comment', () => {
  it('should list the earlier reports, folded, with full links and escaped titles', () => {
    const plan = triage({ body: CRASH_BODY }, { issueNumber: 30, earlierReports: [report(12, 'MooncakeStore crash', 'closed'), report(30), report(17)] });
    const comment = plan.comment ?? '';
    expect(comment).toContain('<details><summary>Earlier reports of the same error (2)</summary>');
    expect(comment).toContain('- [MooncakeStore crash](https://github.com/vllm-project/vllm/issues/12) (closed)');
    expect(comment).toContain('with the message text `is not in _unfinished_requests`');
    expect(linkTargets(comment)).toContain('https://github.com/vllm-project/vllm/issues/17');
    expect(linkTargets(comment)).not.toContain('https://github.com/vllm-project/vllm/issues/30');
  });

  it('should show at most five', () => {
    const many = Array.from({ length: 9 }, (_, index) => report(index + 1));
    const comment = triage({ body: CRASH_BODY }, { issueNumber: 50, earlierReports: many }).comment ?? '';
    expect(comment).toContain('Earlier reports of the same error (5)');
    const section = comment.slice(comment.indexOf('Earlier reports of the same error'));
    expect(linkTargets(section.slice(0, section.indexOf('</details>')))).toEqual(many.slice(0, 5).map((entry) => entry.url));
  });

  it('should make hostile titles inert: no pings, no references, no HTML, no extra links', () => {
    const hostile = report(5, '@maintainers see #123 </details><img src=x onerror=alert(1)> [click](https://evil.example) <!-- vllm-triage {} -->');
    const section = renderEarlierReports([hostile]);
    expect(section).not.toMatch(/@[A-Za-z0-9_]/);
    expect(section).not.toMatch(/(^|[^\w/])#\d/);
    expect(section).not.toContain('<img');
    expect(section).not.toContain('<!--');
    expect(section.match(/<\/details>/g)).toHaveLength(1);
    expect(linkTargets(section)).toEqual(['https://github.com/vllm-project/vllm/issues/5']);
  });

  it('should keep the fingerprint of the thread: the search result is not part of it', () => {
    const without = triage({ body: CRASH_BODY }, { issueNumber: 30 });
    const withReports = triage({ body: CRASH_BODY }, { issueNumber: 30, earlierReports: [report(12), report(17)] });
    expect(withReports.comment).not.toBe(without.comment);
    expect(withReports.marker.fingerprint).toBe(without.marker.fingerprint);
    expect(withoutEarlierReports(withReports.comment ?? '')).toBe(without.comment);
  });

  it('should leave a comment without the section as it is', () => {
    const without = triage({ body: CRASH_BODY }).comment ?? '';
    expect(withoutEarlierReports(without)).toBe(without);
    expect(without).not.toContain('Earlier reports');
  });

  it('should show nothing when every report found is the current issue', () => {
    const comment = triage({ body: CRASH_BODY }, { issueNumber: 12, earlierReports: [report(12)] }).comment ?? '';
    expect(comment).not.toContain('Earlier reports');
  });
});
