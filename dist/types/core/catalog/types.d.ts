/** How one entry recognises its error. Every field given must hold. */
export interface Signature {
    /** Exception class as printed, last dotted part compared (`ValueError`, `AssertionError`). */
    exception?: string;
    /**
     * The message template exactly as in vLLM's source: f-string placeholders `{req_id}` and
     * printf placeholders `%s`/`%d` become captures; the whole message must match.
     */
    template?: string;
    /** The vLLM commit an older wording of the template is copied from (not at the catalog's commit). */
    ref?: string;
    /** A logged message: the basename its `[file.py:N]` log prefix must show when the line has one (another connector logs the same words). */
    log_file?: string;
    /** The raising frame, for `assert` errors without a message. */
    frame?: FrameSignature;
    /**
     * A calling frame, for a library's generic error (pyzmq's `Address already in use`) that is this entry's only when
     * it came through this code: some frame of the traceback, not only the innermost, must be it.
     */
    caller?: FrameSignature;
    /**
     * A capture that must name a module of one package (`vllm`): Python's generic `cannot import name … from …` is an
     * entry's only when the module it names is that package's. Quotes and backticks around the capture are ignored.
     */
    module_capture?: ModuleCapture;
}
/** A capture that names a Python module: it must be `package` itself (unless `submodules_only`) or `package.…`. */
export interface ModuleCapture {
    capture: string;
    package: string;
    /** Only `package.…`, not the package itself (`No module named 'vllm'` is vLLM missing, not a module it lacks). */
    submodules_only?: boolean;
}
/** A frame of a traceback as a signature names it; every field given must hold. */
export interface FrameSignature {
    /** Suffix of the file path (`mooncake/store/scheduler.py`). */
    path_suffix?: string;
    /** A Python package the file lies in: some directory of its path is this name (`lmcache`, `nixl_cu12`). */
    package?: string;
    /** Function name as Python prints it (no class). */
    function?: string;
    /** The code line, trimmed (`assert tracker is not None`). */
    code?: string;
    /** Text the code line contains (`c_ops`: the import of LMCache's own extension, not a third library's). */
    code_contains?: string;
}
/** What evidence satisfies an ask. */
export type Detector = 
/** Lifecycle log lines (`Added request X.`, `Request X aborted.`…) for the request id captured as `capture`. */
{
    kind: 'lifecycle';
    capture: string;
}
/** Periodic stats lines (`Running: … Preemptions: N …`). */
 | {
    kind: 'stats';
}
/** A `kv_transfer_config` / `--kv-transfer-config`. */
 | {
    kind: 'kv-transfer-config';
}
/** The vLLM version. */
 | {
    kind: 'vllm-version';
}
/** The text says whether clients cancel or time out. */
 | {
    kind: 'client-abort';
}
/** A connector package's version (`pip show mooncake-transfer-engine`, `lmcache==…`). */
 | {
    kind: 'package-version';
    package: string;
}
/** DEBUG-level log lines (`VLLM_LOGGING_LEVEL=DEBUG`). */
 | {
    kind: 'debug-logs';
}
/** A whole traceback: its final exception line and the frame that raised it. */
 | {
    kind: 'traceback';
}
/** Log lines around the error in a library's own dialect or from a native crash (UCX, glog, LMCache, CANN/HCCL). */
 | {
    kind: 'library-log';
}
/** What importing the library directly printed: an `ImportError` or `ModuleNotFoundError` in the thread. */
 | {
    kind: 'import-error';
} | {
    kind: 'model';
};
export interface Ask {
    id: string;
    /** What we ask for, one sentence; `{capture}` placeholders are filled from the match. */
    text: string;
    /** How to get it: one line, may contain inline code. */
    how: string;
    /** What differs on ROCm, said after `how` unless the thread shows an NVIDIA GPU. */
    how_on_rocm?: string;
    satisfied_by: Detector[];
}
/**
 * What a claim rests on (catalog/schema.json `basis`): a line of vLLM's source with a substring expected
 * on it (at the catalog's commit unless `commit` is given), a vLLM pull request, or a docs.vllm.ai page.
 */
