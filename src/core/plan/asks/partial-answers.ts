// Asks the thread answers in part: the ask shrinks to what is still missing (the version given for the prefill side
// only asks the decode side's). One row per kind of partial answer, each for the detector whose ask it shrinks.
import type { Detector } from '../../catalog/types.js';
import type { Signals } from '../../signals/types.js';
import type { ThreadFacts } from '../../signals/thread-facts.js';
import { inlineCode } from '../../text/safe-markdown.js';

/** What remains of an ask the thread answers in part: its words and how to answer it. */
export interface PartialAnswer {
  text: string;
  how: string;
}

/** One kind of partial answer: the detector whose ask it shrinks, and what remains of it, or null. */
interface PartialRow {
  kind: Detector['kind'];
  remains: (signals: Signals, facts: ThreadFacts | undefined) => PartialAnswer | null;
}

const PARTIAL_ROWS: PartialRow[] = [
  {
    // `prefill: vllm 0.25.1` with the decode side named but no version for it: one side's version is not both sides'.
    kind: 'vllm-version',
    remains: (signals) => {
      const one = signals.vllmVersionOneSide;
      if (one === undefined || (signals.vllmVersions?.length ?? 0) > 0) return null;
      return {
        text: `The vLLM version on the ${one.missing} side (you give ${inlineCode(one.version, 40)} for the ${one.side} side).`,
        how: `Run \`pip show vllm\` (or \`vllm --version\`) where the ${one.missing} instance runs and paste the output.`,
      };
    },
  },
  {
    // A config the reporter shows with its role but no connector (`{"kv_role": "kv_consumer", "kv_port": 14579}`): a
    // config is known when its `kv_connector` is.
    kind: 'kv-transfer-config',
    remains: (signals, facts) => {
      const own = signals.kvTransferConfigs.filter((config) => (config.source.role ?? 'reporter') === 'reporter');
      if (facts?.configInWords != null || own.some((config) => config.kvConnector !== null)) return null;
      const role = own.find((config) => config.kvRole !== null)?.kvRole;
      if (role == null) return null;
      return {
        text: `The \`kv_connector\` of your \`kv_transfer_config\` (the thread shows its \`kv_role\`, ${inlineCode(role, 40)}, but not the connector).`,
        how: 'Paste the whole `--kv-transfer-config` argument, or the `kv_transfer_config` line of the startup log.',
      };
    },
  },
];

/**
 * What remains of an ask whose detectors the thread answers only in part, or null when it answers it whole or not at all.
 * @param detectors the ask's detectors
 * @param signals what the thread's lines say
 * @param facts what the thread says in words
 */
export function partialAnswer(detectors: readonly Detector[], signals: Signals, facts?: ThreadFacts): PartialAnswer | null {
  for (const row of PARTIAL_ROWS) {
    if (!detectors.some((detector) => detector.kind === row.kind)) continue;
    const remains = row.remains(signals, facts);
    if (remains !== null) return remains;
  }
  return null;
}
