// A captured thread (one body, `user · comment · date` lines) where someone who is not the reporter pastes a traceback
// from another issue ("same as #N", a link to it): that traceback is context, not the evidence the comment answers.
// Fixtures written here in that shape.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const description = [
  'reporter-a · description · 2026-01-10',
  'Decode instance stops after the prefill node restarts. We use NixlConnector on two nodes; no error is printed on decode.',
  '',
];
const quotedElsewhere = (lead: string): string[] => [
  'helper-b · comment · 2026-01-12',
  lead,
  '',
  '```',
  'Traceback (most recent call last):',
  '  File "/usr/lib/python3/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 60, in <module>',
  '    raise RuntimeError("NIXL is not available")',
  'RuntimeError: NIXL is not available',
  '```',
];

describe("a traceback another commenter quotes from a different issue is not this thread's evidence", () => {
  it.each([
    ['same as #N', 'Same as #4242, there it failed with:'],
    ['see also a link', 'See also https://github.com/example-org/serving/issues/977 which had this:'],
  ])('should not answer the quoted traceback (%s)', (_name, lead) => {
    const body = [...description, ...quotedElsewhere(lead)].join('\n');
    const plan = triage({ title: 'Decode hangs after prefill restart', body, repository: 'vllm-project/vllm' });
    expect(plan.report.matches.map((match) => match.id)).not.toContain('nixl/not-available');
    expect(plan.report.tracebacks).toHaveLength(0);
    expect(plan.comment ?? '').not.toContain('NIXL is not available');
  });

  it("should keep the reporter's own traceback, and another commenter's without a reference, as before", () => {
    const own = [...description, ...quotedElsewhere('Same as #4242, there it failed with:').map((line) => line.replace('helper-b', 'reporter-a'))];
    expect(triage({ title: 'Decode hangs', body: own.join('\n') }).report.matches.map((match) => match.id)).toContain('nixl/not-available');
    const plain = [...description, ...quotedElsewhere('On my side it fails with:')];
    expect(triage({ title: 'Decode hangs', body: plain.join('\n') }).report.tracebacks).toHaveLength(1);
  });
});
