/**
 * The versions a sentence names as what fixed it, or [] when it names none: in a clause (split at commas, `;`, `but`
 * and the like) that says it works or was fixed and never that it fails, a version after an upgrade, an install or `works
 * with`, or right before `fixed it`.
 * @param sentence one sentence of the thread
 */
export declare function fixVersionsIn(sentence: string): string[];
