import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { visit } from 'unist-util-visit';
import catalogJson from '../../../src/generated/catalog.json' with { type: 'json' };
import { planComment as planNode, withSearchPart, type CommentContext, type PlannedComment } from '../../../src/core/comment/comment.js';
import { commentNodeOf } from '../../../src/core/plan/decide-comment.js';
import { MAX_COMMENT_LENGTH } from '../../../src/core/text/limits.js';
import { linkVllmReferences } from '../../../src/core/comment/entry/vllm-references.js';
import { DEFAULT_ASKS, evaluateAsks } from '../../../src/core/plan/asks/asks.js';
import { buildTimeline } from '../../../src/core/plan/timeline.js';
import { readSignals } from '../../../src/core/signals/signals.js';
import { parseMarker } from '../../../src/core/memory/marker.js';
import { fingerprint } from '../../../src/core/memory/fingerprint.js';
import type { Catalog, CatalogEntry } from '../../../src/core/catalog/types.js';
import type { TextSource, Traceback } from '../../../src/core/extract/types.js';
import type { Match } from '../../../src/core/match/types.js';
import type { Signals } from '../../../src/core/signals/types.js';
import { pastedLog } from '../../support/build/threads.js';
import { signals as buildSignals } from '../../support/build/signals.js';
import { frame, traceback } from '../../support/build/tracebacks.js';

const catalog = catalogJson as unknown as Catalog;

/** The comment planned from its context: the shape and values chosen (`commentNodeOf`), then rendered. */
const planComment = (context: CommentContext): PlannedComment => planNode(commentNodeOf(context));
/** The comment's markdown, marker first. */
const renderComment = (context: CommentContext): string => planComment(context).comment;
const PIN = 'c794754062d49a8fdb63ab3c5215b488b865030c';
const body: TextSource = { kind: 'body', id: 0, author: null };
const reply: TextSource = { kind: 'comment', id: 2201, author: 'reporter' };
const LABELS = { dismiss: 'vllm-triage:dismiss', rerun: 'vllm-triage:rerun' };
const PINGABLE = /@[A-Za-z0-9_]/;

/** Lines and a block of pasted log text, the logger prefix read off as the log-lines stage does. */
const paste = (text: string, source: TextSource) => pastedLog(text, { source });

function seedMatch(entry: CatalogEntry, requestId: string): Match {
  return {
    id: entry.id,
    connector: entry.connector,
    confidence: 'exact',
    curated: true,
    title: entry.title,
    template: 'Request {req_id} is not in _unfinished_requests',
    captures: { req_id: requestId },
    source: { ...entry.source, url: '' },
    evidence: { kind: 'error-line', index: 0, line: 4, text: `ValueError: Request ${requestId} is not in _unfinished_requests` },
  };
}

/** The whole pipeline after matching: signals, asks, timeline, comment. */
function contextFor(entry: CatalogEntry, match: Match, texts: { text: string; source: TextSource }[], extra: Partial<CommentContext> = {}): CommentContext {
  const pasted = texts.map(({ text, source }) => paste(text, source));
  const lines = pasted.flatMap((item) => item.lines);
  const signals = readSignals(
    lines,
    pasted.flatMap((item) => item.blocks),
  );
  const requestId = match.captures.req_id ?? '';
  const asks = evaluateAsks(entry.asks, { captures: match.captures, signals, tracebacks: [], lines });
  const crash = { timestamp: '09-02 14:11:07', line: match.evidence.line, text: match.evidence.text };
  return {
    matches: [match],
    entries: [entry],
    asks,
    timeline: buildTimeline([requestId], signals, crash),
    signals,
    connectors: [],
    catalog: { version: '0f497b8719eb', commit: PIN },
    botLabels: [],
    labels: LABELS,
    ...extra,
  };
}

