// What the bot would say on a corpus, per comment kind: comments posted, asks ticked (the thread answers them), kept
// and dropped, owners named; and the silences by reason.
import type { TriageReport } from '../../core/index.js';

/** The counters of one comment kind. */
export interface KindCounters {
  posted: number;
  /** Asks the thread already answers (ticked). */
  ticks: number;
  /** Open asks the comments show. */
  asksKept: number;
  /** Open asks left out (the thread's or the message's answer asks nothing; past the short comment's three). */
  asksDropped: number;
  /** Comments by the owner of the failing code they name (`lmcache`, `nixl`, `dynamo`, `fork`, …). */
  owners: Record<string, number>;
}

/** The comment counters of one eval run. */
export interface CommentCounters {
  /** Comments the bot would post. */
  posted: number;
  /** Asks left out because the thread already answers them (summed over every issue). */
  asksAnswered: number;
  /** Comments by the owner of the failing code they name (`lmcache`, `nixl`, `dynamo`, `fork`, …). */
  owners: Record<string, number>;
  /** Comments withheld by the speak policy: on pull requests, on CI-failure reports, on other projects' test runs. */
  withheld: { pullRequest: number; ciReport: number; testSuite: number; featureRequest: number };
  /** Per comment kind (`full`, `short`, `routed`, `dismissed`). */
  kinds: Record<string, KindCounters>;
  /** Issues without a comment, by reason (`nothing-recognised`, `no-final-exception`, `pull-request`, `ci-report`, `test-suite`). */
  silences: Record<string, number>;
}

const bump = (record: Record<string, number>, key: string): void => {
  record[key] = (record[key] ?? 0) + 1;
};

/**
 * Count what the bot would say over a corpus's reports.
 * @param reports one report per issue
 */
export function countComments(reports: TriageReport[]): CommentCounters {
  const counters: CommentCounters = {
    posted: 0,
    asksAnswered: 0,
    owners: {},
    withheld: { pullRequest: 0, ciReport: 0, testSuite: 0, featureRequest: 0 },
    kinds: {},
    silences: {},
  };
  for (const report of reports) {
    if (report.comment !== null) counters.posted += 1;
    const speech = report.speech;
    if (speech === undefined) continue;
    counters.asksAnswered += speech.asksAnswered;
    if (speech.owner !== null && report.comment !== null) bump(counters.owners, speech.owner);
    if (speech.withheld === 'pull-request') counters.withheld.pullRequest += 1;
    if (speech.withheld === 'ci-report') counters.withheld.ciReport += 1;
    if (speech.withheld === 'feature-request') counters.withheld.featureRequest += 1;
    if (speech.withheld === 'test-suite') counters.withheld.testSuite += 1;
    if (report.comment === null) {
      bump(counters.silences, speech.silence ?? 'nothing-recognised');
      continue;
    }
    const kind = speech.kind ?? 'full';
    const of = (counters.kinds[kind] ??= { posted: 0, ticks: 0, asksKept: 0, asksDropped: 0, owners: {} });
    of.posted += 1;
    of.ticks += speech.asksAnswered;
    of.asksKept += speech.asksKept;
    of.asksDropped += speech.asksDropped;
    if (speech.owner !== null) bump(of.owners, speech.owner);
  }
  return counters;
}

/** `a 2, b 1`, sorted by name, or `-`. */
function listed(record: Record<string, number>): string {
  const entries = Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
  return entries.map(([name, count]) => `${name} ${count}`).join(', ') || '-';
}

/** The counters as the eval's closing lines. */
export function formatCommentCounters(counters: CommentCounters): string {
  const kinds = Object.entries(counters.kinds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([kind, of]) =>
        `  ${kind}: ${of.posted} posted, ${of.ticks} asks ticked, ${of.asksKept} kept, ${of.asksDropped} dropped; owners named: ${listed(of.owners)}`,
    );
  return [
    `comments posted: ${counters.posted}`,
    ...kinds,
    `asks the thread already answers (ticked): ${counters.asksAnswered}`,
    `owners named in comments: ${listed(counters.owners)}`,
    `comments withheld: ${counters.withheld.pullRequest} on pull requests, ${counters.withheld.ciReport} on CI-failure reports, ${counters.withheld.testSuite} on other projects' test runs, ${counters.withheld.featureRequest} on feature requests and RFCs`,
    `silences by reason: ${listed(counters.silences)}`,
  ].join('\n');
}
