// The index of the explainer pages (docs/errors/README.md): every curated entry, grouped by connector.
import type { CatalogEntry } from '../catalog/types.js';
import { linkVllmReferences } from '../comment/entry/vllm-references.js';
import { inlineCode } from '../text/safe-markdown.js';
import { errorPagePath } from '../catalog/page-links.js';

/** The message a reader would search for: the first template, else the exception of the first signature. */
function messageOf(entry: CatalogEntry): string {
  const signature = entry.signatures.find((candidate) => candidate.template !== undefined) ?? entry.signatures[0];
  if (signature === undefined) return '';
  if (signature.template !== undefined) return inlineCode(signature.template, 120);
  return signature.exception === undefined ? '' : inlineCode(signature.exception);
}

/**
 * The index page: one section per connector (sorted by name), one row per entry (sorted by id) with its page, title
 * and message.
 * @param entries the curated entries
 */
export function renderErrorIndex(entries: CatalogEntry[]): string {
  const byConnector = new Map<string, CatalogEntry[]>();
  for (const entry of [...entries].sort((first, second) => (first.id < second.id ? -1 : first.id > second.id ? 1 : 0))) {
    const list = byConnector.get(entry.connector) ?? [];
    list.push(entry);
    byConnector.set(entry.connector, list);
  }
  const connectors = [...byConnector.keys()].sort();
  const sections = connectors.map((connector) => {
    const rows = (byConnector.get(connector) ?? []).map(
      (entry) =>
        `| [${inlineCode(entry.id)}](${errorPagePath(entry.id)}) | ${linkVllmReferences(entry.title).replaceAll('|', '\\|')} | ${messageOf(entry).replaceAll('|', '\\|')} |`,
    );
    return `## ${connector}\n\n| page | what happened | message |\n| --- | --- | --- |\n${rows.join('\n')}`;
  });
  const intro = [
    '# Known KV-connector errors',
    '<!-- Generated from catalog/ by npm run bundle: edit the YAML, not these pages. -->',
    `One page for each of the ${entries.length} errors vllm-triage can explain: what the message means, where vLLM raises it (linked at the vLLM commit the catalog was read at), what to do in order, when it happens, related errors, what to send in a report, and the basis of every claim. The bot's comment links the page of the error it recognised; \`npx github:OWNER/vllm-triage#REF explain <id | message>\`, with the OWNER and REF of this page's address (Node.js 20 or later), prints a page in a terminal.`,
    `Connectors: ${connectors.map((connector) => `[${inlineCode(connector)}](#${connector.toLowerCase().replace(/[^a-z0-9-]/g, '')})`).join(', ')}.`,
  ];
  return `${[...intro, ...sections].join('\n\n')}\n`;
}
