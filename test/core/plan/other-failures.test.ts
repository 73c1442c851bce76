// A thread with two problems: the comment explains the one it knows and names the other, which it does not explain;
// an engine's report of its death, a cleanup error in `__del__` and the matched error's own lines are not others.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const UNDEFINED_SYMBOL =
  'ImportError: /opt/venv/lib/python3.12/site-packages/lmcache/c_ops.cpython-312-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEa';
const firstScreen = (comment: string | null): string => (comment ?? '').slice(0, (comment ?? '').indexOf('<details>'));

describe('other failures in the thread', () => {
  it('should name a second failure no match reads, on the first screen', () => {
    const body = [
      'With the stock image, LMCache fails to import:',
      '',
      '```',
      UNDEFINED_SYMBOL,
      '```',
      '',
      'After rebuilding LMCache, the server fails later on our hybrid model:',
      '',
      '```',
      'ValueError: Some spec could not be turned into one shared layout for this model.',
      '```',
    ].join('\n');
    const screen = firstScreen(triage({ title: 'LMCache with vLLM 0.17.0', body }).comment);
    expect(screen).toContain(
      '**Also in this thread:** `ValueError: Some spec could not be turned into one shared layout for this model.`, a failure this comment does not explain.',
    );
  });

  it("should not name the engine's death, a cleanup error or the matched error again", () => {
    const body = [
      '```',
      UNDEFINED_SYMBOL,
      'vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.',
      'RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {}',
      'Exception ignored in: <function Remote.__del__ at 0x7f00>',
      'Traceback (most recent call last):',
      '  File "/opt/app/remote.py", line 12, in __del__',
      '    self._release()',
      "AttributeError: 'Remote' object has no attribute '_name'",
      '```',
    ].join('\n');
    const comment = triage({ title: 'LMCache import fails', body }).comment ?? '';
    expect(comment).toContain('lmcache.c_ops');
    expect(comment).not.toContain('Also in this thread');
  });
});
