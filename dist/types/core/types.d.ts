/** Where a piece of text came from: the issue body or one human comment. */
export interface TextSource {
    /** `body` for the issue body, otherwise `comment`. */
    kind: 'body' | 'comment';
    /** The comment id (0 for the body). */
    id: number;
    /** The login of the author, when known. */
    author: string | null;
}
/** Stage 1: a block of text from the markdown (a code block, a paragraph, HTML, inline code). */
export interface Block {
    kind: 'code' | 'text' | 'html' | 'inline-code';
    /** The text of the block, as the reporter wrote it (code content, or the raw source of a paragraph). */
    text: string;
    /** 1-based line in the source markdown where `text` starts. */
    startLine: number;
    /** The issue-form section heading it is under (`🐛 Describe the bug`), or null. */
    section: string | null;
    /** The fence's info string for code blocks. */
    lang: string | null;
    source: TextSource;
}
/** Stage 2: one line of text with the vLLM / Ray / logger prefixes stripped. */
export interface LogLine {
    /** The line without process prefix, logger prefix, ANSI codes, `[repeated Nx across cluster]`. */
    text: string;
    /** 1-based line in the source markdown. */
    line: number;
    /** Process name from `(EngineCore_DP0 pid=2817) ` and the like, or null. */
    process: string | null;
    /** Log level from the logger prefix (`ERROR`, `INFO`, …), or null. */
    level: string | null;
    /** `MM-DD HH:MM:SS` from the logger prefix, or null. */
    timestamp: string | null;
    /** `core.py` and `1346` from `[core.py:1346]`, or null. */
    logFile: string | null;
    logLine: number | null;
    /** Index of the block the line came from. */
    block: number;
    /** Kind of that block (`code`, `text`, …): a message runs on over plain lines only in code. */
    blockKind?: Block['kind'];
    source: TextSource;
}
/** One frame of a Python traceback. */
export interface Frame {
    file: string;
    line: number | null;
    function: string | null;
    /** The code line printed under the frame, trimmed, or null. */
    code: string | null;
}
/** The final `module.ExcType: message` of a traceback or an error line. */
export interface ExceptionInfo {
    /** As printed, dotted types kept (`nixl._bindings.nixlBackendError`). */
    type: string;
    /** The message; lines of a wrapped message joined with `\n`. Empty string when there is none. */
    message: string;
}
/** Stage 3: one section of a (possibly chained) traceback. */
export interface Traceback {
    exception: ExceptionInfo | null;
    frames: Frame[];
    /** True when the section ends before its final exception line, or starts without a header. */
    truncated: boolean;
    /** Chained tracebacks share a group; `relation` says how this section relates to the previous one. */
    chain: {
        group: number;
        position: number;
        relation: 'first' | 'cause' | 'context';
    };
    /** 1-based line in the source markdown of the first line of this section. */
    line: number;
    /** Processes that printed it (deduplicated copies add theirs here). */
    processes: string[];
    /** How many times the same section was printed (interleaved processes, repeats). */
    occurrences: number;
    /** Timestamp of the log line it was printed on, when it came through the logger. */
    timestamp: string | null;
    source: TextSource;
}
/** Stage 3: an error line that is not part of a traceback (`ValueError: …` alone, or a log ERROR line). */
export interface ErrorLine {
    /** Parsed when the line reads `ExcType: message`; null for a bare log message. */
    exception: ExceptionInfo | null;
    /** The message text without prefixes. */
    message: string;
    level: string | null;
    logFile: string | null;
    logLine: number | null;
    timestamp: string | null;
    process: string | null;
    line: number;
    source: TextSource;
}
/** A request lifecycle event read from a log line (FACTS §c). */
export interface LifecycleEvent {
    requestId: string;
    kind: 'added' | 'received' | 'aborted' | 'failed' | 'finished-sending' | 'finished-recving' | 'waiting-for-remote-kvs' | 'kv-load-failure' | 'crash';
    /** The log line, prefixes stripped. */
    text: string;
    timestamp: string | null;
    line: number;
    source: TextSource;
}
/** A periodic stats line with its preemption count (0 when the part is absent). */
export interface StatsLine {
    preemptions: number;
    running: number | null;
    waiting: number | null;
    kvCacheUsage: number | null;
    text: string;
    timestamp: string | null;
    line: number;
    source: TextSource;
}
/** A `kv_transfer_config` found in the text. */
export interface KvTransferConfig {
    kvConnector: string | null;
    kvRole: string | null;
    /** The raw JSON-ish text, cut to a reasonable length. */
    raw: string;
    line: number;
    source: TextSource;
}
/** Stage 4: facts besides the tracebacks. */
export interface Signals {
    vllmVersion: string | null;
    /** Where the version was read: `collect_env`, `pip`, `text`, `dump`. */
    vllmVersionSource: string | null;
    kvTransferConfigs: KvTransferConfig[];
    lifecycle: LifecycleEvent[];
    stats: StatsLine[];
    /** Whether the text says clients cancel or time out. */
    mentionsClientAbort: boolean;
    /** Whether `pip show mooncake-transfer-engine` (or lmcache/nixl) output or a `name==version` is present. */
    connectorPackageVersions: Record<string, string>;
}
/** A connector the issue is about, with the evidence that says so. */
export interface ConnectorEvidence {
    /** Registered class name (`MooncakeStoreConnector`), or a package family where no class applies. */
    name: string;
    /** Short family key used by eval: mooncake, mooncake-store, nixl, lmcache, p2p-nccl, shared-storage, offloading, multi, other-connector. */
    family: string;
    evidence: {
        kind: 'frame' | 'log-file' | 'config' | 'class-name' | 'package-frame' | 'match';
        text: string;
        line: number;
    }[];
}
export type Confidence = 'exact' | 'frame' | 'connector-file';
/** Stage 5: a catalog entry or source-index row recognised in the issue. */
export interface Match {
    id: string;
    connector: string;
    confidence: Confidence;
    /** True for curated catalog entries; false for rows of the source index. */
    curated: boolean;
    title: string;
    template: string | null;
    captures: Record<string, string>;
    source: {
        path: string;
        function: string;
        line: number;
        commit: string;
        url: string;
    };
    evidence: {
        kind: 'traceback' | 'error-line';
        index: number;
        line: number;
        text: string;
    };
}
/** An ask: evidence requested from the reporter, and whether the thread already answers it. */
export interface AskStatus {
    id: string;
    text: string;
    how: string;
    satisfied: boolean;
    /** What satisfied it (a short, already-safe description), when satisfied. */
    satisfiedBy: string | null;
}
/** A line of the request timeline shown in the comment. */
export interface TimelineEntry {
    timestamp: string | null;
    kind: LifecycleEvent['kind'] | 'stats' | 'error';
    requestId: string | null;
    text: string;
    line: number;
    source: TextSource;
}
/** The machine-readable report (`analyze --json`, the package's `analyze()`). */
export interface TriageReport {
    tracebacks: Traceback[];
    errorLines: ErrorLine[];
    matches: Match[];
    connectors: ConnectorEvidence[];
    vllmVersion: string | null;
    signals: Signals;
    asks: AskStatus[];
    timeline: TimelineEntry[];
    labels: string[];
    /** The comment markdown, or null when the bot has nothing to say. */
    comment: string | null;
    /** Stable hash of what the comment says, leaving out the earlier-reports section; changes when the comment would change. */
    fingerprint: string;
    catalogVersion: string;
    /** Notes about bounded analysis (e.g. nesting limited, line fallback used). */
    notes: string[];
}
/** The input to `triage()`: everything comes in as data. */
export interface TriageInput {
    title?: string;
    body: string;
    comments?: {
        id: number;
        author: string | null;
        body: string;
    }[];
    /** Labels already on the issue (to avoid re-adding and to honour dismissals). */
    labels?: string[];
}
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
}
