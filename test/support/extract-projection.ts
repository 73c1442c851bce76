// The salient fields of an extraction, as the fixture files under test/fixtures/extract/*.json hold them.
import { extractBlocks } from '../../src/core/extract/markdown/blocks.js';
import { toLogLines } from '../../src/core/extract/logs/log-lines.js';
import { parseTracebacks } from '../../src/core/extract/tracebacks/tracebacks.js';
import type { ErrorLine, TextSource, Traceback } from '../../src/core/extract/types.js';

export const BODY: TextSource = { kind: 'body', id: 0, author: null };

/** What a fixture's expected output says about one traceback section. */
export function projectTraceback(traceback: Traceback): unknown {
  return {
    exception: traceback.exception,
    frames: traceback.frames.map((frame) => [frame.file, frame.line, frame.function, frame.code]),
    truncated: traceback.truncated,
    chain: traceback.chain,
    line: traceback.line,
    processes: traceback.processes,
    occurrences: traceback.occurrences,
  };
}

/** What a fixture's expected output says about one error line. */
export function projectErrorLine(errorLine: ErrorLine): unknown {
  return { exception: errorLine.exception, level: errorLine.level, message: errorLine.message, line: errorLine.line, process: errorLine.process };
}

/** Runs the three extraction stages over one body and keeps the salient fields. */
export function extractSalient(markdown: string): { sections: (string | null)[]; notes: string[]; tracebacks: unknown[]; errorLines: unknown[] } {
  const { blocks, notes } = extractBlocks(markdown, BODY);
  const { tracebacks, errorLines } = parseTracebacks(toLogLines(blocks));
  return {
    sections: [...new Set(blocks.map((block) => block.section))],
    notes,
    tracebacks: tracebacks.map(projectTraceback),
    errorLines: errorLines.map(projectErrorLine),
  };
}
