// A code the matched line prints is said with its meaning on the first screen, not left in the fold.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const firstScreen = (comment: string | null): string => (comment ?? '').slice(0, (comment ?? '').indexOf('<details>'));

function commentFor(codes: string): string {
  const line = `(EngineCore pid=411) ERROR 03-14 09:12:30 [mooncake_backend.py:247] Failed to get 12 keys out of 40. error_codes=[${codes}]. Check key existence and memory state.`;
  return firstScreen(
    triage({ title: 'KV pool read fails on the decode node', body: `vllm-ascend with the Mooncake store:\n\n\`\`\`\n${line}\n\`\`\`` }).comment,
  );
}

describe('codes the matched line prints', () => {
  it('should say what a code in the line means, on the first screen', () => {
    const screen = commentFor('-707');
    expect(screen).toContain("**`-707` in your log:** Mooncake's `LEASE_EXPIRED`");
    expect(screen).not.toContain('`-704` in your log');
  });

  it('should say each code the line prints, in the catalog order', () => {
    const screen = commentFor('-800, -704');
    expect(screen.indexOf('`-704` in your log')).toBeGreaterThan(0);
    expect(screen.indexOf('`-800` in your log')).toBeGreaterThan(screen.indexOf('`-704` in your log'));
  });

  it('should not read a code inside a longer number', () => {
    const screen = commentFor('-7070');
    expect(screen).not.toContain('in your log:**');
  });
});
