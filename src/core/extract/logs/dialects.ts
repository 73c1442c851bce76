// The log formats of the connectors' own libraries: LMCache's Python logger, glog lines of native code, UCX.
import { cutText } from '../../text/cut.js';

/** What a dialect prefix says about its line. */
export interface DialectPrefix {
  /** How many characters of the line the prefix takes. */
  length: number;
  level: string;
  timestamp: string | null;
  logFile: string | null;
  logLine: number | null;
  /** The logger: LMCache's dotted module (`lmcache.v1.cache_engine`), `LMCache`, `glog` or `ucx`. */
  logModule: string;
}

const LEVELS: Record<string, string> = { WARN: 'WARNING', I: 'INFO', W: 'WARNING', E: 'ERROR', F: 'CRITICAL', FATAL: 'CRITICAL', DIAG: 'DEBUG' };
const level = (name: string): string => LEVELS[name] ?? name;

/** `[2025-06-16 14:29:56,881] LMCache ERROR: ` (also `WARN :`, with a space before the colon). */
const LMCACHE_HEAD = /^\[\d{4}-(\d\d)-(\d\d) (\d\d:\d\d:\d\d)(?:[,.]\d{1,6})?\] LMCache (DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) ?: ?/;
/** The same without its date, as people quote it: `LMCache WARN : store rejected …`. */
const LMCACHE_BARE = /^LMCache (DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) ?: ?/;
/** The older form: `DEBUG LMCache: message [2025-04-17 10:00:00,000] -- /…/lmcache/x.py:737`. */
const LMCACHE_OLD_HEAD = /^(DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) LMCache: ?/;
const LMCACHE_OLD_TAIL = / \[\d{4}-(\d\d)-(\d\d) (\d\d:\d\d:\d\d)(?:[,.]\d{1,6})?\] -- (\S{1,400}\.py):(\d{1,7})\s*$/;
/** The tail LMCache's logger puts after a message: `(memory_management.py:444:lmcache.experimental.memory_management)`. */
const LMCACHE_TAIL = /^\(([\w.-]{1,200}\.py):(\d{1,7}):([A-Za-z_]\w{0,60}(?:\.\w{1,60}){0,14})\)/;
/** glog: `E0905 12:00:00.123456  4242 transfer_engine.cpp:991] ` or with an 8-digit date `E20260608 …`. */
const GLOG = /^([IWEF])(?:\d{4}(\d\d)(\d\d)|(\d\d)(\d\d)) (\d\d:\d\d:\d\d)\.\d{1,9} {1,12}\d{1,20} {1,4}([\w.-]{1,120}\.(?:cpp|cc|cxx|c|h|hpp)):(\d{1,7})\] ?/;
/** UCX: `[1749803291.555759] [host:7053 :0]   tcp_ep.c:1260 UCX  ERROR `. */
const UCX = /^\[\d{1,12}\.\d{1,9}\] \[[^\]]{1,200}\] +([\w.-]{1,80}):(\d{1,7}) +UCX +(ERROR|WARN|DIAG|DEBUG|INFO) ?/;

/**
 * A connector library's own log prefix at the start of `text`, or null. Fixed-width pieces and bounded
 * repetitions only, so each call is linear in the line.
 * @param text one line, after process prefixes were taken off
 */
export function readDialectPrefix(text: string): DialectPrefix | null {
  const first = text.charCodeAt(0);
  if (first === 91) {
    const lmcache = LMCACHE_HEAD.exec(text);
    if (lmcache)
      return {
        length: lmcache[0].length,
        level: level(lmcache[4] as string),
        timestamp: `${lmcache[1]}-${lmcache[2]} ${lmcache[3]}`,
        logFile: null,
        logLine: null,
        logModule: 'LMCache',
      };
    const ucx = UCX.exec(text);
    if (ucx)
      return { length: ucx[0].length, level: level(ucx[3] as string), timestamp: null, logFile: ucx[1] as string, logLine: Number(ucx[2]), logModule: 'ucx' };
    return null;
  }
  if (first === 73 || first === 87 || first === 69 || first === 70) {
    const glog = GLOG.exec(text);
    if (glog) {
      const month = glog[2] ?? glog[4];
      const day = glog[3] ?? glog[5];
      return {
        length: glog[0].length,
        level: level(glog[1] as string),
        timestamp: month ? `${month}-${day} ${glog[6]}` : null,
        logFile: glog[7] as string,
        logLine: Number(glog[8]),
        logModule: 'glog',
      };
    }
  }
  const bare = first === 76 ? LMCACHE_BARE.exec(text) : null;
  if (bare) return { length: bare[0].length, level: level(bare[1] as string), timestamp: null, logFile: null, logLine: null, logModule: 'LMCache' };
  const old = LMCACHE_OLD_HEAD.exec(text);
  if (old) return { length: old[0].length, level: level(old[1] as string), timestamp: null, logFile: null, logLine: null, logModule: 'LMCache' };
  return null;
}

/** A dialect's tail after the message: LMCache's `(file.py:N:lmcache.module)` or the old ` [date] -- path.py:N`. */
export interface DialectTail {
  /** Where the tail starts in the line. */
  start: number;
  /** Where it ends (the message may run on after an inline-code tail). */
  end: number;
  logFile: string;
  logLine: number;
  logModule: string;
  timestamp: string | null;
}

/**
 * LMCache's logger tail anywhere in a line (also inside an inline code span in prose), or its older `-- path:N`
 * tail at the end. One `lastIndexOf` and a bounded regular expression at that point: linear.
 * @param text one line
 */
export function readDialectTail(text: string): DialectTail | null {
  // LMCache's package (`:lmcache.v1…`) or vLLM's in-tree copy of its adapter (`:vllm.…lmcache_integration.vllm_v1_adapter`).
  const module = Math.max(text.lastIndexOf(':lmcache'), text.lastIndexOf(':vllm.distributed.kv_transfer.kv_connector.v1.lmcache'));
  if (module > 0) {
    const open = text.lastIndexOf('(', module);
    if (open !== -1 && module - open < 220) {
      const tail = LMCACHE_TAIL.exec(cutText(text.slice(open), 500, ''));
      if (tail)
        return { start: open, end: open + tail[0].length, logFile: tail[1] as string, logLine: Number(tail[2]), logModule: tail[3] as string, timestamp: null };
    }
  }
  const dashes = text.lastIndexOf('] -- ');
  if (dashes > 0 && text.length - dashes < 460) {
    const bracket = text.lastIndexOf(' [', dashes);
    const old = bracket === -1 ? null : LMCACHE_OLD_TAIL.exec(text.slice(bracket));
    if (old) {
      const file = old[4] as string;
      return {
        start: bracket,
        end: text.length,
        logFile: file.slice(file.lastIndexOf('/') + 1),
        logLine: Number(old[5]),
        logModule: file.includes('lmcache') ? 'lmcache' : 'LMCache',
        timestamp: `${old[1]}-${old[2]} ${old[3]}`,
      };
    }
  }
  return null;
}
