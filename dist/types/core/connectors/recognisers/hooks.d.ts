/**
 * Whether a frame is one of vLLM's generic connector hooks or its shared KV-transfer code.
 * @param file the frame's file
 * @param fn the frame's function, when printed
 */
export declare function isConnectorHookFrame(file: string, fn: string | null): boolean;
/** A shared KV-connector frame: the generic kv_transfer code or the model runner's connector hook. */
export declare function isSharedConnectorFrame(file: string, fn: string | null): boolean;
