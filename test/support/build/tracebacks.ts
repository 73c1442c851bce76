// Tracebacks, frames and error lines as the extract stage hands them on, built in one call for tests:
//
//   traceback('ValueError', 'Request x is not in _unfinished_requests', { frames: [frame(STORE, 301, 'build_connector_meta')] })
//   errorLine('NIXL transfer failed', { level: 'ERROR', logFile: 'nixl_connector.py' })
import type { ErrorLine, Frame, Traceback } from '../../../src/core/extract/types.js';
import { BODY } from './sources.js';

/**
 * A frame of a traceback.
 * @param file the path as printed (`/usr/lib/python3.12/site-packages/vllm/…`)
 * @param code the source line printed under it, null when absent
 */
export function frame(file: string, line: number, fn: string, code: string | null = null): Frame {
  return { file, line, function: fn, code };
}

/**
 * A whole traceback of the body (the first of its chain, printed once, on line 10) with the final exception
 * `type: message`; `type` null for a section cut off before its exception (then marked truncated).
 * @param fields anything else (frames, line, processes, source, chain, …)
 */
export function traceback(type: string | null, message = '', fields: Partial<Traceback> = {}): Traceback {
  return {
    exception: type === null ? null : { type, message },
    frames: [],
    truncated: type === null,
    chain: { group: 0, position: 0, relation: 'first' },
    line: 10,
    processes: [],
    occurrences: 1,
    timestamp: null,
    source: BODY,
    ...fields,
  };
}

/**
 * An error line outside a traceback: a bare ERROR log message of the body on line 5 unless `fields` say otherwise.
 * @param fields anything else (exception, level, logFile, line, source, …)
 */
export function errorLine(message: string, fields: Partial<ErrorLine> = {}): ErrorLine {
  return { exception: null, message, level: 'ERROR', logFile: null, logLine: null, timestamp: null, process: null, line: 5, source: BODY, ...fields };
}
