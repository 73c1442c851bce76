import type { AskStatus } from '../plan/types.js';
/**
 * The asks still missing, as plain bullets with how to get each (task-list boxes are editable by anyone, and
 * what the thread already has is not asked again).
 * @param asks ask statuses (text and how already safe)
 */
export declare function renderAsks(asks: AskStatus[]): string;
/**
 * What the thread already answers, for the folded details.
 * @param asks ask statuses
 */
export declare function renderSatisfiedAsks(asks: AskStatus[]): string;
