/**
 * The words of the sentence that name what was left out, as written (case and spelling kept), or null when the
 * sentence says it in no phrase this reads.
 * @param sentence the reporter's sentence saying the failure goes away without something
 */
export declare function withoutWords(sentence: string): string | null;
