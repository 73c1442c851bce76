// A Runner for in-process runs: what @actions/core would write (log lines and workflow commands, GITHUB_OUTPUT's
// delimiter form, the job summary file, the exit code) goes to a string and the run's own files, so several runs can
// share one process (@actions/core reads one process-wide environment; github.context is built once per process).
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { Runner } from '../../src/action/runner.js';

/** What a recording runner collected. */
export interface Recording {
  stdout: string;
  code: number;
}

/** @actions/core's escaping of a command's message (`%`, CR, LF). */
const escapeData = (text: string): string => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/**
 * A runner that records instead of talking to this process's runner.
 * @param files where outputs and the summary go (the run's GITHUB_OUTPUT and GITHUB_STEP_SUMMARY)
 * @param recording filled in as the run goes
 */
export function recordingRunner(files: { output: string; summary: string }, recording: Recording): Runner {
  const line = (text: string): void => void (recording.stdout += `${text}\n`);
  return {
    info: line,
    warning: (message) => line(`::warning::${escapeData(message)}`),
    notice: (message) => line(`::notice::${escapeData(message)}`),
    debug: (message) => line(`::debug::${escapeData(message)}`),
    setFailed: (message) => {
      recording.code = 1;
      line(`::error::${escapeData(message)}`);
    },
    setOutput: (name, value) => {
      const delimiter = `ghadelimiter_${randomUUID()}`;
      appendFileSync(files.output, `${name}<<${delimiter}\n${value}\n${delimiter}\n`, 'utf8');
    },
    appendSummary: (markdown) => {
      appendFileSync(files.summary, markdown, 'utf8');
      return Promise.resolve();
    },
    group: async (title, body) => {
      line(`::group::${title}`);
      try {
        return await body();
      } finally {
        line('::endgroup::');
      }
    },
    infoQuoted: (text) => {
      const resume = randomUUID();
      line(`::stop-commands::${resume}`);
      line(text);
      line(`::${resume}::`);
    },
  };
}
