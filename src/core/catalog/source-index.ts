// The source index as data: reading and writing raise-sites TSV rows, and the shipped JSON's shape.
import type { IndexRow } from './types.js';

/** The shipped source index: the vLLM commit it was read at and its rows, in file and line order. */
export interface SourceIndex {
  commit: string;
  rows: IndexRow[];
}

/** The folder of vLLM the index covers. */
export const INDEXED_FOLDER = 'vllm/distributed/kv_transfer';

/** The TSV header the indexer prints and `raise-sites.tsv` starts with. */
export const INDEX_TSV_HEADER = 'kind\tclass\tmessage\targs\tpath\tline\tfunction\tconnector';

const TSV_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\' };

/**
 * Undo the TSV cell escaping (`\\`, `\n`, `\t`, `\r`) in one left-to-right pass.
 * @param cell the cell as written in the TSV
 * @returns the text the cell stands for
 */
export function unescapeTsvCell(cell: string): string {
  if (!cell.includes('\\')) return cell;
  let out = '';
  for (let i = 0; i < cell.length; i++) {
    const ch = cell[i];
    const next = cell[i + 1];
    if (ch === '\\' && next !== undefined && TSV_ESCAPES[next] !== undefined) {
      out += TSV_ESCAPES[next];
      i++;
    } else {
      out += ch;
    }
  }
  return out;
}

/**
 * Escape a value for one TSV cell, the inverse of `unescapeTsvCell`.
 * @param value the text to store
 */
export function escapeTsvCell(value: string): string {
  let out = '';
  for (const ch of value) {
    if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else out += ch;
  }
  return out;
}

/**
 * Parse raise-sites TSV text (with its header) into index rows, in file order.
 * @param tsv the whole TSV text
 * @throws Error naming the line when a row has the wrong number of columns or a bad kind/line
 */
export function parseIndexTsv(tsv: string): IndexRow[] {
  const lines = tsv.split('\n');
  const rows: IndexRow[] = [];
  lines.forEach((raw, i) => {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text === '' || (i === 0 && text === INDEX_TSV_HEADER)) return;
    const cells = text.split('\t');
    if (cells.length !== 8) throw new Error(`source index line ${i + 1}: expected 8 columns, got ${cells.length}`);
    const [kind, cls, message, args, path, line, fn, connector] = cells.map(unescapeTsvCell) as [
      string, string, string, string, string, string, string, string,
    ];
    const lineNumber = Number(line);
    if (kind !== 'raise' && kind !== 'log') throw new Error(`source index line ${i + 1}: kind "${kind}" is not raise or log`);
    if (!Number.isInteger(lineNumber) || lineNumber < 1) {
      throw new Error(`source index line ${i + 1}: line "${line}" is not a positive integer`);
    }
    rows.push({ kind, class: cls, message, args, path, line: lineNumber, function: fn, connector });
  });
  return rows;
}

/**
 * Render index rows as TSV with the header, the inverse of `parseIndexTsv`.
 * @param rows the rows to write, in the order given
 */
export function formatIndexTsv(rows: IndexRow[]): string {
  const body = rows.map((row) =>
    [row.kind, row.class, row.message, row.args, row.path, String(row.line), row.function, row.connector]
      .map(escapeTsvCell)
      .join('\t'),
  );
  return [INDEX_TSV_HEADER, ...body].join('\n') + '\n';
}

/**
 * Serialise a source index as the shipped JSON: two-space indent, one trailing newline.
 * @param index commit and rows
 */
export function formatSourceIndexJson(index: SourceIndex): string {
  return JSON.stringify({ commit: index.commit, rows: index.rows }, null, 2) + '\n';
}
