/**
 * The labels section of vllm-triage's README in the repository and at the ref a docs base names, or null (the command
 * line, the package, a docs base elsewhere): then the footer names the README in words only.
 * @param docsBase the running action's docs base, as `renderExplainerLink` takes it
 */
export declare function readmeLabelsUrl(docsBase: string | null): string | null;
/**
 * The footer: automated, how maintainers dismiss or re-run it. A label is named only when it is known to exist; for
 * one that may be missing the footer points to the README's list of labels instead, so it never names a label that is
 * not there (and never claims one is missing either).
 * @param labels the dismiss and re-run label names, each null unless it is known to exist
 * @param catalogVersion catalog version the comment was written with
 * @param readmeUrl the labels section of the running action's README, when known (`readmeLabelsUrl`)
 */
export declare function renderFooter(labels: {
    dismiss: string | null;
    rerun: string | null;
}, catalogVersion: string, readmeUrl?: string | null): string;
/**
 * The maintainers' labels the footer of an earlier comment of the bot names: they existed when it was written, so the
 * action need not ask again (the first line of that footer's shape that is found; any other text names none).
 * @param body the bot's earlier comment
 * @param labels the dismiss and re-run label names
 */
export declare function labelsNamedInFooter(body: string, labels: {
    dismiss: string;
    rerun: string;
}): string[];
