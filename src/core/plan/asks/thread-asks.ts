// Asks the thread itself calls for, beyond a catalog entry's: the version before an upgrade, the log behind a title.
import type { AskStatus } from '../types.js';
import type { LogLine } from '../../extract/types.js';
import { isEvidence } from '../../extract/roles.js';
import { inlineCode } from '../../text/safe-markdown.js';

/** Asked when the reporter says it broke after an upgrade but not from which version. */
export const UPGRADE_ASK: AskStatus = {
  id: 'previous-version',
  text: 'Which vLLM version you upgraded from, and whether the same load ran there without this error.',
  how: 'The version (and image tag, if you use one) you ran before the upgrade.',
  satisfied: false,
  satisfiedBy: null,
};

/** Asked when the error was recognised from the title only. */
export const LOG_AS_TEXT_ASK: AskStatus = {
  id: 'log-as-text',
  text: 'The log as text: the error was recognised from the title only.',
  how: 'Paste the server log from start-up to the error in a fenced code block (a screenshot cannot be searched).',
  satisfied: false,
  satisfiedBy: null,
};

/** How many logger lines of the reporter's make a pasted text log (a screenshot gives none). */
const TEXT_LOG_LINES = 3;

/**
 * Whether the thread holds a log pasted as text (logger lines with a level or a timestamp, in the body or the
 * reporter's comments, not quoted): then an error seen only in the title was cut from that log, not hidden in a
 * screenshot, and the log itself is not asked again.
 * @param lines the thread's log lines
 */
export function hasTextLog(lines: Iterable<Pick<LogLine, 'line' | 'level' | 'timestamp' | 'context' | 'source'>>): boolean {
  let count = 0;
  for (const line of lines) {
    if (line.line <= 0 || line.context !== undefined || !isEvidence(line.source)) continue;
    if (line.level === null && line.timestamp === null) continue;
    count += 1;
    if (count >= TEXT_LOG_LINES) return true;
  }
  return false;
}

/** The version asks (vLLM's, a package's, a caller's): what an image tag answers. */
const VERSION_ASK = /(?:^|-)version$/;

/**
 * Images named without their tags stand for the versions: the version asks still open become one ask for the tags
 * (a tag names vLLM's and the package's versions at once). With no image, or a tag given, the asks stay as they are.
 * @param asks the asks so far
 * @param images the images the thread names
 */
export function withImageTags(asks: AskStatus[], images: { name: string; tag: string | null }[]): AskStatus[] {
  if (images.length === 0 || images.some((image) => image.tag !== null)) return asks;
  const open = asks.filter((ask) => !ask.satisfied && VERSION_ASK.test(ask.id) && ask.id !== 'previous-version');
  if (open.length === 0) return asks;
  const names = images.map((image) => inlineCode(image.name, 80)).join(', ');
  const tags: AskStatus = {
    id: 'image-tags',
    text: `The tags of the images you run (${names}): they give the versions.`,
    how: "`docker ps --format '{{.Image}}'` on the host, or the `image:` lines of your compose file or pod spec.",
    satisfied: false,
    satisfiedBy: null,
  };
  // The tags take the place of the first version ask still open (none before it is open).
  const first = asks.indexOf(open[0] as AskStatus);
  return [...asks.slice(0, first), tags, ...asks.slice(first).filter((ask) => !open.includes(ask))];
}
