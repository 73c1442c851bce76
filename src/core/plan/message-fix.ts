// A fix the error message itself names: vLLM's and the connectors' messages often end with what to do (`Set
// VLLM_SSM_CONV_STATE_LAYOUT=DS`, `set VLLM_X to 1`, `try --enforce-eager`, `please pass --kv-transfer-config`), and
// the comment leads with it instead of restating the error without it. One row per way a message says it.
import { cutText } from '../text/cut.js';

/** One way a message names its fix: the pattern, and the setting it names (as the comment shows it) from its groups. */
interface FixPhrasing {
  pattern: RegExp;
  setting: (found: RegExpExecArray) => string;
}

/** What can follow a name as its value: a word, a number, a path or a URL-like token; at most 60 characters. */
const VALUE = '([A-Za-z0-9_.:/-]{1,60})';
/** The verbs that offer a setting, at the start of a clause. */
const OFFER =
  '(?:[Ss]et|[Ee]xport|[Uu]se|[Tt]ry|[Pp]ass|[Aa]dd|[Ee]nable|[Dd]isable|[Cc]onsider (?:using|setting|passing|adding)|(?:[Rr]e)?[Ss]tart (?:it |the server )?with|[Rr]un (?:it |the server )?with)';

const FIX_PHRASINGS: FixPhrasing[] = [
  // `Set NAME=value`, `export NAME=value`, `use NAME=value`: an environment variable and its value.
  {
    pattern: new RegExp(`\\b${OFFER}\\s+\`?([A-Z][A-Z0-9_]{2,60})\\s?=\\s?${VALUE}\`?`),
    setting: (found) => `${found[1] as string}=${found[2] as string}`,
  },
  // `set NAME to value` / `set NAME to \`value\``.
  {
    pattern: new RegExp(`\\b[Ss]et(?:ting)?\\s+(?:the (?:environment )?variable\\s+)?\`?([A-Z][A-Z0-9_]{2,60})\`?\\s+to\\s+[\`'"]?${VALUE}`),
    setting: (found) => `${found[1] as string}=${found[2] as string}`,
  },
  // A flag, with its value when it is written with `=` or inside the same code span: `try --enforce-eager`,
  // `pass \`--max-model-len 4096\``.
  {
    pattern: new RegExp(
      `\\b${OFFER}\\s+(?:the\\s+)?(?:flag\\s+)?(?:\`(--[a-z][\\w-]{2,60}(?:[= ][^\`\\s]{1,40})?)\`|(--[a-z][\\w-]{2,60}(?:=[^\\s,;'"\`]{1,40})?))`,
    ),
    setting: (found) => (found[1] ?? found[2]) as string,
  },
  // A Python-style key with its value in code: `please set \`gpu_memory_utilization=0.8\``.
  {
    pattern: new RegExp(`\\b${OFFER}\\s+\`([a-z][\\w.]{2,60}\\s?=\\s?[^\`\\s]{1,40})\``),
    setting: (found) => found[1] as string,
  },
];

/** Words before an offer that make it no offer (`failed to set …`, `do not use …`). */
const NOT_OFFERED = /(?:\b(?:failed|unable|trying|tried|attempted) to|\bcould not|\bcannot|\bcan't|\bdo not|\bdon't|\bnever|\bwithout)\s+$/i;

/** Words just before an offer that make it a debugging hint. */
const DEBUG_HINT = /\bdebug(?:ging)?\b|\bto see (?:more|the)\b/i;

/**
 * The setting an error message names as its own fix (`VLLM_SSM_CONV_STATE_LAYOUT=DS`, `--enforce-eager`), or null.
 * Read from the first 2,000 characters of the message only; the value is the message's, shown as inline code by the
 * comment.
 * @param message the final exception's message (user text)
 */
export function fixNamedByMessage(message: string): string | null {
  const text = cutText(message, 2000, '');
  for (const row of FIX_PHRASINGS) {
    const found = row.pattern.exec(text);
    if (found === null || NOT_OFFERED.test(text.slice(Math.max(0, found.index - 30), found.index))) continue;
    // A hint for debugging (`For debugging consider passing CUDA_LAUNCH_BLOCKING=1`) is not a fix.
    if (DEBUG_HINT.test(text.slice(Math.max(0, found.index - 40), found.index))) continue;
    // The sentence's own full stop or colon is not part of the value (at most 60 characters: a short trim).
    let setting = row.setting(found);
    while (setting.endsWith('.') || setting.endsWith(':') || setting.endsWith(',')) setting = setting.slice(0, -1);
    if (setting !== '' && !setting.endsWith('=')) return setting;
  }
  return null;
}
