// The library's own log lines a thread pasted around a curated error (UCX, glog, LMCache's logger, a native crash):
// when the entry asks for them, or when a line says plainly what went wrong, the comment says what they show on its
// first screen instead of asking for them or telling the reporter to read them.
import type { CatalogEntry } from '../../catalog/types.js';
import type { LineList } from '../../extract/types.js';
import { findLine } from '../../extract/logs/line-store.js';
import { isEvidence } from '../../extract/roles.js';
import type { Match } from '../../match/types.js';
import { readPastedLog, type PastedLog } from './whole-evidence.js';

/**
 * The pasted lines the comment speaks of, or null: read only for a curated headline entry, kept when the entry asks for
 * its library's lines or when the line quoted has a plain meaning.
 * @param entry the headline's curated entry, if any
 * @param lines the thread's log lines
 * @param crashLine the markdown line of the error itself
 */
export function pastedLogFor(entry: CatalogEntry | undefined, lines: LineList, crashLine: number | undefined): PastedLog | null {
  if (entry === undefined) return null;
  const pasted = readPastedLog(lines, crashLine);
  if (pasted === null) return null;
  const asked = entry.asks.some((ask) => ask.satisfied_by.some((detector) => detector.kind === 'library-log'));
  return asked || pasted.meaning !== null ? pasted : null;
}

/**
 * The logger of the LMCache package's own module that printed the headline's line (`lmcache.integration.vllm.vllm_v1_adapter`),
 * or null: vLLM's in-tree copy logs under its own module name (`vllm.distributed.…`), so a logger under `lmcache.` is
 * the package's code, whatever vLLM's source also holds.
 * @param primary the headline match
 * @param lines the thread's log lines
 */
export function printedByLibrary(primary: Match | undefined, lines: LineList): string | null {
  if (primary === undefined || primary.evidence.line === 0) return null;
  const logged = findLine(lines, (line) => line.line === primary.evidence.line && line.logModule !== undefined);
  const module = logged?.logModule ?? '';
  return /^lmcache(?:_ascend)?\.[\w.]{1,120}$/.test(module) ? module : null;
}

/**
 * The entry's actions written for one library log line (`when_logged`) that the thread's pasted lines do not show, by
 * their catalog text: the thread pasted the library's lines and they show another failure (a connect failure, not a
 * transfer timeout), so such an action is left out like one the thread answers. Nothing is left out without a paste.
 * @param entry the headline's curated entry, if any
 * @param lines the thread's log lines
 * @param crashLine the markdown line of the error itself
 */
export function actionsOffPaste(entry: CatalogEntry | undefined, lines: LineList, crashLine: number | undefined): string[] {
  const phrased = entry?.workarounds.filter((item) => item.when_logged !== undefined) ?? [];
  if (phrased.length === 0 || readPastedLog(lines, crashLine) === null) return [];
  const phrases = phrased.map((item) => (item.when_logged ?? '').toLowerCase());
  const shown = new Set<string>();
  for (const line of lines) {
    if (!isEvidence(line.source) || line.context !== undefined) continue;
    const text = line.text.slice(0, 2_000).toLowerCase();
    for (const phrase of phrases) if (text.includes(phrase)) shown.add(phrase);
  }
  return phrased.filter((item) => !shown.has((item.when_logged ?? '').toLowerCase())).map((item) => item.text);
}
