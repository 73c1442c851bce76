// Stage 3: log lines → tracebacks (deduplicated across interleaved processes) and error lines without a traceback.
import { findErrorLines } from './error-lines.js';
import { readSections, type Section } from './sections.js';
import { PickedLines } from '../logs/line-store.js';
import { CountingRuns } from '../logs/counting-runs.js';
import type { ErrorLine, LineList, Traceback } from '../types.js';

/** Lines of one block printed by one process, as indexes into the whole list. */
interface Stream {
  indexes: CountingRuns;
  inCode: boolean;
}

/**
 * Splits lines into streams: per block, per process. A line without a process prefix belongs to the stream of
 * the line before it in the same block (a wrapped line, or output printed without the prefix). A block's streams are
 * given when the block ends, in the order they began (only one block's are held at a time).
 */
function* splitStreams(lines: LineList): Generator<Stream> {
  let streams = new Map<string, Stream>();
  let block: number | null = null;
  let previous: Stream | undefined;
  let index = -1;
  for (const line of lines) {
    index += 1;
    if (line.block !== block) {
      yield* streams.values();
      streams = new Map();
      block = line.block;
      previous = undefined;
    }
    let stream = line.process === null ? previous : undefined;
    if (stream === undefined) {
      const key = line.process ?? '';
      stream = streams.get(key);
      if (!stream) {
        stream = { indexes: new CountingRuns(), inCode: line.blockKind === 'code' || line.blockKind === 'inline-code' };
        streams.set(key, stream);
      }
    }
    stream.indexes.push(index);
    previous = stream;
  }
  yield* streams.values();
}

function sectionKey(section: Section): string {
  const frames = section.frames.map((frame) => `${frame.file}:${frame.line ?? ''}:${frame.function ?? ''}`).join('\u0001');
  const exception = section.exception ? `${section.exception.type}\u0002${section.exception.message}` : '';
  return `${section.position}\u0003${section.relation}\u0003${exception}\u0003${frames}`;
}

function toTraceback(section: Section, groupIds: Map<number, number>): Traceback {
  if (!groupIds.has(section.group)) groupIds.set(section.group, groupIds.size);
  return {
    exception: section.exception,
    frames: section.frames,
    truncated: !section.hasHeader || !section.finalLineRead,
    chain: { group: groupIds.get(section.group) as number, position: section.position, relation: section.relation },
    line: section.first.line,
    processes: section.first.process === null ? [] : [section.first.process],
    occurrences: 1,
    timestamp: section.first.timestamp,
    source: section.first.source,
  };
}

/**
 * Reads Python tracebacks (plain, logged, Jupyter, pytest; chained; truncated) and the error lines that stand
 * alone. The same section printed again (by another process, or repeated) is counted, not listed twice.
 * @param lines the log lines of stage 2, in order
 * @param isKnownMessage whether a logged message is one the catalog names, kept as an error line at any level
 */
export function parseTracebacks(lines: LineList, isKnownMessage?: (message: string) => boolean): { tracebacks: Traceback[]; errorLines: ErrorLine[] } {
  const consumed = new Uint8Array(lines.length);
  const found: { section: Section; order: number }[] = [];
  let nextGroup = 0;
  for (const stream of splitStreams(lines)) {
    const indexes = stream.indexes;
    const read = readSections(new PickedLines(lines, indexes), stream.inCode, nextGroup);
    nextGroup = read.nextGroup;
    for (const section of read.sections) {
      for (const local of section.consumed) consumed[indexes.at(local) as number] = 1;
      if (section.frames.length === 0 && section.exception === null && !section.cutAtHeader) continue;
      found.push({ section, order: indexes.at(section.consumed[0] ?? 0) as number });
    }
  }
  found.sort((left, right) => left.order - right.order);
  const tracebacks: Traceback[] = [];
  const byKey = new Map<string, Traceback>();
  const groupIds = new Map<number, number>();
  for (const { section } of found) {
    const key = sectionKey(section);
    const earlier = byKey.get(key);
    if (earlier) {
      earlier.occurrences += 1;
      if (section.first.process !== null && !earlier.processes.includes(section.first.process)) earlier.processes.push(section.first.process);
      continue;
    }
    const traceback = toTraceback(section, groupIds);
    byKey.set(key, traceback);
    tracebacks.push(traceback);
  }
  return { tracebacks, errorLines: findErrorLines(lines, consumed, tracebacks, isKnownMessage) };
}
