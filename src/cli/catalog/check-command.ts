// `vllm-triage catalog check`: is every curated template and source-index message still where the catalog says?
import { parseArgs } from 'node:util';
import { HELP_OPTION, readCommandArgs } from '../command-args.js';
import type { CommandIO } from '../command-io.js';
import type { CatalogEntry, IndexRow, PullRequestTable } from '../../core/index.js';
import { checkAgainstSource, entryFilesOutside, type CheckReport, type SiteCheck } from './catalog-check.js';
import { checkBasis, listBasis, type SourceLineReader } from './basis-check.js';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INDEXED_SUBDIR, runIndexer } from './run-indexer.js';
import { checkLinks, listCatalogLinks } from './link-check.js';
import { checkCatalogScalars, describeScalarProblems } from './yaml-scalars.js';
import { listYamlFiles } from './compile-catalog.js';
import { PULL_REQUESTS_FILE } from './validate-pull-requests.js';
import { checkProjectSites, parseProjectSources, reportProjectSites } from './project-check.js';
import { checkRanges } from './ranges/range-check.js';
import { gitHistory } from './ranges/history-git.js';
import { cutText } from '../../core/index.js';

const USAGE = `usage: vllm-triage catalog check --vllm-src DIR [--vllm-git GIT] [--project-src PROJECT=GIT ...] [--all] [--python PYTHON]

Re-indexes DIR (a vLLM checkout, read as the catalog's commit) and checks each curated entry's template
and each source-index row: still at its line (ok), at another line or file (moved), reworded in the same
function (changed), or gone (vanished). Then checks that each cited source line still holds its text
(basis), that each file the catalog links exists at the ref it links (links), and that no prose string
of catalog/*.yaml was cut or changed by YAML (a plain scalar followed by \` #\`). Links and basis lines
at another commit are read with git from GIT (a repository with vLLM's history; DIR when not given).
With that history, each statement that holds only for some builds (since_pr / until_pr) is checked too (ranges):
its PRs are in the history and in order, each basis line was read in code with (or without) the PR, and a
statement for builds without a PR fits a build that raises the entry's message.
Exits 1 when a message changed or vanished, a basis line or a linked file is gone, YAML cut a string, or a
range fails; 0 when lines only moved. --all lists the sites that are ok too. An entry whose message another
project raises (source.raised_in) is checked in that project's git repository given by --project-src (nixl=DIR,
mooncake=DIR, lmcache=DIR, vllm-ascend=DIR, dynamo=DIR); without one it is listed as not checked.
`;

/** What the check compares against: the shipped index and curated entries unless given. */
export interface CheckSources {
  index: IndexRow[];
  entries: CatalogEntry[];
  /** The catalog's vLLM commit (the ref of links without their own). */
  commit?: string;
  /** The catalog's YAML files as written, for the YAML-cut check; null when they are not beside this build. */
  yamlFiles?: { file: string; text: string }[] | null;
  /** The pull-request table, for the range check of `since_pr` / `until_pr` statements. */
  pullRequests?: PullRequestTable;
}

const MAX_TEMPLATE_CHARS = 72;
const clip = (text: string): string => {
  const oneLine = text.replaceAll('\n', '\\n');
  return cutText(oneLine, MAX_TEMPLATE_CHARS);
};

/** One table row's cells: status, where, line (old → new), what. */
function tableCells(site: SiteCheck): [string, string, string, string] {
  const shortPath = site.path.replace(`${INDEXED_SUBDIR}/`, '');
  const where = site.kind === 'entry' ? `${site.subject} (${shortPath})` : `${shortPath} ${site.function}`;
  const movedFile = site.newPath !== null && site.newPath !== site.path ? ` in ${site.newPath.replace(`${INDEXED_SUBDIR}/`, '')}` : '';
  const line = site.newLine === null || site.newLine === site.line ? `${site.line}` : `${site.line} → ${site.newLine}${movedFile}`;
  const what =
    site.status === 'changed'
      ? `"${clip(site.template)}" is now "${clip(site.newTemplate ?? '')}"`
      : site.status === 'unchecked'
        ? (site.note ?? 'not checked')
        : `"${clip(site.template)}"`;
  const elsewhere = site.sourceRef ? ` (entry's code is at ${site.sourceRef}, not the catalog commit: not failing)` : '';
  return [site.status, where, line, what + elsewhere];
}

