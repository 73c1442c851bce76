// The Runner port: what the action says to the runner (log lines, annotations, groups, outputs, the job summary,
// failure). runner.ts implements it with @actions/core; tests pass a recording one.

/** What the action says to the runner. `main` gets one; tests can pass a recording one. */
export interface Runner {
  info(message: string): void;
  /** A warning annotation: something a maintainer should fix or know. */
  warning(message: string): void;
  /** A notice annotation: what a dry run would have done, on the run's page. */
  notice(message: string): void;
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
