/** `<details>` with a plain-text summary (no user text in the summary). */
export declare function folded(summary: string, body: string): string;
/** The line that tells maintainers the evidence is complete. */
export declare const READY_LINE = "**Ready for a maintainer:** everything this comment asked for is in the thread.";
/**
 * The collapsed note left when a maintainer dismissed the bot.
 * @param login the maintainer's login (shown in code, so nobody is pinged)
 */
export declare function renderDismissedNote(login: string): string;
