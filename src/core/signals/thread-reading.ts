// The signals stage in one call: what the thread's text says besides its errors — versions, configs, lifecycle and
// stats lines (`readSignals`), whether it shows a failure and what explains it (`readFailure`), and what the
// reporter already says about the cause (`readReportedCause`). Read once; every later stage takes this value.
import type { Extraction } from '../extract/extract.js';
import { firstBlocks, someBlock } from '../extract/markdown/block-store.js';
import { readFailure, type FailureSignal } from './failure.js';
import { readReportedCause, type ReportedCause } from './reported-cause.js';
import { readSignals } from './signals.js';
import type { Signals } from './types.js';
import { readThreadFacts, type ThreadFacts } from './thread-facts.js';
import { isEvidence } from '../extract/roles.js';
import { DIAGNOSED_BLOCKS, diagnosedVllmFile } from '../vllm/diagnosed-file.js';
import { KV_TRANSFER, USE_V0, V0_HOOKS, V0_LOG_FILES, V0_PATH, v0TransferRange } from '../vllm/v0-transfer.js';
import { cutText } from '../text/cut.js';

/** Everything the signals stage reads from a thread. */
export interface ThreadReading {
  signals: Signals;
  failure: FailureSignal;
  reported: ReportedCause;
  /** What the thread says in words, each with its line (`thread-facts.ts`). */
  facts: ThreadFacts;
}

/** What shows V0 KV transfer in the thread, in words (`the V0 file kv_pipe/mooncake_pipe.py in a frame`), or null. */
export function v0TransferEvidence(extraction: Pick<Extraction, 'tracebacks' | 'lines' | 'blocks'>): string | null {
  for (const traceback of extraction.tracebacks.slice(0, 200)) {
    for (const frame of traceback.frames) {
      const file = frame.file.replaceAll('\\', '/');
      const found = V0_PATH.exec(file);
      if (found !== null) return `the V0 file ${cutText(file.slice(found.index + 'kv_transfer/'.length), 100, '')} in a frame`;
      if (frame.function !== null && V0_HOOKS.has(frame.function)) return `the V0 hook ${frame.function} in a frame`;
    }
  }
  let seen = 0;
  for (const line of extraction.lines) {
    if ((seen += 1) > 20_000) break;
    if (line.context !== undefined || line.logFile === null || !V0_LOG_FILES.has(line.logFile)) continue;
    return `the V0 log prefix ${line.logFile}:${line.logLine ?? ''}`;
  }
  const useV0 = someBlock(extraction.blocks, (block) => block.text.length < 200_000 && USE_V0.test(block.text));
  if (useV0 && someBlock(extraction.blocks, (block) => block.text.length < 200_000 && KV_TRANSFER.test(block.text)))
    return 'VLLM_USE_V1=0 beside a KV-transfer config';
  return null;
}

/**
 * The signals with vLLM's V0 KV transfer as the range of the reporter's code when nothing else dates it: frames, log
 * prefixes or settings of V0 code say it ran before PR #21785 (`v0-transfer.ts`), so no V1 code is described as its.
 */
function withV0Range(signals: Signals, extraction: Extraction): Signals {
  const evidence = v0TransferEvidence(extraction);
  if (evidence === null) return signals;
  const range = signals.build != null ? null : v0TransferRange(evidence);
  return { ...signals, v0Transfer: evidence, ...(range === null ? {} : { build: range }) };
}

/** The signals with the vLLM file the reporter's prose diagnoses (`vllm/diagnosed-file.ts`), when there is one. */
function withDiagnosedFile(signals: Signals, extraction: Extraction): Signals {
  // Only the blocks the reader reads: an object per block of a text of one-line blocks cost as much as the blocks.
  const read = firstBlocks(extraction.blocks, DIAGNOSED_BLOCKS);
  const prose = read.map((block) => ({ text: block.text, prose: block.kind !== 'code' && block.quoted !== true && isEvidence(block.source) }));
  const file = diagnosedVllmFile(prose);
  return file === null ? signals : { ...signals, diagnosedVllmFile: file };
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
    signals: withDiagnosedFile(
      withV0Range(readSignals(extraction.lines, extraction.blocks, thread.title, { connectorProject: thread.connectorProject }), extraction),
      extraction,
    ),
    failure: readFailure(extraction),
    reported,
    facts: readThreadFacts(extraction.blocks, extraction.tracebacks, extraction.errorLines, reported),
  };
}
