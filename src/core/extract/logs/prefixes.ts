// Strips what vLLM, Ray, torch.distributed and CI log viewers put in front of one line (FACTS §d), keeping what they say.
import { readExceptionLine } from '../exception-names.js';
import { readDialectPrefix, readDialectTail } from './dialects.js';

/** One line with its prefixes taken off and read. */
export interface StrippedLine {
  text: string;
  /** `EngineCore_DP0 pid=2817`: the name and pid of `(EngineCore_DP0 pid=2817) `, so streams of one name stay apart. */
  process: string | null;
  level: string | null;
  timestamp: string | null;
  logFile: string | null;
  logLine: number | null;
  /** The logger of a connector library's own dialect (`lmcache.v1.cache_engine`, `LMCache`, `glog`, `ucx`), or null. */
  logModule: string | null;
  /** True for a line that held nothing but a log viewer's timestamp; it is dropped. */
  noise: boolean;
}

/** Real ANSI escapes, the same pasted as `^[[1;36m`, and the bare `[1;36m` left when the ESC byte is lost. */
// eslint-disable-next-line no-control-regex -- the ESC byte that starts an ANSI escape, on purpose
const ANSI = /\x1b\[[0-9;?]{0,32}[A-Za-z]|\^\[\[[0-9;?]{0,32}[A-Za-z]|\[[0-9]{1,3}(?:;[0-9]{1,3}){0,7}m/g;
const RAY_REPEATED = / ?\[repeated \d{1,9}x across cluster\]/g;
/** GitHub Actions `2026-08-14T10:00:00.1234567Z `, Buildkite `[2025-09-26T05:37:19Z] ` (with its `  | ` gutter), `… UTC`. */
const CI_TIMESTAMP = /^(?:[ \t]{0,8}\|[ \t])?\[?\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(?:Z|[+-]\d\d:?\d\d| UTC)?\]?(?: |$)/;
const PROCESS = /^\(([^()]{0,80}?) ?pid=(\d{1,10})(?:, ?ip=[^()\s]{1,64})?\) ?/;
const RANK = /^\[rank\d{1,6}\]: ?/;
/**
 * Python 3.11+ exception-group rendering (PEP 654): the indented `| ` gutter of each nested traceback, the
 * `+ Exception Group ` before a group's own `Traceback (most recent call last):` header, and the `+-+---- 1 ----`
 * / `+------` rules between sub-exceptions (a line of nothing else, dropped as noise).
 */
const GROUP_GUTTER = /^ {2,64}(?:\| ?|\+ Exception Group (?=Traceback)|\+(?:-\+)?-{4,80}(?: [^-\n][^\n]{0,80})?$)/;
const LOGGER =
  /^(DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) (\d\d-\d\d \d\d:\d\d:\d\d)(?:[.,]\d{1,6})? (?:\[([^\]\s]{1,300}):(\d{1,7})\]|([^\]\s[]{1,300}):(\d{1,7})\]) ?/;
/** `kubectl logs --prefix`: `[pod/NAME/CONTAINER] `. */
const KUBECTL_PREFIX = /^\[(pod\/[^\]\s]{1,300})\] ?/;
/** journald / syslog: `Mar 30 02:11:00 HOST UNIT[PID]: `. */
const JOURNAL_PREFIX = /^[A-Z][a-z]{2} {1,2}\d{1,2} \d\d:\d\d:\d\d \S{1,253} ([^\s[]{1,253})\[(\d{1,10})\]: ?/;
/** A docker compose service and replica before its `  | ` gutter: `decode-1`, `project_decode_1`. */
const COMPOSE_SERVICE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,120}$/;
const COMPOSE_REPLICA = /[-_]\d{1,4}$/;

/** A logger prefix glued after other text (prose, or a VLLM_LOGGING_PREFIX); fixed-width, so linear. */
const GLUED_LOGGER = /(?:^|[\s\])])(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) \d\d-\d\d \d\d:\d\d:\d\d/;

function emptyLine(text: string): StrippedLine {
  return { text, process: null, level: null, timestamp: null, logFile: null, logLine: null, logModule: null, noise: false };
}

function applyLogger(line: StrippedLine, match: RegExpExecArray): void {
  line.level = match[1] === 'WARN' ? 'WARNING' : (match[1] as string);
  line.timestamp = match[2] as string;
  line.logFile = match[3] ?? match[5] ?? null;
  line.logLine = Number(match[4] ?? match[6]);
  line.text = line.text.slice(match[0].length);
}

function applyProcess(line: StrippedLine, match: RegExpExecArray): void {
  const name = (match[1] as string).trim();
  line.process ??= name === '' ? `pid=${match[2]}` : `${name} pid=${match[2]}`;
  line.text = line.text.slice(match[0].length);
}

