// Asks: fill a catalog ask with the match's captures and decide whether the thread already answers it.

import type { Ask, Detector } from '../../catalog/types.js';
import type { LineList, Traceback } from '../../extract/types.js';
import type { AskStatus } from '../types.js';
import type { Signals } from '../../signals/types.js';
import { bundledVllmWords, type ThreadFacts } from '../../signals/thread-facts.js';
import { inlineCode, neutraliseQuotedText } from '../../text/safe-markdown.js';
import { clientIdOf, eventsOfRequest, indexLifecycle, type LifecycleIndex } from '../request-index.js';
import { cutText } from '../../text/cut.js';
import { finalLineAbove, importFailure, libraryLogLines, wherePasteStops, wholeTraceback } from './whole-evidence.js';
import { partialAnswer } from './partial-answers.js';

/** What the detectors look at. */
export interface AskContext {
  /** Captures of the match the asks belong to (`req_id` → `chatcmpl-…`); user text. */
  captures: Record<string, string>;
  signals: Signals;
  tracebacks: Traceback[];
  lines: LineList;
  /** What the detectors read from the whole thread, computed once (`summariseThread`); computed here when absent. */
  summary?: ThreadSummary;
  /** What the thread says in words (a version in prose, the config described, the final exception shown): it answers asks too. */
  facts?: ThreadFacts;
  /** The markdown line of the error the asks are about: it is not one of the lines printed around it. */
  crashLine?: number;
}

/** The thread facts the detectors need, each computed in one pass so that many matches cost one scan. */
export interface ThreadSummary {
  lifecycle: LifecycleIndex;
  mostPreemptions: number;
  debugLines: number;
  aborts: number;
  /** The first traceback that shows frames, with its frame count. */
  framesShown: number | null;
}

/**
 * Summarise the thread once for every ask of every match.
 * @param context signals, tracebacks and log lines
 */
export function summariseThread(context: Omit<AskContext, 'captures' | 'summary'>): ThreadSummary {
  let mostPreemptions = 0;
  for (const stats of context.signals.stats) mostPreemptions = Math.max(mostPreemptions, stats.preemptions);
  let debugLines = 0;
  for (const line of context.lines) if (line.level === 'DEBUG') debugLines += 1;
  let aborts = 0;
  for (const event of context.signals.lifecycle) if (event.kind === 'aborted') aborts += 1;
  // A fragment (no header, or no final exception line) is not the full traceback.
  const framed = context.tracebacks.find((candidate) => candidate.frames.length > 0 && candidate.exception !== null && !candidate.truncated);
  return {
    lifecycle: indexLifecycle(context.signals.lifecycle),
    mostPreemptions,
    debugLines,
    aborts,
    framesShown: framed === undefined ? null : framed.frames.length,
  };
}

/** The vLLM version, asked of an uncurated error (and the words a ticked version is printed with). */
export const VLLM_VERSION_ASK: Ask = {
  id: 'vllm-version',
  text: 'The vLLM version.',
  how: 'Run `python collect_env.py` (or `pip show vllm`) and paste the output.',
  satisfied_by: [{ kind: 'vllm-version' }],
};

/** The connector's configuration, asked of an uncurated error. */
export const KV_TRANSFER_CONFIG_ASK: Ask = {
  id: 'kv-transfer-config',
  text: 'The `kv_transfer_config` the server runs with.',
  how: 'Paste the `--kv-transfer-config` argument (or the `kv_transfer_config` line of the startup log).',
  satisfied_by: [{ kind: 'kv-transfer-config' }],
};

/** The asks for an error nobody has curated yet (index or connector-file matches). */
export const DEFAULT_ASKS: Ask[] = [
  {
    id: 'full-traceback',
    text: 'The full traceback of the crash, from the first `Traceback (most recent call last):` line to the final exception line.',
    how: 'Copy it from the server log (the `EngineCore` process) into a fenced code block.',
    satisfied_by: [{ kind: 'traceback' }],
  },
  VLLM_VERSION_ASK,
  KV_TRANSFER_CONFIG_ASK,
];

const MAX_CAPTURE_LENGTH = 120;

/**
 * Fill `{name}` placeholders with captured (user) text, safely: outside a code span the value
 * becomes inline code; inside one (the catalog wrote `` `Added request {req_id}.` ``) the value
 * is inserted without backticks or newlines. Unknown placeholders stay as their name in code.
 * @param template catalog text with `{capture}` placeholders
 * @param captures captured values
 */