export type BasisItem = {
    source: {
        path: string;
        line: number;
        expect: string;
        commit?: string;
    };
} | {
    pr: number;
} | {
    docs: string;
} | {
    project_source: ProjectSourceLine;
} | {
    thread: string;
};
/** A line of another project's repository (NIXL, Mooncake, LMCache, vllm-ascend, Dynamo) at a commit. */
export interface ProjectSourceLine {
    repository: string;
    path: string;
    line: number;
    commit: string;
    expect: string;
}
/**
 * One claim of ours and its basis. The YAML catalog requires a basis on every claim; entries built in
 * code may omit it (the basis check reports each claim without one).
 */
export interface Claim {
    /** Markdown, our own words. */
    text: string;
    basis?: BasisItem[];
    /** Only about this platform: left out of the comment when the thread shows another one. */
    platform?: 'rocm';
    /** Holds only for vLLM builds that contain this pull request. */
    since_pr?: number;
    /** Holds only for vLLM builds without this pull request (it changed or removed what the text says). */
    until_pr?: number;
}
/** One code a message can carry and what it means: `logged` as the line prints it, `text` our words with its basis. */
export interface CodeMeaning {
    /** The code as the line prints it (`-707`, `NIXL_ERR_NOT_ALLOWED`): found in the matched line as a whole token. */
    logged: string;
    /** What it means, our words (`Mooncake's \`LEASE_EXPIRED\`: the object's lease expired before …`). */
    text: string;
    basis: BasisItem[];
}
export interface Workaround extends Claim {
    /** Only when the facts support it: the PR that fixes it. */
    fixed_by_pr?: number;
    /** One of the entry's `codes` this action is for: left out when the matched line shows another of them and not this one. */
    when_code?: string;
    /** The stages this action is for (`signals/code-owner.ts` Stage): left out when the frames near the failure say another. */
    when_stage?: ('start-up' | 'registration' | 'handshake' | 'transfer' | 'save' | 'load' | 'scheduling')[];
    /** Only when the facts support it: the first release with the fix. */
    fixed_in_release?: string;
    /** A stopgap with a risk (a local patch): folded with its risk, never one of the first actions. */
    last_resort?: boolean;
    /** A check that the connector is the cause (run without it): left out when the thread already says so. */
    confirms_cause?: boolean;
    /** The package this action installs (`nixl`): left out when the reporter says it is installed. */
    installs?: 'nixl' | 'lmcache' | 'mooncake';
    /** An action that looks for evidence (read these logs, look for that cause): left out when the thread already found the answer. */
    investigates?: boolean;
    /** An action that only says to read the library's own log lines around the error: left out when the thread pastes them. */
    reads_logs?: boolean;
    /** An action that says to report the error to this project: left out on that project's own tracker. */
    reports_to?: 'lmcache' | 'mooncake' | 'nixl' | 'dynamo' | 'vllm-ascend';
    /** An action that changes a package's or vLLM's version to a matching pair: left out when the reporter found a version without the problem. */
    pins_versions?: boolean;
    /** Said on line 2 after the reporter's own finding when they found a version without the problem (our words, with the action's basis). */
    when_version_works?: string;
    /** A phrase of the library's own log line this action is for: left out when the thread pasted such lines and none shows it. */
    when_logged?: string;
}
/** A raise site in another project's repository, read at a commit. */
export interface RaiseSiteElsewhere {
    project: 'nixl' | 'mooncake' | 'lmcache' | 'vllm-ascend' | 'dynamo';
    /** `owner/name` on GitHub. */
    repository: string;
    path: string;
    line: number;
    commit: string;
    /** A short exact substring of that line. */
    expect: string;
    function?: string;
}
export interface CatalogEntry {
    /** Stable kebab-case id with a connector prefix: `mooncake-store/request-not-in-unfinished-requests`. */
    id: string;
    /** For a message vLLM does not raise (source line 0): whose code raises it, in words (`LMCache's multi-process adapter`), named on line 1 instead of the connector. */
    raised_by?: string;
    /** `draft`: not yet reviewed against real threads. A draft entry matches, labels and routes, and shows in the job summary and `eval`, but the comment leaves it out: it never makes the bot post or update a comment. */
    review?: 'draft';
    title: string;
    /** Registered connector name (FACTS §g), or `KVConnectorFactory` / `Scheduler` for shared code. */
    connector: string;
    /** Labels beyond the default connector label. */
    labels: string[];
    signatures: Signature[];
    source: {
        path: string;
        function: string;
        /** Line at `commit`; 0 when not known. */
        line: number;
        commit: string;
        /** Git ref for the link when the code is not at `commit` (e.g. `main` for post-snapshot code). */
        ref?: string;
        /** Why path/line are not simply at `commit`. */
        note?: string;
        /** The PR that created `path`: a release without it has no such file, so no link to it at the reporter's release. */
        path_since_pr?: number;
        /**
         * Set by `entryAtBuild`, never in the catalog: the reporter's code predates the V1 connector class that calls it
         * (the PR that brought it is the value), so the vLLM code named here (and the note about it) is not what
         * ran: the comment names neither.
         */
        after_build?: number;
        /** A message another project raises: its raise site there (`catalog check --project-src` reads it). */
        raised_in?: RaiseSiteElsewhere;
    };
    /** Paragraphs of markdown, our own words, each with its basis (a plain string: one paragraph, or several separated by blank lines, without a basis). */
    explanation: Claim[] | string;
    /** When it happens (a plain string: a trigger without a basis). */
    triggers: (Claim | string)[];
    workarounds: Workaround[];
    /**
     * What a code or status the raising project logs in this message means (`-707`: Mooncake's `LEASE_EXPIRED`): said on
     * the first screen when the matched line shows it. Our words, with the basis that defines the code.
     */
    codes?: CodeMeaning[];
    asks: Ask[];
    fixed_in?: {
        release?: string;
        pr?: number;
        basis?: BasisItem[];
    };
    related?: {
        issues?: number[];
        prs?: number[];
        entries?: string[];
    };
    /** Realistic tracebacks or log excerpts; each must match this entry and no other. */
    examples: string[];
    /** A log line that comes with other errors: another known error in the thread is the headline. */
    umbrella?: boolean;
    /** Evidence that does not fit the known mechanism (`abort-before-error`), why, and what to check. */
    contradicted_by?: {
        evidence: 'abort-before-error';
        text: string;
        check: string;
        basis?: BasisItem[];
    }[];
}
/** One raise or logged error/warning under vllm/distributed/kv_transfer/ (columns of raise-sites.tsv). */
export interface IndexRow {
    kind: 'raise' | 'log';
    /** Exception class for raises, log level for logs. */
    class: string;
    message: string;
    args: string;
    path: string;
    line: number;
    function: string;
    connector: string;
}
/** The compiled catalog the engine runs on. */
export interface Catalog {
    /** Changes whenever any entry or the index changes (a hash); recorded in the bot's marker. */
    version: string;
    /** The vLLM commit the index was read at. */
    commit: string;
    entries: CatalogEntry[];
    index: IndexRow[];
    /** The PRs the entries name with their merge commits (catalog/pull-requests.yaml); none for catalogs built in code. */
    pullRequests?: PullRequestTable;
}
/** A pull request found in vLLM's history: its squash-merge commit, that commit's subject and its date. */
export interface MergedPullRequest {
    commit: string;
    subject: string;
    /** The commit date, `YYYY-MM-DD`. */
    merged: string;
    /** Settings or names that came with it (`kv_lease_duration`): advice naming them needs a version that contains it. */
    introduces?: {
        names: string[];
        basis: BasisItem[];
    };
}
/** A pull request with no merge commit in the history read: recorded as such, never guessed. */
export interface UnfoundPullRequest {
    commit: null;
    /** What was searched, and where. */
    note: string;
}
export type PullRequestRecord = MergedPullRequest | UnfoundPullRequest;
/**
 * What a pull request changes for one entry, said in the comment when the reporter's version is known to
 * contain it (`contained`) or not (`missing`). Our own words, each with its basis.
 */
export interface VersionNote {
    entry: string;
    pr: number;
    /** Said after "#N came later, and …" / "it lacks #N: …" when the version does not contain it. */
    missing?: Claim;
    /** Said when the version contains it. */
    contained?: Claim;
}
/** The compiled form of catalog/pull-requests.yaml. */
export interface PullRequestTable {
    /** Where the commits were read: the history and the newest commit searched. */
    history: {
        repository: string;
        upto: string;
    };
    /** PR number (as a string key) → record. */
    pull_requests: Record<string, PullRequestRecord>;
    version_notes: VersionNote[];
}
