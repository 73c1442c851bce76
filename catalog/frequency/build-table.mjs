// Builds connector-errors.tsv (one row per distinct error) from threads.tsv (one row per thread read) and prints
// how many threads were read, how many distinct errors they show, and the share of threads with a visible final
// exception whose error a curated catalog entry matches (asked of the built matcher, dist/lib.js).
//
// Usage: npm run bundle && node catalog/frequency/build-table.mjs [--corpus DIR] [--check]
//   --corpus DIR  also count the rows of DIR/truth.jsonl (a corpus kept outside the repository) in the printed
//                 numbers; they are never written to connector-errors.tsv.
//   --check       exit 1 when connector-errors.tsv differs from what threads.tsv gives.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const args = process.argv.slice(2);
const corpus = args.includes('--corpus') ? args[args.indexOf('--corpus') + 1] : undefined;
const { analyze, defaultCatalog } = await import(pathToFileURL(join(root, 'dist', 'lib.js')).href);
/** The files curated logged messages are tied to (`log_file`), and one that none is: a logged line is tried under each. */
const LOG_FILES = ['worker.py', ...new Set(defaultCatalog().entries.flatMap((entry) => entry.signatures.flatMap((signature) => (signature.log_file ? [signature.log_file] : []))))];

/** Rows of a TSV file with a header line. */
function readTsv(path) {
  const [header, ...lines] = readFileSync(path, 'utf8').split('\n').filter((line) => line.trim() !== '');
  const names = header.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((cell, index) => [names[index], cell])));
}

/** A message with its variable parts (numbers, ids, quoted values, addresses) as `{}` and NIXL's module path off. */
export function normalise(text) {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^nixl(?:_cu1[23]|_rocm)?\._bindings\./, '')
    .replace(/'[^']*'|"[^"]*"/g, '{}')
    .replace(/\b(?:0x)?[0-9a-f]{8,}(?:-[0-9a-f]{4,})*\b/gi, '{}')
    .replace(/\b\d+(?:\.\d+)*\b/g, '{}')
    .replace(/(?:\{\}[-_.:/]?)+\{\}/g, '{}')
    .replace(/\.$/, '');
}

/** The project whose code raises an error, from its exception name and where its traceback ends. */
function raisedBy(type, file) {
  if (/^nixl/i.test(type)) return 'nixl';
  const path = (file ?? '').replaceAll('\\', '/');
  if (path.includes('vllm_ascend/')) return 'vllm-ascend';
  if (path.includes('lmcache/')) return 'lmcache';
  if (path.includes('mooncake')) return 'mooncake';
  if (path.includes('dynamo/')) return 'dynamo';
  if (path.includes('vllm/')) return 'vllm';
  return '-';
}

