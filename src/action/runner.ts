// The runner's protocol (log lines, workflow commands, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, exit code), as @actions/core
// speaks it, without loading @actions/core: its HTTP client (undici) doubles the start-up of a run that only skips.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';

/** What the action says to the runner. `main` gets one; tests can pass a recording one. */
export interface Runner {
  info(message: string): void;
  warning(message: string): void;
  /** Prints an error and sets the exit code to 1. */
  setFailed(message: string): void;
  setOutput(name: string, value: string): void;
  /** Appends markdown to the job summary (no-op outside a runner). */
  appendSummary(markdown: string): void;
  /** Prints text that may quote an issue, with workflow commands switched off around it. */
  infoQuoted(text: string): void;
}

/** Escapes a workflow command's message the way the runner expects (`%`, CR, LF). */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * The runner of this process: writes to stdout and to the files GITHUB_OUTPUT and GITHUB_STEP_SUMMARY name.
 * @param env the process environment
 * @param write where log lines go (stdout)
 * @param setExitCode how a failure sets the exit code (the process's; an in-process test records it instead)
 */
export function createRunner(
  env: Record<string, string | undefined>,
  write: (text: string) => void = (text) => void process.stdout.write(text),
  setExitCode: (code: number) => void = (code) => {
    process.exitCode = code;
  },
): Runner {
  const line = (text: string) => write(text + EOL);
  return {
    info: line,
    warning: (message) => line(`::warning::${escapeData(message)}`),
    setFailed: (message) => {
      setExitCode(1);
      line(`::error::${escapeData(message)}`);
    },
    setOutput: (name, value) => {
      const file = env.GITHUB_OUTPUT;
      if (!file) {
        line(`::set-output name=${escapeProperty(name)}::${escapeData(value)}`);
        return;
      }
      const delimiter = `ghadelimiter_${randomUUID()}`;
      appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8');
    },
    appendSummary: (markdown) => {
      if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, markdown, 'utf8');
    },
    infoQuoted: (text) => {
      const resume = randomUUID();
      line(`::stop-commands::${resume}`);
      line(text);
      line(`::${resume}::`);
    },
  };
}
