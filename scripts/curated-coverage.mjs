// Share of a corpus's connector-error reports with a visible final exception that get a curated match.
// Usage: node scripts/curated-coverage.mjs <corpus dir> [cli.js]   (default cli: dist/cli.js)
// A row counts as "visible" when its truth names an exception type in a traceback or an error line.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [corpus, cli = 'dist/cli.js'] = process.argv.slice(2);
if (corpus === undefined) {
  console.error('usage: node scripts/curated-coverage.mjs <corpus dir> [cli.js]');
  process.exit(2);
}
const rows = readFileSync(join(corpus, 'truth.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line));
const analyse = (file) => JSON.parse(execFileSync('node', [cli, 'analyze', '--json', join(corpus, file)], { encoding: 'utf8', maxBuffer: 64 << 20 }));
const visible = (row) => [...row.tracebacks, ...row.error_lines].some((item) => item.exception_type);
const tally = { errors: 0, errorsMatched: 0, visible: 0, visibleMatched: 0, negatives: 0, negativesMatched: 0, commented: 0 };
for (const row of rows) {
  const report = analyse(row.file);
  const curated = report.matches.filter((match) => match.curated).map((match) => match.id);
  const said = curated.length > 0 ? curated.join(',') : '-';
  if (row.category === 'negative') {
    tally.negatives += 1;
    if (curated.length > 0) {
      tally.negativesMatched += 1;
      console.log(`NEGATIVE MATCHED ${row.file} ${said}`);
    }
    continue;
  }
  if (row.category !== 'connector-error') continue;
  tally.errors += 1;
  if (curated.length > 0) tally.errorsMatched += 1;
  if (report.comment) tally.commented += 1;
  if (!visible(row)) continue;
  tally.visible += 1;
  if (curated.length > 0) tally.visibleMatched += 1;
  console.log(`${curated.length > 0 ? 'hit ' : 'miss'} ${row.file} ${said}${report.comment ? ' [comment]' : ''}`);
}
const share = (a, b) => `${a}/${b} = ${b === 0 ? 0 : ((100 * a) / b).toFixed(1)} %`;
console.log(`connector-error rows with a curated match: ${share(tally.errorsMatched, tally.errors)}`);
console.log(`  with a visible final exception: ${share(tally.visibleMatched, tally.visible)}`);
console.log(`connector-error rows commented: ${share(tally.commented, tally.errors)}`);
console.log(`negatives with a curated match: ${share(tally.negativesMatched, tally.negatives)}`);
