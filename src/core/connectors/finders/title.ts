// Finder: class names in the issue title, when the title is not one of the blocks.
import { scanMentions } from '../recognisers/mentions.js';
import type { Finder } from './finder.js';

export const findInTitle: Finder = (input, { see }) => {
  if (input.title === undefined) return;
  for (const mention of scanMentions(input.title)) {
    see({ name: mention.name, family: mention.family }, 'class-name', `title: ${mention.text}`, 0, 'title');
  }
};
