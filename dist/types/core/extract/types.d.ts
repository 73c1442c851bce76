/**
 * Whose words a text is, which decides whether it is evidence: the reporter's (the title, the body, the issue author's
 * comments) and a maintainer's (author association OWNER, MEMBER or COLLABORATOR) are; anyone else's is context only.
 */
export type Role = 'reporter' | 'maintainer' | 'other';
/** Where a piece of text came from: the issue body or one human comment. */
export interface TextSource {
    /** `body` for the issue body, otherwise `comment`. */
    kind: 'body' | 'comment';
    /** The comment id (0 for the body). */
    id: number;
    /** The login of the author, when known. */
    author: string | null;
    /** Whose words these are; absent means the reporter's (the body, or a thread read without authors). */
    role?: Role;
}
/** A human comment of the thread as `triage()` takes it. */
export interface ThreadComment {
    id: number;
    author: string | null;
    /** GitHub's `author_association` (`OWNER`, `MEMBER`, `COLLABORATOR`, `CONTRIBUTOR`, `NONE`…), when known. */
    authorAssociation?: string | null;
    body: string;
}
/** The input to `triage()`: everything comes in as data. */
export interface TriageInput {
    title?: string;
    body: string;
    /** The author (its comments are the reporter's words), when known. */
    author?: string | null;
    comments?: ThreadComment[];
    /** Labels already on the issue (to avoid re-adding and to honour dismissals). */
    labels?: string[];
    /** The repository the issue lives in (`owner/name`): an issue in a connector's own project is about that connector. */
    repository?: string;
    /** GitHub's `author_association` of the author: a maintainer-filed issue (OWNER, MEMBER, COLLABORATOR) is asked nothing. */
    authorAssociation?: string | null;
    /** The thread is a pull request: the bot labels it at most, and never comments (`plan/speech/speak-policy.ts`). */
    pullRequest?: boolean;
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
    /** Inside a blockquote: someone else's words. */
    quoted?: boolean;
}
/**
 * Blocks read in order or by position: an array of them, or the columns extraction keeps them in (BlockStore), whose
 * `at` builds each block when it is read (a new object each time: compare blocks by position, not as objects).
 */
export interface BlockList {
    readonly length: number;
    at(index: number): Block | undefined;
    [Symbol.iterator](): Iterator<Block>;
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
    /** The logger of a connector library's own log dialect (`lmcache.v1.cache_engine`, `LMCache`, `glog`, `ucx`), when the line is in one. */
    logModule?: string;
    /** Set when the line is someone else's words or a proposed change, not this reporter's log: a quote (`> `) or a diff. */
    context?: 'quote' | 'diff';
    /** Index of the block the line came from. */
    block: number;
    /** Kind of that block (`code`, `text`, …): a message runs on over plain lines only in code. */
    blockKind?: Block['kind'];
    source: TextSource;
}
/**
 * Log lines read in order or by position: an array of them, or the columns extraction keeps them in (LineStore), whose
 * `at` builds each line when it is read. `at` past either end is undefined; callers never pass a negative index (an
 * array's `at` counts those from the end).
 */
export interface LineList {
    readonly length: number;
    at(index: number): LogLine | undefined;
    [Symbol.iterator](): Iterator<LogLine>;
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
