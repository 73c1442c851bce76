/** Label names the bot uses; all configurable through the action's inputs. */
export interface LabelOptions {
    /** Added for any recognised KV-connector error. */
    connectorLabel: string;
    /** Optional extra label per connector (registered name → label). */
    perConnector: Record<string, string>;
    /** Added (and later removed by the bot) while evidence is missing; null = off. */
    needsInfoLabel: string | null;
    /** Maintainers' label that re-runs the triage (the bot removes it afterwards). */
    rerunLabel: string;
    /** Maintainers' label that dismisses the bot on an issue. */
    dismissLabel: string;
    /** When true the bot adds no labels at all. */
    disabled: boolean;
}
/** The label options' defaults: the one home of the names `action.yml` and the inputs default to. */
export declare const DEFAULT_LABELS: LabelOptions;
/** Fills the label options with their defaults. */
export declare function resolveLabelOptions(given: Partial<LabelOptions> | undefined): LabelOptions;
/**
 * The maintainers' labels the comment's footer may name: each one only when it is known to exist (GitHub compares
 * label names without regard to case); null for one that may be missing, so the footer never names a label that is not there.
 * @param options the label names
 * @param inRepository labels known to exist (the caller's knowledge of the repository, and the issue's own labels)
 */
export declare function maintainerLabelsKnown(options: LabelOptions, inRepository: readonly string[]): {
    dismiss: string | null;
    rerun: string | null;
};
