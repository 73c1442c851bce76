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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
