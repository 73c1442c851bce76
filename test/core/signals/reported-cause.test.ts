import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const SEED = '```\nERROR 09-02 14:11:07 [core.py:1346] ValueError: Request chatcmpl-9-a1b2c3d4 is not in _unfinished_requests\n```';

describe('what the reporter already says', () => {
  it('should say first that the reporter found it works without the connector, and drop the check that asks for it', () => {
    const plan = triage({ body: `${SEED}\n\nThe same load ran fine before we enabled the Mooncake store connector.` });
    const comment = plan.comment ?? '';
    expect(comment).toContain('**You already found** that the failure goes away `before we enabled the Mooncake store connector`');
    expect(comment).not.toContain('Check that the store connector is the cause');
    const plain = triage({ body: SEED }).comment ?? '';
    expect(plain).toContain('Check that the store connector is the cause');
  });

  it('should ask which version the reporter came from when it broke after an upgrade, and not when they said', () => {
    const asked = triage({ body: `${SEED}\n\nThis started after upgrading to 0.26.0.` });
    expect(asked.report.asks.map((ask) => ask.id)).toContain('previous-version');
    const told = triage({ body: `${SEED}\n\nThis started after upgrading from 0.24.0 to 0.26.0.` });
    expect(told.report.asks.map((ask) => ask.id)).not.toContain('previous-version');
  });
});
