// The reporter's vLLM version: reading it from the text, comparing versions, and choosing the git ref to link.
import type { Block, LogLine } from '../extract/types.js';
import { compareVersions, isRelease, parseVersion } from './version-order.js';

export { compareVersions, isRelease, parseVersion };

/** Where a version was read, strongest first. */
const SOURCE_RANK = ['collect_env', 'pip', 'dump', 'text', 'title'] as const;
type VersionSource = (typeof SOURCE_RANK)[number];

const COLLECT_ENV_LINE = /^vLLM Version\s*:\s*(\S+)/;
const PIP_LIST_LINE = /^(?:\[(?:pip3?|conda)\]\s+)?vllm\s+v?(\d+\.\d+[0-9A-Za-z.+]*)\s*$/i;
const VERSION_CHARS = /^[0-9A-Za-z.+]+/;
const DUMP_MARKER = 'Dumping input data for V1 LLM engine (v';
/** Words that may sit between `vllm` and its version in prose (`vLLM version: 0.9.1`, `vllm ver 0.6.3`). */
const BRIDGE_WORDS = ['version', 'ver', 'main', '-openai', 'openai', 'api', 'server'];
/** `pip show vllm` prints `Name: vllm` and, on the next line, `Version: X`. */
const PIP_SHOW_NAME = /^Name:\s*vllm\s*$/i;
const PIP_SHOW_VERSION = /^Version:\s*v?(\S+)/;
/** Commands whose output, on the next line, is vLLM's version alone (`vllm --version`, `vllm.__version__`). */
const VERSION_COMMANDS = ['vllm --version', 'vllm -v', 'vllm.__version__'];
const MAX_SCAN_CHARS = 65_536;

/**
 * Cut the longest version off the start of `text` (`0.9.1`, `0.11.1rc2.dev5+gabc`), or null:
 * `0.9.1.dist-info` gives `0.9.1`, `0.25.1.` gives `0.25.1`.
 */
function leadingVersion(text: string): string | null {
  const found = VERSION_CHARS.exec(text.slice(0, 64));
  let candidate = found === null ? '' : found[0];
  // A local part is a build tag with digits (`+gabc1234`, `+cu128`), not a word (`vllm0.21.0+mooncake`).
  const plus = candidate.indexOf('+');
  if (plus !== -1 && !/\d/.test(candidate.slice(plus))) candidate = candidate.slice(0, plus);
  while (candidate !== '') {
    if (parseVersion(candidate) !== null) return candidate;
    const cut = candidate.lastIndexOf('.');
    candidate = cut === -1 ? '' : candidate.slice(0, cut);
  }
  return null;
}

/**
 * Whether the `vllm` at `at` is a name of its own, not the tail of another package's name
 * (`lmcache_vllm 0.6.2`, `nm-vllm`, `lmcache-vllm==0.6.2`), whose version is not vLLM's.
 */
function startsName(lower: string, at: number): boolean {
  const before = at === 0 ? '' : (lower[at - 1] as string);
  return !/[a-z0-9_-]/.test(before);
}

/** The version after each `vllm` in prose: `vllm 0.6.4.post1`, `vLLM v0.12.0`, `vllm0.21.0`, `vllm/vllm-openai:v0.11.0`. */
function proseVersion(line: string): string | null {
  const lower = line.slice(0, MAX_SCAN_CHARS).toLowerCase();
  let at = lower.indexOf('vllm');
  while (at !== -1) {
    if (!startsName(lower, at)) {
      at = lower.indexOf('vllm', at + 4);
      continue;
    }
    let i = at + 4;
    // Skip separators and the bridge words, a bounded number of times.
    for (let step = 0; step < 6; step++) {
      while (i < lower.length && ' \t:=_/@('.includes(lower[i] ?? '')) i++;
      const word = BRIDGE_WORDS.find((candidate) => lower.startsWith(candidate, i));
      if (word === undefined) break;
      i += word.length;
    }
    if (lower[i] === 'v' || (lower[i] === '-' && /\d/.test(lower[i + 1] ?? ''))) i++;
    const version = /\d/.test(lower[i] ?? '') ? leadingVersion(line.slice(i)) : null;
    if (version !== null && version.includes('.')) return version;
    at = lower.indexOf('vllm', at + 4);
  }
  return null;
}

/** The version one line states and where from, or null. */
function versionInLine(line: string): { version: string; source: VersionSource } | null {
  const text = line.trim();
  const env = COLLECT_ENV_LINE.exec(text);
  if (env !== null) {
    const version = leadingVersion(env[1] ?? '');
    return version === null ? null : { version, source: 'collect_env' };
  }
  const pinIndex = text.toLowerCase().indexOf('vllm==');
  if (pinIndex !== -1 && startsName(text.toLowerCase(), pinIndex)) {
    const version = leadingVersion(text.slice(pinIndex + 6));
    if (version !== null) return { version, source: 'pip' };
  }
  // A markdown table row (`| vllm | 0.11.2 |`) reads like a pip list row once its bars are gone.
  const listed = PIP_LIST_LINE.exec(text.startsWith('|') ? text.replaceAll('|', ' ').trim() : text);
  if (listed !== null && listed[1] !== undefined) return { version: listed[1], source: 'pip' };
  const dumpIndex = text.indexOf(DUMP_MARKER);
  if (dumpIndex !== -1) {
    const version = leadingVersion(text.slice(dumpIndex + DUMP_MARKER.length));
    if (version !== null) return { version, source: 'dump' };
  }
  const version = proseVersion(text);
  return version === null ? null : { version, source: 'text' };
}

