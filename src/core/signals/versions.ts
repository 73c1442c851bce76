// The reporter's vLLM version: reading it from the text, comparing versions, and choosing the git ref to link.
import { fixVersionsIn } from './sentences/fix-versions.js';
import type { Block, BlockList, LineList, TextSource } from '../extract/types.js';
import { parseVersion } from '../vllm/version-order.js';
import { SERIES_VERSION, environmentVersion, proseReleaseIn } from './prose-version.js';
import { cutText } from '../text/cut.js';

export { compareVersions, isFixed, isRelease, parseVersion } from '../vllm/version-order.js';
export { versionRef } from '../vllm/releases.js';

/** Where a version was read, strongest first. */
const SOURCE_RANK = ['collect_env', 'pip', 'dump', 'text', 'environment', 'title', 'prose'] as const;
type VersionSource = (typeof SOURCE_RANK)[number];

const COLLECT_ENV_LINE = /^vLLM Version\s*:\s*(\S+)/;
/**
 * A `pip list` / `conda list` row: `vllm  0.11.2`. After the dot one digit, then any version characters: `\d+` before
 * `[0-9A-Za-z.+]*` would let the two share a run of digits and cost its square when the line does not end there.
 */
const PIP_LIST_LINE = /^(?:\[(?:pip3?|conda)\]\s+)?vllm\s+v?(\d+\.\d[0-9A-Za-z.+]*)\s*$/i;
const VERSION_CHARS = /^[0-9A-Za-z.+]+/;

/** A version without the dots that end it (a sentence's full stop), cut from the end without a pattern. */
function withoutFullStop(version: string): string {
  let end = version.length;
  while (end > 0 && version[end - 1] === '.') end -= 1;
  return version.slice(0, end);
}
const DUMP_MARKER = 'Dumping input data for V1 LLM engine (v';
/**
 * Words that may sit between `vllm` and its version in prose (`vLLM version: 0.9.1`, `vllm ver 0.6.3`); vllm-ascend's
 * releases carry the vLLM release they are built for (`vllm-ascend 0.20.2.rc1` runs vLLM 0.20.2).
 */
const BRIDGE_WORDS = ['version', 'ver', 'main', '-openai', 'openai', '-ascend', 'api', 'server', '版本', '是', '为', '為', 'バージョン', '버전'];
/** `pip show vllm` prints `Name: vllm` and, on the next line, `Version: X`. */
const PIP_SHOW_NAME = /^Name:\s*vllm\s*$/i;
const PIP_SHOW_VERSION = /^Version:\s*v?(\S+)/;
/** Commands whose output, on the next line, is vLLM's version alone (`vllm --version`, `vllm.__version__`). */
const VERSION_COMMANDS = ['vllm --version', 'vllm -v', 'vllm.__version__'];
const MAX_SCAN_CHARS = 65_536;
/** A log line vLLM prints on import, before a command's own output: `INFO 04-11 08:00:00 [__init__.py:216] …`. */
const COMMAND_NOISE = /^\s*(?:INFO|WARNING|WARN|DEBUG) \d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})? \[[\w.-]{1,80}:\d{1,6}\]/;

/**
 * Cut the longest version off the start of `text` (`0.9.1`, `0.11.1rc2.dev5+gabc`), or null:
 * `0.9.1.dist-info` gives `0.9.1`, `0.25.1.` gives `0.25.1`.
 */
