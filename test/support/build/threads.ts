// Pasted text as the extract stage hands it to signals and later stages: one code block and its log lines, the logger
// prefix (`INFO 09-02 14:11:06 [file.py:12] `) read off as log-lines.ts does for vLLM's format.
//
//   const { lines, blocks } = pastedLog('INFO 09-02 14:11:06 [async_llm.py:439] Added request chatcmpl-1.');
import type { Block, LogLine, TextSource } from '../../../src/core/extract/types.js';
import { BODY } from './sources.js';

const LOGGER_PREFIX = /^(INFO|ERROR|DEBUG|WARNING) (\d\d-\d\d \d\d:\d\d:\d\d) \[([^\]]+):(\d+)\] /;

export interface Pasted {
  lines: LogLine[];
  blocks: Block[];
}

/**
 * A code block of `text` and its lines.
 * @param options where it sits (default the body's line 1) and whether to read the logger prefix (default true)
 */
export function pastedLog(text: string, options: { source?: TextSource; startLine?: number; prefixes?: boolean } = {}): Pasted {
  const { source = BODY, startLine = 1, prefixes = true } = options;
  const lines = text.split('\n').map((raw, offset): LogLine => {
    const prefix = prefixes ? LOGGER_PREFIX.exec(raw) : null;
    return {
      text: prefix === null ? raw : raw.slice(prefix[0].length),
      line: startLine + offset,
      process: null,
      level: prefix?.[1] ?? null,
      timestamp: prefix?.[2] ?? null,
      logFile: prefix?.[3] ?? null,
      logLine: prefix === null ? null : Number(prefix[4]),
      block: 0,
      source,
    };
  });
  return { lines, blocks: [codeBlock(text, { source, startLine })] };
}

/**
 * A block of the thread.
 * @param fields kind (default code), section, lang, source, startLine
 */
export function codeBlock(text: string, fields: Partial<Block> = {}): Block {
  return { kind: 'code', text, startLine: 1, section: null, lang: null, source: BODY, ...fields };
}
