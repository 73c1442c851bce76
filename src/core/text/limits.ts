// GitHub's limits that are part of the contract (DESIGN §7), named once for the core and the edge.

/** Characters in an issue body or a comment: GitHub refuses more. */
export const MAX_BODY_LENGTH = 65_536;
/** The bot's one comment may be as long as any comment. */
export const MAX_COMMENT_LENGTH = MAX_BODY_LENGTH;
/** Characters in a label name. */
export const MAX_LABEL_LENGTH = 50;
/** Labels on one issue. */
export const MAX_LABELS_PER_ISSUE = 100;
