import type { Detector } from '../../catalog/types.js';
import type { Signals } from '../../signals/types.js';
import type { ThreadFacts } from '../../signals/thread-facts.js';
/** What remains of an ask the thread answers in part: its words and how to answer it. */
export interface PartialAnswer {
    text: string;
    how: string;
}
/**
 * What remains of an ask whose detectors the thread answers only in part, or null when it answers it whole or not at all.
 * @param detectors the ask's detectors
 * @param signals what the thread's lines say
 * @param facts what the thread says in words
 */
export declare function partialAnswer(detectors: readonly Detector[], signals: Signals, facts?: ThreadFacts): PartialAnswer | null;