/** A small entry written here, so the whole output can be compared line by line. */
const smallEntry: CatalogEntry = {
  id: 'mooncake-store/request-not-in-unfinished-requests',
  title: 'Mooncake store lost track of a running request',
  connector: 'MooncakeStoreConnector',
  labels: [],
  signatures: [{ exception: 'ValueError', template: 'Request {req_id} is not in _unfinished_requests' }],
  source: {
    path: 'vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py',
    function: 'MooncakeStoreScheduler.build_connector_meta',
    line: 301,
    commit: PIN,
  },
  explanation: "The connector's bookkeeping and the scheduler's disagree about a request.\n\nIt is raised inside `Scheduler.schedule()`, so EngineCore dies.",
  triggers: ['Preemption under KV-cache pressure.'],
  workarounds: [{ text: 'Raise `--gpu-memory-utilization` to cause fewer preemptions.' }],
  asks: [
    {
      id: 'request-lifecycle',
      text: 'The lifecycle lines of request `{req_id}`.',
      how: 'Restart with `--enable-log-requests` and send the `Added request {req_id}.` line.',
      satisfied_by: [{ kind: 'lifecycle', capture: 'req_id' }],
    },
    { id: 'preemption-stats', text: 'The stats lines before the crash.', how: 'Send the `Preemptions: N` stats lines.', satisfied_by: [{ kind: 'stats' }] },
  ],
  related: { issues: [51637], prs: [46595] },
  examples: [],
};

const ERROR_ONLY =
  'ERROR 09-02 14:11:07 [core.py:1346] EngineCore encountered a fatal error.\nValueError: Request chatcmpl-4b1f is not in _unfinished_requests';
const REPLY_WITH_LIFECYCLE = [
  'INFO 09-02 14:10:58 [async_llm.py:439] Added request chatcmpl-4b1f.',
  'INFO 09-02 14:11:00 [loggers.py:257] Engine 000: Avg prompt throughput: 812.4 tokens/s, Avg generation throughput: 95.0 tokens/s, Running: 48 reqs, Waiting: 17 reqs, Preemptions: 6, GPU KV cache usage: 99.1%, Prefix cache hit rate: 12.0%',
  'INFO 09-02 14:11:05 [async_llm.py:623] Request chatcmpl-4b1f aborted.',
].join('\n');

const FOOTER =
  '_This is an automated comment by vllm-triage (catalog `0f497b8719eb`); it updates itself when the issue or a comment changes. Maintainers: add the label `vllm-triage:dismiss` to dismiss it, or `vllm-triage:rerun` to run it again._';
const DETAILS = [
  '<details><summary>More about this error</summary>',
  '',
  "**What it means:** The connector's bookkeeping and the scheduler's disagree about a request.",
  '',
  'It is raised inside `Scheduler.schedule()`, so EngineCore dies.',
  '',
  '**When it happens:**',
  '- Preemption under KV-cache pressure.',
  '',
  `Raised in \`MooncakeStoreScheduler.build_connector_meta\` at [\`vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py:301\`](https://github.com/vllm-project/vllm/blob/${PIN}/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py#L301) (vLLM commit \`c794754062\`).`,
  '',
  'Related: [vllm-project/vllm#51637](https://github.com/vllm-project/vllm/issues/51637), [vllm-project/vllm#46595](https://github.com/vllm-project/vllm/pull/46595).',
  '',
  `**Full explanation**, with the basis of each claim: \`docs/errors/mooncake-store/request-not-in-unfinished-requests.md\` in vllm-triage's repository (or run \`vllm-triage explain mooncake-store/request-not-in-unfinished-requests\`).`,
  '',
  'vLLM version: not found in this issue.',
  '',
  '</details>',
];

