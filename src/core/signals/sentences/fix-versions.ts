// A version named as what fixed the failure ("upgrading to lmcache 0.3.7 fixed it", "it works with lmcache 0.3.7",
// "solved after installing 0.3.7"): the fix, not the version the reporter failed on.
import { cutText } from '../../text/cut.js';

/** A version token in prose (`0.3.7`, `v0.10.0`, `0.3.1.post1`). */
const VERSION = /(?<![\w.])v?(\d{1,3}\.\d{1,4}(?:\.\d{1,4})?(?:rc\d{1,3})?(?:\.post\d{1,3})?(?:\.dev\d{0,6})?)(?![\w+])/g;
/** Words that say it works or was fixed. */
const FIXED = /\b(?:fixe[sd]|solved?|resolved?|works?|worked|working|(?:is|was) gone|went away|goes away|disappear(?:s|ed)?)\b/i;
/** Words that say it still fails, or set one version against another: such a clause does not name a fix. */
const STILL_FAILS = /\b(?:fail(?:s|ed|ing)?|crash(?:es|ed|ing)?|broken|still|not|no|never|without|disabl\w*)\b|n't\b/i;
/** What leads into the fixing version: an upgrade, an install, a switch, or `works with`/`fixed in`/`after`. */
const LEADS_TO_FIX =
  /\b(?:upgrad\w*|updat\w*|install\w*|switch\w*|bump\w*|downgrad\w*|mov(?:e|ed|ing) to|(?:fixe[sd]|solved?|resolved?|works?|worked|working)(?: fine| well| now)? (?:with|on|in|after|by|using)|after|using)\b/i;
/** A version right before `fixed it` / `solves it` / `works`. */
const VERSION_THEN_FIX = /^\s{0,2}(?:of \w{1,30}\s)?(?:fixe[sd]|solves|solved|resolves|resolved|works)\b/i;

/**
 * The versions a sentence names as what fixed it, or [] when it names none: in a clause (split at commas, `;`, `but`
 * and the like) that says it works or was fixed and never that it fails, a version after an upgrade, an install or `works
 * with`, or right before `fixed it`.
 * @param sentence one sentence of the thread
 */
export function fixVersionsIn(sentence: string): string[] {
  const text = cutText(sentence, 600, '');
  if (!FIXED.test(text)) return [];
  const found: string[] = [];
  for (const clause of text.split(/[,;]|\b(?:but|though|although|however|whereas)\b/i)) {
    if (!FIXED.test(clause) || STILL_FAILS.test(clause)) continue;
    for (const match of clause.matchAll(VERSION)) {
      const at = match.index ?? 0;
      const lead = LEADS_TO_FIX.test(clause.slice(0, at)) || VERSION_THEN_FIX.test(clause.slice(at + match[0].length));
      if (lead && found.length < 6) found.push((match[1] ?? '').replace(/^v/i, ''));
    }
  }
  return found;
}
