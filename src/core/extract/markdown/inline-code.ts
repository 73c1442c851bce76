// Finds inline code spans (`…`) in a paragraph in linear time, as CommonMark pairs backtick runs.

/** One code span: its content and where it sits in the paragraph text. */
export interface InlineCodeSpan {
  /** Offset of the opening backtick run. */
  start: number;
  /** Offset just after the closing backtick run. */
  end: number;
  /** The content, line endings turned into spaces and one surrounding space stripped, as CommonMark does. */
  content: string;
}

interface BacktickRun {
  start: number;
  length: number;
}

function backtickRuns(text: string): BacktickRun[] {
  const runs: BacktickRun[] = [];
  let index = text.indexOf('`');
  while (index !== -1) {
    let end = index;
    while (end < text.length && text.charCodeAt(end) === 96) end += 1;
    // A backslash before a run escapes its first backtick (CommonMark); such runs are left alone.
    if (index === 0 || text.charCodeAt(index - 1) !== 92) runs.push({ start: index, length: end - index });
    index = text.indexOf('`', end);
  }
  return runs;
}

function spanContent(raw: string): string {
  const flat = raw.replace(/\r\n|\r|\n/g, ' ');
  const padded = flat.length > 2 && flat.startsWith(' ') && flat.endsWith(' ') && flat.trim() !== '';
  return padded ? flat.slice(1, -1) : flat;
}

/**
 * Pairs each backtick run with the next run of the same length; unpaired runs stay literal text.
 * Linear: for each run length, a pointer walks that length's runs once.
 * @param text the raw text of a paragraph
 */
export function findInlineCodeSpans(text: string): InlineCodeSpan[] {
  const runs = backtickRuns(text);
  const byLength = new Map<number, number[]>();
  runs.forEach((run, position) => {
    const list = byLength.get(run.length) ?? [];
    list.push(position);
    byLength.set(run.length, list);
  });
  const nextOfLength = new Map<number, number>();
  const spans: InlineCodeSpan[] = [];
  let position = 0;
  while (position < runs.length) {
    const run = runs[position] as BacktickRun;
    const sameLength = byLength.get(run.length) ?? [];
    let pointer = nextOfLength.get(run.length) ?? 0;
    while (pointer < sameLength.length && (sameLength[pointer] as number) <= position) pointer += 1;
    nextOfLength.set(run.length, pointer);
    if (pointer >= sameLength.length) {
      position += 1;
      continue;
    }
    const closing = runs[sameLength[pointer] as number] as BacktickRun;
    const contentStart = run.start + run.length;
    spans.push({ start: run.start, end: closing.start + closing.length, content: spanContent(text.slice(contentStart, closing.start)) });
    position = (sameLength[pointer] as number) + 1;
  }
  return spans;
}
