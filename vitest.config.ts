// Test runner settings: Node environment, one file per stage under test/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Markdown imported as text, as esbuild's `text` loader does in the bundle.
  plugins: [
    {
      name: 'markdown-as-text',
      transform(code: string, id: string) {
        return id.endsWith('.md') ? { code: `export default ${JSON.stringify(code)};`, map: null } : null;
      },
    },
    {
      // The packages' production builds, as in the bundle (esbuild resolves no `development` condition): micromark's
      // development build also checks every token and calls `debug` on the markdown-heavy tests' hot path.
      name: 'production-builds',
      configEnvironment(_name: string, environment: { resolve?: { conditions?: string[] } }) {
        const conditions = environment.resolve?.conditions;
        if (conditions) environment.resolve!.conditions = conditions.filter((condition) => !condition.startsWith('development'));
      },
    },
  ],
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The run's own temp folder (removed at the end: the system's gets nothing), then the run's assertion count
    // (test/support/count-assertions.ts), printed at the end.
    globalSetup: ['test/support/temp-folder.ts', 'test/support/assertion-total.ts'],
    setupFiles: ['test/support/count-assertions.ts'],
    // Test files share their worker's modules (the markdown stack, Octokit, the stand-in's compiled OpenAPI checks are
    // loaded once per worker, not once per file: a third of the suite's CPU). The suite mocks no module and keeps no
    // state between files; it passes with the files in any order (`--sequence.shuffle.files`).
    isolate: false,
    // One worker per core (vitest's default leaves one core to itself: on this two-core machine, one worker). The
    // end-to-end runs mostly wait on the stand-in, and the timing tests compare CPU time within one process, so the
    // suite is as deterministic with two workers as with one, in about half the time.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
