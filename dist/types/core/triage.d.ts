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
