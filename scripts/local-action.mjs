// `npm run local-action [ENV_FILE]`: runs src/action/main.ts with @github/local-action on ENV_FILE (default
// .env.example), then prints the job summary the run wrote to that file's GITHUB_STEP_SUMMARY, which local-action
// itself does not show. Exits with local-action's code.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Relative to where npm runs the script (the repository root) or absolute: `resolve` takes either, never doubling a path.
const envFile = resolve(root, process.argv[2] ?? '.env.example');
if (!existsSync(envFile)) {
  console.error(`local-action: ${envFile} does not exist (give an env file like .env.example)`);
  process.exit(2);
}
const summaryLine = /^GITHUB_STEP_SUMMARY="?([^"\n]*)"?\s*$/m.exec(readFileSync(envFile, 'utf8'));
const summaryPath = summaryLine?.[1] ?? '';
// Each run starts from an empty summary, so what is printed is this run's.
if (summaryPath !== '') writeFileSync(summaryPath, '');

const run = spawnSync(process.execPath, [`${root}node_modules/@github/local-action/bin/local-action.js`, '.', 'src/action/main.ts', envFile], {
  cwd: root,
  stdio: 'inherit',
});
const rule = '='.repeat(80);
const summary = summaryPath !== '' && existsSync(summaryPath) ? readFileSync(summaryPath, 'utf8') : '';
console.log(`\n${rule}\n${' '.repeat(34)}Job Summary\n${rule}\n`);
console.log(summary.trim() === '' ? `(no job summary was written${summaryPath === '' ? `: ${envFile} sets no GITHUB_STEP_SUMMARY` : ''})` : summary);
process.exitCode = run.status ?? 1;
