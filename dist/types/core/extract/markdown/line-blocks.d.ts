import type { BlockSink } from './block-store.js';
import type { TextSource } from '../types.js';
/** The text of an ATX heading line (`### 🐛 Describe the bug`), closing hashes removed, or null. */
export declare function headingText(line: string): string | null;
/**
 * Splits markdown into code blocks (fenced, unclosed fences run to the end) and paragraphs, line by line.
 * Quote and list markers are stripped from each line; line numbers stay those of the source.
 * @param markdown the body
 * @param source where the body came from
 * @param blocks where the blocks go
 */
export declare function splitBlocksByLines(markdown: string, source: TextSource, blocks: BlockSink): void;
