// What the action says to the runner — log lines, annotations, groups, outputs, the job summary, failure — through
// @actions/core. Loaded only after the entry decided not to skip (importing @actions/core costs more than the skip).
import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';
import type { Runner } from './summary/runner-port.js';

export type { Runner };

/** The runner of this process, through @actions/core (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, stdout, the exit code). */
export function createRunner(): Runner {
  return {
    info: (message) => core.info(message),
    warning: (message) => core.warning(message),
    notice: (message) => core.notice(message),
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
