// The earlier-reports step of triaging one issue: when the plan asks for a search, one search, and the plan finished with what it finds.
import type { TriagePlan } from '../../core/index.js';
import type { IssueGateway } from '../github/gateway.js';
import { searchEarlierReports } from '../github/search-earlier-reports.js';
import type { ActionSettings } from '../settings/inputs.js';
import type { TriageDependencies, TriageEngine } from './outcome.js';

/** The plan finished with the earlier reports its search finds, when it asked for one. */
export async function withSearchDone(
  deps: TriageDependencies,
  engine: TriageEngine,
  useGateway: () => Promise<IssueGateway>,
  plan: TriagePlan,
  settings: ActionSettings,
  notes: string[],
): Promise<TriagePlan> {
  const search = plan.earlierReportsSearch;
  if (search.kind === 'none' && search.note !== null) notes.push(search.note);
  if (search.kind !== 'search') return plan;
  const found = await searchEarlierReports({
    gateway: async () => {
      const gateway = await useGateway();
      return gateway.searchIssues === undefined && deps.searchGateway !== undefined ? deps.searchGateway() : gateway;
    },
    owner: settings.owner,
    repo: settings.repo,
    phrase: search.phrase,
    exclude: search.exclude,
  });
  if (found.note !== null) notes.push(found.note);
  return engine.withEarlierReports(plan, found.reports ?? []);
}
