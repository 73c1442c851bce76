// The source files below a folder, for the tests that read the code itself (stage order, rooms, purity, circles).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file below `dir` whose name matches `names`, depth first.
 * @param dir the folder
 * @param names which file names count (TypeScript sources by default)
 */
export function sourceFiles(dir: string, names: RegExp = /\.ts$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((dirent) => {
    const path = join(dir, dirent.name);
    if (dirent.isDirectory()) return sourceFiles(path, names);
    return names.test(dirent.name) ? [path] : [];
  });
}
