// The analyze summary line: a connector seen only as a product word is not listed as if it ran.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/build/cli.js';

describe('analyze: the connectors line', () => {
  it('should say that a connector named only by a product word is not evidence that it ran', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vllm-triage-summary-'));
    const file = join(dir, 'issue.md');
    writeFileSync(
      file,
      [
        'We use KV offloading to CPU and the Mooncake store.',
        '',
        '```',
        '  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 300, in build_connector_meta',
        '    raise ValueError(f"Request {req_id} is not in _unfinished_requests")',
        'ValueError: Request cmpl-1 is not in _unfinished_requests',
        '```',
      ].join('\n'),
    );
    const { code, stdout } = await runCli(['analyze', file]);
    expect(code).toBe(0);
    const line = stdout.split('\n').find((text) => text.startsWith('connectors: ')) ?? '';
    expect(line).toContain('MooncakeStoreConnector');
    expect(line).toContain('OffloadingConnector (named only by a product word, not evidence that it ran)');
  });
});
