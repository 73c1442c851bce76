/** Offsets just after each sentence end (`. ` before a capital letter) outside code spans. */
export declare function sentenceEnds(text: string): number[];
/**
 * The on-screen start of an explanation (its first paragraph, or its first sentences when that
 * paragraph is long), and the rest, which is folded.
 * @param explanation catalog markdown
 */
export declare function splitExplanation(explanation: string): {
    first: string;
    rest: string;
};
/** The first sentences of an action, up to about ON_SCREEN_ACTION characters (never cut inside a sentence). */
export declare function actionLead(text: string): {
    lead: string;
    cut: boolean;
};
