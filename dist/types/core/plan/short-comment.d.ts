import type { ShortComment } from './types.js';
import type { ConnectorEvidence } from '../connectors/types.js';
import type { Extraction } from '../extract/extract.js';
import type { Match } from '../match/types.js';
/**
 * Whether the bot speaks: a curated error (the full comment), an uncurated one whose final exception is visible
 * (the short comment), a maintainer's routing with nothing recognised (its short asks), or an earlier comment of
 * the bot's to keep up to date. An uncurated error without its final line gets the label only.
 */
export declare function speaks(matches: Match[], short: ShortComment | null, hadComment: boolean): boolean;
/** The short comment the thread calls for, if any (see `speaks`). */
export declare function shortCommentOf(matches: Match[], connectors: ConnectorEvidence[], extraction: Extraction, routed: {
    connector: {
        name: string;
    } | null;
    label: string;
} | null): ShortComment | null;
