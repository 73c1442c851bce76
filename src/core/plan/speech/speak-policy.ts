// Where the bot speaks: one policy for the Action, `analyze`, `eval` and `shadow`, in this file. No comment on a pull
// request, a CI-failure report (a failing test, a Buildkite log) or another project's run of vLLM's tests: those get
// the label only, when routing holds. A curated entry speaks (a warning-level one too, unless it is left out beside a
// crash it does not explain: `unspoken.ts`); an uncurated connector error speaks only with its final exception visible
// (the short comment, with one fact from its frames); a maintainer's routing speaks its short asks.
import type { Match } from '../../match/types.js';
import type { ShortComment } from '../types.js';
import type { TriageInput } from '../../extract/types.js';
import { otherProjectsTestRun } from './test-suite.js';
import { cutText } from '../../text/cut.js';

/** Why the comment is withheld. `test-suite`: another project's test run (vLLM's tests or its own suite, on its CI and runners: `test-suite.ts`). */
export type Withheld = 'pull-request' | 'ci-report' | 'test-suite' | 'feature-request';

/** `[CI Failure]: …`, `[CI]`, `[CI/Build]` at the start of a title. */
const CI_TITLE = /^\s*\[\s*CI(?:\s*Failure|\s*\/\s*Build)?\s*\]/i;
/** `[Feature]: …`, `[Feature Request]`, `[RFC]: …` at the start of a title: a request for a change, not a failure report. */
const FEATURE_TITLE = /^\s*\[\s*(?:Feature(?:\s*Request)?|RFC)\s*\]/i;
/** vLLM's feature-request and RFC issue forms' own headings. */
const FEATURE_FORM_HEADING = /^#{1,6}\s*(?:🚀 The feature, motivation and pitch|Motivation\.\s*$)/m;
/** The CI-failure issue form's own heading. */
const CI_FORM_HEADING = /^#{1,6}\s*(?:Name of failing test|🧪 Describe the failing test)/m;

/** The title, or the body's first `# ` line when a captured thread carries it there. */
function titleOf(input: { title?: string; body: string }): string {
  if (input.title !== undefined && input.title.trim() !== '') return input.title;
  const head = cutText(input.body, 2000, '').split('\n');
  return head.find((line) => line.startsWith('# '))?.slice(2) ?? '';
}

/**
 * Whether the comment is withheld, and why: a pull request (the input says so), a CI-failure report (its
 * title's `[CI Failure]` tag or the CI-failure form's headings), another project's run of vLLM's tests, or a feature
 * request or RFC (its title's `[Feature]`/`[RFC]` tag or its form's headings). Null when
 * the bot may speak.
 * @param input the title, body, comments (with the author, for whose they are), repository and whether it is a pull request
 */
export function withheldBecause(input: Pick<TriageInput, 'title' | 'body' | 'comments' | 'author' | 'pullRequest' | 'repository'>): Withheld | null {
  if (input.pullRequest === true) return 'pull-request';
  if (CI_TITLE.test(titleOf(input))) return 'ci-report';
  if (CI_FORM_HEADING.test(input.body.slice(0, 20_000))) return 'ci-report';
  if (otherProjectsTestRun({ ...input, title: titleOf(input) })) return 'test-suite';
  // A feature request or an RFC that quotes an error (the guard it wants lifted) asks for a change: asking its author
  // for versions and tracebacks, or explaining a guard they already read, does not help.
  if (FEATURE_TITLE.test(titleOf(input)) || FEATURE_FORM_HEADING.test(input.body.slice(0, 20_000))) return 'feature-request';
  return null;
}

/**
 * Why the bot says nothing: withheld (above), nothing recognised, an uncurated error without its final line, or only
 * matches the comment leaves out (`draft-only`: draft entries, a warning beside a crash it does not explain), or another
 * engine's thread with no vLLM in it whose headline is not a library's own error (`other-engine`, `engine-policy.ts`).
 */
export type Silence = Withheld | 'nothing-recognised' | 'no-final-exception' | 'draft-only' | 'other-engine';

/** Whether the bot speaks, and why not when it does not: the one answer every caller reads. */
export interface SpeakDecision {
  speaks: boolean;
  silence: Silence | null;
}

/**
 * The speak policy: a maintainer's dismissal keeps its one line; a withheld thread (a pull request, a CI report, another
 * project's test run) gets the label only; left-out matches alone say nothing; another engine's thread with no vLLM
 * speaks only of a library's own error (NIXL, Mooncake, LMCache); a curated match speaks; an uncurated one
 * speaks only through its short comment (its final exception is visible), as does a maintainer's routing; the bot's
 * earlier comment is kept up to date.
 * @param input what decide found: the matches the comment may speak of (`spokenMatches`), whether any match was found at
 *   all, whether every one was left out, the short comment, whether the bot commented before, a dismissal, the withholding
 */
export function speakPolicy(input: {
  withheld: Withheld | null;
  dismissed: boolean;
  matched: boolean;
  leftOut: boolean;
  spoken: Match[];
  short: ShortComment | null;
  hadComment: boolean;
  /** Another engine's thread with no vLLM in it (`engine-policy.ts`), and the library whose own error heads it, if any. */
  otherEngine?: { library: unknown } | null;
}): SpeakDecision {
  if (input.dismissed) return { speaks: true, silence: null };
  if (input.withheld !== null) return { speaks: false, silence: input.withheld };
  // Left-out matches alone say nothing; a short comment the thread calls for without them (an uncurated crash in a
  // connector's code) is still said.
  if (input.leftOut && input.short === null) return { speaks: false, silence: 'draft-only' };
  const wouldSpeak = input.hadComment || input.spoken.some((match) => match.curated) || input.short !== null;
  // Another engine's thread with no vLLM in it: only a library's own error is explained there.
  if (wouldSpeak && input.otherEngine != null && input.otherEngine.library === null) return { speaks: false, silence: 'other-engine' };
  if (wouldSpeak) return { speaks: true, silence: null };
  return { speaks: false, silence: input.matched ? 'no-final-exception' : 'nothing-recognised' };
}
