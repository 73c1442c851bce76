// The HMA refusal says only that HMA is on: the comment must not say the reporter switched it on, and its first
// action must not leave a model that needs HMA with nothing but "turn HMA off".
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const MESSAGE =
  '(EngineCore_DP0 pid=3311) ValueError: Connector LMCacheConnectorV1 does not support HMA but HMA is enabled. Please set `--disable-hybrid-kv-cache-manager`.';

describe('factory/hma-not-supported', () => {
  const { report } = triage({
    title: 'LMCache fails to start on a hybrid model',
    body: `I cannot turn HMA off for this model.\n\n\`\`\`\n${MESSAGE}\n\`\`\`\n`,
  });
  const comment = report.comment ?? '';

  it('should recognise the message and speak', () => {
    expect(report.matches[0]?.id).toBe('factory/hma-not-supported');
    expect(comment).not.toBe('');
  });

  it('should not claim the reporter passed --no-disable-hybrid-kv-cache-manager', () => {
    expect(comment).not.toMatch(/switched on explicitly|was switched on, with|you (?:passed|set) `--no-disable/i);
    expect(comment).toContain('The message says only that HMA is on, not what turned it on.');
  });

  it('should make the first action conditional on the model running without HMA, and point to HMA support next', () => {
    const actions = comment.slice(comment.indexOf('**What you can do, in order:**'));
    expect(actions).toMatch(/1\. If the model runs without HMA/);
    expect(actions).toMatch(/2\. If you need HMA, the connector itself must support it/);
  });
});