function leadingVersion(text: string): string | null {
  const found = VERSION_CHARS.exec(cutText(text, 64, ''));
  let candidate = found === null ? '' : found[0];
  // A local part is a build tag with digits (`+gabc1234`, `+cu128`), not a word (`vllm0.21.0+mooncake`).
  const plus = candidate.indexOf('+');
  // A commit of letters only (`+gbaacbfceb`) is a build tag too.
  if (plus !== -1 && !/\d|^\+g[a-f]{7,40}(?![0-9A-Za-z])/i.test(candidate.slice(plus))) candidate = candidate.slice(0, plus);
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

/** Connector projects that publish vLLM images under their own name (`lmcache/vllm-openai:v0.3.3`): the tag is the connector's release. */
const CONNECTOR_IMAGE_NAMESPACES = ['lmcache/', 'lmcache-ascend/', 'mooncake/', 'kvcache-ai/', 'nixl/'];

/** Whether the `vllm` at `at` is an image published by a connector project, whose tag is not vLLM's version. */
function inConnectorImage(lower: string, at: number): boolean {
  return CONNECTOR_IMAGE_NAMESPACES.some((namespace) => at >= namespace.length && lower.startsWith(namespace, at - namespace.length));
}

/** A version said in prose; `ascend` when vllm-ascend's release said it (`vllm-ascend 0.20.2rc1`). */
interface ProseVersion {
  version: string;
  ascend: boolean;
}

/**
 * The version after each `vllm` in prose: `vllm 0.6.4.post1`, `vLLM v0.12.0`, `vllm0.21.0`, `vllm/vllm-openai:v0.11.0`.
 * @param line the text
 * @param lowered the text lower-cased, when the caller has it (at most MAX_SCAN_CHARS long)
 */
function proseVersion(line: string, lowered?: string): ProseVersion | null {
  const lower = lowered ?? cutText(line, MAX_SCAN_CHARS, '').toLowerCase();
  let at = lower.indexOf('vllm');
  while (at !== -1) {
    if (!startsName(lower, at) || inConnectorImage(lower, at)) {
      at = lower.indexOf('vllm', at + 4);
      continue;
    }
    let i = at + 4;
    let ascend = false;
    // Skip separators and the bridge words, a bounded number of times.
    for (let step = 0; step < 6; step++) {
      while (i < lower.length && ' \t:=_/@(`：　'.includes(lower[i] ?? '')) i++;
      const word = BRIDGE_WORDS.find((candidate) => lower.startsWith(candidate, i));
      if (word === undefined) break;
      ascend ||= word === '-ascend';
      i += word.length;
    }
    // `vllm-v0.9.2`, `vLLM-v0.8.0rc2` (a release's name), `vllm-0.9.2`, `vllm v0.9.2`.
    if (lower[i] === '-' && lower[i + 1] === 'v' && /\d/.test(lower[i + 2] ?? '')) i += 2;
    else if (lower[i] === 'v' || (lower[i] === '-' && /\d/.test(lower[i + 1] ?? ''))) i++;
    const version = /\d/.test(lower[i] ?? '') ? leadingVersion(line.slice(i)) : null;
    if (version !== null && version.includes('.')) return { version, ascend };
    at = lower.indexOf('vllm', at + 4);
  }
  return null;
}

/** A version said in prose, read from `source`; marked vllm-ascend's only when it is. */
/** A version read, and where from. */
type FoundVersion = { version: string; source: VersionSource; ascend?: true };

function saidIn(said: ProseVersion, source: VersionSource): FoundVersion {
  return { version: said.version, source, ...(said.ascend ? { ascend: true as const } : {}) };
}

/** Every way a line states vLLM's version names `vllm` (any case), except the crash dump's marker. */
const NAMES_VLLM = /vllm/i;

/** The version one line states and where from, or null. */
function versionInLine(line: string): { version: string; source: VersionSource; ascend?: true } | null {
  // Most lines name neither: answered without trimming, lower-casing or the patterns below.
  if (!NAMES_VLLM.test(line) && !line.includes(DUMP_MARKER)) return null;
  const text = line.trim();
  const env = COLLECT_ENV_LINE.exec(text);
  if (env !== null) {
    const version = leadingVersion(env[1] ?? '');
    return version === null ? null : { version, source: 'collect_env' };
  }
  const lower = text.toLowerCase();
  const pinIndex = lower.indexOf('vllm==');
  if (pinIndex !== -1 && startsName(lower, pinIndex)) {
    const version = leadingVersion(text.slice(pinIndex + 6));
    if (version !== null) return { version, source: 'pip' };
  }
  // A markdown table row (`| vllm | 0.11.2 |`) reads like a pip list row once its bars are gone.
  const listed = PIP_LIST_LINE.exec(text.startsWith('|') ? text.replaceAll('|', ' ').trim() : text);
  // A sentence's full stop (`vllm 0.9.1.`) is no part of the version: no release ends with a dot.
  if (listed !== null && listed[1] !== undefined) return { version: withoutFullStop(listed[1]), source: 'pip' };
  const dumpIndex = text.indexOf(DUMP_MARKER);
  if (dumpIndex !== -1) {
    const version = leadingVersion(text.slice(dumpIndex + DUMP_MARKER.length));
    if (version !== null) return { version, source: 'dump' };
  }
  const said = proseVersion(text, text.length <= MAX_SCAN_CHARS ? lower : undefined);
  return said === null ? null : saidIn(said, 'text');
}

/** Whether a text is the reporter's (the body, or their comments; a thread read without authors counts as theirs). */
const isReportersOwn = (source: TextSource): boolean => source.role === undefined || source.role === 'reporter';

/**
 * Read the reporter's vLLM version: collect_env's `vLLM Version : X` first, then `vllm==X` or a pip
 * list row, then the crash dump's `(vX)`, then `vllm X` / `vLLM vX` in the text, then the title.
 * @param lines log lines of the issue (prefixes stripped)
 * @param blocks the markdown blocks (read too, for text the lines may not cover)
 * @param title the issue title, when known
 * @param options `connectorProject`: the issue is filed in a connector project's own repository (LMCache, Mooncake),
 *   where a bare version in the title or the environment section is the connector's, not vLLM's
 * @returns the version as written (`0.26.0`, `0.11.1rc2.dev5+gabc`) and its source, or nulls
 */
export function readVllmVersion(
  lines: LineList,
  blocks: BlockList,
  title?: string,
  options: { connectorProject?: boolean } = {},
): { version: string | null; source: string | null; ascend?: true } {
  const bareVersions = options.connectorProject !== true;
  let best: FoundVersion | null = null;
  // A `v0.11.0` standing alone in the reporter's prose (`we run v0.11.0 on two nodes`): the weakest reading.
  let prose: string | null = null;
  const consider = (text: string): void => {
    const found = versionInLine(text);
    // `upgrading to vllm 0.10.0 fixed it`: the version that fixed it, not the one the reporter failed on.
    if (found === null || fixVersionsIn(text).includes(found.version)) return;
    if (best === null || SOURCE_RANK.indexOf(found.source) < SOURCE_RANK.indexOf(best.source)) best = found;
  };
  // Only the reporter's own words state their version: not a maintainer's "retest on 0.28.0", not a quote.
  for (const line of lines) if (isReportersOwn(line.source) && line.context !== 'quote') consider(line.text);
  // The first heading that says a version: an array of every heading was as large as a text of `# a` headings.
  let heading: FoundVersion | null = null;
  for (const block of blocks) {
    if (!isReportersOwn(block.source) || block.quoted === true) continue;
    // A heading block holds the heading's text and is its own section.
    if (block.kind === 'text' && block.section === block.text) heading ??= headingVersion(block.text, bareVersions);
    let previous = '';
    const environment = bareVersions && inEnvironmentSection(block);
    const text = cutText(block.text, MAX_SCAN_CHARS, '');
    // A block that names no vllm, holds no dump marker and (in an environment section) no `v0.` states no version: only its headings count.
    const statesVersion = NAMES_VLLM.test(text) || text.includes(DUMP_MARKER) || (environment && text.includes('v0.'));
    if (bareVersions && block.kind === 'text' && !inEnvironmentSection(block) && text.includes('v0.')) prose ??= proseReleaseIn(text);
    if (!statesVersion && !text.includes('# ')) continue;
    for (const line of text.split('\n')) {
      if (statesVersion) {
        consider(line);
        const bare: string | null =
          environment && (best === null || SOURCE_RANK.indexOf(best.source) > SOURCE_RANK.indexOf('environment')) ? environmentVersion(line) : null;
        if (bare !== null) best = { version: bare, source: 'environment' };
        const shownVersion = versionAfterCommand(previous, line);
        if (shownVersion !== null && (best === null || SOURCE_RANK.indexOf('pip') < SOURCE_RANK.indexOf(best.source))) {
          best = { version: shownVersion, source: 'pip' };
        }
        // A log line a command prints before its output (`INFO … Automatically detected platform cuda.`) is not its output.
        if (!COMMAND_NOISE.test(line)) previous = line;
      }
      if (line.startsWith('# ')) heading ??= headingVersion(line.slice(2), bareVersions);
    }
  }
  // The title: given, or written as a heading of the markdown (`# [Bug]: … on 0.25.1`).
  if (best === null) best = (title === undefined ? null : headingVersion(title, bareVersions)) ?? heading;
  if (best === null && prose !== null) best = { version: prose, source: 'prose' };
  const chosen: { version: string; source: VersionSource; ascend?: true } | null = best;
  if (chosen === null) return { version: null, source: null };
  // `vllm-ascend 0.20.2rc1`: vllm-ascend's release, numbered after the vLLM release it matches; said as vllm-ascend's.
  return { version: chosen.version, source: chosen.source, ...(chosen.ascend === true ? { ascend: true as const } : {}) };
}

/** What a title or a heading says the version is: one said in words, else (when bare versions count) a bare release. */
function headingVersion(heading: string, bareVersions: boolean): FoundVersion | null {
  const said = proseVersion(heading);
  if (said !== null) return saidIn(said, 'title');
  const bare = bareVersions ? titleVersion(heading) : null;
  return bare === null ? null : { version: bare, source: 'title' };
}

/**
 * The version a command printed on the line after it: `pip show vllm`'s `Version: X` after `Name: vllm`, or a
 * bare `0.11.0` (or `'0.11.0'`) after `vllm --version` / `vllm.__version__`.
 */
function versionAfterCommand(previous: string, line: string): string | null {
  // `Name: vllm` and every command in VERSION_COMMANDS name vllm.
  if (!NAMES_VLLM.test(previous)) return null;
  const before = previous.trim();
  const text = line.trim();
  if (PIP_SHOW_NAME.test(before) || /\bpip3? show vllm\b/i.test(before)) {
    const shown = PIP_SHOW_VERSION.exec(text);
    return shown === null ? null : leadingVersion(shown[1] ?? '');
  }
  if (text.length > 80 || !VERSION_COMMANDS.some((command) => before.includes(command))) return null;
  const bare = text.replace(/^['"]?v?/, '').replace(/['"]$/, '');
  const version = leadingVersion(bare);
  return version !== null && version === bare ? version : null;
}

/** Words after which a title's bare version is the version the reporter runs (`crashes on 0.21.0 - KeyError`). */
const TITLE_VERSION_AFTER = /(?:^|[\s([])(?:on|in|with|at|for|since|after|from|using) (?=v?0\.\d)/gi;
/** Tags that open a title: `[Bug]:`, `[Bug][P/D] `, `[Usage]`. */
const TITLE_TAGS = /^(?:\s*\[[^\]]{0,40}\])*\s*:?\s*/;

/**
 * A bare release in a title: after `on`/`in`/`with`/… anywhere (`crashes on 0.21.0 - KeyError`,
 * `on v0.26.0 hits …`), or as the first word after the tags (`[Bug]: v0.15.0rc1, server failed`).
 * Only the 0.x series vLLM uses; a version after a product word (`lmcache v0.3.10`) is never read here.
 */
function titleVersion(title: string): string | null {
  const text = cutText(title, 512, '');
  const first = SERIES_VERSION.exec(text.replace(TITLE_TAGS, ''));
  if (first !== null) return first[1] ?? null;
  TITLE_VERSION_AFTER.lastIndex = 0;
  for (let match = TITLE_VERSION_AFTER.exec(text); match !== null; match = TITLE_VERSION_AFTER.exec(text)) {
    const found = SERIES_VERSION.exec(text.slice(match.index + match[0].length));
    if (found !== null) return found[1] ?? null;
  }
  return null;
}

/** Whether a block sits under the issue form's environment heading (`Your current environment`). */
function inEnvironmentSection(block: Block): boolean {
  return block.section !== null && /environment/i.test(block.section) && block.section !== block.text;
}
