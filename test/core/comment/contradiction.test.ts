// Evidence against the mechanism: an abort of the failing request logged before the seed error does not fit it.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

function log(lines: string[]): string {
  return ['The engine crashed under load, vLLM 0.26.0 with MooncakeStoreConnector.', '', '```text', ...lines, '```'].join('\n');
}

const error = (id: string, at: string): string =>
  `(EngineCore_DP0 pid=12) ERROR 06-01 ${at} [core.py:1346] ValueError: Request ${id} is not in _unfinished_requests`;

const lineTwo = (comment: string | null): string => (comment ?? '').split('\n\n')[2] ?? '';

describe('evidence against the mechanism', () => {
  it('should say on line 2 that an abort of the same request before the error does not fit, and what to check', () => {
    const body = log([
      '(APIServer pid=1) INFO 06-01 08:30:01 [async_llm.py:439] Added request cmpl-77c1d2e3f4-a1b2c3d4.',
      '(APIServer pid=1) INFO 06-01 08:30:05 [async_llm.py:623] Request cmpl-77c1d2e3f4 aborted.',
      error('cmpl-77c1d2e3f4-a1b2c3d4', '08:30:07'),
    ]);
    const line = lineTwo(triage({ title: 'store crash', body }).comment);
    expect(line).toContain('This does not fit the known cause');
    expect(line).toContain('aborted at 08:30:05, before the error at 08:30:07');
    expect(line).toContain('engine id');
  });

  it('should say nothing of the kind when the abort came after the error or for another request', () => {
    const after = log([error('cmpl-1234abcd', '08:30:07'), '(APIServer pid=1) INFO 06-01 08:30:09 [async_llm.py:623] Request cmpl-1234abcd aborted.']);
    expect(triage({ title: 'store crash', body: after }).comment).not.toContain('does not fit');
    const other = log(['(APIServer pid=1) INFO 06-01 08:30:05 [async_llm.py:623] Request cmpl-other aborted.', error('cmpl-1234abcd', '08:30:07')]);
    expect(triage({ title: 'store crash', body: other }).comment).not.toContain('does not fit');
  });
});
