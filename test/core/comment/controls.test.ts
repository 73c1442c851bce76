import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import { escapeText, fenceCode, inlineCode, withoutControls } from '../../../src/core/text/safe-markdown.js';

/** Every control and bidi character the comment must never echo from user text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The seed error in a log, with a request id that carries a right-to-left override and other invisible marks. */
function seedWithId(id: string): string {
  return [
    '### 🐛 Describe the bug',
    '',
    'The engine died under load with the Mooncake store on vLLM 0.26.0.',
    '',
    '```text',
    `(EngineCore_DP0 pid=77) INFO 05-04 10:00:01 [async_llm.py:439] Added request ${id}.`,
    '(EngineCore_DP0 pid=77) ERROR 05-04 10:00:09 [core.py:1346] EngineCore encountered a fatal error.',
    '(EngineCore_DP0 pid=77) ERROR 05-04 10:00:09 [core.py:1346] Traceback (most recent call last):',
    '(EngineCore_DP0 pid=77) ERROR 05-04 10:00:09 [core.py:1346]   File "/usr/lib/python3/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta',
    '(EngineCore_DP0 pid=77) ERROR 05-04 10:00:09 [core.py:1346]     raise ValueError(',
    `(EngineCore_DP0 pid=77) ERROR 05-04 10:00:09 [core.py:1346] ValueError: Request ${id} is not in _unfinished_requests`,
    '```',
  ].join('\n');
}

describe('control and bidi characters from user text', () => {
  it('should drop bidi overrides, isolates, marks and C1 controls, and keep tab and newline', () => {
    expect(withoutControls('a\u202eb\u2066c\u200fd\u0085e\u061cf\tg\nh')).toBe('abcdef\tg\nh');
    expect(inlineCode('x\u202ey')).toBe('`xy`');
    expect(fenceCode('x\u2067y\u202dz')).toBe('```\nxyz\n```');
    expect(escapeText('\u202eevil')).toBe('evil');
  });

  it('should never echo a U+202E from a request id in the comment', () => {
    const id = 'chatcmpl-\u202e4f2a\u2066-9c1b\u200e';
    const plan = triage({ title: 'Mooncake store crash', body: seedWithId(id) });
    expect(plan.comment).not.toBeNull();
    const comment = plan.comment ?? '';
    // The id is still shown, without the characters that would reverse the bot's line.
    expect(comment).toContain('chatcmpl-4f2a-9c1b');
    expect(FORBIDDEN.test(comment)).toBe(false);
  });
});
