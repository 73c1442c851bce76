import { type SentenceReader } from './facts.js';
/** The cause readers, in the order they read. */
export declare const CAUSE_READERS: SentenceReader[];