describe('renderComment: the seed error, whole output', () => {
  it('should explain the error and ask for the lifecycle and stats lines when the issue has only the error', () => {
    const context = contextFor(smallEntry, seedMatch(smallEntry, 'chatcmpl-4b1f'), [{ text: ERROR_ONLY, source: body }]);
    const { comment, marker } = planComment(context);
    expect(comment).toBe(
      [
        `<!-- vllm-triage {"v":1,"catalog":"0f497b8719eb","matches":["mooncake-store/request-not-in-unfinished-requests"],"fingerprint":"${marker.fingerprint}","botLabels":[]} -->`,
        '',
        "**vllm-triage recognised a known error: Mooncake store lost track of a running request** (`MooncakeStoreConnector`, request `chatcmpl-4b1f`) — the whole message matches vLLM's source.",
        '',
        '**What you can do, in order:**',
        '1. Raise `--gpu-memory-utilization` to cause fewer preemptions.',
        '',
        '**Please add**; a reply is enough, this comment updates itself:',
        '- The lifecycle lines of request `chatcmpl-4b1f`.',
        '- The stats lines before the crash.',
        '',
        '<details><summary>How to get each</summary>',
        '',
        "- **The lifecycle lines of request `chatcmpl-4b1f`.** Restart with `--enable-log-requests` and send the `Added request chatcmpl-4b1f.` line. This id has no `-` and 8-character suffix, so it is the client's id too: every one of these lines carries the error's id (`chatcmpl-4b1f` in this log).",
        '- **The stats lines before the crash.** Send the `Preemptions: N` stats lines.',
        '',
        '</details>',
        '',
        ...DETAILS,
        '',
        FOOTER,
      ].join('\n'),
    );
  });

  it('should tick the asks, show the timeline and say the issue is ready once a reply holds the lines', () => {
    const context = contextFor(smallEntry, seedMatch(smallEntry, 'chatcmpl-4b1f'), [
      { text: ERROR_ONLY, source: body },
      { text: REPLY_WITH_LIFECYCLE, source: reply },
    ]);
    const comment = renderComment(context);
    const onScreen = comment.slice(0, comment.indexOf('<details>'));
    expect(onScreen).toContain(
      '**Your log shows:** the request was added at 14:10:58; the stats at 14:11:00 show 6 preemptions at 99.1 % KV-cache usage; it was aborted at 14:11:05; the engine died at 14:11:07.',
    );
    expect(onScreen).not.toContain('**Please add**');
    expect(onScreen).toContain('**Ready for a maintainer:** everything this comment asked for is in the thread.');
    expect(comment).toContain(
      [
        '**Already in this thread:**',
        '- ✓ The lifecycle lines of request `chatcmpl-4b1f`. — 2 lifecycle lines for `chatcmpl-4b1f`.',
        '- ✓ The stats lines before the crash. — 1 stats line, at most 6 preemptions per interval.',
      ].join('\n'),
    );
    const start = comment.indexOf('<details><summary>What this thread already shows');
    expect(comment.slice(start, comment.indexOf('</details>', start) + '</details>'.length)).toBe(
      [
        '<details><summary>What this thread already shows (5 lines)</summary>',
        '',
        '```mermaid',
        'sequenceDiagram',
        '  participant C as client',
        '  participant A as API server',
        '  participant S as scheduler',
        '  participant K as connector',
        '  A->>S: 14:10:58 added chatcmpl-4b1f',
        '  Note over S: 14:11:00 stats running 48 waiting 17 preemptions 6 KV cache 99.1%',
        '  C-xA: 14:11:05 client aborted chatcmpl-4b1f',
        '  rect rgb(255, 221, 221)',
        '    Note over A,S: 14:11:07 FATAL EngineCore died',
        '    Note over S,K: 14:11:07 ERROR ValueError',
        '  end',
        '```',
        '',
        "Lines about request `chatcmpl-4b1f` already in this thread, ordered by log time (`>> ERROR` marks the recognised error, `>> FATAL` the engine's death; stats lines show the preemptions before it):",
        '',
        '```text',
        '09-02 14:10:58           Added request chatcmpl-4b1f.   [comment L1]',
        '09-02 14:11:00    stats  Engine 000: Avg prompt throughput: 812.4 tokens/s, Avg generation throughput: 95.0 tokens/s, Running: 48 reqs, Waiting: 17 reqs, Preemptions: 6, GPU KV cache usage: 99.1%, Prefix cache hit rate: 12.0%   [comment L2]',
        '09-02 14:11:05           Request chatcmpl-4b1f aborted.   [comment L3]',
        '09-02 14:11:07 >> FATAL  EngineCore encountered a fatal error.   [body L1]',
        '09-02 14:11:07 >> ERROR  ValueError: Request chatcmpl-4b1f is not in _unfinished_requests   [body L4]',
        '```',
        '',
        '</details>',
      ].join('\n'),
    );
  });

  it('should change the fingerprint when the evidence changes and keep it when nothing changes', () => {
    const before = planComment(contextFor(smallEntry, seedMatch(smallEntry, 'chatcmpl-4b1f'), [{ text: ERROR_ONLY, source: body }]));
    const again = planComment(contextFor(smallEntry, seedMatch(smallEntry, 'chatcmpl-4b1f'), [{ text: ERROR_ONLY, source: body }]));
    const after = planComment(
      contextFor(smallEntry, seedMatch(smallEntry, 'chatcmpl-4b1f'), [
        { text: ERROR_ONLY, source: body },
        { text: REPLY_WITH_LIFECYCLE, source: reply },
      ]),
    );
    expect(again.marker.fingerprint).toBe(before.marker.fingerprint);
    expect(after.marker.fingerprint).not.toBe(before.marker.fingerprint);
    expect(before.marker.fingerprint).toBe(fingerprint(before.comment.slice(before.comment.indexOf('-->') + 5)));
    expect(parseMarker(after.comment)).toEqual(after.marker);
  });
});

