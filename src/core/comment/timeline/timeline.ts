// The folded timeline: the failing request's lines already in the thread, drawn and listed in log-time order.

import type { TimelineEntry } from '../../plan/types.js';
import type { EarlierRun } from '../../plan/timeline.js';
import { fenceCode, inlineCode } from '../../text/safe-markdown.js';
import { folded } from '../sections.js';
import { renderTimelineDiagram } from './timeline-diagram.js';
import { cutText } from '../../text/cut.js';

function timelineRow(entry: TimelineEntry): string {
  const time = (entry.timestamp ?? '(no time)').padEnd(14);
  const mark = entry.kind === 'crash' ? '>> FATAL  ' : entry.kind === 'error' ? '>> ERROR  ' : entry.kind === 'stats' ? '   stats  ' : '          ';
  const where = entry.source.kind !== 'body' ? `comment L${entry.line}` : entry.line === 0 ? 'title' : `body L${entry.line}`;
  return `${time} ${mark}${entry.text}   [${where}]`;
}

/**
 * The timeline as a fenced block (user text quoted safely), with a short legend.
 * @param timeline entries in order
 * @param requestId the failing request id, or null
 */
export function renderTimeline(timeline: TimelineEntry[], requestId: string | null): string {
  if (timeline.length === 0) return '';
  const about = requestId === null ? 'the failing request' : `request ${inlineCode(requestId)}`;
  const intro = `Lines about ${about} already in this thread, ordered by log time (\`>> ERROR\` marks the recognised error, \`>> FATAL\` the engine's death; stats lines show the preemptions before it):`;
  const drawn = renderTimelineDiagram(timeline);
  return folded(
    `What this thread already shows (${timeline.length} lines)`,
    `${drawn === '' ? '' : `${drawn}\n\n`}${intro}\n\n${fenceCode(timeline.map(timelineRow).join('\n'), 'text')}`,
  );
}

/** A log timestamp as printed (`MM-DD HH:MM:SS`), or null for anything else: only such text goes into a summary. */
const LOG_TIME = /^\d\d-\d\d \d\d:\d\d:\d\d$/;

/** The dates a run's lines span (`11-03 08:41:20 to 08:41:52`), or '' when they carry none. */
function runDates(timeline: TimelineEntry[]): string {
  const times = timeline.map((entry) => entry.timestamp).filter((time): time is string => time !== null && LOG_TIME.test(time));
  const first = times[0];
  const last = times[times.length - 1];
  if (first === undefined || last === undefined) return '';
  if (first === last) return `, ${first}`;
  return `, ${first} to ${cutText(first, 5, '') === cutText(last, 5, '') ? last.slice(6) : last}`;
}

/**
 * The same error's earlier runs, each folded with its own lines and dates and labelled as an earlier run: the timeline
 * above follows the newest one only (one request per timeline).
 * @param runs the earlier runs, oldest first
 */
export function renderEarlierRuns(runs: EarlierRun[]): string {
  return runs
    .map((run) => {
      const about = run.requestId === null ? 'another request' : `request ${inlineCode(run.requestId)}`;
      const intro = `The same error in an earlier run, under ${about}; the lines above are the newest run's only. This run's lines, ordered by log time:`;
      return folded(
        `An earlier run of the same error (${run.timeline.length} line${run.timeline.length === 1 ? '' : 's'}${runDates(run.timeline)})`,
        `${intro}\n\n${fenceCode(run.timeline.map(timelineRow).join('\n'), 'text')}`,
      );
    })
    .join('\n\n');
}
