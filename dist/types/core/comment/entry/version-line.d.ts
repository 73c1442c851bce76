import type { Signals } from '../../signals/types.js';
/**
 * `vLLM version: …` with where it was read and what it dates the code to.
 * @param signals the thread's signals
 * @param unknown what to say when the thread names no version
 */
export declare function renderVersionLine(signals: Signals, unknown: string): string;
