// One backfill's shared state: what it reports, and what its steps (the list, each listed issue) share: the gateway,
// the engine, the settings and the request budget's counters.
import { BACKFILL_SKIP_REASONS, DEFAULT_REQUEST_BUDGET, type BackfillSkipReason } from './select.js';
import type { GraphqlSpend, IssueBatchReader, IssueGateway, IssueLister, RequestCount } from '../github/gateway.js';
import type { ActionSettings } from '../settings/inputs.js';
import type { IssueOutcome, TriageDependencies, TriageEngine } from '../issue/triage-issue.js';
import type { ShadowRow } from '../../core/index.js';

/** The triage dependencies, with a gateway that can also list the repository's issues. */
export interface BackfillDependencies extends Omit<TriageDependencies, 'gateway'> {
  /** With the batched reads (GraphQL), issues and comments are read a page at a time; without, through REST. */
  gateway: () => Promise<IssueGateway & IssueLister & Partial<IssueBatchReader>>;
  /** The version of the catalog this build triages with (loaded only when a backfill runs). */
  catalogVersion: () => Promise<string>;
}

/** Why the backfill stopped, and where the next run picks up. */
export type BackfillStop = { kind: 'end' } | { kind: 'budget'; page: number; nextIssue: number | null } | { kind: 'error'; page: number; message: string };

/** What a backfill did: counts for the summary, the outcome of every issue it triaged, and where it stopped. */
export interface BackfillReport {
  /** Issues (and pull requests) of the list the run went through, up to where it stopped. */
  seen: number;
  pagesRead: number;
  /** One per issue handed to triage: triaged, planned (dry run), skipped by triage itself, or failed. */
  outcomes: IssueOutcome[];
  skipped: Record<BackfillSkipReason, number>;
  stop: BackfillStop;
  /** The last issue the run finished with (triaged or skipped), or null. */
  lastIssueDone: number | null;
  /** REST requests spent (every HTTP attempt but GraphQL's). */
  requests: RequestCount;
  /** GraphQL queries and points spent, or null when the issues were read through REST. */
  graphql: GraphqlSpend | null;
  /** `request-budget`: the most REST requests, and apart from them the most GraphQL points, the run may spend. */
  budget: number;
  dryRun: boolean;
  catalogVersion: string;
  /** A dry run's shadow ledger: what the bot would do on each issue triaged, beside the labels the issue carries. */
  ledger: ShadowRow[];
}

/** What the steps of one backfill share. */
export interface BackfillRun {
  deps: BackfillDependencies;
  gateway: Awaited<ReturnType<BackfillDependencies['gateway']>>;
  engine: TriageEngine;
  settings: ActionSettings;
  /** The settings each issue is triaged with: the backfill's own dry run. */
  issueSettings: ActionSettings;
  report: BackfillReport;
  /** REST requests spent since the run started. */
  spent: () => RequestCount;
  log: (line: string) => void;
  /** Rows of the summary's table given to a plan so far. */
  rowsWithPlans: number;
}

/**
 * Starts a backfill: its gateway, engine and catalog version, and an empty report.
 * @param deps the listing gateway, the engine, the wait function and the catalog version
 * @param settings validated inputs
 * @param log one line per issue, for the job log
 */
export async function startRun(deps: BackfillDependencies, settings: ActionSettings, log: (line: string) => void): Promise<BackfillRun> {
  const gateway = await deps.gateway();
  const [engine, catalogVersion] = await Promise.all([deps.engine(), deps.catalogVersion()]);
  const dryRun = settings.backfillDryRun;
  const start = gateway.requests();
  const spent = (): RequestCount => {
    const now = gateway.requests();
    return { total: now.total - start.total, writes: now.writes - start.writes };
  };
  const report: BackfillReport = {
    seen: 0,
    pagesRead: 0,
    outcomes: [],
    skipped: Object.fromEntries(BACKFILL_SKIP_REASONS.map((reason) => [reason, 0])) as Record<BackfillSkipReason, number>,
    stop: { kind: 'end' },
    lastIssueDone: null,
    requests: { total: 0, writes: 0 },
    graphql: null,
    budget: settings.backfill.requestBudget ?? DEFAULT_REQUEST_BUDGET,
    dryRun,
    catalogVersion,
    ledger: [],
  };
  return { deps, gateway, engine, settings, issueSettings: { ...settings, dryRun }, report, spent, log, rowsWithPlans: 0 };
}
