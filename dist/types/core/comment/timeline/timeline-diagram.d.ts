import type { TimelineEntry } from '../../plan/types.js';
/** A timeline is drawn from this many entries on. */
export declare const MIN_DRAWN_ENTRIES = 2;
/**
 * Text for a label, from any input: only letters, digits, spaces and `.:-_%` survive; other characters become a space,
 * runs of spaces and of `%` or `-` collapse (Mermaid reads `%%` as a comment and `--` could start an arrow), and the
 * result is cut to `max` characters. Nothing in it can end a message, start a statement or carry markup.
 * @param text any text, user text included
 * @param max longest result
 */
export declare function diagramLabel(text: string, max?: number): string;
/** A request id shortened for the drawing (`chatcmpl-5c0e7a91..41ab`), safe characters only. */
export declare function shortRequestId(id: string): string;
/**
 * The timeline as a fenced Mermaid `sequenceDiagram`, or '' for fewer than two entries. Participants: client, API
 * server, scheduler, connector; the recognised error and the engine's death are inside a red `rect` block. Every label
 * is rebuilt from safe characters (`diagramLabel`), ids are shortened, so no user text can break the diagram.
 * @param timeline the request's timeline, in order
 */
export declare function renderTimelineDiagram(timeline: TimelineEntry[]): string;
