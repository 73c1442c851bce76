// The details' line about the reporter's vLLM: the version as read, each side's when a P/D pair runs two, and the
// code it dates to (a release, a stretch of main, one commit) with what dated it.
import type { Signals } from '../../signals/types.js';
import { inlineCode } from '../../text/safe-markdown.js';
import { buildCommit } from '../../vllm/build-range.js';
import { parseVersion } from '../../vllm/version-order.js';
import { cutText } from '../../text/cut.js';

/** `0.1.dev1+g51f799c1a` → `a development build of commit 51f799c1a`; null for anything else. */
function buildWords(version: string): string | null {
  const parsed = parseVersion(version);
  const commit = parsed === null ? null : buildCommit(parsed.local);
  return commit === null ? null : `a development build of commit ${inlineCode(commit.slice(0, 12))}`;
}

/**
 * The evidence in words, kept to letters, digits and `.:+_()/,;-` and spaces: it holds the reporter's version and
 * log file name, which must not shape markdown (no brackets, backticks, `<`, `@`, `#`).
 */
function plainEvidence(evidence: string): string {
  return cutText(evidence.replace(/[^\w .:+()/,;-]/g, ''), 240, '');
}

/**
 * `vLLM version: …` with where it was read and what it dates the code to.
 * @param signals the thread's signals
 * @param unknown what to say when the thread names no version
 */
export function renderVersionLine(signals: Signals, unknown: string): string {
  const { vllmVersion: version, build } = signals;
  const sides = signals.vllmVersions ?? [];
  let line =
    sides.length >= 2
      ? `vLLM versions: ${sides.map((item) => `${item.side} ${inlineCode(item.version, 60)}`).join(', ')}: the sides run different versions.`
      : version === null
        ? `vLLM version: ${unknown}.`
        : signals.vllmVersionViaAscend === true
          ? // vllm-ascend's versioning policy numbers its releases after the vLLM release they match.
            `vLLM version: given as vllm-ascend ${inlineCode(version, 60)} (from ${signals.vllmVersionSource ?? 'the text'}), whose releases are numbered after the vLLM release they match.`
          : `vLLM version: ${inlineCode(version, 60)} (from ${signals.vllmVersionSource ?? 'the text'}).`;
  const commit = version === null || sides.length >= 2 ? null : buildWords(version);
  if (commit !== null) line += ` It is ${commit}.`;
  if (build !== undefined && build !== null) {
    line += ` Dated to ${inlineCode(build.label, 80)}, from ${plainEvidence(build.evidence)}.`;
  } else if (commit !== null) {
    line += ' That commit is not in the history this bot ships, so what it contains is not determined here.';
  }
  return line;
}
