import type { Block, ErrorLine, TextSource, Traceback } from '../extract/types.js';
import { type ReportedCause } from './reported-cause.js';
/** One thing the thread says, as written (trimmed, at most MAX_QUOTE characters) and where. */
export interface ThreadFact {
    text: string;
    /** 1-based line in its source's markdown. */
    line: number;
    source: TextSource;
    /** Said in a later comment: a comment's own text, or a captured thread's text after a `user · comment · date` line. */
    later?: boolean;
}
/** The connector packages a reporter may say they installed or verified. */
export type VerifiedPackage = 'nixl' | 'lmcache' | 'mooncake';
/** What the thread says, read once from its prose (title and text blocks; never code, quotes or another user's words). */
export interface ThreadFacts {
    /** The reporter's own diagnosis ("the root cause is …", "this is because …"). */
    statedCause: ThreadFact | null;
    /** What a later comment found: "it was because …", "fixed by #N", "the workaround is …", "solved it by …". */
    resolution: ThreadFact | null;
    /** Packages the reporter says are installed ("we verified that nixl is installed", "pip list confirms"). */
    verified: {
        package: VerifiedPackage;
        fact: ThreadFact;
    }[];
    /** Connector package versions given in prose (`lmcache: dev commit id: 4175a69…`, `nixl 0.6.0`), by package. */
    packageVersions: {
        package: VerifiedPackage;
        fact: ThreadFact;
    }[];
    /** What the reporter tried and saw help ("reducing X, the issue disappears"). */
    tried: ThreadFact | null;
    /** "It works without the store" / "only since we enabled the connector". */
    worksWithout: ThreadFact | null;
    /** The reporter says it broke after an upgrade. */
    afterUpgrade: boolean;
    /** "Only after upgrading from X": the reporter names the version it came from. */
    previousVersionNamed: boolean;
    /** Versions given in prose, development builds (`0.1.dev1+g<sha>`) included, one per side of a P/D pair; distinct, in order. */
    versions: {
        version: string;
        fact: ThreadFact;
    }[];
    /** The connector configuration stated in words: a connector class and its role or policy named in prose. */
    configInWords: ThreadFact | null;
    /** Whether a final exception line (`Type: message`) is visible, in a traceback or on its own. */
    finalExceptionVisible: boolean;
    /**
     * The build of another project that brought the reporter's vLLM, when no vLLM version is given: a pin that installs
     * vLLM as an extra (`ai-dynamo[vllm]==0.4.1`) or a Dynamo release or checkout (`Dynamo 0.4.1`, `dynamo @ e32fe6`).
     * `build` is the words as written (at most 60 characters).
     */
    bundledBy: BundledBuild | null;
    /** When the title says the failure happens (`under high concurrency`, `if retrieve() fails`): its words from that word on. */
    titleCondition: string | null;
    /** Why the title says it fails (`… because the prefill pod restarted`), from its cause word on. */
    titleCause: string | null;
    /** The GPU platform the thread shows (an NVIDIA GPU model or `nvidia-smi`; ROCm, an AMD Instinct model), null when neither or both. */
    platform: 'nvidia' | 'rocm' | null;
    /** Container images the reporter runs (`lmcache/vllm-openai`, `vllm/vllm-openai:v0.11.0`), named in a sentence about images or docker; at most 4. */
    images: {
        name: string;
        tag: string | null;
    }[];
}
/** Another project's build that brought the reporter's vLLM, where the thread says it; `build` is its words as written. */
export type BundledBuild = ThreadFact & {
    build: string;
};
/** Where a fact was said, as a reader of the thread finds it: the title, the description or a later comment (GitHub shows no line numbers). */
export declare function whereSaid(fact: ThreadFact): string;
/**
 * A quote within `max` characters, cut at a word's end (never mid-word) with `…`.
 * @param text the quote
 * @param max its longest length, `…` included
 */
export declare function clipQuote(text: string, max?: number): string;
/**
 * Read what the thread says in words. Only the reporter's and maintainers' prose counts (title, text blocks;
 * never code, a blockquote, an environment section, or text another user wrote). Linear: each block is split
 * into sentences once and each sentence is checked against fixed words.
 * @param blocks the thread's blocks, body first, comments in order (the title is line 0)
 * @param tracebacks the thread's tracebacks
 * @param errorLines the thread's error lines
 * @param reportedOfAll `readReportedCause` of all of `blocks`, when the caller has it: the same reading when every block is evidence
 */
export declare function readThreadFacts(blocks: Block[], tracebacks: Traceback[], errorLines: ErrorLine[], reportedOfAll?: ReportedCause): ThreadFacts;
