// Builds dist/ byte for byte: compiles the catalog (src/cli/catalog/compile-catalog.ts), writes docs/errors/ from it, bundles the action, the CLI and the library, emits types.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renameChunks } from './stable-chunk-names.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// The catalog compiler is TypeScript (it shares the validator with the tests): bundle it first, under node_modules so
// its bare imports (ajv, yaml) resolve, then run it before anything that imports the generated catalog is bundled.
const compilerFile = `${root}node_modules/.cache/vllm-triage/compile-catalog.mjs`;
await build({
  absWorkingDir: root,
  entryPoints: ['src/cli/catalog/compile-catalog.ts'],
  outfile: compilerFile,
  bundle: true,
  packages: 'external',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});
const { compileCatalog } = await import(pathToFileURL(compilerFile).href);
compileCatalog(root);

// The explainer pages (docs/errors/) are generated from the compiled catalog the same way, and committed like dist/.
const pagesWriterFile = `${root}node_modules/.cache/vllm-triage/write-error-pages.mjs`;
await build({
  absWorkingDir: root,
  entryPoints: ['src/cli/explain/write-error-pages.ts'],
  outfile: pagesWriterFile,
  bundle: true,
  packages: 'external',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});
const { writeErrorPages } = await import(pathToFileURL(pagesWriterFile).href);
writeErrorPages(root);

rmSync(`${root}dist`, { recursive: true, force: true });
mkdirSync(`${root}dist`, { recursive: true });

// CommonJS dependencies inside an ESM bundle call require(): give them one.
const banner = [
  '#!/usr/bin/env node',
  "import { createRequire as __vtCreateRequire } from 'node:module';",
  'const require = __vtCreateRequire(import.meta.url);',
].join('\n');

// The action's steps, the CLI and the library share chunks; their names come from what they hold (see
// stable-chunk-names.mjs), so one more catalog entry changes one chunk's content and renames nothing.
const bundle = await build({
  absWorkingDir: root,
  entryPoints: {
    'chunks/action-main': 'src/action/main.ts',
    cli: 'src/cli/main.ts',
    lib: 'src/lib.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  write: false,
  metafile: true,
  banner: { js: banner },
  loader: { '.md': 'text' },
  legalComments: 'none',
  sourcemap: false,
  minify: false,
  logLevel: 'warning',
});
// dist/index.js, the action's entry, is one self-contained file: a skipped event loads it and nothing else (each
// further module costs start-up time); only when the event is not skipped does it import the main chunk.
const entry = await build({
  absWorkingDir: root,
  entryPoints: { index: 'src/action/index.ts' },
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  write: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [
    {
      name: 'action-main-chunk',
      setup(entryBuild) {
        entryBuild.onResolve({ filter: /^\.\/main\.js$/ }, (args) =>
          args.importer.endsWith('src/action/index.ts') ? { path: './chunks/action-main.js', external: true } : undefined,
        );
      },
    },
  ],
});
for (const file of [...renameChunks(bundle, root, 'dist/chunks'), ...entry.outputFiles]) {
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(file.path, file.text);
}

execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', `${root}tsconfig.build.json`], {
  stdio: 'inherit',
});
