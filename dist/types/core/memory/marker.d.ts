/** The data carried in the bot comment's hidden marker (`<!-- vllm-triage {…} -->`). */
export interface MarkerData {
    v: 1;
    /** Catalog version the comment was written with. */
    catalog: string;
    /** Matched entry ids. */
    matches: string[];
    /** Fingerprint of the comment's content. */
    fingerprint: string;
    /** Labels the bot added itself because evidence was missing; it may remove these later. */
    botLabels: string[];
    /** Login of the maintainer who dismissed the bot on this issue. */
    dismissedBy?: string;
    /** The routing label a maintainer put on the issue, and who: the connector is then routed by a human. */
    routedBy?: {
        label: string;
        by: string;
    };
    /**
     * What the bot did, recorded so a human's later change sticks: the labels it added to the issue (and has not taken
     * off itself since). A label here that is no longer on the issue was taken off by a human. Absent in older markers.
     */
    added?: string[];
    /** A hash (`fingerprint`) of the text the bot wrote below the marker: a different text means a human edited it. */
    body?: string;
    /** What earlier runs found out about the reporter's release (`ContainmentAnswers`), so later runs need not ask again. */
    containment?: {
        ref: string;
        contained: string[];
        notContained: string[];
    };
    /**
     * The thread the comment was written from: its newest comment's id and creation time (ISO), other than the bot's
     * own. A run that read an older thread leaves the comment alone. Absent in older markers and before any comment.
     */
    seen?: ThreadState;
}
/** A thread's state as one run read it: its newest comment (the bot's own left out). */
export interface ThreadState {
    id: number;
    at: string;
}
/** How every marker starts; the action finds its comment by this prefix. */
export declare const MARKER_PREFIX = "<!-- vllm-triage";
/** Most labels a marker's record keeps (the bot adds two or three). */
export declare const MAX_RECORDED_LABELS = 20;
/**
 * Render the marker as an HTML comment: `<!-- vllm-triage {json} -->`. The JSON never contains
 * `--`, `<` or `>`, so no value can end the comment early or open a tag.
 * @param marker the data to record
 */
export declare function renderMarker(marker: MarkerData): string;
/**
 * Read the marker from a comment body: the first `<!-- vllm-triage {json} -->` whose JSON has
 * the marker's shape. Returns null for anything else; never throws.
 * @param commentBody the whole comment markdown
 */
export declare function parseMarker(commentBody: string): MarkerData | null;
