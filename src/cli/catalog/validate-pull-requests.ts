// Validates catalog/pull-requests.yaml: its schema, a row for every PR the catalog names, and version notes about known entries.
import AjvModule from 'ajv';
import schema from '../../../catalog/pull-requests.schema.json' with { type: 'json' };
import entrySchema from '../../../catalog/schema.json' with { type: 'json' };
import { type CatalogEntry, pullRequestsNamed, pullRequestsNamedBy, type PullRequestTable } from '../../core/index.js';

/** Where the table lives, relative to the repository root; the one catalog file that is not an entry. */
export const PULL_REQUESTS_FILE = 'catalog/pull-requests.yaml';

const Ajv = AjvModule.default;
let compiledSchema: ReturnType<InstanceType<typeof Ajv>['compile']> | null = null;

function schemaValidator(): ReturnType<InstanceType<typeof Ajv>['compile']> {
  compiledSchema ??= new Ajv({ allErrors: true, strict: true, strictRequired: false }).addSchema(entrySchema).compile(schema);
  return compiledSchema;
}

/**
 * Validate the parsed table against its schema and the catalog: every PR an entry names has a row (found or recorded
 * as not found), and every version note names an entry and a PR with a merge commit.
 * @param parsed the parsed YAML
 * @param entries the catalog's entries
 * @returns the problems (empty when valid) and the table when valid
 */
export function validatePullRequests(parsed: unknown, entries: CatalogEntry[]): { errors: string[]; table: PullRequestTable | null } {
  const validate = schemaValidator();
  if (!validate(parsed)) {
    const errors = (validate.errors ?? []).map((error) => `${PULL_REQUESTS_FILE}: ${error.instancePath || '(file)'} ${error.message ?? 'is invalid'}`);
    return { errors, table: null };
  }
  const table = parsed as PullRequestTable;
  const errors: string[] = [];
  for (const pr of pullRequestsNamed(entries)) {
    if (table.pull_requests[String(pr)] !== undefined) continue;
    const by = entries.filter((entry) => pullRequestsNamedBy(entry).includes(pr)).map((entry) => entry.id);
    errors.push(`${PULL_REQUESTS_FILE}: PR #${pr} (named by ${by.join(', ')}) has no row; \`vllm-triage catalog pull-requests --vllm-src DIR\` prints it`);
  }
  const ids = new Set(entries.map((entry) => entry.id));
  table.version_notes.forEach((note, index) => {
    const where = `${PULL_REQUESTS_FILE}: version_notes[${index}]`;
    if (!ids.has(note.entry)) errors.push(`${where}: no catalog entry ${note.entry}`);
    const record = table.pull_requests[String(note.pr)];
    if (record === undefined || record.commit === null) errors.push(`${where}: PR #${note.pr} has no merge commit in the table`);
  });
  return { errors, table: errors.length === 0 ? table : null };
}
