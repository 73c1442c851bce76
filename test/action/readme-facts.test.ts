// The README as tested facts: its inputs and outputs tables are action.yml's, its comment excerpt is the comment the
// bot writes on the seed issue, it opens with usage and stays short, and SECURITY.md says what the README and
// action.yml say about labels, tokens and where issue text goes. (The request table is checked against the stand-in's
// counts in test/e2e/request-counts.test.ts; the install steps in test/e2e/install.test.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { VLLM_REPOSITORY } from '../../src/action/github/calls/compare.js';
import { MAX_COMPARES_PER_ISSUE } from '../../src/action/github/release-containment.js';
import { triage } from '../../src/core/triage.js';
import { REPOSITORY_ROOT } from '../support/run-action.js';
import { SEED_BODY } from '../support/scenario-fixtures.js';

const read = (path: string): string => readFileSync(join(REPOSITORY_ROOT, path), 'utf8');
const README = read('README.md');
const SECURITY = read('SECURITY.md');
const action = parse(read('action.yml')) as {
  inputs: Record<string, { description: string; default?: string | number | boolean }>;
  outputs: Record<string, { description: string }>;
};

/** A description as one line, as a table cell holds it. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The rows of the README table whose header row starts `| <first> |`: the cells of each, unescaped. */
function tableRows(first: string): string[][] {
  const start = README.indexOf(`\n| ${first} |`);
  expect(start, `the README has a table starting "| ${first} |"`).toBeGreaterThan(0);
  const lines = README.slice(start + 1).split('\n');
  const rows: string[][] = [];
  for (const line of lines.slice(2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(2, -2)
        .split(/(?<!\\) \| /)
        .map((cell) => cell.replaceAll('\\|', '|')),
    );
  }
  return rows;
}

/** The README's section under `heading`, up to the next heading of the same or a higher level. */
function section(heading: string): string {
  const level = heading.split(' ')[0] ?? '##';
  const start = README.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(0);
  const rest = README.slice(start + heading.length + 2);
  const next = rest.search(new RegExp(`^#{2,${level.length}} `, 'm'));
  return next < 0 ? rest : rest.slice(0, next);
}

describe('the README', () => {
  it("should list action.yml's inputs, in its order, with its defaults and its descriptions", () => {
    const rows = tableRows('input');
    expect(rows.map((row) => row[0])).toEqual(Object.keys(action.inputs).map((name) => `\`${name}\``));
    for (const [name, input] of Object.entries(action.inputs)) {
      const row = rows.find((cells) => cells[0] === `\`${name}\``) ?? [];
      const fallback = input.default === undefined || input.default === '' ? '' : `\`${String(input.default)}\``;
      expect(row[1], `${name}: default`).toBe(fallback);
      expect(row[2], `${name}: description`).toBe(oneLine(input.description));
    }
  });

  it("should list action.yml's outputs with their descriptions", () => {
    const rows = tableRows('output');
    expect(rows.map((row) => row[0])).toEqual(Object.keys(action.outputs).map((name) => `\`${name}\``));
    for (const [name, output] of Object.entries(action.outputs))
      expect(rows.find((cells) => cells[0] === `\`${name}\``)?.[1], name).toBe(oneLine(output.description));
  });

  it('should open with usage (the workflow to copy, the labels, a comment), then how to try it, and stay under 3,000 words', () => {
    const headings = [...README.matchAll(/^#{2,3} (.+)$/gm)].map((match) => match[1]);
    expect(headings.slice(0, 5)).toEqual(['Use', 'Labels', 'What a comment looks like', 'Try it / develop', 'Inputs and outputs']);
    expect(section('## Try it / develop')).toContain('npm ci && npm start');
    expect(section('## Try it / develop')).toContain('npm test');
    const words = README.split(/\s+/).filter((word) => word !== '').length;
    console.log(`README: ${words} words`);
    expect(words).toBeLessThan(3000);
  });

  it('should show a comment excerpt that is what the bot writes on the seed issue', () => {
    const comment = triage({ title: '[Bug]: MooncakeStoreConnector crashes the engine', body: SEED_BODY }).comment ?? '';
    const quoted = section('### What a comment looks like')
      .split('\n')
      .filter((line) => line.startsWith('> ') && line.length > 4)
      .map((line) => line.slice(2));
    expect(quoted.length).toBeGreaterThan(5);
    for (const line of quoted) {
      // A line cut with " …" quotes the comment's line up to there; "- …" stands for rows left out.
      const shown = line.endsWith(' …') ? line.slice(0, -2) : line;
      if (shown === '-') continue;
      expect(comment, line).toContain(shown);
    }
  });
});

describe('SECURITY.md beside the README and action.yml', () => {
  it('should grant the token what the example workflow grants', () => {
    const workflow = parse(read('examples/workflows/triage.yml')) as { permissions: Record<string, string> };
    expect(workflow.permissions).toEqual({ issues: 'write' });
    expect(SECURITY).toContain('grants the job `issues: write`, nothing else');
    // The one exception, as the README says (test/e2e/token-permissions.test.ts decides it against the stand-in).
    expect(oneLine(SECURITY)).toContain('installed in vllm-project/vllm itself with `release-lookups: true`, the job also needs `contents: read` there');
    expect(oneLine(README)).toContain('in vllm-project/vllm itself, grant `contents: read` too');
  });

  it('should name the one label GitHub may create, as create-missing-labels describes it', () => {
    expect(oneLine(action.inputs['create-missing-labels']?.description ?? '')).toContain('the connector label (`connector-label`) is added without a look-up');
    expect(oneLine(SECURITY)).toContain('the connector label (`connector-label`) is added without a look-up');
  });

  it('should say what a personal access token does as bot-login describes it, not that its comments go unrecognised', () => {
    expect(oneLine(action.inputs['bot-login']?.description ?? '')).toContain('with a personal access token its user');
    expect(SECURITY).toContain('set `bot-login` to the login it writes as');
    expect(SECURITY).not.toContain('does not recognise as its own');
  });

  it("should say that release-lookups sends the version the issue gives to vLLM's compare endpoint, as action.yml does", () => {
    expect(oneLine(action.inputs['release-lookups']?.description ?? '')).toContain('GET /repos/vllm-project/vllm/compare/{tag}...{commit}');
    expect(oneLine(SECURITY)).toContain('`release-lookups: true`) send the vLLM version the issue gives');
    expect(SECURITY).toContain('GET /repos/vllm-project/vllm/compare/{tag}...{commit}');
    // The code's own facts: the repository the compare call names, and how many it makes per issue.
    expect(SECURITY).toContain(`GET /repos/${VLLM_REPOSITORY.owner}/${VLLM_REPOSITORY.repo}/compare/`);
    expect(oneLine(action.inputs['release-lookups']?.description ?? '')).toContain(`at most ${MAX_COMPARES_PER_ISSUE} \`GET /repos/`);
  });

  it("should say what a personal access token's run asks GitHub, as the gateway does (GET /user)", () => {
    expect(oneLine(SECURITY)).toContain('it asks GitHub who the token is');
    expect(oneLine(read('docs/workflow.md'))).toContain('it asks GitHub who the token is (`GET /user`');
  });
});
