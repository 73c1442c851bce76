import type { Catalog } from './catalog/types.js';
import type { EarlierReportsSearchOptions } from './comment/earlier-reports.js';
import type { ContainmentAnswers } from './fixes/types.js';
import type { MarkerData } from './plan/types.js';
import type { LabelOptions } from './plan/label-options.js';
export { DEFAULT_LABELS, resolveLabelOptions, type LabelOptions } from './plan/label-options.js';
export interface TriageOptions {
    /** The catalog to match against; the built-in one by default. */
    catalog?: Catalog;
    labels?: Partial<LabelOptions>;
    /** The marker of the bot's existing comment on this issue, if any. */
    previous?: MarkerData | null;
    /** Set when a maintainer dismissed the bot on this issue: the comment collapses to one line. */
    dismissedBy?: string | null;
    /** Set when a maintainer routed the issue with the connector label or a per-connector label (the labeled event). */
    routedBy?: {
        label: string;
        by: string;
    } | null;
    /** Plan a search for earlier reports of the same error (`TriagePlan.earlierReportsSearch`); none when absent. */
    earlierReportsSearch?: EarlierReportsSearchOptions | null;
    /** The triaged issue's number: left out of the earlier reports. */
    issueNumber?: number | null;
    /**
     * The web address of the explainer pages (`https://github.com/<owner>/vllm-triage/blob/<ref>/docs/errors`) the
     * comment links; without it the link is the page's path in the repository (`docs/errors/<id>.md`). The action passes
     * the repository and ref it runs from.
     */
    docsBase?: string | null;
    /**
     * Whether the reporter's release contains the commits `commitsToCheck()` named, as the caller found out (GitHub's
     * compare, a git checkout); the previous marker's answers when absent. Unanswered commits are "not determined".
     */
    containment?: ContainmentAnswers | null;
    /**
     * Labels the caller knows the repository has (any case). The comment's footer names the rerun and dismiss labels
     * only when they are here or on the issue; otherwise it points to the labels section of vllm-triage's README. Absent
     * (the command line, the package): nothing is known, so the footer names no label it cannot vouch for.
     */
    labelsInRepository?: readonly string[] | null;
}
