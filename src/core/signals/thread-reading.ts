// The signals stage in one call: what the thread's text says besides its errors — versions, configs, lifecycle and
// stats lines (`readSignals`), whether it shows a failure and what explains it (`readFailure`), and what the
// reporter already says about the cause (`readReportedCause`). Read once; every later stage takes this value.
import type { Extraction } from '../extract/extract.js';
import { readFailure, type FailureSignal } from './failure.js';
import { readReportedCause, type ReportedCause } from './reported-cause.js';
import { readSignals } from './signals.js';
import type { Signals } from './types.js';
import { readThreadFacts, type ThreadFacts } from './thread-facts.js';

/** Everything the signals stage reads from a thread. */
export interface ThreadReading {
  signals: Signals;
  failure: FailureSignal;
  reported: ReportedCause;
  /** What the thread says in words, each with its line (`thread-facts.ts`). */
  facts: ThreadFacts;
}

/**
 * Reads the thread's signals once.
 * @param extraction the thread's blocks, log lines, tracebacks and error lines (the title is line 0 among them)
 * @param thread the title, and whether the issue lives in a connector project's own repository
 */
export function readThread(extraction: Extraction, thread: { title?: string; connectorProject: boolean }): ThreadReading {
  // Read once: the facts reader takes this reading instead of making it again from the same blocks.
  const reported = readReportedCause(extraction.blocks);
  return {
    signals: readSignals(extraction.lines, extraction.blocks, thread.title, { connectorProject: thread.connectorProject }),
    failure: readFailure(extraction),
    reported,
    facts: readThreadFacts(extraction.blocks, extraction.tracebacks, extraction.errorLines, reported),
  };
}
