// Signals as readSignals returns them, built by hand for the stages after it (asks, the comment):
//
//   signals({ vllmVersion: '0.26.0', vllmVersionSource: 'collect_env' })
import type { Signals } from '../../../src/core/signals/types.js';

/**
 * What readSignals finds in a thread without logs, with `fields` set.
 * @param fields the signals a test needs
 */
export function signals(fields: Partial<Signals> = {}): Signals {
  return {
    vllmVersion: null,
    vllmVersionSource: null,
    kvTransferConfigs: [],
    lifecycle: [],
    stats: [],
    mentionsClientAbort: false,
    connectorPackageVersions: {},
    ...fields,
  };
}
