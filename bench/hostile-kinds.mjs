// Loads the hostile-text generator the tests use (test/support/hostile-kinds.ts) by bundling it on the fly, so the
// bench and `npm test`'s 2× invariant measure the same kinds against the same benign text.

import { build } from 'esbuild';
import { existsSync, mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from './engines.mjs';

const SOURCE = 'test/support/hostile-kinds.ts';

/**
 * Bundles the generator into `node_modules/.cache/vllm-triage-bench/` (so npm imports still resolve) once per run and
 * returns the bundle's path; a child process imports it with `importHostileKinds(path)`.
 */
export async function bundleHostileKinds() {
  if (!existsSync(`${PROJECT_ROOT}${SOURCE}`)) throw new Error(`${SOURCE} is missing: the hostile kinds are needed for (a)`);
  const outDirectory = `${PROJECT_ROOT}node_modules/.cache/vllm-triage-bench`;
  mkdirSync(outDirectory, { recursive: true });
  const outfile = `${outDirectory}/hostile-kinds-${process.pid}.mjs`;
  await build({
    entryPoints: [`${PROJECT_ROOT}${SOURCE}`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    loader: { '.md': 'text' },
    outfile,
    logLevel: 'error',
  });
  return outfile;
}

/**
 * The generator's exports: HOSTILE_BODY_KINDS, HOSTILE_THREAD_KINDS, hostileBody, hostileThread, benignWindow, benignThread.
 * @param path what bundleHostileKinds() returned
 */
export function importHostileKinds(path) {
  return import(pathToFileURL(path).href);
}