/** Render the report as an aligned text table plus a summary. */
export function renderCheckReport(report: CheckReport, vllmSrc: string, showAll: boolean): string {
  const shown = report.sites.filter((site) => showAll || site.status !== 'ok');
  const rows = [['STATUS', 'SITE', 'LINE', 'MESSAGE'] as [string, string, string, string], ...shown.map(tableCells)];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const table = rows.map((row) => row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column] ?? 0) : cell)).join('  ').trimEnd());
  const count = (kind: SiteCheck['kind'], status: SiteCheck['status']): number =>
    report.sites.filter((site) => site.kind === kind && site.status === status).length;
  const summary = (kind: SiteCheck['kind']): string =>
    (['ok', 'moved', 'changed', 'vanished', 'unchecked'] as const)
      .map((status) => [status, count(kind, status)] as const)
      .filter(([, n]) => n > 0)
      .map(([status, n]) => `${n} ${status}`)
      .join(', ') || 'none';
  const lines = [`catalog check against ${vllmSrc}`];
  if (shown.length > 0) lines.push('', ...table, '');
  lines.push(`index sites: ${summary('index')}`, `curated templates: ${summary('entry')}`);
  if (report.added.length > 0) {
    lines.push(`${report.added.length} site(s) in ${INDEXED_SUBDIR}/ are not in the shipped index: run \`vllm-triage catalog index\``);
  }
  lines.push(report.failed ? 'FAILED: a message changed or vanished; update the catalog.' : 'OK: every message is still in the source.');
  return `${lines.join('\n')}\n`;
}

/** The shipped index and curated entries (the built-in catalog). */
async function shippedSources(): Promise<CheckSources> {
  const { defaultCatalog } = await import('../../core/engine.js');
  const catalog = defaultCatalog();
  return {
    index: catalog.index,
    entries: catalog.entries,
    commit: catalog.commit,
    yamlFiles: catalogYamlBesideBuild(),
    ...(catalog.pullRequests === undefined ? {} : { pullRequests: catalog.pullRequests }),
  };
}

/**
 * The catalog entries' YAML files of the package this module runs from (walking up from dist/ or src/cli/catalog/), or
 * null. catalog/pull-requests.yaml is left out, as the compile leaves it out of the entries: it is data (`commit: null`
 * is meant as null), and its own validation reads it.
 */
