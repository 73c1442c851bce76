// What the action says to the runner — log lines, annotations, groups, outputs, the job summary, failure — through
// @actions/core. Loaded only after the entry decided not to skip (importing @actions/core costs more than the skip).
import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';

/** What the action says to the runner. `main` gets one; tests can pass a recording one. */
export interface Runner {
  info(message: string): void;
  /** A warning annotation: something a maintainer should fix or know. */
  warning(message: string): void;
  /** Only in a debug run (`ACTIONS_STEP_DEBUG`): expected refusals, such as a 404 the action asked for. */
  debug(message: string): void;
  /** An error annotation, and exit code 1. */
  setFailed(message: string): void;
  setOutput(name: string, value: string): void;
  /** Appends markdown to the job summary; does nothing outside a runner (no GITHUB_STEP_SUMMARY). */
  appendSummary(markdown: string): Promise<void>;
  /** Folds what `body` logs under a collapsible title. */
  group<T>(title: string, body: () => Promise<T>): Promise<T>;
  /** Logs text that may quote an issue, with workflow commands switched off around it. */
  infoQuoted(text: string): void;
}

/** The runner of this process, through @actions/core (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, stdout, the exit code). */
export function createRunner(): Runner {
  return {
    info: (message) => core.info(message),
    warning: (message) => core.warning(message),
    debug: (message) => core.debug(message),
    setFailed: (message) => core.setFailed(message),
    setOutput: (name, value) => core.setOutput(name, value),
    appendSummary: async (markdown) => {
      // core.summary throws without the file's variable; outside a runner there is no summary to write.
      if (!process.env.GITHUB_STEP_SUMMARY) return;
      await core.summary.addRaw(markdown).write();
    },
    group: (title, body) => core.group(title, body),
    infoQuoted: (text) => {
      // @actions/core has no helper for stop-commands: a line of issue text must not be read as a workflow command.
      const resume = randomUUID();
      core.info(`::stop-commands::${resume}`);
      core.info(text);
      core.info(`::${resume}::`);
    },
  };
}
