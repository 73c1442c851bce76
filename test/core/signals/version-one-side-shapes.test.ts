// A version said for one side is not "both sides": the shapes that read as the thread's version before — the version
// said before the side word, and a side-naming line introducing a pasted collect_env or pip output. Fixtures written here.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const ERR =
  '```\n(Worker_TP0 pid=3301) ERROR 08-11 09:02:13 [mooncake_connector.py:1923] Failed to connect to bootstrap server http://10.20.0.5:8998: All connection attempts failed\n```';
const versionAsk = (body: string) => triage({ title: 'decode cannot reach bootstrap', body }).report.asks.find((ask) => ask.id === 'vllm-version');

describe('a version given for one side keeps asking for the other', () => {
  it.each([
    ['the version before the side word', 'We run vLLM 0.25.1 on the prefill node; the decode node prints the error above.'],
    ['a pinned version for one side', 'vllm==0.25.1 for the prefiller. Decoder logs above.'],
    [
      'collect_env introduced by one side',
      'The decode node prints the error above. collect_env on the prefill node:\n\n```\nvLLM Version: 0.25.1\nPyTorch version: 2.9.0\n```',
    ],
    ['pip show introduced by one side', 'Decode logs are above. Output of pip show on the P node:\n\n```\nName: vllm\nVersion: 0.25.1\n```'],
  ])('should not tick both sides: %s', (_name, text) => {
    const ask = versionAsk(`${ERR}\n\n${text}`);
    expect(ask?.satisfied).toBe(false);
    expect(ask?.text).toContain('the decode side');
    expect(ask?.text).toContain('`0.25.1` for the prefill side');
  });

  it('should read two versions said before their sides apart, and one version for both as given', () => {
    const plan = triage({ title: 'bootstrap', body: `${ERR}\n\nvLLM 0.25.1 on the prefill node and 0.26.0 on the decode node.` });
    expect(plan.report.signals.vllmVersions).toEqual([
      { side: 'prefill', version: '0.25.1' },
      { side: 'decode', version: '0.26.0' },
    ]);
    expect(versionAsk(`${ERR}\n\nBoth prefill and decode run the same vLLM 0.25.1.`)?.satisfied).toBe(true);
  });
});
