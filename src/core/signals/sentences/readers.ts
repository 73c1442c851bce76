// The table of sentence readers: each reads one kind of sentence of the thread's prose and adds what it says to the
// thread's facts. A new thing the thread says in words is a new row here (a reader in a file of its kind).
import type { SentenceReader } from './facts.js';
import { ANSWER_READERS } from './answers-said.js';
import { CAUSE_READERS } from './cause-said.js';
import { SETUP_READERS } from './setup-said.js';
import { VERSION_READERS } from './versions-said.js';

/** Every sentence reader, in the order they read each sentence. */
export const SENTENCE_READERS: readonly SentenceReader[] = [...VERSION_READERS, ...SETUP_READERS, ...CAUSE_READERS, ...ANSWER_READERS];
