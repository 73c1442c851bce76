// The line quoted from a pasted library log is the one that says most of a failure, whatever the level it was printed at.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import { firstScreen } from '../../support/build/comment-screen.js';

const decodeLog = (lines: string[]): string =>
  [
    'Decode fails to pull KV from prefill on Ascend:',
    '```',
    ...lines,
    '(Worker_DP0_TP0 pid=4301) ERROR 03-12 09:41:20 [mooncake_connector.py:1012] Mooncake transfer failed for request cmpl-7c1d0e2a-0',
    '```',
  ].join('\n');

describe('the pasted line the first screen quotes', () => {
  it('should quote a line whose words report a failure over a success line printed at the same level', () => {
    const body = decodeLog([
      'I0312 09:40:47.100200  4410 ascend_direct_transport.cpp:1119] Connected to segment: 10.0.3.7:25120, cost:2100 us.',
      'I0312 09:41:20.118204  4410 transfer_engine_py.cpp:454] Sync batch data transfer timeout after 33000000000ns',
    ]);
    const screen = firstScreen(triage({ title: 'decode transfer fails', body }).comment);
    expect(screen).toContain('among them `Sync batch data transfer timeout after 33000000000ns`');
    expect(screen).not.toContain('Connected to segment');
    // The action written for that line leads; the one written for a failed connection is left out.
    expect(screen).toContain('1. When Mooncake logged `Sync batch data transfer timeout after …`');
    expect(screen).not.toContain('When Mooncake logged a failed connection');
  });

  it('should keep an ERROR line first when a plain line before it also reports a failure', () => {
    const body = decodeLog([
      'I0312 09:41:19.100200  4410 transfer_engine_py.cpp:454] Sync batch data transfer timeout after 33000000000ns',
      'E0312 09:41:20.118204  4410 ascend_direct_transport.cpp:820] Failed to connect to target: 10.0.3.7:25120, status: 103900',
    ]);
    const screen = firstScreen(triage({ title: 'decode transfer fails', body }).comment);
    expect(screen).toContain('among them `Failed to connect to target: 10.0.3.7:25120, status: 103900`');
    // Both lines are pasted: both actions apply.
    expect(screen).toContain('When Mooncake logged a failed connection');
    expect(screen).toContain('When Mooncake logged `Sync batch data transfer timeout after …`');
  });

  it('should keep every action written for one log line when the thread pasted no library lines', () => {
    const body = [
      '```',
      '(Worker_DP0_TP0 pid=4301) ERROR 03-12 09:41:20 [mooncake_connector.py:1012] Mooncake transfer failed for request cmpl-7c1d0e2a-0',
      '```',
    ].join('\n');
    const comment = triage({ title: 'decode transfer fails', body }).comment ?? '';
    expect(comment).toContain('When Mooncake logged a failed connection');
    expect(comment).toContain('When Mooncake logged `Sync batch data transfer timeout after …`');
  });
});
