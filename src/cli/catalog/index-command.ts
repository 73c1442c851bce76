// `vllm-triage catalog index`: regenerate src/generated/source-index.json from a vLLM checkout (or a raise-sites TSV).
import { readFileSync, writeFileSync } from 'node:fs';
import type { CommandIO } from '../command-io.js';
import type { IndexRow } from '../../core/catalog/types.js';
import { formatSourceIndexJson, parseIndexTsv } from '../../core/catalog/source-index.js';
import { readCheckoutCommit, runIndexer } from './run-indexer.js';

const USAGE = `usage:
  vllm-triage catalog index --vllm-src DIR [--commit SHA] [--out FILE] [--python PYTHON]
  vllm-triage catalog index --from-tsv FILE --commit SHA [--out FILE]

Indexes every raise and logged error/warning under vllm/distributed/kv_transfer/ of DIR with
scripts/index_vllm.py (Python's own ast) and prints the source index JSON, or writes it to FILE.
The commit defaults to DIR's git HEAD. --from-tsv converts a raise-sites TSV instead.
`;

interface IndexArgs {
  vllmSrc: string | null;
  fromTsv: string | null;
  commit: string | null;
  out: string | null;
  python: string | null;
}

const FLAGS: Record<string, keyof IndexArgs> = {
  '--vllm-src': 'vllmSrc',
  '--from-tsv': 'fromTsv',
  '--commit': 'commit',
  '--out': 'out',
  '--python': 'python',
};

/** Parse `--flag value` pairs; returns an error message for an unknown flag or a missing value. */
function parseIndexArgs(args: string[]): IndexArgs | string {
  const parsed: IndexArgs = { vllmSrc: null, fromTsv: null, commit: null, out: null, python: null };
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i] ?? '';
    const key = FLAGS[flag];
    const value = args[i + 1];
    if (key === undefined) return `unknown argument '${flag}'`;
    if (value === undefined || value.startsWith('--')) return `${flag} needs a value`;
    parsed[key] = value;
  }
  if ((parsed.vllmSrc === null) === (parsed.fromTsv === null)) return 'give exactly one of --vllm-src DIR or --from-tsv FILE';
  if (parsed.fromTsv !== null && parsed.commit === null) return '--from-tsv needs --commit SHA';
  return parsed;
}

/**
 * Run `catalog index`.
 * @param args the arguments after `catalog index`
 * @param io where to print
 * @returns the exit code: 0 done, 1 the indexer failed, 2 bad usage
 */
export async function runCatalogIndex(args: string[], io: CommandIO): Promise<number> {
  const parsed = parseIndexArgs(args);
  if (typeof parsed === 'string') {
    io.stderr(`catalog index: ${parsed}\n${USAGE}`);
    return 2;
  }
  let rows: IndexRow[];
  let commit = parsed.commit;
  try {
    if (parsed.fromTsv !== null) {
      rows = parseIndexTsv(readFileSync(parsed.fromTsv, 'utf8'));
    } else {
      const vllmSrc = parsed.vllmSrc ?? '.';
      rows = (await runIndexer({ vllmSrc, python: parsed.python ?? undefined })).rows;
      commit ??= await readCheckoutCommit(vllmSrc);
    }
  } catch (error) {
    io.stderr(`catalog index: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  if (commit === null) {
    io.stderr('catalog index: DIR is not a git checkout; pass --commit SHA to record the commit it was read at\n');
    return 2;
  }
  const json = formatSourceIndexJson({ commit, rows });
  if (parsed.out === null) {
    io.stdout(json);
  } else {
    writeFileSync(parsed.out, json);
    io.stderr(`catalog index: ${rows.length} rows at ${commit} written to ${parsed.out}\n`);
  }
  return 0;
}
