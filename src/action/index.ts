// The action's entry (dist/index.js, one self-contained file): decides from the event alone whether to skip, and only
// otherwise loads the rest (@actions/core, the inputs, Octokit, the engine), so a skipped event costs about as much as
// starting Node.
import { screenEvent } from './issue/screen-event.js';

/**
 * node:fs without an ESM import of it: `process.getBuiltinModule` (Node ≥ 20.16, and 24 on the runner) skips the
 * module facade an `import` builds, a few milliseconds of a skipped run; older Nodes import it.
 */
async function loadReadFile(): Promise<typeof import('node:fs').readFileSync> {
  return (process.getBuiltinModule?.('node:fs') ?? (await import('node:fs'))).readFileSync;
}

/** The event the runner hands every action, or null when it cannot be read (main then says why, in the summary). */
async function readEvent(): Promise<{ name: string; payload: unknown } | null> {
  const name = process.env.GITHUB_EVENT_NAME;
  const path = process.env.GITHUB_EVENT_PATH;
  if (!name || !path) return null;
  try {
    return { name, payload: JSON.parse((await loadReadFile())(path, 'utf8')) as unknown };
  } catch {
    return null;
  }
}

const event = await readEvent();
const skip = event === null ? null : screenEvent(event.name, event.payload);
if (skip === null) {
  const { run } = await import('./main.js');
  await run();
} else {
  // A plain log line: no outputs, no summary; the reason is all there is to say.
  process.stdout.write(`Skipped${skip.issueNumber === null ? '' : ` #${skip.issueNumber}`}: ${skip.reason}\n`);
}
