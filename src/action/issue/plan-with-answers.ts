// The core decides at most twice for one issue: once to learn what to ask GitHub (which of the maintainers' labels
// exist, for the footer; whether the reporter's release contains each fix the comment names), once with the answers.
// Neither question depends on the other's answer: the labels change only the footer, and the fixes to look for come
// from the matches and the reporter's version, which no answer changes.
import {
  type FixesToCheck,
  labelsNamedInFooter,
  type MarkerData,
  type ReusableTriage,
  type TriageInput,
  type TriageOptions,
  type TriagePlan,
} from '../../core/index.js';
import type { IssueComment, IssueGateway, IssueSnapshot } from '../github/gateway.js';
import { lookUpContainment } from '../github/release-containment.js';
import type { ActionSettings } from '../settings/inputs.js';
import { labelsTheActionUses } from '../settings/label-set.js';
import { findMaintainerLabels } from './maintainer-labels.js';

/** What of the engine the answers need (TriageEngine's triage and commitsToCheck). */
export interface AnsweringEngine {
  triage: (input: TriageInput, options?: TriageOptions) => TriagePlan;
  /** triage(), keeping the thread's reading for the second decision (reading is most of a triage's cost). */
  triageKeepingReading?: (input: TriageInput, options?: TriageOptions) => ReusableTriage;
  commitsToCheck?: (report: TriagePlan['report']) => FixesToCheck | null;
}

export interface AnswersContext {
  issue: IssueSnapshot;
  brandNew: boolean;
  previous: MarkerData | null;
  botComment: IssueComment | null;
  settings: ActionSettings;
  /** Where the look-ups' notes go (the outcome's `notes`). */
  notes: string[];
}

/**
 * The plan decided with GitHub's answers, in at most two triage() calls (the second on the first's reading of the thread). The first decision is made with the labels the
 * bot's last comment named: when the thread decides as it did then (same fingerprint), no label is asked for and its
 * options stand. Otherwise the labels are found out, and the second decision counts those the issue does not carry.
 * The fixes to look for come from the first decision's report; their answers go into the second.
 * @param engine the core
 * @param useGateway the API, on first use
 * @param input the issue as the core reads it
 * @param options the options without answers
 * @param context the issue, the bot's last comment and marker, the settings, where notes go
 */
export async function planWithAnswers(
  engine: AnsweringEngine,
  useGateway: () => Promise<IssueGateway>,
  input: TriageInput,
  options: TriageOptions,
  context: AnswersContext,
): Promise<TriagePlan> {
  const { settings, previous } = context;
  const speaking = options.dismissedBy === null;
  const names = { dismiss: settings.labels.dismissLabel, rerun: settings.labels.rerunLabel };
  const namedBefore = !speaking || context.botComment === null ? [] : labelsNamedInFooter(context.botComment.body, names);
  const asBefore = namedBefore.length === 0 ? options : { ...options, labelsInRepository: namedBefore };
  const reusable = engine.triageKeepingReading?.(input, asBefore) ?? null;
  const first = reusable?.plan ?? engine.triage(input, asBefore);
  let answered = options;
  if (first.comment !== null && speaking) {
    // With the labels the last comment named: when the thread decides as it did then, nothing is written and nothing
    // is asked (the footer's knowledge is brought up to date when the comment changes anyway, never on its own).
    if (previous !== null && first.marker.fingerprint === previous.fingerprint) answered = asBefore;
    else answered = await withLabelsFound(useGateway, options, { ...context, namedBefore });
  }
  const need = settings.releaseLookups === true ? (engine.commitsToCheck?.(first.report) ?? null) : null;
  if (need !== null) {
    // Data in: the core names the commits, GitHub's compare answers, and the core decides again with the answers.
    const found = await lookUpContainment(await useGateway(), need, previous);
    if (found.note !== null) context.notes.push(`release comparison: ${found.note}`);
    answered = { ...answered, containment: found.answers };
  }
  if (answered === asBefore) return first;
  return reusable === null ? engine.triage(input, answered) : reusable.again(answered);
}

/** The options with the maintainers' labels that exist; the issue's own the core already counts, so only added ones. */
async function withLabelsFound(
  useGateway: () => Promise<IssueGateway>,
  options: TriageOptions,
  context: AnswersContext & { namedBefore: string[] },
): Promise<TriageOptions> {
  const { issue, settings } = context;
  const known = await findMaintainerLabels(useGateway, {
    issue,
    brandNew: context.brandNew,
    settings,
    specs: labelsTheActionUses(settings),
    namedBefore: context.namedBefore,
  });
  context.notes.push(...known.notes);
  const onIssue = new Set(issue.labels.map((label) => label.toLowerCase()));
  if (!known.present.some((label) => !onIssue.has(label.toLowerCase()))) return options;
  return { ...options, labelsInRepository: known.present };
}
