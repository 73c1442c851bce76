import type { SentenceReader } from './facts.js';
/** Every sentence reader, in the order they read each sentence. */
export declare const SENTENCE_READERS: readonly SentenceReader[];
