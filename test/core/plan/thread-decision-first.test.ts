// The thread's decision first — a reply's workaround, a maintainer's diagnosis, a fix the error message
// names — and the speaking policy for other projects' test runs.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import { fixNamedByMessage } from '../../../src/core/plan/message-fix.js';

const fenced = (lines: string[]): string => `\`\`\`\n${lines.join('\n')}\n\`\`\``;
const screen = (comment: string | null): string => (comment ?? '').split('<details>')[0] ?? '';

const lmcacheCrash = fenced([
  'Traceback (most recent call last):',
  '  File "/opt/venv/lib/python3.12/site-packages/lmcache/v1/cache_engine.py", line 301, in store',
  '    self.storage_manager.batched_put(keys, objs, meta)',
  "AttributeError: 'NoneType' object has no attribute 'chunk_meta'",
]);

describe("the thread's decision first", () => {
  it("should lead with a maintainer's workaround and ask nothing it answers", () => {
    const plan = triage({
      title: 'LMCache save path crash',
      author: 'reporter',
      body: `${lmcacheCrash}\n\nvllm 0.11.0`,
      comments: [
        {
          id: 1,
          author: 'keeper',
          authorAssociation: 'MEMBER',
          body: 'As a workaround, set `save_chunk_meta: False` in the LMCache config until the fix lands.',
        },
      ],
    });
    const first = screen(plan.comment);
    expect(first).toContain('**This thread already found a workaround:**');
    expect(first).toContain('save_chunk_meta: False');
    expect(first).not.toContain('What would help the maintainers');
    expect(plan.report.speech?.asksKept).toBe(0);
  });

  it("should lead with a maintainer's diagnosis, and not take another user's for one", () => {
    const diagnosis = 'This is triggered by EAGLE spec decoding: the draft tokens are not counted on the decode side.';
    const body = `${lmcacheCrash}\n\nvllm 0.11.0`;
    const byMaintainer = triage({
      title: 't',
      author: 'reporter',
      body,
      comments: [{ id: 1, author: 'keeper', authorAssociation: 'COLLABORATOR', body: diagnosis }],
    });
    expect(screen(byMaintainer.comment)).toContain('triggered by EAGLE spec decoding');
    const byOther = triage({ title: 't', author: 'reporter', body, comments: [{ id: 1, author: 'passer', authorAssociation: 'NONE', body: diagnosis }] });
    expect(screen(byOther.comment)).not.toContain('triggered by EAGLE spec decoding');
  });

  it('should lead with the fix the error message names instead of restating it without it', () => {
    const plan = triage({
      title: 'hybrid model fails with NixlConnector',
      body: `${fenced([
        'Traceback (most recent call last):',
        '  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 812, in register_kv_caches',
        '    raise ValueError(',
        'ValueError: Mamba layers need the DS conv state layout with this connector. Set VLLM_SSM_CONV_STATE_LAYOUT=DS and restart.',
      ])}\n\nvllm 0.12.0`,
    });
    const first = screen(plan.comment);
    expect(first).toContain('**The error message names its own fix:** set `VLLM_SSM_CONV_STATE_LAYOUT=DS`');
    expect(first).not.toContain('What would help the maintainers');
    expect(fixNamedByMessage('Please export NIXL_LOG_LEVEL=DEBUG.')).toBe('NIXL_LOG_LEVEL=DEBUG');
    expect(fixNamedByMessage('set the layout first')).toBeNull();
  });
});

describe('where the bot speaks', () => {
  it("should give another project's test run of vLLM's tests the label only", () => {
    const body = `Fails on our XPU runners.\n\n${fenced([
      '>           raise RuntimeError("NIXL is not available")',
      'E           RuntimeError: NIXL is not available',
    ])}\n\nFailing tests:\n${fenced(['tests/v1/kv_connector/unit/test_nixl_connector.py::test_kv_both'])}`;
    const plan = triage({ title: '[vLLM] NIXL tests fail', body, repository: 'some-org/xpu-backend' });
    expect(plan.comment).toBeNull();
    expect(plan.report.speech?.withheld).toBe('test-suite');
    expect(plan.report.speech?.silence).toBe('test-suite');
    // The same text filed on vLLM's own repository is not another project's test run.
    expect(triage({ title: '[vLLM] NIXL tests fail', body, repository: 'vllm-project/vllm' }).report.speech?.withheld).toBeNull();
  });
});
