// `vllm-triage catalog check`: is every curated template and source-index message still where the catalog says?
import { parseArgs } from 'node:util';
import { HELP_OPTION, readCommandArgs } from '../command-args.js';
import type { CommandIO } from '../command-io.js';
import type { CatalogEntry, IndexRow } from '../../core/catalog/types.js';
import { checkAgainstSource, entryFilesOutside, type CheckReport, type SiteCheck } from './catalog-check.js';
import { checkBasis, listBasis, type SourceLineReader } from './basis-check.js';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INDEXED_SUBDIR, runIndexer } from './run-indexer.js';

const USAGE = `usage: vllm-triage catalog check --vllm-src DIR [--all] [--python PYTHON]

Re-indexes DIR (a vLLM checkout) and checks each curated entry's template and each source-index
row: still at its line (ok), at another line or file (moved), reworded in the same function
(changed), or gone (vanished). Exits 1 when a message changed or vanished, 0 when lines only moved.
--all lists the sites that are ok too.
`;

/** What the check compares against: the shipped index and curated entries unless given. */
export interface CheckSources {
  index: IndexRow[];
  entries: CatalogEntry[];
}

const MAX_TEMPLATE_CHARS = 72;
const clip = (text: string): string => {
  const oneLine = text.replaceAll('\n', '\\n');
  return oneLine.length > MAX_TEMPLATE_CHARS ? `${oneLine.slice(0, MAX_TEMPLATE_CHARS - 1)}…` : oneLine;
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
  const { defaultCatalog } = await import('../../core/catalog/default-catalog.js');
  const catalog = defaultCatalog();
  return { index: catalog.index, entries: catalog.entries };
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
      options: { 'vllm-src': { type: 'string' }, python: { type: 'string' }, all: { type: 'boolean' }, ...HELP_OPTION },
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
  const { index, entries } = sources ?? (await shippedSources());
  let fresh: IndexRow[];
  try {
    fresh = (await runIndexer({ vllmSrc, python, extraFiles: entryFilesOutside(entries, INDEXED_SUBDIR) })).rows;
  } catch (error) {
    io.stderr(`catalog check: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const report = checkAgainstSource(index, entries, fresh);
  io.stdout(renderCheckReport(report, vllmSrc, showAll));
  const reader = sourceLineReader(vllmSrc);
  const basis = checkBasis(entries, reader.line);
  // Like a template, a basis whose text is still in its file has only moved (a warning); gone from the file, it fails.
  const moved = basis.filter((problem) => problem.location !== '' && reader.fileHolds(problem.location, problem.expected));
  const failing = basis.filter((problem) => !moved.includes(problem));
  const sourceItems = listBasis(entries).filter((use) => 'source' in use.item).length;
  io.stdout(`\nbasis: ${sourceItems} source lines cited; ${sourceItems - basis.filter((problem) => problem.location !== '').length} hold at their line, ${moved.length} moved, ${failing.length} failing\n`);
  for (const problem of [...failing, ...moved].slice(0, 50)) {
    const state = moved.includes(problem) ? 'moved' : 'FAIL';
    io.stdout(`  ${state} ${problem.entry} ${problem.field}: ${problem.location || '(no basis)'} expects ${JSON.stringify(problem.expected)}, found ${problem.found === null ? 'no such line' : JSON.stringify(problem.found.trim().slice(0, 120))}\n`);
  }
  return report.failed || failing.length > 0 ? 1 : 0;
}

/**
 * Reads a line of the checkout: the working tree, or `git show COMMIT:path` when a basis names an older commit.
 * @param vllmSrc the vLLM checkout
 */
function sourceLineReader(vllmSrc: string): { line: SourceLineReader; fileHolds: (location: string, expected: string) => boolean } {
  const files = new Map<string, string[] | null>();
  const linesOf = (path: string, commit: string | undefined): string[] | null => {
    const key = `${commit ?? ''}:${path}`;
    if (!files.has(key)) {
      try {
        const text = commit === undefined ? readFileSync(join(vllmSrc, path), 'utf8') : execFileSync('git', ['-C', vllmSrc, 'show', `${commit}:${path}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
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
