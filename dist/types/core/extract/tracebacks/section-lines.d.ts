import { type TracebackLineKind } from './lines.js';
import { type Reader, type Section } from './section-reader.js';
/** Handles a line inside an open section; false when the line ends the section without being consumed. */
export declare function continueSection(reader: Reader, section: Section, index: number, kind: TracebackLineKind): number | false;
