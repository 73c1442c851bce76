import { type SentenceReader } from './facts.js';
/** The readers of answers given in words, in the order they read. */
export declare const ANSWER_READERS: SentenceReader[];
