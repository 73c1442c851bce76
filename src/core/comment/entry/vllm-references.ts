// vLLM's `#N` references in catalog prose, linked to vLLM's tracker (the explainer pages use it too).
import { vllmThreadLink } from '../../vllm/links.js';
import { cutText } from '../../text/cut.js';

/**
 * Turn bare `#NNNN` references in catalog prose into full vLLM links, so they never point at an
 * issue of the repository the bot runs in. Code spans are left alone.
 * @param text catalog markdown (our own text, not user text)
 */
export function linkVllmReferences(text: string, selfIssue: number | null = null): string {
  let out = '';
  let inCode = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char === '`') inCode = !inCode;
    const before = text[index - 1];
    if (!inCode && char === '#' && (before === undefined || !/[\w&/[]/.test(before))) {
      const digits = /^\d{1,7}/.exec(cutText(text.slice(index + 1), 7, ''));
      if (digits !== null && !/\w/.test(text[index + 1 + digits[0].length] ?? '')) {
        // `PR #N` links to the pull request; anything else to the issue (GitHub redirects either way).
        const kind = /\bPRs? $/i.test(text.slice(Math.max(0, index - 4), index)) ? 'pull' : 'issues';
        // The issue never cites itself.
        if (kind === 'issues' && Number(digits[0]) === selfIssue) {
          // "Issue #N" becomes "This issue", not "Issue this issue".
          const named = /\b([Ii])ssue $/.exec(cutText(out, 6, '', 'end'));
          out = named === null ? `${out}this issue` : `${out.slice(0, -6)}${named[1] === 'I' ? 'This' : 'this'} issue`;
        } else out += vllmThreadLink(kind, Number(digits[0]));
        index += digits[0].length;
        continue;
      }
    }
    out += char;
  }
  return out;
}