/** Threads of a corpus (truth.jsonl), in the shape of threads.tsv; kept in memory only. */
function corpusThreads(dir) {
  return readFileSync(join(dir, 'truth.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
    .filter((row) => row.category !== 'negative')
    .map((row) => {
      const shown = [...row.tracebacks, ...row.error_lines].find((item) => item.exception_type);
      return {
        url: row.url,
        connector: shown?.connector ?? row.tracebacks[0]?.connector ?? row.error_lines[0]?.connector ?? '-',
        error: shown ? `${shown.exception_type}: ${shown.message ?? ''}` : '-',
        raised_by: shown ? raisedBy(shown.exception_type, shown.innermost_file) : '-',
        visible: shown ? 'y' : 'n',
        release: row.vllm_version ?? '-',
      };
    });
}

/** The curated entries the built matcher finds for an error written as a template (`{}` filled in). */
function entriesFor(error, frame, before) {
  if (error === '-') return [];
  // A warning the thread shows before the error, naming its cause (the missing Mooncake wheel before an ImportError).
  if (before) {
    const text = `${before.replaceAll('{}', 'x1f2e3d4c')}\n${error.replaceAll('{}', 'x1f2e3d4c')}`;
    return [...new Set(analyze(text).matches.filter((match) => match.curated).map((match) => match.id))].sort();
  }
  // An exception without a message (a bare assert) is known by its raising frame: `path|function|code`.
  if (frame) {
    const [path = '', fn = '', code = ''] = frame.split('|');
    const text = ['Traceback (most recent call last):', `  File "/usr/local/lib/python3.12/dist-packages/${path}", line 1, in ${fn}`, `    ${code}`, error].join('\n');
    return [...new Set(analyze(text).matches.filter((match) => match.curated).map((match) => match.id))].sort();
  }
  const filled = error.replaceAll('{}', 'x1f2e3d4c');
  // A logged message (no `Type:`) is an error line by its log prefix, whose file some entries require.
  const texts = /^[A-Za-z_.]+(?:Error|Exception|Interrupt|Exit)\b/.test(filled)
    ? [filled]
    : LOG_FILES.map((file) => `(EngineCore_DP0 pid=1) ERROR 01-01 00:00:00 [${file}:1] ${filled}`);
  const ids = new Set(texts.flatMap((text) => analyze(text).matches.filter((match) => match.curated).map((match) => match.id)));
  return [...ids].sort();
}

function tally(threads) {
  const byError = new Map();
  for (const thread of threads) {
    const error = thread.error === '-' ? '-' : normalise(thread.error);
    const key = `${error}\t${thread.raised_by}\t${thread.connector}\t${thread.frame ?? ''}\t${thread.before ?? ''}`;
    const row = byError.get(key) ?? { error, frame: thread.frame ?? '', before: thread.before ?? '', raisedBy: thread.raised_by, connector: thread.connector, threads: [], releases: new Set(), visible: 0 };
    row.threads.push(thread.url.replace('https://github.com/', '').replace('/issues/', '#').replace('/pull/', '#'));
    if (thread.release !== '-') row.releases.add(thread.release);
    if (thread.visible === 'y') row.visible += 1;
    byError.set(key, row);
  }
  const rows = [...byError.values()].filter((row) => row.error !== '-');
  for (const row of rows) row.entries = row.visible > 0 ? entriesFor(row.error, row.frame, row.before) : [];
  return rows.sort((a, b) => b.threads.length - a.threads.length || a.error.localeCompare(b.error));
}

/** Entries still in draft (`review: draft`): they match but never speak, so the share is also given without them. */
const DRAFTS = new Set(defaultCatalog().entries.filter((entry) => entry.review === 'draft').map((entry) => entry.id));

function coverage(threads, rows) {
  const entryOf = new Map(rows.map((row) => [`${row.error}\t${row.raisedBy}\t${row.connector}\t${row.frame}\t${row.before}`, row.entries]));
  const visible = threads.filter((thread) => thread.visible === 'y' && thread.error !== '-');
  const entriesOf = (thread) => entryOf.get(`${normalise(thread.error)}\t${thread.raised_by}\t${thread.connector}\t${thread.frame ?? ''}\t${thread.before ?? ''}`) ?? [];
  const covered = visible.filter((thread) => entriesOf(thread).length > 0);
  const reviewed = visible.filter((thread) => entriesOf(thread).some((id) => !DRAFTS.has(id)));
  return { read: threads.length, visible: visible.length, covered: covered.length, reviewed: reviewed.length, distinct: rows.length };
}

const searched = readTsv(join(here, 'threads.tsv'));
const rows = tally(searched);
const table = [
  ['count', 'visible', 'error (normalised)', 'raised_by', 'connector', 'entry', 'releases', 'threads'].join('\t'),
  ...rows.map((row) => [row.threads.length, row.visible, row.error, row.raisedBy, row.connector, row.entries.join(',') || '-', [...row.releases].sort().join(',') || '-', row.threads.join(' ')].join('\t')),
].join('\n');
const out = join(here, 'connector-errors.tsv');
if (args.includes('--check')) {
  if (readFileSync(out, 'utf8') !== `${table}\n`) {
    console.error('connector-errors.tsv is not what threads.tsv gives: run node catalog/frequency/build-table.mjs');
    process.exit(1);
  }
} else {
  writeFileSync(out, `${table}\n`);
}
const percent = (part, whole) => (whole === 0 ? 0 : ((100 * part) / whole).toFixed(1));
const share = ({ read, visible, covered, reviewed, distinct }) =>
  `${read} threads read, ${distinct} distinct errors; ${visible} threads show a final exception or error line, ${covered} of them (${percent(covered, visible)} %) have a curated entry, ${reviewed} (${percent(reviewed, visible)} %) one not in draft`;
console.log(`threads.tsv (searched): ${share(coverage(searched, rows))}`);
if (corpus !== undefined) {
  const seen = new Set(searched.map((thread) => thread.url));
  const both = [...searched, ...corpusThreads(corpus).filter((thread) => !seen.has(thread.url))];
  console.log(`with ${corpus} (not written): ${share(coverage(both, tally(both)))}`);
}
