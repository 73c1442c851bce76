/**
 * Turn bare `#NNNN` references in catalog prose into full vLLM links, so they never point at an
 * issue of the repository the bot runs in. Code spans are left alone.
 * @param text catalog markdown (our own text, not user text)
 */
export declare function linkVllmReferences(text: string, selfIssue?: number | null): string;
