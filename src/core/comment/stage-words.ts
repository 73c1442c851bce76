// How a failure's stage is said after "during", for the short comment and the curated headline alike.
import type { Stage } from '../signals/code-owner.js';

/** How a stage is said after "during". */
export const STAGE_WORDS: Record<Stage, string> = {
  'start-up': 'start-up',
  registration: 'the registration of the KV caches (start-up)',
  handshake: 'the handshake with the other instance',
  transfer: 'a KV transfer',
  save: 'the saving of KV caches (a KV transfer)',
  load: 'the loading of KV caches (a KV transfer)',
  scheduling: 'scheduling (inside the scheduler step)',
};
