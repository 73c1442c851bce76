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
  withEarlierReports,
  withoutEarlierReports,
  type EarlierReport,
} from '../../../src/core/comment/earlier-reports.js';
import { triage } from '../../../src/core/triage.js';
import type { Match } from '../../../src/core/match/types.js';
import { FRAME_ONLY_TRACEBACK } from '../../support/version-fixtures.js';

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

/** The plan for CRASH_BODY on issue `issueNumber`, finished with what a search found. */
function triageWithReports(issueNumber: number, reports: EarlierReport[]) {
  return withEarlierReports(triage({ body: CRASH_BODY }, { issueNumber, earlierReportsSearch: { postedComment: null } }), reports);
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
    const odd = [{ ...report(1), url: 'javascript:alert(1)' }, { ...report(2), url: 'https://github.com/x/y/issues/2) [pwn](https://evil.example' }, report(3)];
    expect(selectEarlierReports(odd, null).map((entry) => entry.number)).toEqual([3]);
  });
});

describe('earlier reports in the comment', () => {
  it('should list the earlier reports, folded, with full links and escaped titles', () => {
    const plan = triageWithReports(30, [report(12, 'MooncakeStore crash', 'closed'), report(30), report(17)]);
    const comment = plan.comment ?? '';
    expect(comment).toContain('<details><summary>Earlier reports of the same error (2)</summary>');
    expect(comment).toContain('- [MooncakeStore crash](https://github.com/vllm-project/vllm/issues/12) (closed)');
    expect(comment).toContain('with the message text `is not in _unfinished_requests`');
    expect(linkTargets(comment)).toContain('https://github.com/vllm-project/vllm/issues/17');
    expect(linkTargets(comment)).not.toContain('https://github.com/vllm-project/vllm/issues/30');
  });

  it('should show at most five', () => {
    const many = Array.from({ length: 9 }, (_, index) => report(index + 1));
    const comment = triageWithReports(50, many).comment ?? '';
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
    const withReports = triageWithReports(30, [report(12), report(17)]);
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
    const comment = triageWithReports(12, [report(12)]).comment ?? '';
    expect(comment).not.toContain('Earlier reports');
  });
});

describe('the earlier-reports search in the plan', () => {
  const FRAME_ONLY = FRAME_ONLY_TRACEBACK;

  it('should plan no search unless asked', () => {
    expect(triage({ body: CRASH_BODY }, { issueNumber: 30 }).earlierReportsSearch).toEqual({ kind: 'none', note: null });
  });

  it('should plan one search for the template text, leaving out the current issue', () => {
    const search = triage({ body: CRASH_BODY }, { issueNumber: 30, earlierReportsSearch: { postedComment: null } }).earlierReportsSearch;
    expect(search).toMatchObject({ kind: 'search', phrase: 'is not in _unfinished_requests', exclude: 30 });
  });

  it('should plan no search for a match by frame only, and say why', () => {
    const plan = triage({ body: FRAME_ONLY }, { earlierReportsSearch: { postedComment: null } });
    expect(plan.report.matches[0]?.id).toBe('scheduler/kv-xfer-finished-unknown-request');
    expect(plan.earlierReportsSearch).toEqual({ kind: 'none', note: 'earlier reports: not looked up (only for an exact match of a curated error)' });
  });

  it('should plan no search for a silent thread or a dismissal', () => {
    expect(triage({ body: 'The docs have a typo.' }, { earlierReportsSearch: { postedComment: null } }).earlierReportsSearch).toEqual({
      kind: 'none',
      note: null,
    });
    const dismissed = triage({ body: CRASH_BODY }, { dismissedBy: 'maintainer', earlierReportsSearch: { postedComment: null } });
    expect(dismissed.earlierReportsSearch).toEqual({ kind: 'none', note: null });
  });

  it('should keep the posted comment, section and all, and search nothing while the thread says the same', () => {
    const posted = triageWithReports(30, [report(12), report(17)]).comment ?? '';
    const again = triage({ body: CRASH_BODY }, { issueNumber: 30, earlierReportsSearch: { postedComment: posted } });
    expect(again.earlierReportsSearch).toEqual({ kind: 'none', note: null });
    expect(again.comment).toBe(posted);
    expect(again.report.comment).toBe(posted);
  });

  it('should search again when a re-run is forced or the thread changed', () => {
    const posted = triageWithReports(30, [report(12)]).comment ?? '';
    const forced = triage({ body: CRASH_BODY }, { issueNumber: 30, earlierReportsSearch: { postedComment: posted, force: true } });
    expect(forced.earlierReportsSearch.kind).toBe('search');
    expect(forced.comment).not.toContain('Earlier reports');
    const replied = triage(
      { body: CRASH_BODY, comments: [{ id: 1, author: 'reporter', body: 'We run vLLM 0.26.0.' }] },
      { issueNumber: 30, earlierReportsSearch: { postedComment: posted } },
    );
    expect(replied.earlierReportsSearch.kind).toBe('search');
  });

  it('should finish the plan once: the section in the comment and the report, the search done', () => {
    const plan = triage({ body: CRASH_BODY }, { issueNumber: 30, earlierReportsSearch: { postedComment: null } });
    const finished = withEarlierReports(plan, [report(12)]);
    expect(finished.comment).toContain('Earlier reports of the same error (1)');
    expect(finished.report.comment).toBe(finished.comment);
    expect(finished.marker).toEqual(plan.marker);
    expect(finished.earlierReportsSearch).toEqual({ kind: 'none', note: null });
    expect(withEarlierReports(finished, [report(17)])).toBe(finished);
  });

  it("should leave the plan's comment as it is when the search found nothing to show", () => {
    const plan = triage({ body: CRASH_BODY }, { issueNumber: 12, earlierReportsSearch: { postedComment: null } });
    expect(withEarlierReports(plan, []).comment).toBe(plan.comment);
    expect(withEarlierReports(plan, [report(12)]).comment).toBe(plan.comment);
  });
});
