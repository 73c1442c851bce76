/** Bodies above this size are split by lines only (GitHub caps bodies and comments at 65,536). */
export declare const MAX_PARSED_CHARS = 131072;
/** Containers (`>`, list markers) opening on one line beyond this depth make the parser superlinear. */
export declare const MAX_CONTAINER_DEPTH = 8;
/** Above this many lines per character the parser's per-line work outweighs a benign body's. */
export declare const MIN_AVERAGE_LINE_LENGTH = 40;
/** Above this share of lines opening a container (list item, quote) the tree gets too dense. */
export declare const MAX_CONTAINER_LINE_SHARE = 0.25;
/** The parser's work per body character, in lines: a line costs one, a heading three, a line in a container three to five. */
export declare const MAX_WEIGHTED_LINES_PER_CHAR: number;
/** Above this share of characters that the inline tokenizer stops at (`[`, `*`, `_`, tabs…), paragraphs get slow. */
export declare const MAX_INLINE_MARK_SHARE = 0.2;
/** List items indented past this many columns (outside fences) mean lists nested deeper than the depth limit. */
export declare const MAX_LIST_INDENT: number;
/** What the pre-scan found. */
export interface MarkdownBounds {
    lineCount: number;
    /** The most containers opened at the start of one line. */
    maxContainerDepth: number;
    /** Lines that open at least one container. */
    containerLines: number;
    /** Characters outside fences at which the inline tokenizer stops. */
    inlineMarks: number;
    /** List items outside fences indented past MAX_LIST_INDENT. */
    deepListItems: number;
    /** ATX heading lines outside fences. */
    headings: number;
    /** Lines continuing a paragraph that a container line opened (lazy or indented continuation): each re-checks its containers. */
    containerContinuations: number;
    /** Why the body must not be parsed as markdown, or null when it is safe. */
    hostileReason: string | null;
}
/**
 * Counts the containers (`>` quotes and list markers) that open at the start of one line.
 * @param line one line of markdown, without its line ending
 */
export declare function countContainerDepth(line: string): number;
/**
 * Scans a body line by line and says whether the markdown parser may see it. A body of up to ALWAYS_PARSED_CHARS
 * is parsed whatever its shape but for container depth, so for one only lines and containers are counted (the
 * other counts stay 0).
 * @param markdown the issue body or comment
 */
export declare function scanMarkdownBounds(markdown: string): MarkdownBounds;
