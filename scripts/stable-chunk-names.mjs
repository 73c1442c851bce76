// Names the bundle's chunks by what they hold instead of by a hash of their content, so that a change inside a chunk
// (one more catalog entry) rewrites that chunk's file and not the names of others. esbuild's `[name]` alone is not
// unique (every shared chunk is `chunk`, two Octokit plugins are `dist-bundle`), so the names come from the metafile.
import { createHash } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** `src/core/plan/marker.ts` → `core-plan-marker`; `node_modules/@octokit/rest/dist-src/index.js` → `octokit-rest`. */
function slugOf(inputPath) {
  const packaged = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(inputPath);
  const text = packaged ? packaged[1] : inputPath.replace(/^src\//, '').replace(/\.[a-z]+$/i, '');
  return text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** The package a node_modules input belongs to, or null. */
function packageOf(inputPath) {
  return /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(inputPath)?.[1] ?? null;
}

/**
 * A shared chunk's name, from which modules it holds (not their content): its first own source module in path order,
 * else the package most of its modules come from, else `runtime` (esbuild's helpers alone).
 */
function sharedName(inputs) {
  const own = inputs.filter((input) => packageOf(input) === null).sort();
  if (own.length > 0) return `shared-${slugOf(own[0])}`;
  const counts = new Map();
  for (const input of inputs) counts.set(packageOf(input), (counts.get(packageOf(input)) ?? 0) + 1);
  const [top] = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  return top === undefined ? 'shared-runtime' : `shared-${slugOf(`node_modules/${top[0]}/`)}`;
}

/**
 * Renames the chunks of an esbuild result (built with `write: false`, `metafile: true`) and rewrites the imports
 * between them; entry points keep their names.
 * @param result the build result
 * @param root the absolute working directory the metafile's paths are relative to
 * @param chunkDir the chunks' folder inside the output folder (`dist/chunks`)
 * @returns the output files with their final paths and contents
 */
export function renameChunks(result, root, chunkDir) {
  const renames = new Map();
  const taken = new Set();
  const entries = Object.entries(result.metafile.outputs)
    .filter(([path]) => dirname(path) === chunkDir && path.endsWith('.js'))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [path, meta] of entries) {
    const base = meta.entryPoint === undefined ? sharedName(Object.keys(meta.inputs)) : slugOf(meta.entryPoint);
    // Two chunks with the same modules cannot happen; should the names still meet, the content decides the suffix.
    const name = taken.has(base) ? `${base}-${createHash('sha256').update(path).digest('hex').slice(0, 8)}` : base;
    taken.add(name);
    renames.set(basename(path), `${name}.js`);
  }
  const pattern = new RegExp([...renames.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return result.outputFiles.map((file) => {
    const relative = file.path.slice(root.length).replace(/^\/+/, '');
    // A chunk's source map follows its chunk (`x-HASH.js.map` → `x.js.map`); the chunk's `sourceMappingURL` comment is
    // renamed with the imports below.
    const [name = '', map = ''] = /^(.*?\.js)(\.map)?$/.exec(basename(relative))?.slice(1) ?? [];
    const renamed = dirname(relative) === chunkDir ? join(dirname(file.path), `${renames.get(name) ?? name}${map}`) : file.path;
    const text = renames.size === 0 ? file.text : file.text.replace(pattern, (old) => renames.get(old) ?? old);
    return { path: renamed, text };
  });
}
