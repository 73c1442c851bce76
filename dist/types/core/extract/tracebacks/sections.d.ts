import type { ExceptionInfo, Frame, LineList, LogLine } from '../types.js';
/** A traceback section as read from one stream, before deduplication. */
export interface Section {
    frames: Frame[];
    exception: ExceptionInfo | null;
    hasHeader: boolean;
    relation: 'first' | 'cause' | 'context';
    /** Sections chained together share a group key (local to the stream reader's caller). */
    group: number;
    position: number;
    first: LogLine;
    /** Indexes (into the stream) of the lines this section consumed. */
    consumed: number[];
    /** Whether the final exception line was read (a Jupyter header can name the type without it). */
    finalLineRead: boolean;
    /** The type a Jupyter header names before the frames (`ValueError    Traceback (most recent call last)`). */
    expectedType: string | null;
    /** Indentation of each frame line, to tell code lines (deeper) from the final line (not deeper). */
    frameIndents: number[];
    /** How the last frame was printed: Jupyter frames take their code from the `---->` arrow line only. */
    lastFrameStyle: 'python' | 'jupyter' | 'pytest' | null;
    /** pytest style: `path.py:N: in fn` frames, `>` code lines, `E   …` error lines. */
    pytest: boolean;
    /** The last pytest `>` line, the code of the frame whose location line follows. */
    pytestCode: string | null;
    /** faulthandler's dump lists the most recent call first; its frames are turned around when read. */
    callFirst: boolean;
    /** A header with nothing after it in its stream but a frame cut mid-line: the paste ended there. */
    cutAtHeader: boolean;
}
/** Most lines a wrapped exception message may run on after its first. */
export declare const MAX_MESSAGE_LINES = 12;
/** Whether `next` reads as a continuation of the message printed on `line` (wrapped, or multi-line). */
export declare function continuesMessage(line: LogLine, next: LogLine, inCode: boolean): boolean;
/**
 * Reads the traceback sections of one stream of lines.
 * @param lines the lines of one block from one process, in order
 * @param inCode whether the block is code (wrapped messages are only followed there, or through the logger)
 * @param firstGroup the group key to start from, so keys stay unique across streams
 */
export declare function readSections(lines: LineList, inCode: boolean, firstGroup: number): {
    sections: Section[];
    nextGroup: number;
};
