// Finder: a recognised error speaks for its connector (the catalog's, or the one its source file belongs to).
import { connectorIdentity } from '../../vllm/connector-names.js';
import type { Finder } from './finder.js';

export const findInMatches: Finder = (input, { see, pathOf }) => {
  for (const match of input.matches) {
    const identity = connectorIdentity(match.connector) ?? pathOf(match.source.path)?.identity;
    if (identity) see(identity, 'known-error', match.id, match.evidence.line);
  }
};