export function catalogYamlBesideBuild(moduleUrl: string = import.meta.url): { file: string; text: string }[] | null {
  let folder = dirname(fileURLToPath(moduleUrl));
  for (let depth = 0; depth < 5; depth++) {
    if (existsSync(join(folder, 'catalog', 'schema.json'))) {
      const root = `${folder}/`;
      return listYamlFiles(root, 'catalog/')
        .filter((file) => file !== PULL_REQUESTS_FILE)
        .map((file) => ({ file, text: readFileSync(`${root}${file}`, 'utf8') }));
    }
    const parent = dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  return null;
}

/**
 * Run `catalog check`.
 * @param args the arguments after `catalog check`
 * @param io where to print
 * @param sources the index and entries to check; the built-in catalog when omitted
 * @returns 0 when every message is still there (lines may have moved), 1 when one changed or vanished or the indexer failed, 2 bad usage
 */
export async function runCatalogCheck(args: string[], io: CommandIO, sources?: CheckSources): Promise<number> {
  const parsed = readCommandArgs(io, 'catalog check', USAGE, () =>
    parseArgs({
      args,
      options: {
        'vllm-src': { type: 'string' },
        'vllm-git': { type: 'string' },
        'project-src': { type: 'string', multiple: true },
        python: { type: 'string' },
        all: { type: 'boolean' },
        ...HELP_OPTION,
      },
      allowPositionals: false,
    }),
  );
  if (typeof parsed === 'number') return parsed;
  const vllmSrc = parsed.values['vllm-src'];
  const python = parsed.values.python;
  const showAll = parsed.values.all === true;
  if (vllmSrc === undefined) {
    io.stderr(`catalog check: --vllm-src DIR is required\n${USAGE}`);
    return 2;
  }
  const projectSources = parseProjectSources(parsed.values['project-src'] ?? []);
  if (typeof projectSources === 'string') {
    io.stderr(`catalog check: ${projectSources}\n${USAGE}`);
    return 2;
  }
  const gitDir = parsed.values['vllm-git'] ?? vllmSrc;
  const shipped = sources ?? (await shippedSources());
  const { index, entries } = shipped;
  let fresh: IndexRow[];
  try {
    fresh = (await runIndexer({ vllmSrc, python, extraFiles: entryFilesOutside(entries, INDEXED_SUBDIR) })).rows;
  } catch (error) {
    io.stderr(`catalog check: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const report = checkAgainstSource(index, entries, fresh);
  io.stdout(renderCheckReport(report, vllmSrc, showAll));
  const reader = sourceLineReader(vllmSrc, gitDir);
  const basis = checkBasis(entries, reader.line);
  // Like a template, a basis whose text is still in its file has only moved (a warning); gone from the file, it fails.
  const moved = basis.filter((problem) => problem.location !== '' && reader.fileHolds(problem.location, problem.expected));
  const failing = basis.filter((problem) => !moved.includes(problem));
  const sourceItems = listBasis(entries).filter((use) => 'source' in use.item).length;
  io.stdout(`\nbasis: ${sourceItems} source lines cited; ${sourceItems - basis.filter((problem) => problem.location !== '').length} hold at their line, ${moved.length} moved, ${failing.length} failing\n`);
  for (const problem of [...failing, ...moved].slice(0, 50)) {
    const state = moved.includes(problem) ? 'moved' : 'FAIL';
    io.stdout(`  ${state} ${problem.entry} ${problem.field}: ${problem.location || '(no basis)'} expects ${JSON.stringify(problem.expected)}, found ${problem.found === null ? 'no such line' : JSON.stringify(cutText(problem.found.trim(), 120, ''))}\n`);
  }
  const linksFailed = reportLinks(entries, shipped.commit ?? entries[0]?.source.commit ?? '', vllmSrc, gitDir, io);
  const yamlFailed = reportYamlCut(shipped.yamlFiles ?? null, io);
  const projectsFailed = reportProjectSites(checkProjectSites(entries, projectSources), io);
  const rangesFailed = reportRanges(entries, shipped, gitDir, io);
  return report.failed || failing.length > 0 || linksFailed || yamlFailed || projectsFailed || rangesFailed ? 1 : 0;
}

/** Check and print the links; true when a linked file is missing. */
function reportLinks(entries: CatalogEntry[], commit: string, vllmSrc: string, gitDir: string, io: CommandIO): boolean {
  const at = fileAtRef(vllmSrc, gitDir, commit);
  const links = checkLinks(listCatalogLinks(entries, commit), at);
  const total = links.ok.length + links.missing.length;
  const skipped = links.unchecked.length === 0 ? '' : `; ${links.unchecked.length} not checked`;
  io.stdout(`\nlinks: ${total} files linked at a fixed ref checked (${links.ok.length} ok, ${links.missing.length} missing)${skipped}\n`);
  for (const link of links.missing) io.stdout(`  MISSING ${link.path} at ${link.ref.slice(0, 10)}, linked by ${link.usedBy.slice(0, 3).join(', ')}\n`);
  for (const { link, why } of links.unchecked) io.stdout(`  not checked ${link.path} at ${link.ref.slice(0, 10)}: ${why}\n`);
  return links.missing.length > 0;
}

/** Check and print each `since_pr` / `until_pr` statement against the history in GIT; true when one fails. */
function reportRanges(entries: CatalogEntry[], shipped: CheckSources, gitDir: string, io: CommandIO): boolean {
  const table = shipped.pullRequests;
  if (table === undefined) {
    io.stdout('\nranges: no pull-request table, not checked\n');
    return false;
  }
  const { checked, problems } = checkRanges(entries, table, shipped.commit ?? entries[0]?.source.commit ?? '', gitHistory(gitDir, table.history.upto));
  io.stdout(`\nranges: ${checked} statements with since_pr/until_pr checked against the history; ${problems.length} failing\n`);
  for (const item of problems.slice(0, 50)) io.stdout(`  FAIL ${item.entry} ${item.field}: ${item.problem}\n`);
  return problems.length > 0;
}

/** Check and print the YAML-cut check; true when YAML cut or changed a string. */
function reportYamlCut(files: { file: string; text: string }[] | null, io: CommandIO): boolean {
  if (files === null) {
    io.stdout('\nYAML-cut check: catalog/*.yaml is not beside this build (the build ran it when it compiled the catalog)\n');
    return false;
  }
  const check = checkCatalogScalars(files);
  io.stdout(`\nYAML-cut check: ${check.plainScalars} plain scalars in ${check.files} files, ${check.problems.length} cut or changed by YAML\n`);
  for (const line of describeScalarProblems(check.problems)) io.stdout(`  FAIL ${line}\n`);
  return check.problems.length > 0;
}

/**
 * Whether a file exists at a ref: in DIR for the catalog's commit (DIR is read as that commit, like the basis lines),
 * else `git cat-file -e REF:path` in the git repository; null when that repository does not know the ref.
 */
function fileAtRef(vllmSrc: string, gitDir: string, commit: string): (ref: string, path: string) => boolean | null {
  const known = new Map<string, boolean>();
  const git = (args: string[]): boolean => {
    try {
      execFileSync('git', ['-C', gitDir, ...args], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  return (ref, path) => {
    if (ref === commit) return existsSync(join(vllmSrc, path));
    if (!known.has(ref)) known.set(ref, git(['cat-file', '-e', `${ref}^{commit}`]));
    if (known.get(ref) !== true) return null;
    return git(['cat-file', '-e', `${ref}:${path}`]);
  };
}

/**
 * Reads a line of the checkout: the working tree, or `git show COMMIT:path` when a basis names an older commit.
 * @param vllmSrc the vLLM checkout
 * @param gitDir the repository with vLLM's history (the checkout unless given)
 */
function sourceLineReader(vllmSrc: string, gitDir: string = vllmSrc): { line: SourceLineReader; fileHolds: (location: string, expected: string) => boolean } {
  const files = new Map<string, string[] | null>();
  const linesOf = (path: string, commit: string | undefined): string[] | null => {
    const key = `${commit ?? ''}:${path}`;
    if (!files.has(key)) {
      try {
        const text = commit === undefined ? readFileSync(join(vllmSrc, path), 'utf8') : execFileSync('git', ['-C', gitDir, 'show', `${commit}:${path}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
        files.set(key, text.split('\n'));
      } catch {
        files.set(key, null);
      }
    }
    return files.get(key) ?? null;
  };
  return {
    line: (path, line, commit) => linesOf(path, commit)?.[line - 1],
    // `path:line` or `path:line@commit`, as the basis check writes locations.
    fileHolds: (location, expected) => {
      const [where = '', commit] = location.split('@');
      const path = where.slice(0, where.lastIndexOf(':'));
      return (linesOf(path, commit) ?? []).some((text) => text.includes(expected));
    },
  };
}
