// vLLM's encoder-cache transfer (E/P or EPD disaggregation: `ec_transfer`, `ECConnector`s) moves embeddings, not KV,
// over the same stores and engines (Mooncake's store among them): a store named in a thread about it is no KV connector.
import { someBlock } from '../../extract/markdown/block-store.js';
import type { BlockList } from '../../extract/types.js';
import { cutText } from '../../text/cut.js';

/** Words that say a thread is about encoder-cache transfer (lower case). */
const ENCODER_CACHE_WORDS = [
  'ec_transfer',
  'ec_connector',
  'ecconnector',
  'encoder cache',
  'encoder-cache',
  'encoder_cache',
  'epd disagg',
  'e-p disagg',
  'e/p disagg',
  'encoder disagg',
  'embedding transfer',
];

/** How much of one prose block is read for the words. */
const MAX_READ = 4000;

/**
 * Whether the title or the reporter's prose (not pasted code) speaks of encoder-cache transfer.
 * @param blocks the thread's blocks, title included
 */
export function speaksOfEncoderCache(blocks: BlockList): boolean {
  return someBlock(blocks, (block) => {
    if (block.kind !== 'text' || block.quoted === true) return false;
    const lower = cutText(block.text, MAX_READ, '').toLowerCase();
    return ENCODER_CACHE_WORDS.some((word) => lower.includes(word));
  });
}
