// Global setup of vitest.config.ts: a log for count-assertions.ts, and at the end of the run the total of assertions
// and of tests counted, printed and written to <tmpdir>/vllm-triage-assertions.txt (compare a change's figure with
// main's: it must not go down).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    for (const line of readFileSync(log, 'utf8').split('\n')) {
      const [calls, count] = line.split(' ').map(Number);
      assertions += calls ?? 0;
      tests += count ?? 0;
    }
    rmSync(log, { force: true });
    const total = `${assertions} assertions in ${tests} tests`;
    writeFileSync(join(tmpdir(), 'vllm-triage-assertions.txt'), `${total}\n`);
    console.log(`\n ${total}`);
  };
}
