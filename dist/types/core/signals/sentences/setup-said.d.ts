import { type SentenceReader } from './facts.js';
/** The setup readers, in the order they read. */
export declare const SETUP_READERS: SentenceReader[];
