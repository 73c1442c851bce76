import type { Catalog } from '../catalog/types.js';
/** Tells whether one log message is a known message. */
export type KnownMessageTest = (message: string) => boolean;
/**
 * A test for messages a curated entry names with a template alone (no exception class, no raising frame): vLLM logs
 * some of them at WARNING or INFO (`Please install mooncake …`, `Cannot store blocks …`), and the error-line reader
 * keeps a line whatever its level when this test says yes. Templates that need an exception or a frame are left out:
 * those come as `Type: message` lines the reader keeps anyway.
 * @param catalog the catalog the matcher uses
 */
export declare function knownMessageTest(catalog: Catalog): KnownMessageTest;
