import type { Frame } from '../types.js';
export type TracebackLineKind = {
    kind: 'header';
    expectedType: string | null;
    callFirst?: boolean;
} | {
    kind: 'chain';
    relation: 'cause' | 'context';
} | {
    kind: 'frame';
    frame: Frame;
    style: 'python' | 'jupyter' | 'pytest';
} | {
    kind: 'pytest-final';
    frame: Frame;
    type: string;
} | {
    kind: 'pytest-error';
    text: string;
} | {
    kind: 'pytest-code';
    code: string;
} | {
    kind: 'jupyter-arrow';
    code: string;
} | {
    kind: 'skip';
} | {
    kind: 'blank';
} | {
    kind: 'other';
};
/** Counts leading spaces (a tab counts as four). */
export declare function indentOf(text: string): number;
/**
 * Says what a line is, as a traceback reader sees it.
 * @param text the line with its log prefixes stripped (indentation kept)
 */
export declare function classifyTracebackLine(text: string): TracebackLineKind;
