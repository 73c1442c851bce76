// LMCache's own log format (its lmcache/logging.py, used by the LMCache adapters inside vLLM too):
// `[2026-08-07 12:30:19,114] LMCache ERROR: message (vllm_v1_adapter.py:897:logger.name)`. The bracketed
// timestamp is taken off as a CI timestamp before this is read.

const LEVEL = /^LMCache (DEBUG|INFO|WARNING|ERROR|CRITICAL): ?/;
/** The ` (file.py:line:logger.name)` LMCache puts after the message; bounded, so linear. */
const SOURCE = / \(([A-Za-z0-9_.-]{1,200}\.py):(\d{1,7}):[A-Za-z0-9_.]{1,300}\)\s*$/;

/** What an LMCache log line says: its level, the file and line it names, and the message between. */
export interface LmcachePrefix {
  level: string;
  logFile: string | null;
  logLine: number | null;
  text: string;
}

/**
 * Reads an LMCache log line (after its timestamp), or null when the text is not one.
 * @param text the line with the process and timestamp prefixes already taken off
 */
export function readLmcachePrefix(text: string): LmcachePrefix | null {
  const level = LEVEL.exec(text);
  if (level === null) return null;
  const rest = text.slice(level[0].length);
  const source = SOURCE.exec(rest);
  return {
    level: level[1] as string,
    logFile: source === null ? null : (source[1] as string),
    logLine: source === null ? null : Number(source[2]),
    text: source === null ? rest : rest.slice(0, source.index),
  };
}
