// The parts of the comment about one curated catalog entry: headline, explanation, triggers, workarounds, fix, related.

import type { CatalogEntry, Workaround } from '../catalog/types.js';
import type { Match } from '../match/types.js';
import { isFixed, versionRef } from '../signals/versions.js';
import { claimText, explanationText } from '../catalog/claims.js';
import { inlineCode } from './safe-markdown.js';
import { sourceLink, vllmThreadLink } from '../vllm/links.js';

/** Capture names that hold a request id, most specific first. */
const REQUEST_ID_CAPTURES = ['req_id', 'request_id', 'req_meta.req_id', 'requestId'];

/** The request id a match names, if any (user text: render it with inlineCode). */
export function requestIdOf(match: Match): string | null {
  for (const name of REQUEST_ID_CAPTURES) {
    const value = match.captures[name];
    if (value !== undefined && value !== '') return value;
  }
  const key = Object.keys(match.captures).find((name) => name.includes('req'));
  return key === undefined ? null : (match.captures[key] ?? null);
}

/** Confidence in plain words. */
export function confidenceWords(match: Match): string {
  switch (match.confidence) {
    case 'exact':
      return "confidence: high — the whole message matches vLLM's source";
    case 'frame':
      return 'confidence: medium — the exception type and the raising line match';
    case 'connector-file':
      return "confidence: low — only a frame in the connector's code";
  }
}

/** How much of the explanation stays on screen before the rest is folded. */
const ON_SCREEN_EXPLANATION = 320;

/** Offsets just after each sentence end (`. ` before a capital letter) outside code spans. */
function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  let inCode = false;
  for (let index = 0; index < text.length - 2; index += 1) {
    const char = text[index];
    if (char === '`') inCode = !inCode;
    else if (!inCode && char === '.' && text[index + 1] === ' ' && /[A-Z]/.test(text[index + 2] as string)) ends.push(index + 1);
  }
  return ends;
}

/**
 * The on-screen start of an explanation (its first paragraph, or its first sentences when that
 * paragraph is long), and the rest, which is folded.
 * @param explanation catalog markdown
 */
export function splitExplanation(explanation: string): { first: string; rest: string } {
  const paragraphs = explanation.trim().split(/\n\s*\n/);
  const head = paragraphs[0] ?? '';
  let rest = paragraphs.slice(1).join('\n\n');
  if (head.length <= ON_SCREEN_EXPLANATION) return { first: head, rest };
  const cut = sentenceEnds(head).find((end) => end >= ON_SCREEN_EXPLANATION / 2);
  if (cut === undefined || cut >= head.length - 1) return { first: head, rest };
  rest = [head.slice(cut).trim(), rest].filter((part) => part !== '').join('\n\n');
  return { first: head.slice(0, cut), rest };
}

/**
 * Turn bare `#NNNN` references in catalog prose into full vLLM links, so they never point at an
 * issue of the repository the bot runs in. Code spans are left alone.
 * @param text catalog markdown (our own text, not user text)
 */
export function linkVllmReferences(text: string): string {
  let out = '';
  let inCode = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char === '`') inCode = !inCode;
    const before = text[index - 1];
    if (!inCode && char === '#' && (before === undefined || !/[\w&/[]/.test(before))) {
      const digits = /^\d{1,7}/.exec(text.slice(index + 1, index + 8));
      if (digits !== null && !/\w/.test(text[index + 1 + digits[0].length] ?? '')) {
        // `PR #N` links to the pull request; anything else to the issue (GitHub redirects either way).
        const kind = /\bPRs? $/i.test(text.slice(Math.max(0, index - 4), index)) ? 'pull' : 'issues';
        out += vllmThreadLink(kind, Number(digits[0]));
        index += digits[0].length;
        continue;
      }
    }
    out += char;
  }
  return out;
}

/** The headline: what was recognised, for which request, how sure. */
export function renderEntryHeadline(entry: CatalogEntry, match: Match): string {
  const requestId = requestIdOf(match);
  const forRequest = requestId === null ? '' : ` for request ${inlineCode(requestId)}`;
  return `**vllm-triage recognised a known error: ${linkVllmReferences(entry.title)}** (${inlineCode(entry.connector)})${forRequest}. _${confidenceWords(match)}._`;
}

