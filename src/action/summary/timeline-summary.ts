// The job summary's drawings: each triaged issue's request timeline as a Mermaid diagram, which the summary renders.
import { renderTimelineDiagram } from '../../core/index.js';
import type { IssueOutcome } from '../issue/triage-issue.js';

/** Issues whose timeline is drawn in one summary; the comments have the rest. */
export const MAX_DRAWN_TIMELINES = 20;

/**
 * One folded drawing per issue whose plan has a timeline of two or more entries (the diagram's labels are built from
 * safe characters only), or '' when there is none. In a dry run the planned comment is shown as source, so this is
 * where its timeline is seen drawn.
 * @param outcomes one per issue considered
 */
export function renderSummaryTimelines(outcomes: IssueOutcome[]): string {
  const drawn = outcomes
    .map((outcome) => ({ issue: outcome.issueNumber, diagram: renderTimelineDiagram(outcome.plan?.report?.timeline ?? []) }))
    .filter((item) => item.diagram !== '')
    .slice(0, MAX_DRAWN_TIMELINES);
  return drawn.map((item) => `\n<details><summary>#${item.issue}: the failing request's timeline, drawn</summary>\n\n${item.diagram}\n\n</details>`).join('\n');
}
