// The build step that writes docs/errors/ from the compiled catalog: every page rendered by the pure core, stale pages removed.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { renderErrorPages } from '../../core/engine.js';
import { type CatalogEntry, PAGES_DIR } from '../../core/index.js';

/** Every `.md` file under `dir` (relative to `root`), so pages of removed entries are removed too. */
function listPages(root: string, dir: string): string[] {
  let dirents;
  try {
    dirents = readdirSync(`${root}${dir}`, { withFileTypes: true });
  } catch {
    return [];
  }
  return dirents.flatMap((dirent) => {
    const path = `${dir}/${dirent.name}`;
    if (dirent.isDirectory()) return listPages(root, path);
    return dirent.name.endsWith('.md') ? [path] : [];
  });
}

/**
 * Write `docs/errors/` from `src/generated/catalog.json` (run after the catalog is compiled).
 * @param root the repository directory, with a trailing slash
 * @returns how many files were written
 */
export function writeErrorPages(root: string): number {
  const compiled = JSON.parse(readFileSync(`${root}src/generated/catalog.json`, 'utf8')) as { commit: string; entries: CatalogEntry[] };
  const files = renderErrorPages({ commit: compiled.commit, entries: compiled.entries });
  const wanted = new Set(files.map((file) => file.path));
  for (const stale of listPages(root, PAGES_DIR)) if (!wanted.has(stale)) rmSync(`${root}${stale}`);
  for (const file of files) {
    mkdirSync(dirname(`${root}${file.path}`), { recursive: true });
    writeFileSync(`${root}${file.path}`, file.text);
  }
  return files.length;
}
