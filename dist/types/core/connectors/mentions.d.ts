/** One mention: the connector it names, the text found, and its line within the scanned text (0-based). */
export interface Mention {
    name: string;
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
