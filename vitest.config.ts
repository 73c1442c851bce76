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
  ],
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The run's assertion count (test/support/count-assertions.ts), printed at the end.
    globalSetup: ['test/support/assertion-total.ts'],
    setupFiles: ['test/support/count-assertions.ts'],
    // Test files share their worker's modules (the markdown stack, Octokit, the stand-in's compiled OpenAPI checks are
    // loaded once per worker, not once per file: a third of the suite's CPU). The suite mocks no module and keeps no
    // state between files; it passes with the files in any order (`--sequence.shuffle.files`).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