/** Strips one prefix at the start of the line; false when none is there. */
function stripLeadingPrefix(line: StrippedLine): boolean {
  const dialect = line.level === null ? readDialectPrefix(line.text) : null;
  if (dialect) {
    line.level = dialect.level;
    line.timestamp = dialect.timestamp;
    line.logFile = dialect.logFile;
    line.logLine = dialect.logLine;
    line.logModule = dialect.logModule;
    line.text = line.text.slice(dialect.length);
    return true;
  }
  const ci = CI_TIMESTAMP.exec(line.text);
  if (ci) {
    line.text = line.text.slice(ci[0].length);
    return true;
  }
  const process = PROCESS.exec(line.text);
  if (process) {
    applyProcess(line, process);
    return true;
  }
  const gutter = GROUP_GUTTER.exec(line.text);
  if (gutter) {
    line.text = line.text.slice(gutter[0].length);
    return true;
  }
  const rank = RANK.exec(line.text);
  if (rank) {
    line.text = line.text.slice(rank[0].length);
    return true;
  }
  const logger = line.level === null ? LOGGER.exec(line.text) : null;
  if (logger) {
    applyLogger(line, logger);
    return true;
  }
  return false;
}

/** Finds a process or logger prefix after leading text (`prose (APIServer pid=4591) ERROR …`) and cuts the text. */
function cutGluedPrefix(line: StrippedLine): boolean {
  const pid = line.text.indexOf('pid=');
  if (pid > 0) {
    const open = line.text.lastIndexOf('(', pid);
    if (open > 0 && pid - open <= 90) {
      const match = PROCESS.exec(line.text.slice(open));
      // Not when the prefix ends the line or follows an exception (Ray's `RayTaskError(…): ray::… (pid=N, ip=…)`).
      const carriesText = match !== null && line.text.slice(open + match[0].length).trim() !== '';
      if (match && carriesText && readExceptionLine(line.text.slice(0, open)) === null && !line.text.slice(0, open).includes('Error')) {
        line.text = line.text.slice(open);
        return true;
      }
    }
  }
  const glued = GLUED_LOGGER.exec(line.text);
  if (glued && glued.index + glued[0].length > 0) {
    const start = glued[0].search(/[A-Z]/) + glued.index;
    if (start > 0 && LOGGER.exec(line.text.slice(start))) {
      line.text = line.text.slice(start);
      return true;
    }
  }
  return false;
}

/**
 * The prefix a container or service log collector puts before everything else (kubectl's `--prefix`, docker
 * compose's `service-1  | ` gutter, journald's `date host unit[pid]: `), read as the name of the stream.
 */
function outerPrefix(text: string): { stream: string; length: number } | null {
  const kubectl = KUBECTL_PREFIX.exec(text);
  if (kubectl) return { stream: kubectl[1] as string, length: kubectl[0].length };
  const journal = text.length > 16 && text.charCodeAt(3) === 32 ? JOURNAL_PREFIX.exec(text) : null;
  if (journal) return { stream: `${journal[1] as string} pid=${journal[2] as string}`, length: journal[0].length };
  const bar = text.indexOf(' | ');
  if (bar <= 0 || bar > 160) return null;
  const service = text.slice(0, bar).trimEnd();
  if (!COMPOSE_SERVICE.test(service) || !COMPOSE_REPLICA.test(service)) return null;
  return { stream: service, length: bar + 3 };
}

/** LMCache's `(file.py:N:lmcache.module)` tail names the line's file and logger; at the end of the line it is cut off. */
function applyDialectTail(line: StrippedLine): void {
  const tail = line.text.includes('lmcache') || line.text.includes('] -- ') ? readDialectTail(line.text) : null;
  if (tail === null) return;
  line.logFile = tail.logFile;
  line.logLine = tail.logLine;
  line.logModule = tail.logModule;
  line.timestamp ??= tail.timestamp;
  if (line.text.slice(tail.end).trim() === '') line.text = line.text.slice(0, tail.start).trimEnd();
}

/** A quick test that spares most plain lines the regular expressions: every prefix needs one of these. */
function cannotHavePrefix(raw: string): boolean {
  const first = raw.trimStart().charCodeAt(0);
  const mayStartPrefix =
    first === 40 || first === 91 || first === 124 || first === 43 || (first >= 48 && first <= 57) || (first >= 65 && first <= 90) || first === 94;
  return !mayStartPrefix && !raw.includes(':') && !raw.includes('[') && !raw.includes('\x1b') && !raw.includes('pid=') && !raw.includes(' | ');
}

/**
 * Takes the process, Ray, rank, logger and CI prefixes off one line, plus ANSI codes and Ray's repeat notes.
 * @param raw one line of a block, without its line ending
 */
export function stripLinePrefixes(raw: string): StrippedLine {
  if (cannotHavePrefix(raw)) return emptyLine(raw);
  const line = emptyLine(raw.includes('[') || raw.includes('\x1b') ? raw.replace(ANSI, '').replace(RAY_REPEATED, '') : raw);
  const hadText = line.text.trim() !== '';
  const outer = outerPrefix(line.text);
  if (outer) line.text = line.text.slice(outer.length);
  let glueTried = false;
  for (let round = 0; round < 12; round += 1) {
    if (stripLeadingPrefix(line)) continue;
    if (glueTried || !cutGluedPrefix(line)) break;
    glueTried = true;
  }
  if (line.logFile === null || line.logModule === 'LMCache') applyDialectTail(line);
  // The collector's stream and the process inside it (two DP ranks of one pod) stay apart.
  if (outer) line.process = line.process === null ? outer.stream : `${outer.stream} ${line.process}`;
  line.noise = hadText && line.text.trim() === '' && line.process === null && line.level === null;
  return line;
}
