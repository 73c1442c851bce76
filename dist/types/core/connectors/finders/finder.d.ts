import type { ConnectorIdentity } from '../../vllm/connector-names.js';
import type { BlockList, ErrorLine, LineList, Traceback } from '../../extract/types.js';
import type { Match } from '../../match/types.js';
import type { KvTransferConfig } from '../../signals/types.js';
import type { HumanRoute } from '../human-labels.js';
import type { Sighting } from '../evidence-book.js';
import type { connectorOfPath } from '../recognisers/connector-paths.js';
export interface ConnectorInput {
    lines: LineList;
    tracebacks: Traceback[];
    errorLines: ErrorLine[];
    matches: Match[];
    kvTransferConfigs: KvTransferConfig[];
    blocks: BlockList;
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
/** A frame noted for what it says without naming a connector: `file in function`, and the traceback's line. */
export interface NotedFrame {
    text: string;
    line: number;
}
/** What the finders share for one identification: the sightings so far, pure readings kept, frames noted. */
export interface FinderState {
    /** Note one sighting, in reading order. */
    see: (...sighting: Sighting) => void;
    /** The connector a file path names (`connectorOfPath`), read once per path. */
    pathOf: (file: string) => ReturnType<typeof connectorOfPath>;
    /** The connector a log prefix's file names (`connectorOfLogFile`), read once per file. */
    logFileOf: (logFile: string) => ConnectorIdentity | null;
    /** The first frame of shared KV-connector code: some connector is in use, not which. */
    sharedFrame: NotedFrame | null;
    /** The first frame of vLLM's generic connector hooks that names no connector. */
    hookFrame: NotedFrame | null;
}
/** One finder: reads its part of the input and notes what it sees. */
export type Finder = (input: ConnectorInput, state: FinderState) => void;
