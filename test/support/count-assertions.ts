// Counts the assertions every test makes (setup file of vitest.config.ts): at a test's very end — after its afterEach
// hooks and its own onTestFinished checks — the assertion calls of the global `expect` and of the test's own
// `expect` (concurrent tests) are added up; each file appends its sum and its path to the run's log, and assertion-total.ts
// prints the whole run's figure. Hooks outside a test (beforeAll, afterAll) are not counted.
import { appendFileSync } from 'node:fs';
import { afterAll, beforeEach, expect, inject } from 'vitest';

let assertions = 0;
let tests = 0;

beforeEach((context) => {
  // Registered before the test's own callbacks, so it runs after them (vitest runs onTestFinished as a stack).
  context.onTestFinished(() => {
    const local = (context as { _local?: boolean })._local === true;
    tests += 1;
    assertions += expect.getState().assertionCalls + (local ? context.expect.getState().assertionCalls : 0);
  });
});

afterAll(() => {
  appendFileSync(inject('assertionLog'), `${assertions} ${tests} ${expect.getState().testPath ?? '?'}\n`);
});
