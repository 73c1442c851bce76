// The YAML-cut check: a plain (unquoted) scalar in a catalog file must read exactly as written, or YAML changed the prose.
import { parseDocument, visit, type Document, type Scalar } from 'yaml';

/** A plain scalar YAML cut (a ` #` started a comment), folded across lines, or read as something else than its text. */
export interface ScalarProblem {
  file: string;
  /** 1-based line of the scalar. */
  line: number;
  /** The scalar as written, up to the end of its line. */
  written: string;
  /** What YAML made of it. */
  read: string;
  why: 'cut at a comment' | 'folded across lines' | 'read as another value';
}

/** What the check saw in some files. */
export interface ScalarCheck {
  files: number;
  plainScalars: number;
  problems: ScalarProblem[];
}

const lineOf = (text: string, offset: number): number => {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
};

/** The rest of the line after `offset`, without its line break. */
const restOfLine = (text: string, offset: number): string => {
  const end = text.indexOf('\n', offset);
  return text.slice(offset, end === -1 ? undefined : end);
};

/**
 * Every plain scalar value of one YAML text, compared with its raw text: it is a problem when a comment follows it on
 * its line (`title: Mooncake store (before PR #42828) …` reads as `Mooncake store (before PR`), when it spans lines
 * (YAML folds the line breaks), or when YAML reads it as a value other than its text (`yes`, `0.10`, `null`).
 * Quoted and block scalars are what they say. Keys are not checked (the schema names them).
 * @param file the file name, for the report
 * @param text the YAML source
 * @param document `text` already parsed (`parseDocument(text)`), when the caller has it: the text is then not parsed again
 */
export function checkPlainScalars(file: string, text: string, document: Document = parseDocument(text)): ScalarCheck {
  const problems: ScalarProblem[] = [];
  let plainScalars = 0;
  visit(document, {
    Scalar(key, node: Scalar) {
      if (key === 'key' || node.type !== 'PLAIN' || node.range === undefined || node.range === null) return;
      plainScalars += 1;
      const [start, end] = node.range;
      const written = text.slice(start, end);
      const tail = restOfLine(text, end);
      const line = lineOf(text, start);
      const read = typeof node.value === 'string' ? node.value : String(node.value);
      if (/^[ \t]+#/.test(tail)) {
        problems.push({ file, line, written: `${written}${tail}`, read, why: 'cut at a comment' });
      } else if (written.includes('\n')) {
        problems.push({ file, line, written: written.slice(0, written.indexOf('\n')), read, why: 'folded across lines' });
      } else if (typeof node.value !== 'string' ? !isWrittenNumberOrFlag(node.value, written) : node.value !== written) {
        problems.push({ file, line, written, read, why: 'read as another value' });
      }
    },
  });
  return { files: 1, plainScalars, problems };
}

/** A number or boolean written the way YAML prints it back (`301`, `true`) is data, not prose YAML changed. */
function isWrittenNumberOrFlag(value: unknown, written: string): boolean {
  if (typeof value === 'number') return String(value) === written;
  if (typeof value === 'boolean') return String(value) === written;
  return false;
}

/**
 * The check over several files.
 * @param files each file's name and YAML text, and its parsed document when the caller has it
 */
export function checkCatalogScalars(files: { file: string; text: string; document?: Document }[]): ScalarCheck {
  const checks = files.map(({ file, text, document }) => checkPlainScalars(file, text, document));
  return {
    files: files.length,
    plainScalars: checks.reduce((sum, check) => sum + check.plainScalars, 0),
    problems: checks.flatMap((check) => check.problems),
  };
}

/**
 * One line per problem: `file:line: "written" reads as "read" (why); quote it`.
 * @param problems the problems found
 */
export function describeScalarProblems(problems: ScalarProblem[]): string[] {
  return problems.map(
    (problem) => `${problem.file}:${problem.line}: ${JSON.stringify(problem.written)} reads as ${JSON.stringify(problem.read)} (${problem.why}); quote the string`,
  );
}
