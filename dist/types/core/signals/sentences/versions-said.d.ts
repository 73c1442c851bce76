import { type SentenceReader } from './facts.js';
/** The version readers, in the order they read. */
export declare const VERSION_READERS: SentenceReader[];
