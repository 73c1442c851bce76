// The parsers the benchmark compares: the built `analyze()`, plain CommonMark `fromMarkdown`, the block-structure
// `fromMarkdown` that analyze() itself makes, and a GFM stand-in.

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';

/** The project root (bench/..). */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The built package measured: `dist/`, or the directory in BENCH_DIST_DIR (to measure another build). */
export const DIST_DIR = process.env.BENCH_DIST_DIR ? process.env.BENCH_DIST_DIR.replace(/\/$/, '') : `${PROJECT_ROOT}dist`;

/** The built library that exports `analyze`. */
export const BUILT_LIBRARY = `${DIST_DIR}/lib.js`;

/** The bundled action. */
export const ACTION_SCRIPT = `${DIST_DIR}/index.js`;

/** The engine names `loadEngine` accepts. */
export const ENGINE_NAMES = ['analyze', 'commonmark', 'blocks', 'gfm'];

/** The micromark extension analyze() parses with: the data file `blockStructureOnly` (src/core/extract/markdown/blocks.ts) is made of. */
export const BLOCK_STRUCTURE_ONLY = JSON.parse(readFileSync(`${PROJECT_ROOT}src/core/extract/markdown/block-structure-only.json`, 'utf8'));

/**
 * A function that runs the named engine on one body.
 * `analyze` is the package's built `analyze()`; `commonmark` is `fromMarkdown` with no extensions (the baseline);
 * `blocks` is the parse analyze() makes (`fromMarkdown` with BLOCK_STRUCTURE_ONLY), the floor under it; `gfm` is `fromMarkdown` with GFM, a stand-in for `analyze` to check the harness while `dist/` is not built.
 * @param name one of ENGINE_NAMES
 */
export async function loadEngine(name) {
  if (name === 'commonmark') return (body) => fromMarkdown(body);
  if (name === 'blocks') {
    const options = { extensions: [BLOCK_STRUCTURE_ONLY] };
    return (body) => fromMarkdown(body, options);
  }
  if (name === 'gfm') {
    const options = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };
    return (body) => fromMarkdown(body, options);
  }
  if (name === 'analyze') {
    if (!existsSync(BUILT_LIBRARY)) throw new Error(`${BUILT_LIBRARY} is missing: run \`npm run bundle\` first`);
    const library = await import(pathToFileURL(BUILT_LIBRARY).href);
    if (typeof library.analyze !== 'function') throw new Error(`${BUILT_LIBRARY} does not export analyze()`);
    return (body) => library.analyze(body);
  }
  throw new Error(`unknown engine '${name}'; expected one of ${ENGINE_NAMES.join(', ')}`);
}

/**
 * A function that runs the named engine on a whole thread (`{ title, body, comments }`): the built `triage()` for
 * `analyze`, or the stand-in parser over the body and every comment.
 * @param name one of ENGINE_NAMES
 */
export async function loadTriage(name) {
  if (name === 'analyze') {
    if (!existsSync(BUILT_LIBRARY)) throw new Error(`${BUILT_LIBRARY} is missing: run \`npm run bundle\` first`);
    const library = await import(pathToFileURL(BUILT_LIBRARY).href);
    if (typeof library.triage !== 'function') throw new Error(`${BUILT_LIBRARY} does not export triage()`);
    return (input) => library.triage(input);
  }
  const parse = await loadEngine(name);
  return (input) => [input.body, ...(input.comments ?? []).map((comment) => comment.body)].map(parse);
}
