// (e) What a dry-run backfill spends per 1,000 issues: GraphQL points and REST requests, counted apart, on a backlog
// generated in the fixtures' shapes (test/support/build/large-backlog.ts: one in ten threads over 100 comments),
// run in process against the local GitHub stand-in (bundled on the fly, like github-harness.mjs).

import { build } from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from './engines.mjs';

/**
 * Bundles the stand-in, the in-process runner and the backlog generator into node_modules/.cache/ and imports them.
 * Two folders below the project root, as test/support/ is: the bundle finds the fixtures where run-action.ts does.
 */
async function loadBackfillHarness() {
  const outDirectory = `${PROJECT_ROOT}node_modules/.cache`;
  mkdirSync(outDirectory, { recursive: true });
  const outfile = `${outDirectory}/vllm-triage-backfill-harness-${process.pid}.mjs`;
  await build({
    stdin: {
      contents: [
        `export { startGitHubServer } from './test/support/github-server/server.ts';`,
        `export { runInProcess } from './test/support/run-in-process.ts';`,
        `export { webhookPayload } from './test/support/run-action.ts';`,
        `export { seedLargeBacklog } from './test/support/build/large-backlog.ts';`,
      ].join('\n'),
      resolveDir: PROJECT_ROOT,
      sourcefile: 'bench-backfill-harness.ts',
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    loader: { '.md': 'text' },
    outfile,
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

/**
 * Runs a dry-run backfill of `count` generated issues and reads what it spent from its job summary.
 * @returns issues, points, queries, REST requests, wall seconds
 */
export async function measureBackfill(count) {
  const harness = await loadBackfillHarness();
  const server = await harness.startGitHubServer({ rateLimit: { core: 100_000, graphql: 100_000 } });
  try {
    const issues = harness.seedLargeBacklog(server, count);
    const inputs = { state: 'all', 'request-budget': '100000' };
    const started = Date.now();
    const result = await harness.runInProcess({
      server,
      eventName: 'workflow_dispatch',
      payload: harness.webhookPayload('workflow_dispatch', { inputs }),
      inputs,
    });
    const seconds = (Date.now() - started) / 1000;
    const spent = /(\d+) of \d+ API requests and (\d+) of \d+ GraphQL points \((\d+) queries\) used/.exec(result.summary);
    if (result.code !== 0 || spent === null) throw new Error(`the backfill did not finish (exit ${result.code})`);
    return {
      issues: issues.length,
      requests: Number(spent[1]),
      points: Number(spent[2]),
      queries: Number(spent[3]),
      seconds,
      violations: server.violations.length,
    };
  } finally {
    await server.close();
  }
}
