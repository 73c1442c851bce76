// Runs the shipped Python indexer (scripts/index_vllm.py, Python's own `ast`) over a vLLM checkout.
import { execFile } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INDEXED_FOLDER, type IndexRow, parseIndexTsv } from '../../core/index.js';

/** The folder of vLLM the index covers. */
export const INDEXED_SUBDIR = INDEXED_FOLDER;

const SCRIPT_NAME = join('scripts', 'index_vllm.py');
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/**
 * Find scripts/index_vllm.py by walking up from this module's folder. The CLI is bundled to
 * dist/cli.js (and chunks under dist/chunks/), the sources live in src/cli/catalog/: the script
 * sits in the package root's scripts/ in every case, one to three folders up.
 * @param moduleUrl `import.meta.url` of the running module
 */
export function findIndexerScript(moduleUrl: string = import.meta.url): string | null {
  let folder = dirname(fileURLToPath(moduleUrl));
  for (let depth = 0; depth < 5; depth++) {
    const candidate = join(folder, SCRIPT_NAME);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  return null;
}

export interface IndexerOptions {
  /** The vLLM checkout (the folder that holds `vllm/`). */
  vllmSrc: string;
  /** Files outside the indexed folder to index as well (repo-relative). */
  extraFiles?: string[];
  /** The Python interpreter, `python3` by default. */
  python?: string;
}

/**
 * Index a checkout: run the indexer and parse its TSV.
 * @returns the rows in file and line order
 * @throws Error with the indexer's stderr when it fails or cannot be found
 */
export async function runIndexer(options: IndexerOptions): Promise<{ rows: IndexRow[]; tsv: string }> {
  const script = findIndexerScript();
  if (script === null) throw new Error(`cannot find ${SCRIPT_NAME} next to the vllm-triage package`);
  const args = [script, resolve(options.vllmSrc), '--subdir', INDEXED_SUBDIR];
  for (const file of options.extraFiles ?? []) args.push('--extra', file);
  const tsv = await new Promise<string>((done, fail) => {
    execFile(options.python ?? 'python3', args, { maxBuffer: MAX_OUTPUT_BYTES, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) fail(new Error(`the indexer failed: ${stderr.trim() || error.message}`));
      else done(stdout);
    });
  });
  return { rows: parseIndexTsv(tsv), tsv };
}

/**
 * The commit a checkout is at (`git rev-parse HEAD`), or null when the folder is not the top of a
 * git work tree (a folder inside some other repository does not count).
 * @param vllmSrc the checkout
 */
export async function readCheckoutCommit(vllmSrc: string): Promise<string | null> {
  return new Promise((done) => {
    execFile('git', ['-C', vllmSrc, 'rev-parse', '--show-toplevel', 'HEAD'], { encoding: 'utf8' }, (error, stdout) => {
      const [topLevel, commit] = stdout.trim().split('\n');
      const isTop = !error && topLevel !== undefined && existsSync(topLevel) && realpathSync(topLevel) === realpathSync(vllmSrc);
      done(isTop && commit ? commit : null);
    });
  });
}
