import { type TriageOptions } from './options.js';
import type { TriageInput, TriagePlan } from './report.js';
/**
 * Triage an issue thread: what it contains, which known errors it shows, what to ask, which labels
 * to add and the one comment to post. Pure: the same input and options give the same plan.
 * Only the reporter's and maintainers' words are evidence; other people's comments are read as context.
 * @param input the issue body, its human comments (with their authors' roles) and its current labels
 * @param options catalog, label settings, the bot's previous marker, a dismissal, whether to plan an earlier-reports search
 */
export declare function triage(input: TriageInput, options?: TriageOptions): TriagePlan;
/** A plan, and the same thread decided again with other options without reading it again. */
export interface ReusableTriage {
    plan: TriagePlan;
    /** triage(input, options) for the same input: the thread is read again only when its catalog, label settings or routing differ. */
    again: (options: TriageOptions) => TriagePlan;
}
/**
 * triage(), keeping the thread's reading for a second decision with GitHub's answers (which labels exist, whether
 * the reporter's release has a fix): reading the thread (extract → signals → match → connectors) is most of a
 * triage's cost. Answers alone (labelsInRepository, containment, the earlier-reports search) do not decide again: they
 * change only the labels the comment names and what is rendered. The input must not change between the two.
 * @param input as for triage()
 * @param options as for triage()
 */
export declare function triageKeepingReading(input: TriageInput, options?: TriageOptions): ReusableTriage;
