// What the bot would say on a corpus: comments posted, asks the thread already answers, owners named, comments withheld.
import type { TriageReport } from '../core/report.js';

/** The comment counters of one eval run. */
export interface CommentCounters {
  /** Comments the bot would post. */
  posted: number;
  /** Asks left out because the thread already answers them (summed over every issue). */
  asksAnswered: number;
  /** Uncurated comments by the owner of the failing code they name (`lmcache`, `nixl`, `dynamo`, …). */
  owners: Record<string, number>;
  /** Comments withheld by the speak policy: on pull requests, on CI-failure reports. */
  withheld: { pullRequest: number; ciReport: number };
}

/**
 * Count what the bot would say over a corpus's reports.
 * @param reports one report per issue
 */
export function countComments(reports: TriageReport[]): CommentCounters {
  const counters: CommentCounters = { posted: 0, asksAnswered: 0, owners: {}, withheld: { pullRequest: 0, ciReport: 0 } };
  for (const report of reports) {
    if (report.comment !== null) counters.posted += 1;
    const speech = report.speech;
    if (speech === undefined) continue;
    counters.asksAnswered += speech.asksAnswered;
    if (speech.owner !== null && report.comment !== null) counters.owners[speech.owner] = (counters.owners[speech.owner] ?? 0) + 1;
    if (speech.withheld === 'pull-request') counters.withheld.pullRequest += 1;
    if (speech.withheld === 'ci-report') counters.withheld.ciReport += 1;
  }
  return counters;
}

/** The counters as the eval's closing lines. */
export function formatCommentCounters(counters: CommentCounters): string {
  const owners = Object.entries(counters.owners)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([owner, count]) => `${owner} ${count}`);
  return [
    `comments posted: ${counters.posted}`,
    `asks dropped because the thread answers them: ${counters.asksAnswered}`,
    `owners named in uncurated comments: ${owners.join(', ') || '-'}`,
    `comments withheld: ${counters.withheld.pullRequest} on pull requests, ${counters.withheld.ciReport} on CI-failure reports`,
  ].join('\n');
}
