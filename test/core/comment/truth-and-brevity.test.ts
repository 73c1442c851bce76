// Truth and brevity of the comment, one case each: what the comment must never say, and what it must say instead.
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import { triage } from '../../../src/core/triage.js';

const catalogExample = (id: string): string | undefined => defaultCatalog().entries.find((entry) => entry.id === id)?.examples[0];

const SEED_LINE = 'ValueError: Request chatcmpl-5-a1b2c3d4 is not in _unfinished_requests';
const fenced = (text: string): string => `\`\`\`\n${text}\n\`\`\``;
const firstScreen = (comment: string | null): string => (comment ?? '').slice(0, (comment ?? '').indexOf('<details>'));

describe('truth and brevity of the comment', () => {
  it('should not say "already here" about the full traceback for a fragment without a header or a final line', () => {
    const fragment = fenced(
      ['  File "/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/worker.py", line 1210, in get_finished', '    self.fail()'].join('\n'),
    );
    const plan = triage({ body: `${fragment}\n\n${SEED_LINE}` });
    const ask = plan.report.asks.find((candidate) => candidate.id === 'full-traceback');
    if (ask !== undefined) expect(ask.satisfied).toBe(false);
    expect(plan.comment ?? '').not.toContain('✓ The full traceback');
  });

  it('should never link frames at the catalog commit: without a release they are named, not linked', () => {
    const traceback = fenced(
      [
        'Traceback (most recent call last):',
        '  File "/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta',
        '    raise ValueError(',
        SEED_LINE,
      ].join('\n'),
    );
    const unknown = triage({ body: traceback }).comment ?? '';
    expect(unknown).toContain('not linked: your vLLM version is not known');
    expect(unknown).not.toMatch(
      /blob\/c794754062[0-9a-f]*\/vllm\/distributed\/kv_transfer\/kv_connector\/v1\/mooncake\/store\/scheduler\.py#L301\) in `build_connector_meta`/,
    );
    const known = triage({ body: `${traceback}\n\nvllm==0.26.0` }).comment ?? '';
    expect(known).toContain('blob/v0.26.0/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py#L301');
  });

  it('should not claim the whole message matches vLLM’s source for a library error that is no vLLM raise site', () => {
    const plan = triage({ body: fenced('nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND') });
    const comment = plan.comment ?? '';
    expect(plan.report.matches[0]?.id).toBe('nixl/backend-error');
    expect(comment).not.toContain("the whole message matches vLLM's source");
    expect(comment).toContain("the library's own error");
  });

  it('should not call a WARNING a crash, nor name shared code by an internal index key', () => {
    const lease = (catalogExample('nixl/kv-lease-expired') ?? '').trim();
    const plan = triage({ body: fenced(lease) });
    expect(plan.report.matches.map((match) => match.id)).toContain('nixl/kv-lease-expired');
    const comment = plan.comment ?? '';
    expect(comment).not.toMatch(/crash happens|>> CRASH/);
    expect(comment).not.toMatch(/`v1\(metrics\)`'s code|`kv_transfer`'s code/);
  });

  it('should never cite the issue itself among related issues', () => {
    const plan = triage({ body: fenced(SEED_LINE) }, { issueNumber: 51637 });
    expect(plan.comment ?? '').not.toContain('vllm-project/vllm#51637](https://github.com/vllm-project/vllm/issues/51637)');
    expect(triage({ body: fenced(SEED_LINE) }).comment ?? '').toContain('issues/51637');
  });

  it('should not pad the first screen: no "none recorded" fix line, no catalog jargon, no task boxes, within 2,500 characters', () => {
    const screen = firstScreen(triage({ body: fenced(SEED_LINE) }).comment);
    expect(screen).not.toContain('Upstream fix:** none');
    expect(screen).not.toMatch(/in our catalog|curated catalog|\(inferred\)/);
    expect(screen).not.toContain('- [ ]');
    expect(screen.length).toBeLessThanOrEqual(2500);
  });

  it('should call a title-only match likely, not high, and ask for the log as text', () => {
    const plan = triage({ title: `[Bug]: ${SEED_LINE}`, body: 'See the screenshot.' });
    const screen = firstScreen(plan.comment);
    expect(screen).toContain('it appears only in the title');
    expect(screen).not.toContain("the whole message matches vLLM's source");
    expect(screen).toContain('The log as text');
  });
});
