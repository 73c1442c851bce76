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
/** One stream being read: its lines, the sections so far, the open one, and the chain marker waiting for the next. */
export interface Reader {
    lines: LineList;
    inCode: boolean;
    sections: Section[];
    current: Section | null;
    pendingRelation: 'cause' | 'context' | null;
    lastGroup: number;
    nextGroup: number;
}
/** Opens a section at line `index`, chained to the one before when a chain marker came between. */
export declare function startSection(reader: Reader, index: number, hasHeader: boolean): Section;
/** Reads the final line and its wrapped continuation; returns the index of the last line consumed. */
export declare function finishWithException(reader: Reader, section: Section, index: number, type: string, message: string): number;
