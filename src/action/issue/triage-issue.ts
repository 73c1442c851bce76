// Triages one issue: gather its comments, decide with the pure core, then apply the plan (or only show it in a dry run).
import {
  type EarlierReport,
  type FixesToCheck,
  type MarkerData,
  type TriageInput,
  type TriageOptions,
  type TriagePlan,
  withoutRecord,
} from '../../core/index.js';
import { applyPlan, explainFailure, plannedCommentAction } from '../apply/apply.js';
import type { ApplyResult, CommentAction } from '../apply/types.js';
import { commentsMarkedByOthers, findBotComments, findCommentWrittenAs, findHumanComments, threadState } from '../github/bot-comment.js';
import { keepDecisions } from './keep-decisions.js';
import { labelsTheActionUses } from '../settings/label-set.js';
import { planWithAnswers } from './plan-with-answers.js';
import { searchEarlierReports } from '../github/search-earlier-reports.js';
import { reasonToSkip, type Trigger } from './events.js';
import type { IssueComment, IssueGateway, IssueSnapshot, RequestCount } from '../github/gateway.js';
import type { ActionSettings } from '../settings/inputs.js';

/** The pure engine, loaded lazily so skipped events never load the markdown stack. */
export interface TriageEngine {
  triage: (input: TriageInput, options?: TriageOptions) => TriagePlan;
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

export interface TriageDependencies {
  /** Creates the API gateway on first use (most skips never need it). */
  gateway: () => Promise<IssueGateway>;
  engine: () => Promise<TriageEngine>;
  wait: (milliseconds: number) => Promise<void>;
  /** The gateway that can search, when `gateway` is a wrapper without `searchIssues` (the backfill's); same request count. */
  searchGateway?: () => Promise<IssueGateway>;
}

/**
 * Gathers, decides and applies for one issue. API failures become a `failed` outcome with a readable reason.
 * @param deps the gateway, the engine and the wait function
 * @param issue the issue (from the payload or the API)
 * @param trigger why it is triaged
 * @param settings validated inputs
 */
export async function triageIssue(deps: TriageDependencies, issue: IssueSnapshot, trigger: Trigger, settings: ActionSettings): Promise<IssueOutcome> {
  const outcome: IssueOutcome = {
    issueNumber: issue.number,
    status: 'skipped',
    reason: '',
    matches: [],
    asks: { open: 0, answered: 0 },
    plan: null,
    apply: null,
    requests: { total: 0, writes: 0 },
  };
  let gateway: IssueGateway | null = null;
  const before = { total: 0, writes: 0 };
  const useGateway = async (): Promise<IssueGateway> => {
    if (gateway === null) {
      gateway = await deps.gateway();
      Object.assign(before, gateway.requests());
    }
    return gateway;
  };
  try {
    await decideAndApply(deps, useGateway, issue, trigger, settings, outcome);
  } catch (error) {
    outcome.status = 'failed';
    outcome.reason = explainFailure(error);
  }
  if (gateway !== null) {
    const after = (gateway as IssueGateway).requests();
    outcome.requests = { total: after.total - before.total, writes: after.writes - before.writes };
  }
  return outcome;
}

async function decideAndApply(
  deps: TriageDependencies,
  useGateway: () => Promise<IssueGateway>,
  issue: IssueSnapshot,
  trigger: Trigger,
  settings: ActionSettings,
  outcome: IssueOutcome,
): Promise<void> {
  // A re-run of the job carries the old payload: read the issue as it is now (labels, body, comment count).
  const rerunOfJob = settings.runAttempt > 1 && trigger.kind !== 'dispatch';
  if (rerunOfJob) {
    issue = await (await useGateway()).getIssue(issue.number);
    const skipReason = reasonToSkip(issue, trigger, settings);
    if (skipReason !== null) {
      outcome.reason = skipReason;
      return;
    }
  }
  // A brand-new issue with no comments (the payload says so) has no bot comment to find: skip the listing.
  const brandNew = trigger.kind === 'opened' && issue.commentCount === 0 && !rerunOfJob;
  const comments: IssueComment[] = brandNew ? [] : await (await useGateway()).listComments(issue.number, issue.commentCount);
  const engine = await deps.engine();
  const [ownComment = null, ...duplicateBotComments] = findBotComments(comments, settings.botLogin);
  // A token that writes as another login than bot-login: its comment is still found, by its marker and record, once
  // GitHub has said who the token is (asked only when some other login's comment carries both).
  const markedByOthers = ownComment === null ? commentsMarkedByOthers(comments, settings.botLogin) : [];
  const tokenLogin = markedByOthers.length === 0 ? null : ((await (await useGateway()).authenticatedLogin?.()) ?? null);
  const writtenAs = findCommentWrittenAs(markedByOthers, tokenLogin);
  if (writtenAs !== null) (outcome.warnings ??= []).push(identityWarning(writtenAs.author ?? '', settings.botLogin, true));
  const botComment = ownComment ?? writtenAs;
  const previous = botComment === null ? null : engine.parseMarker(botComment.body);
  // A dismissal sticks (the core keeps it too); deleting the bot's comment is how a maintainer starts over.
  if (previous?.dismissedBy !== undefined) {
    outcome.reason = `@${previous.dismissedBy} dismissed the bot on this issue; its comment is left alone`;
    return;
  }
  if (trigger.kind === 'dismiss' && botComment === null) {
    outcome.reason = 'dismissed before the bot commented; nothing to collapse';
    return;
  }
  const input: TriageInput = {
    title: issue.title,
    body: issue.body,
    comments: findHumanComments(comments).map((comment) => ({
      id: comment.id,
      author: comment.author,
      body: comment.body,
      ...(comment.authorAssociation == null ? {} : { authorAssociation: comment.authorAssociation }),
    })),
    ...(issue.author == null ? {} : { author: issue.author }),
    ...(issue.authorAssociation == null ? {} : { authorAssociation: issue.authorAssociation }),
    labels: issue.labels,
    pullRequest: issue.isPullRequest,
    // An issue in a connector project's own repository is about that connector.
    ...(settings.owner === '' ? {} : { repository: `${settings.owner}/${settings.repo}` }),
  };
  const options: TriageOptions = {
    labels: settings.labels,
    previous,
    dismissedBy: trigger.kind === 'dismiss' ? trigger.by : null,
    routedBy: trigger.kind === 'routed' ? { label: trigger.label, by: trigger.by } : null,
    issueNumber: issue.number,
    docsBase: settings.docsBase,
    earlierReportsSearch: settings.earlierReports
      ? { postedComment: botComment === null ? null : withoutRecord(botComment.body), force: trigger.kind === 'rerun' }
      : null,
  };
  const notes: string[] = [];
  let plan = await planWithAnswers(engine, useGateway, input, options, { issue, brandNew, previous, botComment, settings, notes });
  if (notes.length > 0) (outcome.notes ??= []).push(...notes);
  const search = plan.earlierReportsSearch;
  if (search.kind === 'none' && search.note !== null) (outcome.notes ??= []).push(search.note);
  if (search.kind === 'search') {
    const found = await searchEarlierReports({
      gateway: async () => {
        const gateway = await useGateway();
        return gateway.searchIssues === undefined && deps.searchGateway !== undefined ? deps.searchGateway() : gateway;
      },
      owner: settings.owner,
      repo: settings.repo,
      phrase: search.phrase,
      exclude: search.exclude,
    });
    if (found.note !== null) (outcome.notes ??= []).push(found.note);
    plan = engine.withEarlierReports(plan, found.reports ?? []);
  }
  const kept = await keepDecisions(useGateway, plan, {
    issue,
    botComment,
    previous,
    rerunLabels: trigger.kind === 'rerun',
    rerunComment: trigger.kind === 'rerun' || trigger.kind === 'dismiss',
    seen: threadState(comments, [botComment, ...duplicateBotComments]),
  });
  plan = kept.plan;
  if (kept.notes.length > 0) (outcome.notes ??= []).push(...kept.notes);
  outcome.plan = plan;
  outcome.matches = plan.report.matches.map((match) => match.id);
  outcome.asks = {
    open: plan.report.asks.filter((ask) => !ask.satisfied).length,
    answered: plan.report.asks.filter((ask) => ask.satisfied).length,
  };
  if (settings.dryRun) {
    outcome.status = 'planned';
    outcome.plannedComment = plannedCommentAction(botComment, plan.comment);
    outcome.commentId = botComment?.id ?? null;
    outcome.reason = 'dry run: the plan was not applied';
    return;
  }
  const applied = await applyPlan(await useGateway(), { issue, botComment, duplicateBotComments }, plan, {
    createMissingLabels: settings.createMissingLabels,
    connectorLabel: settings.labels.connectorLabel,
    labelSpecs: labelsTheActionUses(settings),
    botLogin: settings.botLogin,
    // A brand-new issue costs three requests: the create, the look for a concurrent duplicate, the labels. The
    // connector label (the one label the setup is built around) is not looked up first there; see the README.
    labelsAddedUnchecked: brandNew ? [settings.labels.connectorLabel] : [],
    triggerLabelsToRemove: trigger.kind === 'rerun' ? [trigger.label] : [],
    wait: deps.wait,
  });
  if (applied.writtenAs != null && outcome.warnings === undefined) (outcome.warnings ??= []).push(identityWarning(applied.writtenAs, settings.botLogin, false));
  outcome.apply = applied;
  outcome.status = applied.failures.length > 0 ? 'failed' : 'triaged';
  outcome.reason = applied.failures.length > 0 ? applied.failures.join('; ') : describeApplied(applied, plan);
}

/**
 * The warning for a token that writes as another login than the `bot-login` input: the comment was found by its
 * marker and record (`found`), or the run has just written one as that login.
 */
function identityWarning(login: string, botLogin: string, found: boolean): string {
  const what = found
    ? 'the bot found its comment by its marker and record, but'
    : "a personal access token's next event finds that comment again by asking GitHub who the token is, an app token's cannot and posts another:";
  return `the token writes as "${login}", not as the bot-login "${botLogin}"; ${what} set the input bot-login: ${login} so that it always knows its own comments and events`;
}

function describeApplied(applied: ApplyResult, plan: TriagePlan): string {
  if (plan.comment === null && applied.labelsAdded.length === 0 && applied.labelsRemoved.length === 0) {
    return 'nothing recognised; nothing to say';
  }
  return `comment ${applied.commentAction}`;
}
