// The folded timeline: the failing request's lines already in the thread, drawn and listed in log-time order.

import type { TimelineEntry } from '../plan/types.js';
import { fenceCode, inlineCode } from '../text/safe-markdown.js';
import { folded } from './sections.js';
import { renderTimelineDiagram } from './timeline-diagram.js';

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