/**
 * Read the reporter's vLLM version: collect_env's `vLLM Version : X` first, then `vllm==X` or a pip
 * list row, then the crash dump's `(vX)`, then `vllm X` / `vLLM vX` in the text, then the title.
 * @param lines log lines of the issue (prefixes stripped)
 * @param blocks the markdown blocks (read too, for text the lines may not cover)
 * @param title the issue title, when known
 * @returns the version as written (`0.26.0`, `0.11.1rc2.dev5+gabc`) and its source, or nulls
 */
export function readVllmVersion(
  lines: LogLine[],
  blocks: Block[],
  title?: string,
): { version: string | null; source: string | null } {
  let best: { version: string; source: VersionSource } | null = null;
  const consider = (text: string): void => {
    const found = versionInLine(text);
    if (found !== null && (best === null || SOURCE_RANK.indexOf(found.source) < SOURCE_RANK.indexOf(best.source))) {
      best = found;
    }
  };
  for (const line of lines) consider(line.text);
  const headings: string[] = [];
  for (const block of blocks) {
    // A heading block holds the heading's text and is its own section.
    if (block.kind === 'text' && block.section === block.text) headings.push(block.text);
    let previous = '';
    for (const line of block.text.slice(0, MAX_SCAN_CHARS).split('\n')) {
      consider(line);
      const shownVersion = versionAfterCommand(previous, line);
      if (shownVersion !== null && (best === null || SOURCE_RANK.indexOf('pip') < SOURCE_RANK.indexOf(best.source))) {
        best = { version: shownVersion, source: 'pip' };
      }
      previous = line;
      if (line.startsWith('# ')) headings.push(line.slice(2));
    }
  }
  // The title: given, or written as a heading of the markdown (`# [Bug]: … on 0.25.1`).
  for (const heading of title === undefined ? headings : [title, ...headings]) {
    const fromTitle: string | null = best === null ? (proseVersion(heading) ?? titleTailVersion(heading)) : null;
    if (fromTitle !== null) best = { version: fromTitle, source: 'title' };
  }
  const chosen: { version: string; source: VersionSource } | null = best;
  return chosen === null ? { version: null, source: null } : { version: chosen.version, source: chosen.source };
}

/**
 * The version a command printed on the line after it: `pip show vllm`'s `Version: X` after `Name: vllm`, or a
 * bare `0.11.0` (or `'0.11.0'`) after `vllm --version` / `vllm.__version__`.
 */
function versionAfterCommand(previous: string, line: string): string | null {
  const before = previous.trim();
  const text = line.trim();
  if (PIP_SHOW_NAME.test(before)) {
    const shown = PIP_SHOW_VERSION.exec(text);
    return shown === null ? null : leadingVersion(shown[1] ?? '');
  }
  if (text.length > 80 || !VERSION_COMMANDS.some((command) => before.includes(command))) return null;
  const bare = text.replace(/^['"]?v?/, '').replace(/['"]$/, '');
  const version = leadingVersion(bare);
  return version !== null && version === bare ? version : null;
}

/** A release named at the end of a title (`… MTP) on 0.25.1`), only in the 0.x series vLLM uses. */
function titleTailVersion(title: string): string | null {
  const words = title.trim().split(/\s+/);
  const last = words[words.length - 1] ?? '';
  const before = (words[words.length - 2] ?? '').toLowerCase();
  const candidate = last.startsWith('v') ? last.slice(1) : last;
  if (before !== 'on' && before !== 'in') return null;
  return candidate.startsWith('0.') && isRelease(candidate) ? candidate : null;
}

/**
 * The git ref to link source lines at: the release tag for a plain release, else the catalog's commit.
 * @param version the reporter's version, or null
 * @param commit the commit the catalog and index were read at
 */
export function versionRef(version: string | null, commit: string): string {
  if (version === null) return commit;
  const plain = version.startsWith('v') ? version.slice(1) : version;
  return isRelease(plain) ? `v${plain}` : commit;
}

/**
 * Whether the reporter's build already has a fix first released in `fixedInRelease`.
 * A dev or rc build from the fixed release's series or the one before it may or may not carry
 * the fix (it depends on when it was cut), so it is `unknown`.
 * @param reporterVersion the reporter's vLLM version, or null
 * @param fixedInRelease the first release with the fix, or null
 */
export function isFixed(reporterVersion: string | null, fixedInRelease: string | null | undefined): 'yes' | 'no' | 'unknown' {
  if (reporterVersion === null || fixedInRelease === null || fixedInRelease === undefined) return 'unknown';
  const reporter = parseVersion(reporterVersion);
  const fixed = parseVersion(fixedInRelease);
  const order = compareVersions(reporterVersion, fixedInRelease);
  if (reporter === null || fixed === null || order === null) return 'unknown';
  if (order >= 0) return 'yes';
  if (isRelease(reporterVersion.replace(/^v/, ''))) return 'no';
  const [major = 0, minor = 0] = reporter.release;
  const [fixedMajor = 0, fixedMinor = 0] = fixed.release;
  return major === fixedMajor && minor >= fixedMinor - 1 ? 'unknown' : 'no';
}
