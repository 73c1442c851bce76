// WARNING lines that report lost KV work (an expired NIXL lease, Mooncake store pressure) count as error lines.
import { describe, expect, it } from 'vitest';
import { extractThread } from '../../../../src/core/extract/extract.js';

function errorMessages(text: string): string[] {
  return extractThread({ body: `\`\`\`\n${text}\n\`\`\`\n` }).errorLines.map((line) => line.message);
}

describe('WARNING lines about lost KV work', () => {
  it('should report an expired-lease release and a store-pressure warning, and still skip a plain warning', () => {
    expect(
      errorMessages(
        [
          '(Worker_TP0 pid=9921) WARNING 08-18 22:41:07 [base_worker.py:2163] Releasing expired KV blocks for request cmpl-b71c-0-4e9a1f0c which were retrieved by 0 remote worker(s) before lease expired.',
          '(Worker_TP0 pid=7781) WARNING 08-13 17:45:02 [worker.py:959] Detected Mooncake CPU/disk offloading pressure (NO_AVAILABLE_HANDLE); skipping future store batches for request chatcmpl-9f-1c2d3e4f until a later store batch succeeds',
          '(Worker_TP0 pid=7781) WARNING 08-13 17:45:03 [config.py:10] Using the default block size.',
        ].join('\n'),
      ),
    ).toEqual([
      'Releasing expired KV blocks for request cmpl-b71c-0-4e9a1f0c which were retrieved by 0 remote worker(s) before lease expired.',
      'Detected Mooncake CPU/disk offloading pressure (NO_AVAILABLE_HANDLE); skipping future store batches for request chatcmpl-9f-1c2d3e4f until a later store batch succeeds',
    ]);
  });
});
