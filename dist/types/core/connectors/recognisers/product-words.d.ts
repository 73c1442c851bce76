import type { ConnectorIdentity } from '../../vllm/connector-names.js';
/** The connector of a P/D setup whose connector is not named. */
export declare const UNNAMED: ConnectorIdentity;
/** A product word found in text: the connector it names, the words as written, and their offset. */
export interface ProductWord {
    identity: ConnectorIdentity;
    text: string;
    offset: number;
}
/**
 * Find the first product word of each connector in `text`, in any case: `LMCache 0.3`, `[NIXL]`, `mooncake-store`,
 * `lmcache_ascend`. A word must not sit inside a longer alphanumeric word (`nixlbench` is fine only through its
 * separator: `nixl_bench`), and a sentence that says the connector is not in use (`installed but unused`, `no
 * connector is configured`) names nothing. Linear in practice: a fixed set of needles, each searched with indexOf
 * on the lower-cased text, sentences bounded to 600 characters.
 * @param text prose or a title
 * @param isTitle whether `text` is the title (a few short words count only there)
 */
export declare function scanProductWords(text: string, isTitle?: boolean): ProductWord[];
