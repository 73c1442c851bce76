// Global setup of vitest.config.ts: a log for count-assertions.ts, and at the end of the run the total of assertions
// and of tests counted, printed and written to node_modules/.vitest/vllm-triage-assertions.txt with each file's figures
// below it (assertions, tests, path; compare a change's figures with main's: they must not go down). The log lives in
// the run's temp folder (temp-folder.ts), the total in the checkout: neither in the system's temp folder.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    assertionLog: string;
  }
}

export default function setup(project: TestProject): () => void {
  const log = join(tmpdir(), `vllm-triage-assertions-${process.pid}.log`);
  writeFileSync(log, '');
  project.provide('assertionLog', log);
  return () => {
    let assertions = 0;
    let tests = 0;
    const files: string[] = [];
    for (const line of readFileSync(log, 'utf8').split('\n')) {
      const [calls, count, path] = line.split(' ');
      assertions += Number(calls ?? 0) || 0;
      tests += Number(count ?? 0) || 0;
      if (path !== undefined) files.push(`${calls} ${count} ${relative(project.config.root, path)}`);
    }
    rmSync(log, { force: true });
    const total = `${assertions} assertions in ${tests} tests`;
    files.sort((a, b) => (a.split(' ')[2] ?? '').localeCompare(b.split(' ')[2] ?? ''));
    const totals = join(project.config.root, 'node_modules', '.vitest');
    mkdirSync(totals, { recursive: true });
    writeFileSync(join(totals, 'vllm-triage-assertions.txt'), `${total}\n${files.join('\n')}\n`);
    console.log(`\n ${total}`);
  };
}
