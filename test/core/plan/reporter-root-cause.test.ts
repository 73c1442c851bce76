// The reporter states the root cause themself: the comment quotes it as their diagnosis and asks nothing it answers.
// Fixtures written here; the phrasings are the ordinary ways a reporter says "I found why".
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const firstScreen = (comment: string | null): string => (comment ?? '').slice(0, (comment ?? '').indexOf('<details>'));
const log = [
  '```',
  '(Worker_DP0 pid=52) ERROR 08-11 14:02:33 [nixl_connector.py:815] RuntimeError: Remote NIXL agent engine ID mismatch. Expected 0a0a0a0a-1b1b-2c2c-3d3d-4e4e4e4e4e4e_dp0,received 9f9f9f9f-8e8e-7d7d-6c6c-5b5b5b5b5b5b_dp0.',
  '```',
].join('\n');

describe('a root cause the reporter states', () => {
  const phrasings = [
    'The bug is that both decode pods share one side-channel port, so each handshake reaches the wrong engine.',
    'I traced it down: both decode pods share one side-channel port, so each handshake reaches the wrong engine.',
    'The culprit is the shared side-channel port between the two decode pods.',
    'I figured out why: both decode pods share one side-channel port, so each handshake reaches the wrong engine.',
  ];
  for (const sentence of phrasings) {
    it(`should quote it as the reporter's diagnosis and ask nothing: "${sentence.slice(0, 40)}…"`, () => {
      const plan = triage({ title: 'PD handshake mismatch with two decode pods', body: `vLLM 0.11.0.\n\n${log}\n\n${sentence}` });
      const screen = firstScreen(plan.comment);
      expect(plan.report.matches[0]?.id).toBe('nixl/engine-id-mismatch');
      expect(screen).toContain('**Your diagnosis:**');
      expect(screen).toContain('side-channel port');
      expect(screen).not.toContain('**Please add**');
    });
  }

  it('should not take a description of the symptom for a diagnosis', () => {
    const plan = triage({ title: 'PD handshake mismatch', body: `vLLM 0.11.0.\n\n${log}\n\nI found that it happens only with two decode pods.` });
    expect(firstScreen(plan.comment)).not.toContain('**Your diagnosis:**');
  });
});
