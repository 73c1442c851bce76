// Templates match at any log level: a curated message logged at WARNING or INFO is an error line; other quiet lines stay out.
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import { extractThread } from '../../../src/core/extract/extract.js';
import { knownMessageTest } from '../../../src/core/match/known-message.js';
import { triage } from '../../../src/core/triage.js';

const catalog = defaultCatalog();
const known = knownMessageTest(catalog);
const fenced = (text: string): string => `\`\`\`\n${text}\n\`\`\``;
const OFFLOAD_WARNING = '(EngineCore_DP0 pid=2210) WARNING 08-05 14:21:07 [scheduler.py:1333] Request chatcmpl-8e1b-5d2a90c1: cannot store chunks';

describe('knownMessageTest', () => {
  it('should say yes to a curated template without exception or frame conditions, and no to anything else', () => {
    expect(known('Request chatcmpl-8e1b-5d2a90c1: cannot store chunks')).toBe(true);
    expect(known('Handshake with 3a7c failed')).toBe(true);
    // A template that needs its exception class comes as `Type: message`, which the reader keeps anyway.
    expect(known('Request chatcmpl-1 is not in _unfinished_requests')).toBe(false);
    expect(known('Avg prompt throughput: 10.0 tokens/s')).toBe(false);
    expect(known(`Request ${'x'.repeat(70_000)}: cannot store chunks`)).toBe(false);
  });
});

describe('error lines at any log level', () => {
  it('should keep a WARNING line that matches a catalog template only when the catalog test is given', () => {
    const plain = extractThread({ body: fenced(OFFLOAD_WARNING) });
    expect(plain.errorLines).toEqual([]);
    const read = extractThread({ body: fenced(OFFLOAD_WARNING) }, { isKnownMessage: known });
    expect(read.errorLines.map((line) => [line.level, line.message])).toEqual([['WARNING', 'Request chatcmpl-8e1b-5d2a90c1: cannot store chunks']]);
  });

  it('should match it in triage, with the level in the match, and keep quiet INFO lines out', () => {
    const plan = triage({
      body: fenced([OFFLOAD_WARNING, '(EngineCore_DP0 pid=2210) INFO 08-05 14:21:08 [loggers.py:257] Engine 000: Running: 3 reqs'].join('\n')),
    });
    expect(plan.report.matches.map((match) => [match.id, match.evidence.level])).toEqual([['offloading/cannot-store', 'WARNING']]);
    expect(plan.report.errorLines.map((line) => line.level)).toEqual(['WARNING']);
  });

  it('should not keep the same message in prose (no log level)', () => {
    const read = extractThread({ body: 'We see Request abc: cannot store chunks sometimes.\n\nRequest abc: cannot store chunks' }, { isKnownMessage: known });
    expect(read.errorLines).toEqual([]);
  });
});

describe('a message two connectors log alike', () => {
  it('should be NIXL’s older handshake entry only with a nixl_connector.py prefix, not with MoRIIO’s', () => {
    const nixl = triage({ body: fenced('(VllmWorker rank=0 pid=8) ERROR 10-14 09:12:03 [nixl_connector.py:1177] Handshake with engine-7 failed') });
    expect(nixl.report.matches.map((match) => match.id)).toEqual(['nixl/handshake-failed-legacy']);
    const moriio = triage({ body: fenced('(VllmWorker rank=0 pid=8) ERROR 10-14 09:12:03 [moriio_connector.py:1662] Handshake with engine-7 failed') });
    expect(moriio.report.matches.map((match) => match.id)).not.toContain('nixl/handshake-failed-legacy');
  });
});
