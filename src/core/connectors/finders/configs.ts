// Finder: a kv_transfer_config's connector, and the children a MultiConnector's config lists.
import { connectorIdentity } from '../../vllm/connector-names.js';
import { scanMentions } from '../recognisers/mentions.js';
import type { Finder } from './finder.js';

export const findInConfigs: Finder = (input, { see }) => {
  for (const config of input.kvTransferConfigs) {
    const identity = config.kvConnector === null ? null : connectorIdentity(config.kvConnector);
    if (identity !== null) see(identity, 'config', `kv_connector: ${config.kvConnector}`, config.line);
    // A MultiConnector's config lists its children's names.
    for (const mention of scanMentions(config.raw, true)) {
      if (mention.name !== config.kvConnector) see({ name: mention.name, family: mention.family }, 'config', mention.text, config.line);
    }
  }
};
