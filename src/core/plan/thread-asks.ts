// Asks the thread itself calls for, beyond a catalog entry's: the version before an upgrade, the log behind a title.
import type { AskStatus } from './types.js';

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
