import type { Block, TextSource } from '../../extract/types.js';
/** One thing the thread says, as written (trimmed, at most MAX_QUOTE characters) and where. */
export interface ThreadFact {
    text: string;
    /** 1-based line in its source's markdown. */
    line: number;
    source: TextSource;
    /** Said in a later comment: a comment's own text, or a captured thread's text after a `user · comment · date` line. */
    later?: boolean;
}
/** What a resolution found, as its reader read it: a fix said in words or under a label, a workaround, or else the cause. */
export type ResolutionFound = 'fix' | 'workaround' | 'cause';
/** The thread's resolution: the words as written and what they found. */
export type Resolution = ThreadFact & {
    found: ResolutionFound;
};
/** The connector packages a reporter may say they installed or verified. */
export type VerifiedPackage = 'nixl' | 'lmcache' | 'mooncake';
/** Another project's build that brought the reporter's vLLM, where the thread says it; `build` is its words as written. */
export type BundledBuild = ThreadFact & {
    build: string;
};
/** What the thread says, read once from its prose (title and text blocks; never code, quotes or another user's words). */
export interface ThreadFacts {
    /** The reporter's own diagnosis ("the root cause is …", "this is because …"). */
    statedCause: ThreadFact | null;
    /** What a later comment found: "it was because …", "fixed by #N", "the workaround is …", "solved it by …". */
    resolution: Resolution | null;
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
    /** The call the reporter says raised, named in words or inline code (`self.wrapper.register_memory(descs)`); `call` as written. */
    callNamed?: (ThreadFact & {
        call: string;
    }) | null;
    /** The reporter says the other instance stayed up ("the prefill process stayed healthy", "port still LISTEN"). */
    peerStayedUp?: ThreadFact | null;
    /** The reporter says both sides run on one host ("both on the same machine", "127.0.0.1 for prefill and decode"). */
    oneHost?: ThreadFact | null;
    /** The reporter says a setting they tried did not help (`` `UCX_TLS=tcp` doesn't bypass ``): the settings' names, as written. */
    triedSettings?: (ThreadFact & {
        settings: string[];
    }) | null;
    /** The thread's answer is a fix found ("works after …") or a diagnosis at the code's level: the entry's own actions give way to it. */
    answerSupersedes?: boolean;
    /** Versions of other projects given in prose (`vllm-ascend 0.20.2rc1`, `mooncake-transfer-engine 0.3.6`), by project (lower case). */
    projectVersions?: {
        project: string;
        version: string;
        fact: ThreadFact;
    }[];
    /** The model the thread names as served (`vllm serve X`, `--model X`, `Model: X`), as written (`model-served.ts`). */
    modelServed?: string | null;
    /** A fork's own release given by its name (`1Cat-vLLM v1.3.0`): its vLLM base is not given. */
    forkVersion?: (ThreadFact & {
        fork: string;
        version: string;
    }) | null;
}
/** One sentence of the thread's prose as a reader sees it. */
export interface Sentence {
    /** As written. */
    text: string;
    lower: string;
    block: Block;
    /** Its first line, relative to its block. */
    offset: number;
    /** Said in a later comment. */
    later: boolean;
    /** In the form's environment section: it states versions and the setup, not a diagnosis. */
    environment: boolean;
}
/** What the readers share across sentences: the facts so far and each reader's own memory of the sentence before. */
export interface ReadingState {
    facts: ThreadFacts;
    /** The reporter's stated "works without" sentence (`readReportedCause`), when there is one. */
    worksWithoutSaid: string | null;
    seenVersions: Set<string>;
    causeHeading: boolean;
    causeLeadIn: boolean;
    /** A label (`Solution:`) stood alone: the next sentence is the fix it leads into. */
    fixLeadIn: string | null;
    resolutionIsDiagnosis: boolean;
}
/** A reader of one kind of sentence: it adds what the sentence says to the state's facts. */
export interface SentenceReader {
    /** What it reads, for the table's reader. */
    reads: string;
    /** Whether it reads the environment section too (versions and setup), or only the prose around it. */
    environment: boolean;
    read: (sentence: Sentence, state: ReadingState) => void;
}
/** Where a fact was said, as a reader of the thread finds it: the title, the description or a later comment (GitHub shows no line numbers). */
export declare function whereSaid(fact: ThreadFact): string;
/**
 * The reporter's vLLM named by the build that brought it: "the vLLM that `ai-dynamo[vllm]==0.4.1` brings (in the
 * description)", for the version ask and the comment's version line alike.
 * @param bundled the build, as the thread says it
 */
export declare function bundledVllmWords(bundled: BundledBuild): string;
/**
 * A quote within `max` characters, cut at a word's end (never mid-word) with `…`.
 * @param text the quote
 * @param max its longest length, `…` included
 */
export declare function clipQuote(text: string, max?: number): string;
/**
 * The fact a sentence states, quoted and placed.
 * @param sentence the sentence
 * @param text the words to quote, when not the whole sentence
 */
export declare function factOf(sentence: Sentence, text?: string): ThreadFact;
/** The sentences of a prose block with the line each starts on (relative to the block); linear. */
export declare function sentencesOf(text: string): {
    sentence: string;
    offset: number;
}[];
