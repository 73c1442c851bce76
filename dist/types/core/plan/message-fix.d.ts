/**
 * The setting an error message names as its own fix (`VLLM_SSM_CONV_STATE_LAYOUT=DS`, `--enforce-eager`), or null.
 * Read from the first 2,000 characters of the message only; the value is the message's, shown as inline code by the
 * comment.
 * @param message the final exception's message (user text)
 */
export declare function fixNamedByMessage(message: string): string | null;
