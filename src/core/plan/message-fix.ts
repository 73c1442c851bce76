// A fix the error message itself names: vLLM's own messages often end with what to do (`Set
// VLLM_SSM_CONV_STATE_LAYOUT=DS`), and the comment leads with it instead of restating the error without it.

/** `Set NAME=value` / `export NAME=value` in a message: an environment variable and its value, nothing else. */
const SET_VARIABLE = /\b(?:[Ss]et|[Ee]xport|[Uu]se)\s+`?([A-Z][A-Z0-9_]{2,60})\s?=\s?([A-Za-z0-9_.:/-]{1,60})`?/;

/**
 * The setting an error message names as its own fix (`VLLM_SSM_CONV_STATE_LAYOUT=DS`), or null. Read from the first
 * 2,000 characters of the message only; the value is the message's, shown as inline code by the comment.
 * @param message the final exception's message (user text)
 */
export function fixNamedByMessage(message: string): string | null {
  const found = SET_VARIABLE.exec(message.slice(0, 2000));
  if (found === null) return null;
  // The sentence's own full stop or colon is not part of the value (at most 60 characters: a short trim).
  let value = found[2] as string;
  while (value.endsWith('.') || value.endsWith(':')) value = value.slice(0, -1);
  return value === '' ? null : `${found[1] as string}=${value}`;
}
