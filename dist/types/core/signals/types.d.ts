import type { TextSource } from '../extract/types.js';
import type { BuildRange } from '../vllm/build-range.js';
import type { VersionSide } from './version-sides.js';
/** A request lifecycle event read from a log line (FACTS §c). */
export interface LifecycleEvent {
    requestId: string;
    kind: 'added' | 'received' | 'aborted' | 'failed' | 'finished-sending' | 'finished-recving' | 'waiting-for-remote-kvs' | 'kv-load-failure' | 'crash';
    /** The log line, prefixes stripped. */
    text: string;
    timestamp: string | null;
    line: number;
    source: TextSource;
}
/** A periodic stats line with its preemption count (0 when the part is absent). */
export interface StatsLine {
    preemptions: number;
    /** False when the line prints no preemption count (V0's, and V1's before vLLM#28522): its `preemptions` is no count. */
    preemptionsCounted?: false;
    running: number | null;
    waiting: number | null;
    kvCacheUsage: number | null;
    text: string;
    timestamp: string | null;
    line: number;
    source: TextSource;
}
/** A `kv_transfer_config` found in the text. */
export interface KvTransferConfig {
    kvConnector: string | null;
    kvRole: string | null;
    /** The raw JSON-ish text, cut to a reasonable length. */
    raw: string;
    line: number;
    source: TextSource;
}
/** Stage 4: facts besides the tracebacks. */
export interface Signals {
    vllmVersion: string | null;
    /** Where the version was read: `collect_env`, `pip`, `text`, `dump`. */
    vllmVersionSource: string | null;
    /** The version was given as vllm-ascend's (`vllm-ascend 0.20.2rc1`): vllm-ascend numbers its releases after the vLLM release it matches, so it stands for vLLM's, and is said as vllm-ascend's. */
    vllmVersionViaAscend?: true;
    /** The version of each side of a P/D pair or node, when the reporter gives two that differ. */
    vllmVersions?: VersionSide[];
    /** The one side of a P/D pair given a version, with the side named but not given one (`readOneSideVersion`). */
    vllmVersionOneSide?: VersionSide & {
        missing: string;
    };
    /** The stretch of vLLM's main the reporter's code was built from, with its evidence (version, sides, log prefixes), or null. */
    build?: BuildRange | null;
    /** What shows vLLM's V0 KV transfer (its files, hooks or `VLLM_USE_V1=0`), in words, when the thread shows it (`vllm/v0-transfer.ts`). */
    v0Transfer?: string;
    /** The vLLM file the reporter's prose diagnoses (`vllm/diagnosed-file.ts`): the code at fault is vLLM's, whatever library raised. */
    diagnosedVllmFile?: string;
    kvTransferConfigs: KvTransferConfig[];
    lifecycle: LifecycleEvent[];
    stats: StatsLine[];
    /** Whether the text says clients cancel or time out. */
    mentionsClientAbort: boolean;
    /** Whether `pip show mooncake-transfer-engine` (or lmcache/nixl) output or a `name==version` is present. */
    connectorPackageVersions: Record<string, string>;
}
