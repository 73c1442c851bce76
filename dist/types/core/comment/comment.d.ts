import type { CatalogEntry } from '../catalog/types.js';
import type { ConnectorEvidence } from '../connectors/types.js';
import type { Traceback } from '../extract/types.js';
import type { Match } from '../match/types.js';
import type { AskStatus, MarkerData, TimelineEntry } from '../plan/types.js';
import type { Signals } from '../signals/types.js';
/** Everything the comment says comes in here. */
export interface CommentContext {
    /** Matches, best first (the first one is the headline). */
    matches: Match[];
    /** Catalog entries; curated matches are looked up here by id. */
    entries: CatalogEntry[];
    /** Ask statuses (from `evaluateAsks`), combined for the matches shown. */
    asks: AskStatus[];
    timeline: TimelineEntry[];
    signals: Signals;
    connectors: ConnectorEvidence[];
    /** Tracebacks, so a match's frames can be linked. */
    tracebacks?: Traceback[];
    catalog: {
        version: string;
        commit: string;
    };
    /** Labels the bot owns (recorded in the marker). */
    botLabels: string[];
    /** Maintainers' label names. */
    labels: {
        dismiss: string;
        rerun: string;
    };
    /** Set when a maintainer dismissed the bot: the comment collapses to one line. */
    dismissedBy?: string;
    /** Overrides the default (every ask satisfied, at least one ask). */
    readyForMaintainer?: boolean;
    /** The triaged issue's number: the comment never cites it. */
    issueNumber?: number | null;
    /** The reporter already says the failure goes away without the connector. */
    causeKnown?: boolean;
    /** The web address of the explainer pages (`…/docs/errors`) the comment links; DOCS_BASE when absent. */
    docsBase?: string | null;
    /** Who routed the issue with a routing label, recorded in the marker for later runs. */
    routedBy?: {
        label: string;
        by: string;
    };
    /** A short comment instead of the full one: an uncurated error with its final exception, or a maintainer's routing. */
    short?: ShortComment;
}
/** A part of the comment; `essential` parts are never dropped to save space. */
export interface CommentPart {
    text: string;
    essential: boolean;
}
/** What the comment was assembled from, so a part from outside the thread (GitHub's search) can be added last. */
export interface CommentDraft {
    parts: CommentPart[];
    footer: string;
}
/** What a short comment says. */
export type ShortComment = {
    kind: 'uncurated';
    connector: string;
    exception: {
        type: string;
        message: string;
    };
    innermost: {
        file: string;
        line: number | null;
    } | null;
} | {
    kind: 'routed';
    connector: string | null;
    label: string;
};
/** The comment and the marker it carries. */
export interface PlannedComment {
    comment: string;
    marker: MarkerData;
    /** The parts and footer the comment was assembled from; null for a dismissal's one-line note. */
    draft: CommentDraft | null;
}
/**
 * Plan the comment: render the body, hash it, and put the marker (ids, fingerprint, bot labels,
 * dismissal) on its first line. The fingerprint covers what the thread decides; a part added later
 * from GitHub's search (`withSearchPart`) is not in it, so the action can tell when the thread changed without searching.
 * @param context matches, entries, asks, timeline, signals and settings
 */
export declare function planComment(context: CommentContext): PlannedComment;
/**
 * The comment with one more optional part at the end (GitHub's search results), assembled within the
 * length limit as if it had been planned with it; the marker, and so the fingerprint, stay as planned.
 * @param draft the planned comment's parts and footer (`PlannedComment.draft`)
 * @param marker the planned comment's marker
 * @param text the part to add, markdown; '' adds nothing
 */
export declare function withSearchPart(draft: CommentDraft, marker: MarkerData, text: string): string;
/**
 * Render the bot's comment (markdown, marker on the first line, at most 65,536 characters).
 * @param context matches, entries, asks, timeline, signals and settings
 */
export declare function renderComment(context: CommentContext): string;
