// The modules a source text names by a relative path, read by TypeScript's own pre-processor (rooms, circles).
import ts from 'typescript';

/**
 * Every relative module a source text names: `import`, `import type`, `export … from`, `import()`.
 * @param text a TypeScript file's text
 */
export function relativeImports(text: string): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((entry) => entry.fileName)
    .filter((name) => name.startsWith('.'));
}
