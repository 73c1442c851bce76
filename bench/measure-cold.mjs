// Child process for the cold-start row of (a): ONE cold start alone in this process — import the package's built
// `analyze()` and analyse one issue, or import the parser alone (`mdast-util-from-markdown`) and parse the same text —
// then print this process's whole CPU time (user + system since node started, so node's own start is in both) as JSON.

import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { subject: { type: 'string' }, library: { type: 'string' }, issue: { type: 'string' } } });
if (values.issue === undefined || values.library === undefined) throw new Error('--issue FILE and --library FILE are required');
const body = readFileSync(values.issue, 'utf8');
if (values.subject === 'analyze') {
  const library = await import(pathToFileURL(values.library).href);
  library.analyze(body);
} else if (values.subject === 'parser') {
  const { fromMarkdown } = await import('mdast-util-from-markdown');
  fromMarkdown(body);
} else {
  throw new Error(`--subject analyze|parser, not '${values.subject}'`);
}
const used = process.cpuUsage();
process.stdout.write(`${JSON.stringify({ subject: values.subject, cpuMs: (used.user + used.system) / 1000 })}\n`);
