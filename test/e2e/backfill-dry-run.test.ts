// End to end, in process (run() and the real gateway against the local GitHub): a backfill's dry run over a
// repository of 120 issues — the plan, and the shadow report against the maintainers' labels. Both tests read the one
// dry run of the file: a dry run writes nothing, so the run that scores the maintainers' labels also shows the plan.
import { describe, it } from 'vitest';
import { alreadyTriaged, backfill, isPullRequest, numbers, seededServer } from '../support/build/backfill-repository.js';
import { REPO } from '../support/scenario-fixtures.js';

// Maintainers routed 7, 70 and 101 (seed errors) and 11 and 22 (no error the bot can see); 118 (a seed error) is unlabelled.
const HUMAN_LABELS: Record<number, string[]> = {
  7: ['kv-connector', 'bug'],
  70: ['KV-Connector'],
  101: ['kv-connector'],
  11: ['kv-connector'],
  22: ['kv-connector', 'question'],
  40: ['documentation'],
};

/** A backfill dispatched with every input at its default, against a fresh stand-in that is closed after it. */
async function runDry() {
  const server = await seededServer(HUMAN_LABELS);
  try {
    return { server, result: await backfill(server, {}) };
  } finally {
    await server.close();
  }
}
let dryRun: ReturnType<typeof runDry> | undefined;
/** The file's one dry run, started by whichever test asks first. */
const theDryRun = (): ReturnType<typeof runDry> => (dryRun ??= runDry());
const planned = numbers.filter((number) => !isPullRequest(number) && !alreadyTriaged(number)).length;

describe.concurrent('backfill dry run (the action in process against the local GitHub)', () => {
  it('should write nothing when dry-run is not explicitly false, and show the plan', async ({ expect }) => {
    const { server, result } = await theDryRun();
    expect(result.code).toBe(0);
    expect(result.requests.filter((request) => request.write)).toEqual([]);
    expect(result.summary).toContain('(dry run: nothing was written)');
    expect(result.summary).toContain(`| planned (dry run) | ${planned} |`);
    // Reads only: REST GETs, and GraphQL queries (issues, labels and comments a page at a time).
    expect(result.requests.every((request) => request.method === 'GET' || request.endpoint === 'POST /graphql')).toBe(true);
    expect(result.requests.filter((request) => request.endpoint === 'POST /graphql').length).toBeGreaterThan(0);
    expect(server.violations).toEqual([]);
  }, 120_000);

  it("should score the bot's routing against the maintainers' labels in a dry run's summary, with the ledger", async ({ expect }) => {
    const { server, result } = await theDryRun();
    expect(result.code).toBe(0);
    const summary = result.summary;
    expect(summary).toContain("### Shadow report: the bot's routing against the maintainers' labels");
    expect(summary).toContain(`Maintainers' routing labels: \`kv-connector\`. ${planned} issues scored.`);
    expect(summary).toContain(`| **the bot routes** | 3 | 1 |\n| **the bot does not route** | 2 | ${planned - 6} |`);
    expect(summary).toContain('**Precision** 75 % (3 of the 4 issues the bot routes) · **Recall** 60 % (3 of the 5 issues the maintainers labelled)');
    const issueLink = (number: number) => `[#${number}](${server.url}/${REPO}/issues/${number})`;
    expect(summary).toContain('**Disagreements** (3):');
    expect(summary).toContain(`- ${issueLink(11)}: labelled \`kv-connector\` by maintainers; the bot would not route it (comment: none)`);
    expect(summary).toContain(`- ${issueLink(22)}: labelled \`kv-connector\` by maintainers; the bot would not route it (comment: none)`);
    expect(summary).toContain(
      `- ${issueLink(118)}: the bot would route it (recognised \`mooncake-store/request-not-in-unfinished-requests\`; comment: full); no maintainer label says so`,
    );
    expect(summary).toContain(`| ${issueLink(7)} | yes | \`MooncakeStoreConnector\` | \`kv-connector\` | full | \`kv-connector\`, \`bug\` |`);
    // The ledger, one JSON object per planned issue, with what the bot would do and the labels maintainers applied.
    const jsonl = /<summary>The ledger as JSON lines<\/summary>\n\n```jsonl\n([\s\S]*?)\n```/.exec(summary)?.[1] ?? '';
    const rows = jsonl.split('\n').map((line) => JSON.parse(line) as { issue: number; bot: { routed: boolean; labels: string[] }; labels: string[] });
    expect(rows).toHaveLength(planned);
    // GitHub (and the stand-in) gives a label the repository's own spelling.
    expect(rows.find((row) => row.issue === 70)).toMatchObject({ bot: { routed: true, labels: ['kv-connector'] }, labels: ['kv-connector'] });
    expect(rows.find((row) => row.issue === 40)).toMatchObject({ bot: { routed: false, labels: [] }, labels: ['documentation'] });
    expect(server.violations).toEqual([]);
  }, 120_000);
});
