/** A release of the 0.x series vLLM uses, as a whole token (`0.21.0`, `v0.15.0rc1`, `0.6.4.post1`), at the start of `text`. */
export declare const SERIES_VERSION: RegExp;
/**
 * The first `v0.x.y` standing alone in a text block of prose whose few words before name no other package
 * (`we run v0.11.0 on two nodes`, `I am on v0.11.0`), or null (`lmcache v0.3.10`, `upgraded nixl to v0.5.0`).
 * @param text a text block (the caller bounds its length)
 */
export declare function proseReleaseIn(text: string): string | null;
/**
 * A `v0.x.y` standing on its own in an environment section (`H200 + v0.21.0 + CUDA 12.9`): vLLM's release, unless
 * the word before it names another package (`lmcache v0.3.10`, `flashinfer v0.2.8`).
 * @param line one line of an environment section
 */
export declare function environmentVersion(line: string): string | null;
