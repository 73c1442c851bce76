/** Characters in an issue body or a comment: GitHub refuses more. */
export declare const MAX_BODY_LENGTH = 65536;
/** The bot's one comment may be as long as any comment. */
export declare const MAX_COMMENT_LENGTH = 65536;
/** Characters in a label name. */
export declare const MAX_LABEL_LENGTH = 50;
/** Labels on one issue. */
export declare const MAX_LABELS_PER_ISSUE = 100;
