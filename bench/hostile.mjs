// Hostile issue bodies of an exact size: deep nesting of each container kind, bracket, emphasis and fence storms, and more.

/** Repeats `unit` until the text is exactly `size` characters long. */
function repeatTo(unit, size) {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** Lines built by `lineAt(i)` until the text is exactly `size` characters long. */
function linesTo(lineAt, size) {
  const lines = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const line = lineAt(i);
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n').slice(0, size);
}

/** Each generator returns a body of exactly `size` characters. */
const HOSTILE_BODIES = {
  'blockquote-nesting': (size) => repeatTo('>', size),
  'list-nesting': (size) => repeatTo('- ', size),
  'ordered-list-nesting': (size) => repeatTo('1. ', size),
  'indented-list-staircase': (size) => linesTo((i) => `${' '.repeat((i * 2) % 4000)}- item`, size),
  'details-nesting': (size) => repeatTo('<details>\n', size),
  'bracket-storm': (size) => repeatTo('[', size),
  'link-storm': (size) => repeatTo('[a](', size),
  'image-storm': (size) => repeatTo('![', size),
  'emphasis-storm': (size) => repeatTo('*a_', size),
  'strong-emphasis-storm': (size) => repeatTo('**_~', size),
  'backtick-storm': (size) => linesTo((i) => '`'.repeat((i % 17) + 1) + 'x', size),
  'fence-storm': (size) => linesTo((i) => (i % 3 === 0 ? '```' : i % 3 === 1 ? '~~~~' : '````python'), size),
  'html-comment-unclosed': (size) => '<!--' + repeatTo('- ', size - 4),
  'table-storm': (size) => linesTo((i) => (i === 1 ? '|-'.repeat(200) + '|' : '| a '.repeat(200) + '|'), size),
  'long-line': (size) => repeatTo('ValueError: Request ', size),
  'traceback-headers': (size) => linesTo(() => 'Traceback (most recent call last):', size),
  'frame-storm': (size) => linesTo((i) => `  File "${'/a'.repeat(i % 50)}/x.py", line ${i}, in f${i}`, size),
  'prefix-storm': (size) => repeatTo('(EngineCore_DP0 pid=1) ERROR 01-01 00:00:00 [core.py:1346] ', size),
  'placeholder-storm': (size) => repeatTo('Request {req_id} is not in _unfinished_requests {', size),
  'chained-sections': (size) => linesTo((i) => (i % 2 === 0 ? 'During handling of the above exception, another exception occurred:' : 'ValueError: x'), size),
  'whitespace-only': (size) => repeatTo(' \n\t', size),
};

/** The names of all hostile body kinds. */
export const HOSTILE_KINDS = Object.keys(HOSTILE_BODIES);

/**
 * A hostile body of the given kind and exact size.
 * @param kind one of HOSTILE_KINDS
 * @param size its length in characters
 */
export function hostileBody(kind, size) {
  const build = HOSTILE_BODIES[kind];
  if (!build) throw new Error(`unknown hostile kind '${kind}'; expected one of ${HOSTILE_KINDS.join(', ')}`);
  return build(size);
}
