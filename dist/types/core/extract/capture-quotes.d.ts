import type { ThreadComment } from './types.js';
/**
 * The body of a captured thread without the comments that quote another issue's error (someone other than the
 * reporter, whose description header names them, pasting an error beside a reference to another issue), and those
 * comments as other people's. A body that is not a capture, or names no reporter, is returned as it is.
 * @param body the issue's body
 */
export declare function withoutQuotedIssues(body: string): {
    body: string;
    quoted: ThreadComment[];
};
