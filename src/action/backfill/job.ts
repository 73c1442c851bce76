// Runs a backfill as the action's job: the backfill itself, then the log, the job summary, the outputs and the exit code.
import { runBackfill, type BackfillDependencies } from './backfill.js';
import { describeStop, renderBackfillSummary } from './summary.js';
import { renderBackfillShadow } from './shadow-summary.js';
import type { ActionSettings } from '../settings/inputs.js';
import type { Runner } from '../summary/runner-port.js';
import { computeOutputs } from '../summary/summary.js';
import { dryRunNotice } from '../summary/outputs.js';

/**
 * Runs the backfill and reports it. Fails the job when an issue failed or the issue list could not be read; a stop
 * for the budget is not a failure (the summary says how to resume).
 * @param runner where logs, outputs and the summary go
 * @param settings validated inputs
 * @param deps the listing gateway, the engine, the wait function and the catalog version
 * @param headline what was dispatched, for the summary
 */
export async function runBackfillJob(runner: Runner, settings: ActionSettings, deps: BackfillDependencies, headline: string): Promise<void> {
  const report = await runBackfill(deps, settings, (line) => runner.info(line));
  for (const outcome of report.outcomes) {
    for (const note of outcome.apply?.notes ?? []) runner.warning(`#${outcome.issueNumber}: ${note}`);
  }
  const stop = describeStop(report, settings.backfill);
  if (report.stop.kind === 'budget') runner.warning(stop);
  else runner.info(stop);
  await runner.appendSummary(renderBackfillSummary(headline, report, settings));
  const shadow = renderBackfillShadow(report, settings);
  if (shadow !== '') await runner.appendSummary(shadow);
  for (const [name, value] of Object.entries(computeOutputs(report.outcomes, settings))) runner.setOutput(name, value);
  const notice = settings.dryRun ? dryRunNotice(report.outcomes, settings) : null;
  if (notice !== null) runner.notice(notice);
  const failed = report.outcomes.filter((outcome) => outcome.status === 'failed');
  const problems = failed.map((outcome) => `#${outcome.issueNumber}: ${outcome.reason}`);
  if (report.stop.kind === 'error') problems.push(stop);
  if (problems.length > 0) runner.setFailed(problems.join('\n'));
}
