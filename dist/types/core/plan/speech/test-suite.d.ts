import type { TriageInput } from '../../extract/types.js';
/**
 * Whether the thread is another project's test run (vLLM's tests on its runners, LMCache's, NIXL's or Mooncake's own
 * suites): a repository that is not vLLM's, and a test runner's own output anywhere in the title, the body or the
 * reporter's and maintainers' comments; a pytest node id in the title or the body; or a test named (a test file in a
 * list or a traceback's frame, a test function in the title) beside the words of a test run or a CI job. A node id in a
 * comment alone is a maintainer asking for one test to be run, not a run. Its maintainers run the tests; advice for a
 * user's deployment does not fit.
 */
export declare function otherProjectsTestRun(input: Pick<TriageInput, 'title' | 'body' | 'comments' | 'author' | 'repository'>): boolean;
