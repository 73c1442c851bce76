/** The short texts seen first, each kept once. */
export declare class SharedStrings {
    private readonly seen;
    /** The copy of `text` already kept (an equal string), else `text` itself (kept for next time while there is room). */
    share(text: string): string;
}
