// Which short comment the thread calls for (an uncurated error, a maintainer's routing); whether it speaks is
// `speak-policy.ts`'s.
import type { ShortComment } from './types.js';
import { findLine } from '../extract/logs/line-store.js';
import type { ConnectorEvidence } from '../connectors/types.js';
import type { Extraction } from '../extract/extract.js';
import type { ExceptionInfo, Traceback } from '../extract/types.js';
import { evidenceItemOf, exceptionLoggedAbove } from '../match/evidence.js';
import { ownerOfTraceback, thirdProjectNearby } from '../signals/code-owner.js';
import { isEvidence, sameText } from '../extract/roles.js';
import type { Match } from '../match/types.js';

/**
 * No match, but a connector's own code in a whole traceback (an exception raised in LMCache's package): the first
 * implicated connector whose frames are in a traceback that shows its final exception (another process's copy of the
 * same crash, cut above it, may hold the first connector's frames).
 */
function connectorTraceback(connectors: ConnectorEvidence[], extraction: Extraction): { traceback: Traceback | undefined; connector: string | null } {
  for (const candidate of connectors) {
    if (candidate.tier !== 'implicated') continue;
    // Frame evidence records the traceback's line.
    const lines = new Set(candidate.evidence.filter((item) => item.kind === 'connector-code' || item.kind === 'library-code').map((item) => item.line));
    const traceback = extraction.tracebacks.find((other) => lines.has(other.line) && other.exception !== null && other.frames.length > 0);
    if (traceback !== undefined) return { traceback, connector: candidate.name };
  }
  return { traceback: undefined, connector: null };
}

/** The short comment the thread calls for, if any: an uncurated error whose final exception is visible, or a maintainer's routing. */
export function shortCommentOf(
  matches: Match[],
  connectors: ConnectorEvidence[],
  extraction: Extraction,
  routed: { connector: { name: string } | null; label: string } | null,
): ShortComment | null {
  const primary = matches[0];
  if (primary?.curated === true) return null;
  let traceback: Traceback | undefined;
  let exception: ExceptionInfo | null;
  let connector: string | null;
  if (primary !== undefined) {
    const item = evidenceItemOf(primary, extraction);
    // Only a traceback has frames (the innermost one says where it was raised).
    traceback = item !== undefined && 'frames' in item ? item : undefined;
    exception = item?.exception ?? null;
    connector = primary.connector;
  } else {
    ({ traceback, connector } = connectorTraceback(connectors, extraction));
    exception = traceback?.exception ?? null;
    if (exception === null) return routed === null ? null : { kind: 'routed', connector: routed.connector?.name ?? null, label: routed.label };
  }
  // A native crash dump (faulthandler) has no exception line of its own: the C++ exception printed just before it is its final line.
  if (exception === null && traceback !== undefined) exception = exceptionLoggedAbove(traceback, extraction.errorLines);
  if (exception === null || connector === null) return null;
  const innermost = traceback?.frames.at(-1);
  const owner = traceback === undefined ? undefined : ownerOfTraceback(traceback);
  // Another project's code with no vLLM connector in the frames (SGLang's own NIXL transfer) is not vLLM's to explain.
  if (owner?.kind === 'sglang') return null;
  const nearby =
    owner === undefined
      ? null
      : thirdProjectNearby(
          owner,
          extraction.tracebacks.filter((other) => other !== traceback && isEvidence(other.source)),
          traceback,
        );
  // The log line the traceback starts on: a WARNING or INFO level there means the logger printed a caught exception.
  const logged =
    traceback === undefined ? undefined : findLine(extraction.lines, (line) => line.line === traceback.line && sameText(line.source, traceback.source));
  const level = logged?.level ?? null;
  const belowError = level === 'WARNING' || level === 'INFO' || level === 'DEBUG';
  return {
    ...(belowError && logged !== undefined ? { loggedBelowError: { level, logFile: logged.logFile, logLine: logged.logLine } } : {}),
    ...(nearby === null ? {} : { nearby }),
    kind: 'uncurated',
    connector,
    exception,
    innermost: innermost === undefined ? null : { file: innermost.file, line: innermost.line },
    ...(owner === undefined ? {} : { owner }),
  };
}
