// Builds dist/ byte for byte: compiles the catalog (src/cli/catalog/compile-catalog.ts), writes docs/errors/ from it, bundles the action, the CLI and the library (with source maps and dist/licenses.txt), emits types.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleLicenses } from './bundle-licenses.mjs';
import { renameChunks } from './stable-chunk-names.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles one of the build's TypeScript tools under node_modules (so its bare imports, ajv and yaml, resolve) and
 * imports it.
 * @param entry the tool's source file
 * @param name the bundle's file name
 */
async function loadBuildTool(entry, name) {
  const outfile = `${root}node_modules/.cache/vllm-triage/${name}`;
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

// The catalog compiler is TypeScript (it shares the validator with the tests): run it before anything that imports
// the generated catalog is bundled.
const { compileCatalog } = await loadBuildTool('src/cli/catalog/compile-catalog.ts', 'compile-catalog.mjs');
compileCatalog(root);

// The explainer pages (docs/errors/) are generated from the compiled catalog the same way, and committed like dist/.
const { writeErrorPages } = await loadBuildTool('src/cli/explain/write-error-pages.ts', 'write-error-pages.mjs');
writeErrorPages(root);

rmSync(`${root}dist`, { recursive: true, force: true });
mkdirSync(`${root}dist`, { recursive: true });

// CommonJS dependencies inside an ESM bundle call require(): give them one.
const banner = [
  '#!/usr/bin/env node',
  "import { createRequire as __vtCreateRequire } from 'node:module';",
  'const require = __vtCreateRequire(import.meta.url);',
].join('\n');

// The data the core ships (the compiled catalog, the source index, the history index: about 1 MB) goes into the bundle
// as JSON text read by JSON.parse, not as an object literal: V8 reads JSON several times faster than the same object
// written as JavaScript, and a literal that size is parsed whole when the chunk is compiled. Same values, same order.
// Apostrophes are written as JSON's \u0027 (they stand only inside JSON strings), so esbuild quotes the text with '
// rather than as a template literal, which V8 scans about half as fast.
const jsonAsText = {
  name: 'json-as-text',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\/src\/.*\.json$/ }, async (args) => {
      const text = JSON.stringify(JSON.parse(await readFile(args.path, 'utf8'))).replaceAll("'", '\\u0027');
      return { contents: `export default JSON.parse(${JSON.stringify(text)});\n`, loader: 'js' };
    });
  },
};

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
  plugins: [jsonAsText],
  // Licence texts go to dist/licenses.txt instead of comments scattered through the chunks.
  legalComments: 'none',
  // A linked map beside each file (`x.js.map`, sources relative to the map), for reading a stack trace.
  sourcemap: 'linked',
  minify: false,
  logLevel: 'warning',
});
// The core is pure (test/house-rules.test.ts): importing one of its modules only defines what it exports. Saying so
// lets esbuild leave out a core module whose exports a bundle does not use, though the edge imports it through the
// core's face (src/core/index.ts): the skipped-event entry below takes the marker's prefix from the face, not the rest.
const pureCore = {
  name: 'pure-core',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\./ }, async (args) => {
      if (args.pluginData === 'pure-core') return undefined;
      const { resolveDir, importer, kind } = args;
      const resolved = await pluginBuild.resolve(args.path, { resolveDir, importer, kind, pluginData: 'pure-core' });
      return resolved.errors.length === 0 && resolved.path.startsWith(`${root}src/core/`) ? { ...resolved, sideEffects: false } : resolved;
    });
  },
};

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
  metafile: true,
  legalComments: 'none',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    pureCore,
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
writeFileSync(`${root}dist/licenses.txt`, bundleLicenses(root, [bundle.metafile, entry.metafile]));

execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', `${root}tsconfig.build.json`], {
  stdio: 'inherit',
});