export function fillPlaceholders(template: string, captures: Record<string, string>): string {
  if (!template.includes('{')) return template;
  let out = '';
  let inCode = false;
  // template[copied, index) is text still to be written as it is.
  let copied = 0;
  for (let index = 0; index < template.length; index += 1) {
    const code = template.charCodeAt(index);
    if (code === 96) inCode = !inCode;
    if (code !== 123) continue;
    const close = template.indexOf('}', index);
    const name = close > index ? template.slice(index + 1, close) : '';
    if (!PLACEHOLDER_NAME.test(name)) continue;
    out += template.slice(copied, index);
    const value = Object.hasOwn(captures, name) ? (captures[name] as string) : null;
    if (inCode) {
      // Remove backticks and newlines first, so neutralising sees the text exactly as it will be shown.
      const plain = neutraliseQuotedText(cutText((value ?? name).replace(/[`\r\n]/g, ''), MAX_CAPTURE_LENGTH, ''));
      out += plain === '' ? name : plain;
    } else {
      out += value === null ? inlineCode(name) : inlineCode(value, MAX_CAPTURE_LENGTH);
    }
    index = close;
    copied = close + 1;
  }
  return out + template.slice(copied);
}

const PLACEHOLDER_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,40}$/;

/**
 * Which id to search the `Request … aborted.` line for (FACTS §0.2.3): with the 8-character suffix, the client's id
 * itself; without it, the engine's id is the client's, and every line carries the same id.
 * @param engineId the id the error names (user text)
 */
export function requestIdNote(engineId: string): string {
  const client = clientIdOf(engineId);
  if (client !== null)
    return `That line logs the client's id, without the engine's suffix: for this log's crash, search for ${inlineCode(`Request ${cutText(client, MAX_CAPTURE_LENGTH, '')} aborted.`, MAX_CAPTURE_LENGTH + 20)}.`;
  return `This id has no \`-\` and 8-character suffix, so it is the client's id too: every one of these lines carries the error's id (${inlineCode(engineId, MAX_CAPTURE_LENGTH)} in this log).`;
}

/** A quote of the thread's words for an ask's status line: inline code, one line, short. */
function quoteOf(text: string): string {
  return inlineCode(text, 120);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** A package's version in the thread: a `pip` listing's, or given in prose by the package's or its project's name. */
function packageVersionSaid(packageName: string, context: AskContext): string | null {
  const versions = context.signals.connectorPackageVersions;
  const wanted = packageName.toLowerCase().replace(/_/g, '-');
  const name = Object.keys(versions).find((candidate) => candidate === wanted || candidate.startsWith(`${wanted}-`));
  if (name !== undefined) return `${inlineCode(name)} ${inlineCode(versions[name] ?? '', 60)}`;
  const facts = context.facts;
  const stated =
    facts?.packageVersions.find((item) => wanted === item.package || wanted.startsWith(`${item.package}-`)) ??
    facts?.projectVersions?.find((item) => wanted === item.project || wanted.startsWith(`${item.project}-`) || item.project.startsWith(`${wanted}-`));
  if (stated !== undefined)
    return `the ${inlineCode('package' in stated ? stated.package : stated.project)} version given in the thread (${quoteOf(stated.fact.text)})`;
  // `vllm-ascend 0.11.0` read as the reporter's version (`readVllmVersion`): vllm-ascend's version is given.
  const { vllmVersion, vllmVersionViaAscend } = context.signals;
  return wanted === 'vllm-ascend' && vllmVersionViaAscend === true && vllmVersion !== null ? `vllm-ascend ${inlineCode(vllmVersion, 60)}` : null;
}

/** The stats lines shown, with their most preemptions when they print a count (V0's print none: no count of zero). */
function statsShown(signals: Signals, summary: ThreadSummary): string | null {
  if (signals.stats.length === 0) return null;
  if (signals.stats.every((stats) => stats.preemptionsCounted === false))
    return `${plural(signals.stats.length, 'stats line')} (without a preemption count: this version's stats lines do not print one)`;
  return `${plural(signals.stats.length, 'stats line')}, at most ${plural(summary.mostPreemptions, 'preemption')} per interval`;
}

/** What satisfies one detector, as a short safe description, or null. */
function detect(detector: Detector, context: AskContext, summary: ThreadSummary): string | null {
  const { signals } = context;
  switch (detector.kind) {
    case 'lifecycle': {
      const requestId = context.captures[detector.capture];
      if (requestId === undefined) return null;
      const events = eventsOfRequest(summary.lifecycle, requestId);
      return events.length === 0 ? null : `${plural(events.length, 'lifecycle line')} for ${inlineCode(requestId, MAX_CAPTURE_LENGTH)}`;
    }
    case 'stats':
      return statsShown(signals, summary);
    case 'kv-transfer-config': {
      const described = context.facts?.configInWords;
      // A fragment that names neither connector nor role (e.g. the `--kv-transfer-config '{"kv_connector_extra_config": …}'`
      // hint inside vLLM's own error message) is not the reporter's configuration.
      // Only the reporter's own text says what their server runs: a maintainer's "try `--kv-transfer-config …`" is a suggestion.
      const named = signals.kvTransferConfigs.filter(
        (candidate) => (candidate.kvConnector !== null || candidate.kvRole !== null) && (candidate.source.role ?? 'reporter') === 'reporter',
      );
      const config = named.find((candidate) => candidate.kvConnector !== null) ?? named[0];
      if (config === undefined) return described == null ? null : `the configuration described in words (${quoteOf(described.text)})`;
      return config.kvConnector === null ? 'a `kv_transfer_config`' : `a \`kv_transfer_config\` with ${inlineCode(config.kvConnector)}`;
    }
    case 'vllm-version': {
      if (signals.vllmVersion !== null) {
        const project = signals.vllmVersionViaAscend === true ? 'vllm-ascend' : 'vLLM';
        return `${project} ${inlineCode(signals.vllmVersion, 60)} (${signals.vllmVersionSource ?? 'text'})`;
      }
      const given = context.facts?.versions ?? [];
      if (given.length > 0) return `${given.map((item) => inlineCode(item.version, 60)).join(' and ')} in the thread's text`;
      // Another project's build that brings its own vLLM (`ai-dynamo[vllm]==0.4.1`, a Dynamo checkout) sets the version.
      const bundled = context.facts?.bundledBy;
      return bundled == null ? null : bundledVllmWords(bundled);
    }
    case 'client-abort': {
      if (!signals.mentionsClientAbort) return null;
      const aborts = summary.aborts;
      return aborts > 0 ? plural(aborts, 'abort line') : 'the thread says whether clients cancel or time out';
    }
    case 'package-version':
      return packageVersionSaid(detector.package, context);
    case 'debug-logs': {
      const count = summary.debugLines;
      return count === 0 ? null : `${plural(count, 'DEBUG log line')}`;
    }
    case 'traceback': {
      // Whole: its own final exception line and the frame that raised it (a final line seen only in the title is not).
      const whole = wholeTraceback(context.tracebacks);
      if (whole === null) return null;
      const frames = plural(whole.frames.length, 'frame');
      return whole.truncated ? `the final exception and the ${frames} before it` : `a traceback with ${frames}`;
    }
    case 'library-log':
      return libraryLogLines(context.lines, context.crashLine);
    case 'import-error':
      return importFailure(context.tracebacks, context.lines);
  }
}

/**
 * The status of each ask: text and how filled from the captures, satisfied when any of its
 * detectors finds the evidence in the body or a human comment.
 * @param asks the catalog asks (or `DEFAULT_ASKS`)
 * @param context captures, signals, tracebacks and log lines of the thread
 */
export function evaluateAsks(asks: Ask[], context: AskContext): AskStatus[] {
  const summary = context.summary ?? summariseThread(context);
  // The error's line pasted just above the frame that raised it: the traceback is neither whole nor to be asked for.
  const lastLineShown = finalLineAbove(context.tracebacks, context.crashLine);
  return asks.flatMap((ask): AskStatus[] => {
    // Answered in part: the ask shrinks to what is missing.
    const partial = partialAnswer(ask.satisfied_by, context.signals, context.facts);
    if (partial !== null) return [{ id: ask.id, text: partial.text, how: partial.how, satisfied: false, satisfiedBy: null }];
    let satisfiedBy: string | null = null;
    for (const detector of ask.satisfied_by) {
      satisfiedBy = detect(detector, context, summary);
      if (satisfiedBy !== null) break;
    }
    const asksTraceback = ask.satisfied_by.some((detector) => detector.kind === 'traceback');
    if (satisfiedBy === null && asksTraceback && lastLineShown) return [];
    const lifecycle = ask.satisfied_by.find((detector) => detector.kind === 'lifecycle');
    // A cut traceback keeps its ask, with where the paste stops.
    const stops = satisfiedBy === null && asksTraceback ? wherePasteStops(context.tracebacks, context.crashLine) : null;
    const requestId = lifecycle?.kind === 'lifecycle' ? context.captures[lifecycle.capture] : undefined;
    // What differs on ROCm is said unless the thread shows an NVIDIA GPU.
    const rocm = ask.how_on_rocm === undefined || context.facts?.platform === 'nvidia' ? '' : ` ${ask.how_on_rocm}`;
    return [
      {
        id: ask.id,
        text: fillPlaceholders(ask.text, context.captures),
        how: `${fillPlaceholders(ask.how, context.captures)}${rocm}${requestId === undefined ? '' : ` ${requestIdNote(requestId)}`}${stops === null ? '' : ` ${stops}`}`,
        satisfied: satisfiedBy !== null,
        satisfiedBy,
      },
    ];
  });
}
