import { connectorFamily, type ConnectorIdentity } from '../vllm/connector-names.js';
import type { HumanRoute } from './human-labels.js';
import type { ConnectorEvidence } from './types.js';
import type { Block, ErrorLine, LogLine, Traceback } from '../extract/types.js';
import type { Match } from '../match/types.js';
import type { KvTransferConfig } from '../signals/types.js';
export { connectorFamily };
export interface ConnectorInput {
    lines: LogLine[];
    tracebacks: Traceback[];
    errorLines: ErrorLine[];
    matches: Match[];
    kvTransferConfigs: KvTransferConfig[];
    blocks: Block[];
    /** The issue title, when it is not part of the blocks. */
    title?: string;
    /** The connector project whose own repository (`owner/name`) the issue lives in (`connectorOfRepository`). */
    project?: {
        repository: string;
        identity: ConnectorIdentity;
    };
    /** Maintainers' routing labels on the issue: the generic connector label (connector null) or a per-connector one. */
    humanLabels?: HumanRoute[];
    /** True when the failure has a cause other than a connector (out of memory at load, NCCL, tokenizer): a hook frame then implicates nothing. */
    failureExplained?: boolean;
}
/** The connector a frame's file belongs to: a vLLM connector path or the LMCache/Mooncake/NIXL package. */
export declare function connectorOfPath(file: string): {
    identity: ConnectorIdentity;
    kind: 'frame' | 'package-frame';
} | null;
/**
 * Identify the connectors an issue is about, with the evidence for each, strongest first.
 * Class names and file names only count in the issue's own text: environment sections and
 * collect_env dumps are skipped, so a pip list (`lmcache==0.3.1`) or an env dump is no evidence.
 * @param input what the earlier stages found, plus the blocks (and title) for mentions in prose
 */
export declare function identifyConnectors(input: ConnectorInput): ConnectorEvidence[];
