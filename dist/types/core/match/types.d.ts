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
    /** `ref`: where a curated entry's code was read when not at `commit` (older code gone at the pin): links use it. */
    source: {
        path: string;
        function: string;
        line: number;
        commit: string;
        url: string;
        ref?: string;
    };
    /** `level`: set only for a line logged below ERROR (`WARNING`, `INFO`): such a match is never called a crash. */
    evidence: {
        kind: 'traceback' | 'error-line';
        index: number;
        line: number;
        text: string;
        level?: string;
    };
    /** The request id this occurrence names (`reproductions.ts`), when it names one. */
    requestId?: string;
    /** The same error seen earlier under other request ids (earlier runs the reporter reproduced it in since), oldest first. */
    earlier?: EarlierOccurrence[];
}
/** An earlier occurrence of a match's error: its request id and where it was read. */
export interface EarlierOccurrence {
    requestId: string | null;
    evidence: Match['evidence'];
}
