// Which id the `Request … aborted.` search needs (FACTS §0.2.3): the client's id itself, or the same id when there is no suffix.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

function seed(id: string): string {
  return [
    '```',
    `ERROR 05-04 10:00:09 [core.py:1346] ValueError: Request ${id} is not in _unfinished_requests`,
    '```',
    'vllm 0.26.0 with MooncakeStoreConnector.',
  ].join('\n');
}

const lifecycleHow = (id: string): string =>
  triage({ title: 'store crash', body: seed(id) }).report.asks.find((ask) => ask.id === 'request-lifecycle')?.how ?? '';

describe('request ids in the lifecycle ask', () => {
  it('should print the client id to search for when the id carries the 8-character suffix', () => {
    const how = lifecycleHow('chatcmpl-5c0e7a91d3b2-9e2f41ab');
    expect(how).toContain('`Request chatcmpl-5c0e7a91d3b2 aborted.`');
    expect(how).not.toContain('without its last');
  });

  it('should say both lines carry the same id when there is no suffix', () => {
    const how = lifecycleHow('chatcmpl-9f3a61c2e4b84d0f');
    expect(how).toContain("it is the client's id too");
    expect(how).toContain('`chatcmpl-9f3a61c2e4b84d0f`');
    expect(how).not.toContain('without its last');
  });
});