describe('renderComment: the seed error with the real catalog entry', () => {
  const seedEntry = catalog.entries.find((entry) => entry.id === 'mooncake-store/request-not-in-unfinished-requests') as CatalogEntry;

  it('should render the comment before the reporter replies', async () => {
    const comment = renderComment(contextFor(seedEntry, seedMatch(seedEntry, 'chatcmpl-4b1f'), [{ text: ERROR_ONLY, source: body }]));
    await expect(comment).toMatchFileSnapshot('../../fixtures/comment/seed-before-reply.md');
    const onScreen = comment.slice(0, comment.indexOf('<details>'));
    expect(onScreen).toContain('request `chatcmpl-4b1f`)');
    expect(onScreen).toContain('- When request `chatcmpl-4b1f` was added');
    expect(onScreen).not.toContain('- [');
    // About a dozen rendered lines: at most 1,500 characters before the first fold, the marker left out.
    expect(onScreen.slice(onScreen.indexOf('-->') + 3).trim().length).toBeLessThanOrEqual(1500);
    expect(comment).not.toContain('What this thread already shows');
  });

  it('should render the comment after the reporter replies with lifecycle and stats lines', async () => {
    const comment = renderComment(
      contextFor(seedEntry, seedMatch(seedEntry, 'chatcmpl-4b1f'), [
        { text: ERROR_ONLY, source: body },
        { text: REPLY_WITH_LIFECYCLE, source: reply },
      ]),
    );
    await expect(comment).toMatchFileSnapshot('../../fixtures/comment/seed-after-reply.md');
    expect(comment).toContain('- ✓ When request `chatcmpl-4b1f` was added');
    expect(comment).toContain('- ✓ The periodic stats lines');
    expect(comment).toContain('What this thread already shows (5 lines)');
  });

  it('should never link a bare #NNNN that would point into another repository', () => {
    const comment = renderComment(contextFor(seedEntry, seedMatch(seedEntry, 'chatcmpl-4b1f'), [{ text: ERROR_ONLY, source: body }]));
    const bare = comment.replace(/\[vllm-project\/vllm#\d+\]\(https:\/\/github\.com\/vllm-project\/vllm\/(issues|pull)\/\d+\)/g, '');
    expect(bare).not.toMatch(/(^|[^\w/])#\d/);
  });
});

describe('renderComment: other kinds of match', () => {
  const tracebackWithFrames: Traceback = traceback('RuntimeError', 'NIXL transfer failed', {
    frames: [
      frame('/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py', 402, 'step'),
      frame('/usr/lib/python3.12/asyncio/base_events.py', 9, 'run'),
      frame('/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/worker.py', 1210, 'get_finished'),
    ],
    line: 1,
  });
  const indexMatch: Match = {
    id: 'index/nixl/worker.py:1210',
    connector: 'NixlConnector',
    confidence: 'exact',
    curated: false,
    title: 'NIXL transfer failed',
    template: 'NIXL transfer failed',
    captures: {},
    source: {
      path: 'vllm/distributed/kv_transfer/kv_connector/v1/nixl/worker.py',
      function: 'NixlConnectorWorker.get_finished',
      line: 1210,
      commit: PIN,
      url: '',
    },
    evidence: { kind: 'traceback', index: 0, line: 1, text: 'RuntimeError: NIXL transfer failed' },
  };
  const signals = (version: string | null): Signals => buildSignals({ vllmVersion: version, vllmVersionSource: version === null ? null : 'collect_env' });
  const base = (match: Match, version: string | null): CommentContext => ({
    matches: [match],
    entries: catalog.entries,
    asks: evaluateAsks(DEFAULT_ASKS, { captures: {}, signals: signals(version), tracebacks: [tracebackWithFrames], lines: [] }),
    timeline: [],
    signals: signals(version),
    connectors: [],
    tracebacks: [tracebackWithFrames],
    catalog: { version: '0f497b8719eb', commit: PIN },
    botLabels: [],
    labels: LABELS,
  });

  it('should say honestly that an index match has no explanation yet, link the line and ask for the basics', () => {
    const comment = renderComment(base(indexMatch, null));
    expect(comment).toContain(
      `**vllm-triage recognised an error raised in \`NixlConnector\`'s code**: \`NixlConnectorWorker.get_finished\` at [\`vllm/distributed/kv_transfer/kv_connector/v1/nixl/worker.py:1210\`](https://github.com/vllm-project/vllm/blob/${PIN}/vllm/distributed/kv_transfer/kv_connector/v1/nixl/worker.py#L1210).`,
    );
    expect(comment).toContain('It is not one of the connector errors vllm-triage can explain yet');
    expect(comment).toContain('- ✓ The full traceback of the crash');
    expect(comment).toContain('- The vLLM version.');
    expect(comment).toContain('- The `kv_transfer_config` the server runs with.');
  });

  it("should link the traceback's vLLM frames at the reporter's release tag", () => {
    const comment = renderComment(base(indexMatch, '0.26.0'));
    expect(comment).toContain('Frames of the traceback in vLLM (innermost last):');
    expect(comment).toContain('- [`vllm/v1/engine/core.py:402`](https://github.com/vllm-project/vllm/blob/v0.26.0/vllm/v1/engine/core.py#L402) in `step`');
    expect(comment).not.toContain('asyncio/base_events.py');
  });

  it("should say that a connector-file match is a crash inside the connector's code with no known error", () => {
    const comment = renderComment(base({ ...indexMatch, confidence: 'connector-file', template: null }, null));
    expect(comment).toContain("**The error was raised inside `NixlConnector`'s code**");
    expect(comment).toContain('It is not one of the connector errors vllm-triage can explain yet');
  });

  it("should link a connector-file match's line at the reporter's release, and name the file without one", () => {
    const match: Match = { ...indexMatch, confidence: 'connector-file', template: null };
    const path = 'vllm/distributed/kv_transfer/kv_connector/v1/nixl/worker.py';
    expect(renderComment(base(match, '0.11.0'))).toContain(
      `[\`${path}:1210\`](https://github.com/vllm-project/vllm/blob/v0.11.0/${path}#L1210)) — only a frame in the connector's code matches.`,
    );
    // The path is the reporter's: it need not exist at the catalog's commit (this one does not), so it is named, not linked (FACTS §0.2.10).
    const unlinked = renderComment(base(match, null));
    expect(unlinked).toContain(`\`${path}\` (not linked: your vLLM version is not known)) — only a frame in the connector's code matches.`);
    expect(unlinked).not.toContain(`blob/${PIN}/${path}`);
    // A development build names itself: its version is known, it is just not a release to link at.
    const dev = renderComment(base(match, '0.10.0rc2.dev90+geec694201'));
    expect(dev).toContain(`\`${path}\` (not linked: your vLLM \`0.10.0rc2.dev90+geec694201\` is not a release to link at))`);
    expect(dev).not.toContain('is not known');
  });

  it('should state the fix against the reporter version only where the catalog has a release', () => {
    const fixed: CatalogEntry = { ...smallEntry, fixed_in: { release: '0.22.0', pr: 43281 } };
    const render = (version: string | null) => {
      const context = contextFor(fixed, seedMatch(fixed, 'r1'), [{ text: ERROR_ONLY, source: body }]);
      return renderComment({ ...context, signals: { ...context.signals, vllmVersion: version } });
    };
    const link = '[vllm-project/vllm#43281](https://github.com/vllm-project/vllm/pull/43281)';
    expect(render('0.21.0')).toContain(`**Upstream fix:** Fixed by ${link} in \`v0.22.0\`: your version \`0.21.0\` does not have it yet.`);
    expect(render('0.26.0')).toContain(`**Upstream fix:** Fixed by ${link} in \`v0.22.0\`: your version \`0.26.0\` already contains the fix.`);
    expect(render(null)).toContain(`**Upstream fix:** Fixed by ${link} in \`v0.22.0\`.`);
    const prOnly: CatalogEntry = { ...smallEntry, fixed_in: { pr: 43281 } };
    const context = contextFor(prOnly, seedMatch(prOnly, 'r1'), [{ text: ERROR_ONLY, source: body }]);
    expect(renderComment(context)).toContain(`**Upstream fix:** Fixed by ${link}; the first release with it is not determined.`);
  });

  it('should add what is known about a fix to each workaround that names one', () => {
    const entry: CatalogEntry = {
      ...smallEntry,
      workarounds: [
        { text: 'Upgrade.', fixed_by_pr: 43281, fixed_in_release: '0.22.0' },
        { text: 'Apply the patch from the PR.', fixed_by_pr: 52372 },
        { text: 'Lower `--max-num-seqs`.' },
      ],
    };
    const context = contextFor(entry, seedMatch(entry, 'r1'), [{ text: ERROR_ONLY, source: body }]);
    const comment = renderComment({ ...context, signals: { ...context.signals, vllmVersion: '0.21.0' } });
    expect(comment).toContain(
      [
        '**What you can do on `0.21.0`, in order:**',
        '1. Upgrade. Fixed by [vllm-project/vllm#43281](https://github.com/vllm-project/vllm/pull/43281) in `v0.22.0`: your version `0.21.0` does not have it yet.',
        '2. Apply the patch from the PR. Fixed by [vllm-project/vllm#52372](https://github.com/vllm-project/vllm/pull/52372), which `v0.28.0` and later contain.',
        '3. Lower `--max-num-seqs`.',
      ].join('\n'),
    );
  });

  it('should list further matches in a folded section', () => {
    const context = contextFor(smallEntry, seedMatch(smallEntry, 'r1'), [{ text: ERROR_ONLY, source: body }]);
    const comment = renderComment({ ...context, matches: [...context.matches, indexMatch] });
    expect(comment).toContain('<details><summary>Other errors recognised in this issue (1)</summary>');
    expect(comment).toContain('- `index/nixl/worker.py:1210`: not one vllm-triage can explain yet (`NixlConnector`;');
  });

  it('should say there is nothing to report when no known error is left', () => {
    const context = contextFor(smallEntry, seedMatch(smallEntry, 'r1'), [{ text: ERROR_ONLY, source: body }]);
    expect(renderComment({ ...context, matches: [] })).toContain('vllm-triage no longer finds a known KV-connector error in this issue.');
  });
});

describe('renderComment: dismissed', () => {
  it('should collapse to one note naming the maintainer without pinging them', () => {
    const context = contextFor(smallEntry, seedMatch(smallEntry, 'r1'), [{ text: ERROR_ONLY, source: body }], { dismissedBy: 'octo-maintainer' });
    const { comment, marker } = planComment(context);
    const [markerLine, note, ...rest] = comment.split('\n\n');
    expect(rest).toEqual([]);
    expect(note).toBe('_vllm-triage was dismissed on this issue by `octo-maintainer` and no longer updates this comment._');
    expect(parseMarker(markerLine ?? '')).toEqual({ ...marker, dismissedBy: 'octo-maintainer' });
    expect(note).not.toMatch(PINGABLE);
  });
});

describe('renderComment: safety', () => {
  function htmlNodes(markdown: string): string[] {
    const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
    const html: string[] = [];
    visit(tree, 'html', (node: { value: string }) => {
      html.push(node.value);
    });
    return html;
  }
  const ALLOWED_HTML = /^(<!-- vllm-triage \{[^\n]*\} -->|<details><summary>[A-Za-z0-9 ()]+<\/summary>|<\/details>)$/;

  it('should keep hostile request ids and log text quoted: no pings, no HTML, no fence breaks', () => {
    const hostileText = fc.string({
      unit: fc.constantFrom('`', '@', 'a', '#', '1', '<', '>', '-', '!', ' ', '\n', '[', ']', '(', ')', '*', '&'),
      minLength: 1,
      maxLength: 60,
    });
    fc.assert(
      fc.property(hostileText, hostileText, (requestId, logTail) => {
        const id = requestId.replace(/\s/g, '') || 'x';
        const lines = `INFO 09-02 14:10:58 [async_llm.py:439] Added request ${id}.\nINFO 09-02 14:10:59 [x.py:1] Request ${id} aborted. ${logTail}`;
        const context = contextFor(smallEntry, seedMatch(smallEntry, id), [
          { text: ERROR_ONLY, source: body },
          { text: lines, source: reply },
        ]);
        const comment = renderComment(context);
        const withoutMarker = comment.slice(comment.indexOf('-->') + 3);
        expect(withoutMarker).not.toMatch(PINGABLE);
        for (const html of htmlNodes(comment)) expect(html).toMatch(ALLOWED_HTML);
        expect(comment.endsWith(FOOTER)).toBe(true);
        expect(parseMarker(comment)?.matches).toEqual([smallEntry.id]);
      }),
      { numRuns: 60 },
    );
  });
});

describe('renderComment: the 65,536-character limit', () => {
  it('should drop folded parts that do not fit and say it was cut, keeping the essentials', () => {
    const huge: CatalogEntry = { ...smallEntry, explanation: `Short first paragraph.\n\n${'Long details. '.repeat(6000)}` };
    const comment = renderComment(contextFor(huge, seedMatch(huge, 'r1'), [{ text: ERROR_ONLY, source: body }]));
    expect(comment.length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
    expect(comment).toContain("_The rest of this comment was cut to stay within GitHub's 65,536-character limit._");
    expect(comment).toContain('- The lifecycle lines of request `r1`.');
    expect(comment).not.toContain('<details><summary>More about this error');
    expect(comment.endsWith(FOOTER)).toBe(true);
  });

  it('should cut an essential part that alone passes the limit at a line end', () => {
    const asks = [{ id: 'huge', text: 'One long ask.', how: 'Send it.\n'.repeat(9000), satisfied_by: [{ kind: 'stats' as const }] }];
    const huge: CatalogEntry = { ...smallEntry, asks };
    const comment = renderComment(contextFor(huge, seedMatch(huge, 'r1'), [{ text: ERROR_ONLY, source: body }]));
    expect(comment.length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
    expect(comment).toMatch(/Send it\.\n\n_The rest of this comment was cut/);
    expect(parseMarker(comment)).not.toBeNull();
  });
});

describe('withSearchPart', () => {
  const context = (): CommentContext => contextFor(smallEntry, seedMatch(smallEntry, 'r1'), [{ text: ERROR_ONLY, source: body }]);

  it('should add the part last, before the footer, and keep the marker as planned', () => {
    const planned = planComment(context());
    const comment = withSearchPart(planned.draft ?? { parts: [], footer: '' }, planned.marker, '<details><summary>Found</summary>\n\nx\n\n</details>');
    expect(comment.startsWith(planned.comment.slice(0, planned.comment.length - FOOTER.length))).toBe(true);
    expect(comment.endsWith(`<details><summary>Found</summary>\n\nx\n\n</details>\n\n${FOOTER}`)).toBe(true);
    expect(parseMarker(comment)).toEqual(planned.marker);
    expect(withSearchPart(planned.draft ?? { parts: [], footer: '' }, planned.marker, '')).toBe(planned.comment);
  });

  it('should drop a part that does not fit within the limit and say the comment was cut', () => {
    const planned = planComment(context());
    const comment = withSearchPart(planned.draft ?? { parts: [], footer: '' }, planned.marker, 'x'.repeat(MAX_COMMENT_LENGTH));
    expect(comment.length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
    expect(comment).not.toContain('xxxx');
    expect(comment).toContain("_The rest of this comment was cut to stay within GitHub's 65,536-character limit._");
  });

  it('should have no draft for a dismissal, whose note is never extended', () => {
    expect(planComment({ ...context(), dismissedBy: 'maintainer' }).draft).toBeNull();
  });
});

describe('linkVllmReferences', () => {
  it('should link bare references in catalog prose to vLLM, pull requests as pulls, and leave code alone', () => {
    expect(linkVllmReferences('See #54870; PR #55066 and PRs #1 too. Not `#123`, not a#1, not #12abc.')).toBe(
      'See [vllm-project/vllm#54870](https://github.com/vllm-project/vllm/issues/54870); PR [vllm-project/vllm#55066](https://github.com/vllm-project/vllm/pull/55066) and PRs [vllm-project/vllm#1](https://github.com/vllm-project/vllm/pull/1) too. Not `#123`, not a#1, not #12abc.',
    );
  });
});
