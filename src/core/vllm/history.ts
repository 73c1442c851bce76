// The shipped history index (scripts/index_vllm_history.py): vLLM's releases as stretches of main, the position of
// each pull request the catalog names, and where each log call and raise site stood in each release.
import shipped from './history-index.json' with { type: 'json' };
import { cutText } from '../text/cut.js';

/** One release: the stretch of main its code was cut from (first-parent positions, inclusive), read at `lo`. */
export interface HistoryRelease {
  name: string;
  lo: number;
  hi: number;
  date: string | null;
  /** A patch release keeps its base's code (cherry-picked fixes are not in the index). */
  patch_of?: string;
  /** The main commit its code was read at (10 hex digits). */
  commit: string;
}

/** The shipped index, as scripts/index_vllm_history.py writes it. */
export interface HistoryIndex {
  tip: string;
  /** The position of the first commit in `commits`. */
  start: number;
  /** The first-parent commits of main from `start` on, 7 hex digits each, oldest first. */
  commits: string;
  releases: HistoryRelease[];
  /** PR number → the position of its squash merge on main. */
  prs: Record<string, number>;
  paths: string[];
  messages: string[];
  /** Each setting, flag, environment variable and module the catalog names → runs of releases whose code has it. */
  names: Record<string, number[]>;
  /** Log levels and exception classes. */
  levels: string[];
  /** [path, message, level, then (line, first release, last release) runs]. */
  sites: number[][];
}

/** The index this build ships. */
export const HISTORY: HistoryIndex = shipped;

/** The pseudo-release of the commit the catalog was read at. */
export const PIN_RELEASE = 'pin';

/**
 * The position on main of a commit named by its hex prefix (7 or more digits), or null when it is not a first-parent
 * commit of the history (a release branch, a fork) or the prefix is not unique.
 */
export function commitPosition(sha: string, index: HistoryIndex = HISTORY): number | null {
  const prefix = sha.toLowerCase().slice(0, 7);
  if (!/^[0-9a-f]{7}$/.test(prefix)) return null;
  let found: number | null = null;
  for (let at = index.commits.indexOf(prefix); at !== -1; at = index.commits.indexOf(prefix, at + 1)) {
    if (at % 7 !== 0) continue;
    if (found !== null) return null;
    found = index.start + at / 7;
  }
  return found;
}

/** The position of a pull request's merge on main, or null when the index does not have it. */
export function prPosition(pr: number, index: HistoryIndex = HISTORY): number | null {
  return index.prs[String(pr)] ?? null;
}

/** The release named `v0.10.1` (with or without the `v`), or null. */
export function releaseNamed(name: string, index: HistoryIndex = HISTORY): HistoryRelease | null {
  const wanted = name.startsWith('v') ? name : `v${name}`;
  return index.releases.find((release) => release.name === wanted) ?? null;
}

