import type { ConnectorEvidence } from './connectors/types.js';
import type { ErrorLine, Traceback } from './extract/types.js';
export type { TriageInput, ThreadComment, Role } from './extract/types.js';
import type { OtherReport } from './match/other-reports.js';
import type { Match } from './match/types.js';
import type { EarlierReportsSearch } from './comment/earlier-reports.js';
import type { Routing } from './plan/routing.js';
import type { AskStatus, MarkerData, TimelineEntry } from './plan/types.js';
import type { Signals } from './signals/types.js';
import type { FixesInVersion } from './fixes/types.js';
import type { Speech } from './plan/speech/speech.js';
/** The machine-readable report (`analyze --json`, the package's `analyze()`). */
export interface TriageReport {
    tracebacks: Traceback[];
    errorLines: ErrorLine[];
    matches: Match[];
    connectors: ConnectorEvidence[];
    vllmVersion: string | null;
    /** The headline entry's PRs and whether the reporter's release contains each (`not-determined` unless answered). */
    fixesInVersion: FixesInVersion | null;
    signals: Signals;
    asks: AskStatus[];
    timeline: TimelineEntry[];
    labels: string[];
    /**
     * Whether the issue was routed to the connector owners (the connector label), and why or why not; `connectors`: for
     * which, strongest first; `score`, `threshold`, `place` and `evidence`: the weighed evidence the decision rests on.
     */
    routing: Routing;
    /** The comment markdown, or null when the bot has nothing to say. */
    comment: string | null;
    /** Stable hash of what the comment says, leaving out the earlier-reports section; changes when the comment would change. */
    fingerprint: string;
    catalogVersion: string;
    /** Known errors that people other than the reporter and maintainers pasted in comments: context, not evidence. */
    otherReports: OtherReport[];
    /** Notes about bounded analysis (e.g. nesting limited, line fallback used). */
    notes: string[];
    /** How the bot spoke: why a comment was withheld, whose code failed, how many asks the thread already answers. */
    speech?: Speech & {
        commented: boolean;
    };
}
/** What `triage()` decides: the report and what to do on GitHub. */
export interface TriagePlan {
    report: TriageReport;
    /** Labels to add (never includes labels already on the issue). */
    labelsToAdd: string[];
    /** Labels to remove: only labels the bot itself added earlier (recorded in the marker). */
    labelsToRemove: string[];
    /** The full comment body including the marker, or null when the bot has nothing to say. */
    comment: string | null;
    marker: MarkerData;
    /** A search for earlier reports of the same error that would finish the comment (`withEarlierReports`), or none. */
    earlierReportsSearch: EarlierReportsSearch;
}
