// The backfill: pages through the repository's issues and triages each one this job owns, within a request budget.
import type { ActionSettings } from '../settings/inputs.js';
import { backfillBatched, backfillPages } from './listed.js';
import { startRun, type BackfillDependencies, type BackfillReport } from './run.js';

export type { BackfillDependencies, BackfillReport, BackfillStop } from './run.js';

/**
 * Runs the backfill. It never starts an issue (or a list page) whose requests might not fit in the budget; an API
 * failure on the list stops it with the page named, a failure on one issue becomes that issue's `failed` outcome.
 * @param deps the listing gateway, the engine, the wait function and the catalog version
 * @param settings validated inputs (`backfill`, `backfillDryRun`, labels)
 * @param log one line per issue, for the job log
 */
export async function runBackfill(deps: BackfillDependencies, settings: ActionSettings, log: (line: string) => void): Promise<BackfillReport> {
  const run = await startRun(deps, settings, log);
  const { gateway } = run;
  if (gateway.readIssuesBatch !== undefined && gateway.readMoreComments !== undefined && gateway.graphqlSpent !== undefined) {
    await backfillBatched(run, { readIssuesBatch: gateway.readIssuesBatch, readMoreComments: gateway.readMoreComments, graphqlSpent: gateway.graphqlSpent });
  } else {
    await backfillPages(run);
  }
  run.report.requests = run.spent();
  return run.report;
}
