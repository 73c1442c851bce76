/** A connector the issue is about, with the evidence that says so. */
export interface ConnectorEvidence {
    /** Registered class name (`MooncakeStoreConnector`), or a package family where no class applies. */
    name: string;
    /** Short family key used by eval: mooncake, mooncake-store, nixl, lmcache, p2p-nccl, shared-storage, offloading, multi, other-connector. */
    family: string;
    evidence: {
        kind: 'frame' | 'log-file' | 'config' | 'class-name' | 'package-frame' | 'match';
        text: string;
        line: number;
    }[];
}
