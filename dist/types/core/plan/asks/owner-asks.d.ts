import type { AskStatus } from '../types.js';
import { type AskContext } from './asks.js';
import type { RaisedBy } from '../owner-decision.js';
/**
 * The asks as they follow the owner: the owner project's version ask before the vLLM version (Dynamo), in place of it
 * (SGLang), and no vLLM version when nothing in the thread involves vLLM.
 * @param asks the asks decided so far
 * @param owner whose code the headline error ran in, when it is not vLLM's own
 * @param vllmInvolved whether anything in the thread involves vLLM (its repository, a vLLM frame, the word)
 * @param context what the detectors read
 */
export declare function asksForOwner(asks: AskStatus[], owner: Pick<RaisedBy, 'kind'> | null, vllmInvolved: boolean, context: AskContext): AskStatus[];
