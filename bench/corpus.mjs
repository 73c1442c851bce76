// The benchmark corpus: deterministic, generated vLLM bug reports from 1 kB to 65,536 characters (no copied text).

import { createRandom } from './seeded-random.mjs';
import { environmentSection } from './corpus-environment.mjs';
import { tracebackLines, engineDeadSectionLines, requestIdText } from './corpus-tracebacks.mjs';
import { createLogContext, logLine, noiseLines, crashLeadInLines, loggedTracebackLines, stderrTracebackLines } from './corpus-logs.mjs';
import { paragraph, serveCommand, discussionProse } from './corpus-prose.mjs';

/** GitHub's limit on an issue body. */
export const MAX_BODY_CHARS = 65_536;

const BEFORE_SUBMITTING = [
  '### Before submitting a new issue...',
  '',
  '- [X] Make sure you already searched for relevant issues, and asked the chatbot living at the bottom right corner of the [documentation page](https://docs.vllm.ai/en/latest/), which can answer lots of frequently asked questions.',
].join('\n');

/** Which error a report is about, weighted toward the connector errors the bot is for. */
const REPORT_KINDS = [
  'store-unfinished',
  'store-unfinished',
  'store-unfinished',
  'store-group-count',
  'lmcache-unfinished',
  'nixl-backend',
  'nixl-handshake',
  'cuda-oom',
  'tokenizer-key-error',
  'discussion',
  'discussion',
];

/** How the log with the traceback is pasted. */
const LAYOUTS = ['fenced-plain', 'fenced-logged', 'unfenced-logged', 'details-logged', 'fenced-stderr', 'unclosed-fence'];

function tracebackBlock(random, context, kind, layout, noiseChars) {
  const requestId = requestIdText(random);
  const traceback = tracebackLines(random, kind, requestId);
  const tracebackText = [...traceback.lines];
  if (random.chance(0.3) && kind.startsWith('store')) tracebackText.push(...engineDeadSectionLines(random));
  if (layout === 'fenced-plain') {
    // The reporter pastes the server log first (as long as the budget allows), then the traceback on its own.
    const log = noiseChars > 200 ? ['Server log before the crash:', '', '```text', ...noiseLines(context, noiseChars), '```', ''] : [];
    return { connector: traceback.connector, requestId, text: [...log, '```', ...tracebackText, '```'].join('\n') };
  }
  const before = noiseLines(context, noiseChars * 0.8);
  const leadIn = crashLeadInLines(context, requestId);
  const printed =
    layout === 'fenced-stderr'
      ? stderrTracebackLines(context, 'engine', tracebackText)
      : loggedTracebackLines(context, 'engine', 'core.py:1346', tracebackText);
  const after = noiseLines(context, noiseChars * 0.2);
  const log = [...before, ...leadIn, ...printed, ...after].join('\n');
  if (layout === 'unfenced-logged') return { connector: traceback.connector, requestId, text: log };
  if (layout === 'details-logged') {
    return {
      connector: traceback.connector,
      requestId,
      text: ['<details>', '<summary>Full server log</summary>', '', '```text', log, '```', '', '</details>'].join('\n'),
    };
  }
  if (layout === 'unclosed-fence') return { connector: traceback.connector, requestId, text: ['```', log].join('\n'), unclosed: true };
  return { connector: traceback.connector, requestId, text: ['```text', log, '```'].join('\n') };
}

function titleFor(random, kind) {
  if (kind === 'discussion')
    return random.pick([
      '[Feature]: Offload KV cache to a shared store across nodes',
      '[Usage]: How to size global_segment_size for Mooncake store?',
      '[Performance]: Prefix cache hit rate drops with P/D disaggregation',
    ]);
  if (kind.startsWith('store')) return '[Bug]: MooncakeStoreConnector crashes the EngineCore under load';
  if (kind.startsWith('nixl')) return '[Bug]: NixlConnector transfer fails between prefill and decode';
  if (kind === 'lmcache-unfinished') return '[Bug]: LMCache connector raises ValueError after client cancels';
  return '[Bug]: Server crashes on startup';
}

/**
 * One generated issue: a bug-report form body of about `targetChars` characters (never above 65,536).
 * @param random a seeded random source
 * @param targetChars the size to aim for
 * @param forcedKind the error the report is about (a traceback kind or `discussion`); random when omitted
 */
