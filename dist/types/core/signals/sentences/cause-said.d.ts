import { type SentenceReader } from './facts.js';
/** A fix written under a label (`Solution:`, `fix:`, `解决方法：`), on the label's line or on the line after it. */
export declare const FIX_LABEL: RegExp;
/** The cause readers, in the order they read. */
export declare const CAUSE_READERS: SentenceReader[];