/** The literal pieces of a log or raise template (`Handshake with %s failed` → `Handshake with `, ` failed`). */
function literalPieces(template: string): string[] {
  return template
    .split(/%[-#0 +]?\d*(?:\.\d+)?[sdrfix]|\{[^{}]{0,200}\}|<expr: [^>]{0,200}>/)
    .map((piece) => piece.replaceAll('{{', '{').replaceAll('}}', '}'))
    .filter((piece) => piece.trim().length >= 3);
}

/** Whether `text` shows the template's literal pieces in order (a template of placeholders only matches nothing). */
export function showsTemplate(text: string, template: string): boolean {
  const pieces = literalPieces(template);
  if (pieces.length === 0) return false;
  let from = 0;
  for (const piece of pieces) {
    const at = text.indexOf(piece, from);
    if (at === -1) return false;
    from = at + piece.length;
  }
  return true;
}

/** A site's file name as a log prefix shows it: the last part of its path. */
const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** The elision newer loggers put in the middle of a long path (`distributed/.../v1/nixl_connector.py`). */
const ELISION = /\/(?:\.\.\.|…)\//;

/**
 * Whether a file as a log prefix or frame shows it names the index's path: its whole tail (`/usr/…/vllm/x/y.py`
 * ends with `vllm/x/y.py`), or, when elided, its head and its tail on either side of the elision.
 */
function namesPath(shown: string, path: string): boolean {
  const cut = ELISION.exec(shown);
  if (cut === null) return shown.endsWith(path);
  const head = shown.slice(0, cut.index + 1);
  const tail = shown.slice(cut.index + cut[0].length - 1);
  const at = path.indexOf(head);
  return path.endsWith(tail) && at !== -1 && at + head.length <= path.length - tail.length + 1;
}

const byName = new WeakMap<HistoryIndex, Map<string, number[][]>>();

/** The index's sites in files of this name (built once per index). */
function sitesNamed(name: string, index: HistoryIndex): number[][] {
  let map = byName.get(index);
  if (map === undefined) {
    map = new Map();
    for (const site of index.sites) {
      const key = baseName(index.paths[site[0] as number] ?? '');
      const list = map.get(key) ?? [];
      list.push(site);
      map.set(key, list);
    }
    byName.set(index, map);
  }
  return map.get(name) ?? [];
}

/**
 * The releases (indexes into `releases`) whose code has a log call or raise at `file:line` with a template the
 * text shows; null when the index has no site in a file of that name (then the line says nothing), else a set
 * (empty: no release has it there, e.g. a development build between releases).
 * @param file the file as a log prefix or frame shows it: `nixl_connector.py`, or a path ending in vLLM's
 * @param line its line
 * @param text the message as logged or raised
 */
export function releasesWithSite(file: string, line: number, text: string, index: HistoryIndex = HISTORY): Set<number> | null {
  const wanted = file.includes('/') ? file : null;
  let known = false;
  const found = new Set<number>();
  for (const site of sitesNamed(baseName(file), index)) {
    const path = index.paths[site[0] as number] ?? '';
    if (wanted !== null && !namesPath(wanted, path)) continue;
    known = true;
    let runs: number[] | null = null;
    for (let at = 3; at + 2 < site.length; at += 3) {
      if (site[at] !== line) continue;
      runs ??= [];
      runs.push(site[at + 1] as number, site[at + 2] as number);
    }
    if (runs === null || !showsTemplate(cutText(text, 4000, ''), index.messages[site[1] as number] ?? '')) continue;
    for (let at = 0; at + 1 < runs.length; at += 2) {
      for (let release = runs[at] as number; release <= (runs[at + 1] as number); release += 1) found.add(release);
    }
  }
  return known ? found : null;
}

/**
 * The releases (indexes) whose code stands for the stretch `lo`–`hi` of main: those read inside it, else the last
 * one read before it (a commit between two releases is closest to the one before).
 */
export function releasesIn(lo: number, hi: number, index: HistoryIndex = HISTORY): number[] {
  const own = [...index.releases.entries()].filter(([, release]) => release.patch_of === undefined);
  const inside = own.filter(([, release]) => release.lo >= lo && release.lo <= hi).map(([at]) => at);
  if (inside.length > 0) return inside;
  const before = own.filter(([, release]) => release.lo <= lo).sort((a, b) => a[1].lo - b[1].lo);
  const last = before.at(-1);
  return last === undefined ? [] : [last[0]];
}

/**
 * Whether a name the catalog uses (a flag, setting, environment variable or module) is in the code of every release
 * that stands for the stretch `lo`–`hi` of main; null when the index does not track the name or no release stands for it.
 */
export function nameThroughout(name: string, lo: number, hi: number, index: HistoryIndex = HISTORY): boolean | null {
  const runs = index.names[name];
  const releases = releasesIn(lo, hi, index);
  if (runs === undefined || releases.length === 0) return null;
  return releases.every((at) => {
    for (let run = 0; run + 1 < runs.length; run += 2) if ((runs[run] as number) <= at && at <= (runs[run + 1] as number)) return true;
    return false;
  });
}

/** The index's own 7 hex digits of the main commit at a position, or null outside the history it holds. */
export function commitAt(position: number, index: HistoryIndex = HISTORY): string | null {
  const at = (position - index.start) * 7;
  if (!Number.isInteger(at) || at < 0 || at + 7 > index.commits.length) return null;
  return index.commits.slice(at, at + 7);
}

/** releasesWithMessage() of the bundled index, by template: the index never changes, and one entry's templates are asked about on every triage that matches it. */
const releasesByTemplate = new Map<string, ReadonlySet<number> | null>();

/**
 * The releases (indexes) whose code has a log call or raise with this template's words (its longest literal piece),
 * or null when no release of the index has it (a message raised outside the files the index covers).
 */
export function releasesWithMessage(template: string, index: HistoryIndex = HISTORY): ReadonlySet<number> | null {
  if (index !== HISTORY) return scanReleasesWithMessage(template, index);
  const known = releasesByTemplate.get(template);
  if (known !== undefined) return known;
  const found = scanReleasesWithMessage(template, index);
  releasesByTemplate.set(template, found);
  return found;
}

/** releasesWithMessage(), read off the index's sites. */
function scanReleasesWithMessage(template: string, index: HistoryIndex): ReadonlySet<number> | null {
  const piece = literalPieces(template).reduce((best, part) => (part.length > best.length ? part : best), '');
  if (piece.length < 8) return null;
  const found = new Set<number>();
  for (const site of index.sites) {
    if (!(index.messages[site[1] as number] ?? '').includes(piece)) continue;
    for (let at = 3; at + 2 < site.length; at += 3) {
      for (let release = site[at + 1] as number; release <= (site[at + 2] as number); release += 1) found.add(release);
    }
  }
  return found.size === 0 ? null : found;
}