export function generateReport(random, targetChars, forcedKind) {
  const kind = forcedKind ?? random.pick(REPORT_KINDS);
  const context = createLogContext(random);
  const environmentChars = targetChars > 4000 ? Math.floor(targetChars * random.pick([0.1, 0.2, 0.3])) : 0;
  const parts = [environmentSection(random, environmentChars), '### 🐛 Describe the bug', paragraph(random)];
  let unclosed = false;
  let requestId = null;
  if (kind === 'discussion') {
    parts[1] = random.pick(['### 🚀 The feature, motivation and pitch', '### How would you like to use vllm', '### Proposal to improve performance']);
    parts.push(discussionProse(random, targetChars - 600 - environmentChars));
  } else if (targetChars < 2000) {
    // Short reports: the error line alone, as the logger printed it, without a traceback.
    requestId = requestIdText(random);
    const traceback = tracebackLines(random, kind, requestId);
    parts.push(
      'The only error in the log:',
      ['```', logLine(context, 'engine', 'ERROR', 'core.py:1346', traceback.lines[traceback.lines.length - 1]), '```'].join('\n'),
    );
    while (parts.join('\n\n').length + BEFORE_SUBMITTING.length + 2 < targetChars) parts.push(paragraph(random));
  } else {
    parts.push(serveCommand(random, kind.split('-')[0] === 'store' ? 'mooncake-store' : kind.split('-')[0]), paragraph(random));
    const fixed = parts.join('\n\n').length + BEFORE_SUBMITTING.length + 1500;
    const layout = random.pick(LAYOUTS);
    const block = tracebackBlock(random, context, kind, layout, Math.max(0, targetChars - fixed));
    parts.push(block.text);
    requestId = block.requestId;
    unclosed = block.unclosed === true;
    if (!unclosed && random.chance(0.5)) parts.push(paragraph(random));
  }
  if (!unclosed) parts.push(BEFORE_SUBMITTING);
  let body = parts.join('\n\n');
  if (random.chance(0.1)) body = body.replaceAll('\n', '\r\n');
  if (body.length > MAX_BODY_CHARS) body = body.slice(0, MAX_BODY_CHARS);
  return { title: titleFor(random, kind), body, kind, requestId };
}

/**
 * The benchmark corpus: `count` reports with sizes spread evenly on a log scale from `minChars` to `maxChars`.
 * @param options seed (same seed, same corpus), count, minChars, maxChars
 */
export function generateCorpus({ seed = 20260, count = 48, minChars = 1024, maxChars = MAX_BODY_CHARS } = {}) {
  const random = createRandom(seed);
  const reports = [];
  for (let i = 0; i < count; i++) {
    const fraction = count === 1 ? 1 : i / (count - 1);
    const target = Math.round(minChars * Math.pow(maxChars / minChars, fraction));
    const report = generateReport(random, target);
    reports.push({ name: `report-${String(i).padStart(3, '0')}-${report.kind}`, ...report });
  }
  return reports;
}

/**
 * A benign report of exactly `size` characters (a large report, cut), to compare hostile bodies with.
 * @param seed a seed
 * @param size the exact length wanted (≤ 65,536)
 */
export function benignBodyOfSize(seed, size) {
  const random = createRandom(seed);
  let body = '';
  while (body.length < size) body += (body ? '\n\n' : '') + generateReport(random, size, random.pick(['store-unfinished', 'nixl-backend', 'cuda-oom'])).body;
  return body.slice(0, size);
}

/**
 * The reporter's answer to the bot's asks: the failing request's lifecycle lines, a stats line with preemptions
 * before the crash, and the kv_transfer_config, in a fenced log.
 * @param seed a seed
 * @param requestId the request the error named
 */
export function evidenceReply(seed, requestId) {
  const random = createRandom(seed);
  const context = createLogContext(random);
  const lines = [
    logLine(context, 'api', 'INFO', 'async_llm.py:439', `Added request ${requestId}.`),
    ...noiseLines(context, 1500),
    logLine(
      context,
      'api',
      'INFO',
      'loggers.py:257',
      `Engine 000: Avg prompt throughput: 5123.4 tokens/s, Avg generation throughput: 812.0 tokens/s, Running: 96 reqs, Waiting: 31 reqs, Preemptions: ${random.int(2, 30)}, GPU KV cache usage: 99.1%, Prefix cache hit rate: 41.0%`,
    ),
    logLine(context, 'api', 'INFO', 'async_llm.py:623', `Request ${requestId} aborted.`),
    ...crashLeadInLines(context, requestId),
  ];
  return [
    'Here are the logs with `--enable-log-requests`, the failing request is the one from the traceback:',
    '',
    '```text',
    ...lines,
    '```',
    '',
    `The clients do cancel requests after a timeout of ${random.int(30, 600)} s. Config: \`--kv-transfer-config '{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}'\``,
  ].join('\n');
}
