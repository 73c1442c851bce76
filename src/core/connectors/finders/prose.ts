// Finder: what the issue's own text names, block by block (environment sections and collect_env dumps skipped, so a
// pip list or an env dump is no evidence): a library's config keys, class names, a connector's own class name in the
// subject, and product words.
import type { Block } from '../../extract/types.js';
import { speaksOfEncoderCache } from '../recognisers/encoder-cache.js';
import { scanLibraryConfig } from '../recognisers/library-config.js';
import { scanMentions, scanUnregisteredClassNames } from '../recognisers/mentions.js';
import { isEnvironmentBlock, mentionPlace, openingBlockIndex } from '../recognisers/placement.js';
import { UNNAMED, scanProductWords } from '../recognisers/product-words.js';
import type { MentionPlace } from '../types.js';
import type { Finder, FinderState } from './finder.js';
import { cutText } from '../../text/cut.js';

/** How much of one prose block is scanned for product words. */
const MAX_PROSE_SCANNED = 20_000;
/** How much of a title or an opening paragraph is scanned for unregistered connector class names. */
const MAX_SUBJECT_SCANNED = 4000;

export const findInProse: Finder = (input, state) => {
  const opening = openingBlockIndex(input.blocks);
  // In a thread about encoder-cache transfer, a store's product word (`mooncake store`) names the encoder cache's store.
  const encoderCache = speaksOfEncoderCache(input.blocks);
  for (let index = 0; index < input.blocks.length; index += 1) {
    const block = input.blocks.at(index) as Block;
    if (isEnvironmentBlock(block)) continue;
    const where = mentionPlace(block, index === opening);
    for (const { identity, key } of scanLibraryConfig(block.text)) state.see(identity, 'config', `${key}…`, block.startLine);
    for (const mention of scanMentions(block.text)) {
      state.see({ name: mention.name, family: mention.family }, 'class-name', mention.text, block.startLine + mention.lineOffset, where);
    }
    if (block.kind === 'code' || block.kind === 'inline-code') continue;
    seeSubject(block, where, state);
    for (const word of encoderCache ? [] : scanProductWords(cutText(block.text, MAX_PROSE_SCANNED, ''), block.startLine === 0)) {
      const kind = word.identity.name === UNNAMED.name ? 'setup-word' : 'product-word';
      state.see(word.identity, kind, block.startLine === 0 ? `title: ${word.text}` : word.text, block.startLine, where);
    }
  }
};

/** A connector's own class name in the subject (title, opening), registered or not (a plugin's `CPUOffloadingConnector`). */
function seeSubject(block: Block, where: MentionPlace, { see }: FinderState): void {
  if (where !== 'title' && where !== 'opening') return;
  for (const mention of scanUnregisteredClassNames(cutText(block.text, MAX_SUBJECT_SCANNED, ''))) {
    see({ name: mention.name, family: mention.family }, 'class-name', mention.text, block.startLine + mention.lineOffset, where);
  }
}
