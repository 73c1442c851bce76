/** One mention: the connector it names (with its family), the text found, and its line within the scanned text (0-based). */
export interface Mention {
    name: string;
    family: string;
    text: string;
    lineOffset: number;
}
/**
 * Find the first mention of each connector needle in `text`: class names that start an identifier
 * (`NixlConnectorWorker` names NixlConnector), and unless `classNamesOnly`, connector file names
 * (`offloading_connector`) and folder fragments. Longer needles are tried first and a position is
 * claimed once, so `MooncakeStoreConnector` is not also read as `MooncakeConnector`.
 * @param text the text to scan
 * @param classNamesOnly only look for class names
 */
export declare function scanMentions(text: string, classNamesOnly?: boolean): Mention[];
/**
 * Connector class names vLLM does not register, written in a title or an opening paragraph (`CPUOffloadingConnector`,
 * a plugin's class): CamelCase identifiers ending in `Connector` whose words are KV transfer's. Names the class-name
 * scan already reads (`MooncakeConnectorV1` starts with `MooncakeConnector`) are left to it.
 * @param text a title or an opening paragraph (bounded by the caller)
 */
export declare function scanUnregisteredClassNames(text: string): Mention[];
