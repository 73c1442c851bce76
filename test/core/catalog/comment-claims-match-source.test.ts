// What the comment claims, asks and links holds against vLLM's source: each case cites its basis (FACTS §0.2.N).
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import { triage } from '../../../src/core/triage.js';

const example = (id: string, position = 0): string => {
  const found = defaultCatalog().entries.find((entry) => entry.id === id)?.examples[position];
  if (found === undefined) throw new Error(`no example ${position} of ${id}`);
  return found;
};
const fenced = (text: string): string => `\`\`\`\n${text}\n\`\`\``;
/** The comment the bot would post on an issue whose body is `body`. */
const commentOn = (body: string): string => {
  const comment = triage({ body }).comment;
  if (comment === null) throw new Error('no comment');
  return comment;
};
const SEED_LINE = 'ValueError: Request chatcmpl-5c0e7a91-9e2f41ab is not in _unfinished_requests';
const GROUP_LINE = 'ValueError: Group count mismatch: tracker has 0 groups, update has 1';

describe('what the comment claims, asks and links holds against vLLM’s source', () => {
  it('"tracker has 0 groups" is not called a sign of preemption; the comment says the meaning is not established and asks for the model and config (FACTS §0.2.1)', () => {
    const comment = commentOn(fenced(GROUP_LINE));
    expect(comment).not.toMatch(/suggests preemption|cause fewer preemptions/i);
    expect(comment).toContain('"tracker has 0 groups" is not a sign of preemption');
    expect(comment).toContain('not established');
    expect(comment).toMatch(/model you serve/);
    expect(comment).toMatch(/kv-transfer-config|kv_transfer_config/);
  });

  it('the lifecycle ask says an id without the random suffix is the client id as well (FACTS §0.2.3)', () => {
    const comment = commentOn(fenced('ValueError: Request cmpl-a81d3f-0 is not in _unfinished_requests'));
    expect(comment).toContain("so it is the client's id too");
    expect(comment).not.toContain('both log the engine');
  });

  it('no ask for, or promise of, when the request was preempted; the stats lines are the only preemption count (FACTS §0.2.4)', () => {
    const comment = commentOn(fenced(SEED_LINE));
    expect(comment).not.toMatch(/when it was (?:added, )?preempted|history \(when/i);
    expect(comment).toContain('logs no line when it preempts');
  });

  it('nothing about client cancels or timeouts as load, and no ask about them (FACTS §0.2.5)', () => {
    const comment = commentOn(fenced(SEED_LINE));
    expect(comment).not.toMatch(/matter only as load|cancel requests or time out|clients cancel/i);
  });

  it('the Mamba advice is to enable prefix caching, not `--mamba-cache-mode align` alone (FACTS §0.2.6)', () => {
    const comment = commentOn(fenced(example('mooncake-store/unsupported-kv-cache-config')));
    expect(comment).toContain('--enable-prefix-caching');
    expect(comment).toContain('alone does not help');
    expect(comment).not.toMatch(/start vLLM with `--mamba-cache-mode align`/);
  });

  it('the NIXL hash names EAGLE-family speculators only, and says n-gram or draft-model speculation is not hashed (FACTS §0.2.7)', () => {
    const comment = commentOn(fenced(example('nixl/compatibility-hash-mismatch')));
    expect(comment).toMatch(/EAGLE/);
    expect(comment).toContain('n-gram or draft-model speculation is not hashed');
    expect(comment).not.toMatch(/the speculative-decoding settings/);
  });

  it('ROCm module names depend on the version: nixl_rocm only with PR #49251, rixl before it (FACTS §0.2.8)', () => {
    const comment = commentOn(fenced(example('nixl/not-available')));
    expect(comment).toContain('rixl');
    // Every sentence naming `nixl_rocm` also names the pull request that brought it.
    for (const sentence of comment.split(/(?<=[.;])\s+/).filter((text) => text.includes('nixl_rocm'))) expect(sentence).toMatch(/49251/);
  });

  it('the WARNING-level `Please install mooncake …` line is recognised, and called a warning, not an error or a crash (FACTS §0.2.9)', () => {
    const warning =
      '(APIServer pid=7) WARNING 08-01 10:00:00 [mooncake_connector.py:72] Please install mooncake by following the instructions at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md to run VLLM with MooncakeTransferEngine.';
    const plan = triage({ body: fenced(warning) });
    expect(plan.report.matches.map((match) => match.id)).toEqual(['mooncake/not-available']);
    const headline = (plan.comment ?? '').split('\n').find((line) => line.startsWith('**vllm-triage recognised')) ?? '';
    expect(headline).toContain('a known warning (logged at WARNING)');
    expect(headline).not.toMatch(/crash|known error/);
  });

  it('the same line at ERROR level is still called a known error (FACTS §0.2.9)', () => {
    const logged = '(EngineCore pid=7) ERROR 08-01 10:00:00 [mooncake_connector.py:905] Mooncake is not available';
    const headline = commentOn(fenced(logged)).split('\n').find((line) => line.startsWith('**vllm-triage recognised')) ?? '';
    expect(headline).toContain('a known error');
  });

  it('no link to a catalog file at a release that may predate it, nor to a reporter’s connector file at the catalog commit (FACTS §0.2.10)', () => {
    // The reporter's own frames are linked at their release (their lines); the catalog's file is not.
    const nixl = commentOn(`vLLM Version: 0.9.2\n\n${fenced(example('nixl/compatibility-hash-mismatch'))}`);
    expect(nixl).not.toContain('The same file in your release');
    expect(nixl).toMatch(/This file exists since \[vllm-project\/vllm#35264\]/);
    const lmcache = commentOn(`vLLM Version: 0.9.2\n\n${fenced(example('lmcache/request-not-in-unfinished-requests'))}`);
    expect(lmcache).not.toContain('The same file in your release');
    expect(lmcache).toMatch(/This file exists since \[vllm-project\/vllm#25542\]/);
    const older = fenced(
      [
        'Traceback (most recent call last):',
        '  File "/usr/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 1210, in get_finished',
        '    self._pop_done_transfers(self._recving_transfers)',
        'RuntimeError: something unexpected in the connector',
      ].join('\n'),
    );
    const comment = triage({ body: older }).comment ?? '';
    expect(comment).toContain('nixl_connector.py` (not linked: your vLLM version is not known)');
    expect(comment).not.toMatch(/blob\/c794754062[0-9a-f]*\/vllm\/distributed\/kv_transfer\/kv_connector\/v1\/nixl_connector\.py/);
  });

  it('the five strings YAML used to cut at " #" read whole', () => {
    const entries = defaultCatalog().entries;
    const byId = (id: string) => entries.find((entry) => entry.id === id);
    expect(byId('mooncake-store/unsupported-new-block-ids-type')?.title).toBe('Mooncake store (before PR #42828) got new block ids of an unexpected type');
    expect(byId('mooncake-store/request-finished-tracker-none')?.workarounds.map((item) => item.text)).toContain('Upgrade to a release that contains PR #43281.');
    const xfer = byId('scheduler/kv-xfer-finished-unknown-request');
    expect(xfer?.workarounds.map((item) => item.text)).toContain('Follow #43226 for the general fix, and PR #50565 for the P2P MooncakeConnector.');
    expect(xfer?.triggers.map((item) => (typeof item === 'string' ? item : item.text))).toContain(
      'With the Mooncake store before PR #43371, a save and a load queued for the same request in one step.',
    );
    const triggers = byId('mooncake-store/unsupported-new-block-ids-type')?.triggers.map((item) => (typeof item === 'string' ? item : item.text));
    expect(triggers?.some((text) => text.endsWith("and vLLM's own scheduler does not reach it."))).toBe(true);
  });
});
