// `vllm-triage catalog index`: regenerate src/generated/source-index.json from a vLLM checkout (or a raise-sites TSV).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { HELP_OPTION, readCommandArgs } from '../command-args.js';
import type { CommandIO } from '../command-io.js';
import { decodeInputText } from '../text-encoding.js';
import { formatSourceIndexJson, type IndexRow, parseIndexTsv } from '../../core/index.js';
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

const OPTIONS = {
  'vllm-src': { type: 'string' },
  'from-tsv': { type: 'string' },
  commit: { type: 'string' },
  out: { type: 'string' },
  python: { type: 'string' },
  ...HELP_OPTION,
} as const;

/** Checks the combination of flags; returns an error message when it does not make sense. */
function checkIndexArgs(parsed: IndexArgs): string | null {
  if ((parsed.vllmSrc === null) === (parsed.fromTsv === null)) return 'give exactly one of --vllm-src DIR or --from-tsv FILE';
  if (parsed.fromTsv !== null && parsed.commit === null) return '--from-tsv needs --commit SHA';
  return null;
}

/**
 * Run `catalog index`.
 * @param args the arguments after `catalog index`
 * @param io where to print
 * @returns the exit code: 0 done, 1 the indexer failed, 2 bad usage
 */
export async function runCatalogIndex(args: string[], io: CommandIO): Promise<number> {
  const read = readCommandArgs(io, 'catalog index', USAGE, () => parseArgs({ args, options: OPTIONS, allowPositionals: false }));
  if (typeof read === 'number') return read;
  const { values } = read;
  const parsed: IndexArgs = {
    vllmSrc: values['vllm-src'] ?? null,
    fromTsv: values['from-tsv'] ?? null,
    commit: values.commit ?? null,
    out: values.out ?? null,
    python: values.python ?? null,
  };
  const problem = checkIndexArgs(parsed);
  if (problem !== null) {
    io.stderr(`catalog index: ${problem}\n${USAGE}`);
    return 2;
  }
  let rows: IndexRow[];
  let commit = parsed.commit;
  try {
    if (parsed.fromTsv !== null) {
      rows = parseIndexTsv(decodeInputText(readFileSync(parsed.fromTsv)));
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
