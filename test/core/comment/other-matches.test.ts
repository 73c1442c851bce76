// The folded list of other errors says the words each one matched in this thread when its title quotes another message.
import { describe, expect, it } from 'vitest';
import { renderOtherMatches } from '../../../src/core/comment/other-matches.js';
import { triage } from '../../../src/core/triage.js';

describe('other errors recognised in the issue', () => {
  it("should say the message a match's line has when the entry's title quotes another of its messages", () => {
    const body = [
      '```',
      '(Worker_DP0 pid=41) ERROR 10-16 17:22:56 [nixl_connector.py:827] Handshake failed for request chatcmpl-12ab, marking blocks as invalid',
      '```',
    ].join('\n');
    const match = triage({ title: 'handshake fails', body }).report.matches.find((item) => item.id === 'nixl/handshake-failed-legacy');
    expect(match?.title).toContain('Handshake with … failed');
    const row = renderOtherMatches(match === undefined ? [] : [match]);
    expect(row).toContain('matched here as `Handshake failed for request %s, marking blocks as invalid`');
  });
});
