import type { ShortComment } from './types.js';
import type { ConnectorEvidence } from '../connectors/types.js';
import type { Extraction } from '../extract/extract.js';
import type { Match } from '../match/types.js';
/** The short comment the thread calls for, if any: an uncurated error whose final exception is visible, or a maintainer's routing. */
export declare function shortCommentOf(matches: Match[], connectors: ConnectorEvidence[], extraction: Extraction, routed: {
    connector: {
        name: string;
    } | null;
    label: string;
} | null): ShortComment | null;
