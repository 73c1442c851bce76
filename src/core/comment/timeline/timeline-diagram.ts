// The failing request's timeline drawn as a Mermaid sequence diagram (client, API server, scheduler, connector; the crash marked).
import type { TimelineEntry } from '../../plan/types.js';
import { cutText } from '../../text/cut.js';

/** A timeline is drawn from this many entries on. */
export const MIN_DRAWN_ENTRIES = 2;
/** The longest label, and the longest request id, drawn. */
const MAX_LABEL = 72;
const MAX_ID = 18;

/**
 * Text for a label, from any input: only letters, digits, spaces and `.:-_%` survive; other characters become a space,
 * runs of spaces and of `%` or `-` collapse (Mermaid reads `%%` as a comment and `--` could start an arrow), and the
 * result is cut to `max` characters. Nothing in it can end a message, start a statement or carry markup.
 * @param text any text, user text included
 * @param max longest result
 */
export function diagramLabel(text: string, max = MAX_LABEL): string {
  const safe = text
    .replace(/[^A-Za-z0-9 .:_%-]/g, ' ')
    .replace(/%+/g, '%')
    .replace(/-+/g, '-')
    .replace(/\.{3,}/g, '..')
    .replace(/\s+/g, ' ')
    .trim();
  return safe.length > max ? `${cutText(safe, max - 2, '').trimEnd()}..` : safe;
}

/** A request id shortened for the drawing (`chatcmpl-5c0e7a91..41ab`), safe characters only. */
export function shortRequestId(id: string): string {
  const safe = diagramLabel(id, 200).replace(/ /g, '');
  return safe.length > MAX_ID ? `${cutText(safe, MAX_ID - 6, '')}..${cutText(safe, 4, '', 'end')}` : safe;
}

const CLOCK = /(\d\d:\d\d:\d\d)$/;

function timeOf(entry: TimelineEntry): string {
  return entry.timestamp === null ? 'no time' : (CLOCK.exec(entry.timestamp)?.[1] ?? 'no time');
}

/** The numbers of a stats line, and nothing else from it. */
function statsLabel(text: string): string {
  const number = (pattern: RegExp): string | null => pattern.exec(text)?.[1] ?? null;
  const parts = [
    ['running', number(/Running: (\d{1,7}) reqs/)],
    ['waiting', number(/Waiting: (\d{1,7}) reqs/)],
    ['preemptions', number(/Preemptions: (\d{1,7})/) ?? '0'],
  ]
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${name} ${value}`);
  const usage = number(/KV cache usage: (\d{1,3}(?:\.\d{1,2})?)%/);
  if (usage !== null) parts.push(`KV cache ${usage}%`);
  return `stats ${parts.join(' ')}`;
}

/** An error line's exception type (`ValueError`), else its first words with long tokens (ids) shortened. */
function errorLabel(text: string): string {
  const type = /^([A-Za-z_][A-Za-z0-9_.]{0,100}):(?:\s|$)/.exec(text.trim())?.[1];
  if (type !== undefined) return `ERROR ${type.slice(type.lastIndexOf('.') + 1)}`;
  const words = text
    .trim()
    .split(/\s+/)
    .slice(0, 6)
    .map((word) => (word.length > MAX_ID ? shortRequestId(word) : word));
  return `ERROR ${words.join(' ')}`;
}

/** One entry as a diagram statement: an arrow between two participants, or a note. */
function statement(entry: TimelineEntry): string {
  const at = timeOf(entry);
  const id = entry.requestId === null ? '' : ` ${shortRequestId(entry.requestId)}`;
  const label = (words: string) => diagramLabel(`${at} ${words}${id}`);
  switch (entry.kind) {
    case 'received':
      return `C->>A: ${label('received')}`;
    case 'added':
      return `A->>S: ${label('added')}`;
    case 'aborted':
      // `Request X aborted.` is the API server's line (the client went away); `Aborted request(s) X.` the engine's.
      return entry.text.includes('Aborted request(s)') ? `A-xS: ${label('aborted')}` : `C-xA: ${label('client aborted')}`;
    case 'failed':
      return `S-xA: ${label('failed')}`;
    case 'finished-sending':
      return `K->>S: ${label('finished sending KV')}`;
    case 'finished-recving':
      return `K->>S: ${label('finished receiving KV')}`;
    case 'waiting-for-remote-kvs':
      return `S->>K: ${label('waiting for remote KVs')}`;
    case 'kv-load-failure':
      return `K-xS: ${label('KV load failure')}`;
    case 'stats':
      return `Note over S: ${diagramLabel(`${at} ${statsLabel(entry.text)}`)}`;
    case 'error':
      return `Note over S,K: ${diagramLabel(`${at} ${errorLabel(entry.text)}`)}`;
    case 'crash':
      return `Note over A,S: ${diagramLabel(`${at} FATAL EngineCore died`)}`;
  }
}

const isFailure = (entry: TimelineEntry): boolean => entry.kind === 'error' || entry.kind === 'crash';

/**
 * The timeline as a fenced Mermaid `sequenceDiagram`, or '' for fewer than two entries. Participants: client, API
 * server, scheduler, connector; the recognised error and the engine's death are inside a red `rect` block. Every label
 * is rebuilt from safe characters (`diagramLabel`), ids are shortened, so no user text can break the diagram.
 * @param timeline the request's timeline, in order
 */
export function renderTimelineDiagram(timeline: TimelineEntry[]): string {
  if (timeline.length < MIN_DRAWN_ENTRIES) return '';
  const lines = [
    'sequenceDiagram',
    '  participant C as client',
    '  participant A as API server',
    '  participant S as scheduler',
    '  participant K as connector',
  ];
  let inCrash = false;
  for (const entry of timeline) {
    if (isFailure(entry) && !inCrash) {
      lines.push('  rect rgb(255, 221, 221)');
      inCrash = true;
    } else if (!isFailure(entry) && inCrash) {
      lines.push('  end');
      inCrash = false;
    }
    lines.push(`  ${inCrash ? '  ' : ''}${statement(entry)}`);
  }
  if (inCrash) lines.push('  end');
  return `\`\`\`mermaid\n${lines.join('\n')}\n\`\`\``;
}