/** What is known about a fix in the reporter's version, in one sentence (never invents a release). */
function fixSentence(pr: number | undefined, release: string | undefined, version: string | null): string {
  const byPr = pr === undefined ? '' : ` by ${vllmThreadLink('pull', pr)}`;
  if (release === undefined) return pr === undefined ? '' : `Fixed${byPr}; the first release with it is not determined.`;
  const fixedIn = `Fixed${byPr} in ${inlineCode(release.startsWith('v') ? release : `v${release}`)}`;
  switch (isFixed(version, release)) {
    case 'yes':
      return `${fixedIn}: your version ${inlineCode(version ?? '')} already contains the fix.`;
    case 'no':
      return `${fixedIn}: your version ${inlineCode(version ?? '')} does not have it yet.`;
    case 'unknown':
      return version === null ? `${fixedIn}.` : `${fixedIn}: whether your build ${inlineCode(version)} has it depends on when it was cut.`;
  }
}

function renderWorkaround(workaround: Workaround, position: number, version: string | null): string {
  const fix = fixSentence(workaround.fixed_by_pr, workaround.fixed_in_release, version);
  return `${position}. ${linkVllmReferences(workaround.text.trim())}${fix === '' ? '' : ` ${fix}`}`;
}

/**
 * The on-screen part for a curated entry: headline, first paragraph of the explanation, workarounds
 * in order (version-aware), and the entry's fix status. Triggers are folded into the details, so the
 * essentials fit one screen.
 * @param entry the curated entry
 * @param match its match in this issue
 * @param version the reporter's vLLM version, or null
 */
export function renderEntryEssentials(entry: CatalogEntry, match: Match, version: string | null): string {
  const parts = [renderEntryHeadline(entry, match), linkVllmReferences(splitExplanation(explanationText(entry)).first)];
  if (entry.workarounds.length > 0) {
    parts.push(`**What you can do, in order:**\n${entry.workarounds.map((item, index) => renderWorkaround(item, index + 1, version)).join('\n')}`);
  }
  const fix = entry.fixed_in === undefined ? '' : fixSentence(entry.fixed_in.pr, entry.fixed_in.release, version);
  parts.push(fix === '' ? '**Upstream fix:** none is recorded in our catalog for this error yet.' : `**Upstream fix:** ${fix}`);
  return parts.join('\n\n');
}

/**
 * The folded details for a curated entry: when it happens, the rest of the explanation, where vLLM
 * raises it, and related issues and pull requests.
 * @param entry the curated entry
 * @param version the reporter's vLLM version, or null
 */
export function renderEntryDetails(entry: CatalogEntry, version: string | null): string {
  const parts: string[] = [];
  if (entry.triggers.length > 0) parts.push(`**When it happens:**\n${entry.triggers.map((trigger) => `- ${linkVllmReferences(claimText(trigger).trim())}`).join('\n')}`);
  const { rest } = splitExplanation(explanationText(entry));
  if (rest !== '') parts.push(linkVllmReferences(rest));
  const { commit } = entry.source;
  const linkRef = entry.source.ref ?? commit;
  const line = entry.source.line > 0 ? entry.source.line : null;
  const at = entry.source.ref === undefined ? `vLLM commit ${inlineCode(commit.slice(0, 10))}` : `vLLM ${inlineCode(linkRef)}`;
  let where = `Raised in ${inlineCode(entry.source.function)} at ${sourceLink(linkRef, entry.source.path, line)} (${at}).`;
  if (entry.source.note !== undefined && entry.source.note.trim() !== '') where += ` ${linkVllmReferences(entry.source.note.trim())}`;
  const ref = versionRef(version, commit);
  if (ref !== commit && entry.source.ref === undefined) where += ` The same file in your release: ${sourceLink(ref, entry.source.path, null)}.`;
  parts.push(where);
  const related = [
    ...(entry.related?.issues ?? []).map((number) => vllmThreadLink('issues', number)),
    ...(entry.related?.prs ?? []).map((number) => vllmThreadLink('pull', number)),
  ];
  if (related.length > 0) parts.push(`Related: ${related.join(', ')}.`);
  return parts.join('\n\n');
}
