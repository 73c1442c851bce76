// Asks a thread answers in its setup list: the model it serves, the connector named in a `kv connector:` line, and a
// fork's own version. None of them is asked again.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const crash = [
  '```',
  '(EngineCore_DP0 pid=77) ERROR 02-11 10:01:02 [core.py:1108]   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/core/sched/scheduler.py", line 296, in _mamba_block_aligned_split',
  '(EngineCore_DP0 pid=77) ERROR 02-11 10:01:02 [core.py:1108]     assert num_external_computed_tokens == 0, (',
  '(EngineCore_DP0 pid=77) ERROR 02-11 10:01:02 [core.py:1108] AssertionError: External KV connector is not verified yet',
  '```',
].join('\n');

const ask = (plan: ReturnType<typeof triage>, id: string) => plan.report.asks.find((candidate) => candidate.id === id);

describe('asks answered by the setup a thread lists', () => {
  it('should tick the model and the connector named in a setup list', () => {
    const plan = triage({
      title: 'Engine dies with a hybrid model and an external KV cache',
      body: [
        '## Setup',
        '',
        '- vLLM: 0.21.0',
        '- Model: Acme/Hybrid-30B-A3B',
        '- kv connector: LMCacheMPConnector',
        '- mamba cache mode: align',
        '',
        crash,
      ].join('\n'),
    });
    expect(plan.report.matches[0]?.id).toBe('scheduler/mamba-align-external-tokens');
    expect(ask(plan, 'model')).toMatchObject({ satisfied: true, satisfiedBy: 'the model, `Acme/Hybrid-30B-A3B`' });
    expect(ask(plan, 'kv-transfer-config')?.satisfied).toBe(true);
    expect(plan.comment ?? '').not.toContain('- The model you serve.');
  });

  it('should read the model from a serve command and from --model', () => {
    const served = triage({
      title: 'crash',
      body: `\`\`\`bash\nvllm serve Acme/Hybrid-30B --kv-transfer-config '{"kv_connector":"LMCacheMPConnector","kv_role":"kv_both"}'\n\`\`\`\n\n${crash}`,
    });
    expect(ask(served, 'model')?.satisfiedBy).toBe('the model, `Acme/Hybrid-30B`');
    const flag = triage({ title: 'crash', body: `\`\`\`bash\npython -m vllm.entrypoints.openai.api_server --model /models/hybrid-30b\n\`\`\`\n\n${crash}` });
    expect(ask(flag, 'model')?.satisfiedBy).toBe('the model, `/models/hybrid-30b`');
    // `vllm serve --help` names no model.
    const help = triage({ title: 'crash', body: `I ran \`vllm serve --help\` first.\n\n${crash}` });
    expect(ask(help, 'model')?.satisfied).toBe(false);
  });

  it("should take a fork's own version as the answer to the version ask, and say its vLLM base is not given", () => {
    const plan = triage({ title: 'Assertion with the LMCache MP connector', body: `- Acme-vLLM **v2.4.1** wheel, TP=2\n\n${crash}` });
    expect(ask(plan, 'vllm-version')?.satisfied).toBe(true);
    expect(ask(plan, 'vllm-version')?.satisfiedBy).toContain("the fork's own version, `Acme-vLLM 2.4.1`");
    // The fix advice says the change reaches a fork's build only through the fork.
    expect(plan.comment ?? '').toContain("**Your build is a fork's:** `Acme-vLLM 2.4.1`. A vLLM change named here reaches you only in a build of that fork");
    // Not a fork: vLLM itself, or a plugin named `vllm-…`.
    const plugin = triage({ title: 'x', body: `- vllm-gaudi 1.2.0\n\n${crash}` });
    expect(ask(plugin, 'vllm-version')?.satisfied).toBe(false);
    expect(plugin.comment ?? '').not.toContain("Your build is a fork's");
  });
});

describe('a host address is not a version', () => {
  it('should not read `--host 0.0.0.0` or `tcp://10.0.0.1:5557` as the vLLM version', () => {
    const body = ['We start prefill with `vllm serve Acme/Model-8B --host 0.0.0.0 --port 8100` and decode on `tcp://10.0.0.1:5557`.', '', crash].join('\n');
    const plan = triage({ title: 'Hybrid model crash', body });
    expect(ask(plan, 'vllm-version')?.satisfied).toBe(false);
    expect(plan.report.vllmVersion).toBeNull();
  });
});
