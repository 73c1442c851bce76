// Loads the project's local GitHub stand-in and runner helper (TypeScript, under test/) by bundling them on the fly.

import { build } from 'esbuild';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from './engines.mjs';

const SERVER_SOURCE = 'test/support/github-server/server.ts';
const RUNNER_SOURCE = 'test/support/run-action.ts';

/**
 * Bundles `test/support/github-server/server.ts` and `test/support/run-action.ts` with esbuild into a module under
 * `node_modules/.cache/` (so their npm imports still resolve) and imports it.
 * Returns `startGitHubServer`, `runAction`, `runnerEnvironment`, `webhookPayload`, `eventNameOf` and `DEFAULT_TOKEN`.
 */
export async function loadGitHubHarness() {
  for (const source of [SERVER_SOURCE, RUNNER_SOURCE]) {
    if (!existsSync(`${PROJECT_ROOT}${source}`)) throw new Error(`${source} is missing: the local GitHub stand-in is needed for (b) and (c)`);
  }
  const outDirectory = `${PROJECT_ROOT}node_modules/.cache/vllm-triage-bench`;
  mkdirSync(outDirectory, { recursive: true });
  const outfile = `${outDirectory}/github-harness-${process.pid}.mjs`;
  await build({
    stdin: {
      contents: [
        `export { startGitHubServer } from './${SERVER_SOURCE}';`,
        `export { runAction, runnerEnvironment, webhookPayload, eventNameOf, DEFAULT_TOKEN } from './${RUNNER_SOURCE}';`,
      ].join('\n'),
      resolveDir: PROJECT_ROOT,
      sourcefile: 'bench-github-harness.ts',
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}
