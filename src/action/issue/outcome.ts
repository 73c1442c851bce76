// What triaging one issue takes (the engine, the gateway, a wait) and gives (its outcome, for the log, the summary and the outputs).
import type { EarlierReport, FixesToCheck, MarkerData, ReusableTriage, TriageInput, TriageOptions, TriagePlan } from '../../core/index.js';
import type { ApplyResult, CommentAction } from '../apply/types.js';
import type { IssueGateway, RequestCount } from '../github/gateway.js';

/** The pure engine, loaded lazily so skipped events never load the markdown stack. */
export interface TriageEngine {
  triage: (input: TriageInput, options?: TriageOptions) => TriagePlan;
  /** triage(), keeping the thread's reading for a second decision with GitHub's answers (`triageKeepingReading`). */
  triageKeepingReading?: (input: TriageInput, options?: TriageOptions) => ReusableTriage;
  parseMarker: (body: string) => MarkerData | null;
  /** Finishes a plan whose `earlierReportsSearch` asked for a search, with what the search found. */
  withEarlierReports: (plan: TriagePlan, reports: EarlierReport[]) => TriagePlan;
  /** The commits whose containment in the reporter's release the plan's comment would state (`commitsToCheck`). */
  commitsToCheck?: (report: TriagePlan['report']) => FixesToCheck | null;
}

/** What happened to one issue, for the log, the summary and the outputs. */
export interface IssueOutcome {
  issueNumber: number;
  /** `planned`: a dry run decided but did not write. */
  status: 'triaged' | 'planned' | 'skipped' | 'failed';
  reason: string;
  matches: string[];
  asks: { open: number; answered: number };
  /** The plan (dry run and real runs alike), or null when no plan was made. */
  plan: TriagePlan | null;
  apply: ApplyResult | null;
  /** In a dry run, what applying would have done with the comment (`created`: a new comment would be posted). */
  plannedComment?: CommentAction;
  /** In a dry run, the bot's comment the plan would edit (null: a new one would be posted); see `apply` otherwise. */
  commentId?: number | null;
  /** API requests this issue cost. */
  requests: RequestCount;
  /** Things the summary should mention that are not failures (an earlier-reports search skipped). */
  notes?: string[];
  /** Things a maintainer should fix (the token writes as another login than `bot-login`): warning annotations, and in the summary. */
  warnings?: string[];
}

/** What triaging needs from outside: the gateway, the engine, a wait. */
export interface TriageDependencies {
  /** Creates the API gateway on first use (most skips never need it). */
  gateway: () => Promise<IssueGateway>;
  engine: () => Promise<TriageEngine>;
  wait: (milliseconds: number) => Promise<void>;
  /** The gateway that can search, when `gateway` is a wrapper without `searchIssues` (the backfill's); same request count. */
  searchGateway?: () => Promise<IssueGateway>;
}
