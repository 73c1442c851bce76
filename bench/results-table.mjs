// The closing table of `npm run bench`: one row per measurement with its goal and PASS/MISS, as pasteable markdown.

/**
 * A table row.
 * @param measurement what was measured
 * @param measured the measured value, already formatted
 * @param goal the goal, formatted (`—` for informational rows)
 * @param passed true/false against the goal, null when there is no goal or nothing was measured
 */
export function row(measurement, measured, goal, passed) {
  return { measurement, measured, goal, result: passed === null ? '—' : passed ? 'PASS' : 'MISS' };
}

/** `1.23×` */
export function times(ratio) {
  return `${ratio.toFixed(2)}×`;
}

/** `12.3 MB` from kilobytes. */
export function megabytes(kb) {
  return `${(kb / 1024).toFixed(1)} MB`;
}

/**
 * The rows as a markdown table with aligned columns.
 * @param rows rows made by `row()`
 */
export function renderTable(rows) {
  const header = { measurement: 'measurement', measured: 'measured', goal: 'goal', result: 'result' };
  const columns = ['measurement', 'measured', 'goal', 'result'];
  const widths = columns.map((column) => Math.max(...[header, ...rows].map((entry) => entry[column].length)));
  const line = (entry) => `| ${columns.map((column, index) => entry[column].padEnd(widths[index])).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
