/**
 * How a connector shows in an issue, strongest first (DESIGN §2, connectors):
 * - `implicated`: its code is in the failure — a frame or log line of its code in any package, its own log
 *   dialect, a recognised error, or a configured/named connector plus a generic connector hook in the traceback;
 * - `human`: a maintainer put its label on the issue;
 * - `named`: its product name or a partial name in the title or prose (not environment dumps, pip lists, pasted source),
 *   or its INFO/DEBUG log lines (it runs, but nothing says it failed); a P/D word (`setup-word`) says some connector runs;
 * - `configured`: only in a `kv_transfer_config`;
 * - `repository`: the issue lives in the connector project's own repository.
 */
export type ConnectorTier = 'implicated' | 'human' | 'named' | 'configured' | 'repository';
export type ConnectorEvidenceKind = 'known-error' | 'connector-code' | 'library-code' | 'connector-log' | 'library-log' | 'running-log' | 'hook' | 'config-error' | 'maintainer-label' | 'class-name' | 'product-word' | 'setup-word' | 'config' | 'repository';
/** Where a name was written: the title, the body's opening paragraph, a pasted code or log block, or other prose. */
export type MentionPlace = 'title' | 'opening' | 'code' | 'prose';
/** A connector the issue is about, with the evidence that says so. */
export interface ConnectorEvidence {
    /** Registered class name (`MooncakeStoreConnector`), or a package family where no class applies. */
    name: string;
    /** Short family key used by eval: mooncake, mooncake-store, nixl, lmcache, p2p-nccl, shared-storage, offloading, multi, other-connector. */
    family: string;
    /** The strongest tier among its evidence. */
    tier: ConnectorTier;
    evidence: {
        kind: ConnectorEvidenceKind;
        text: string;
        line: number;
        where?: MentionPlace;
    }[];
    /** Stores or transfer engines this connector was seen running over (LMCache over Mooncake): evidence, not the answer. */
    backends?: string[];
    /** The evidence of those backends (a NIXL error under LMCache's P2P channel): it speaks for this connector when routing. */
    backendEvidence?: ConnectorEvidence['evidence'];
}
