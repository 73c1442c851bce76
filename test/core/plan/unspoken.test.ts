// Matches the comment leaves out: a draft entry's (labels and the report keep it), and a warning beside a crash it
// does not explain (a KeyError named in the title, or one a traceback ends in).
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze.js';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import type { Catalog } from '../../../src/core/catalog/types.js';
import { triage } from '../../../src/core/triage.js';

const LEASE_WARNING =
  '(Worker_TP0 pid=9921) WARNING 08-18 22:41:07 [base_worker.py:2163] Releasing expired KV blocks for request cmpl-0a1b2c3d4e5f60718293a4b5c6d7e8f9-0-4e9a1f0c which were retrieved by 0 remote worker(s) before lease expired.';
const OLDER_WARNING =
  '(EngineCore_DP0 pid=4242) WARNING 10-02 09:14:03 [nixl_connector.py:1231] Releasing expired KV blocks for request cmpl-99aa88bb-77cc-66dd-55ee-44ff33aa22bb-0 which were retrieved by 0 decode worker(s) within 120 seconds.';
const REMOTE_DISCONNECT = 'nixl_cu13._bindings.nixlRemoteDisconnectError: NIXL_ERR_REMOTE_DISCONNECT';
const INIT_FAILED = 'RuntimeError: Mooncake Transfer Engine initialization failed';

/** The built-in catalog with these entries put back in draft (the shipped catalog may hold none). */
const withDrafts = (...ids: string[]): Catalog => {
  const catalog = defaultCatalog();
  return { ...catalog, entries: catalog.entries.map((entry) => (ids.includes(entry.id) ? { ...entry, review: 'draft' as const } : entry)) };
};

const fenced = (...lines: string[]): string => ['```', ...lines, '```'].join('\n');

describe('matches the comment leaves out', () => {
  it('should still speak of a reviewed entry and leave the draft one out of the comment', () => {
    const report = analyze(`# P/D run fails\n\n${fenced(REMOTE_DISCONNECT, INIT_FAILED)}\n`, { catalog: withDrafts('nixl/remote-disconnect') });
    const ids = report.matches.map((match) => match.id);
    expect(ids).toContain('nixl/remote-disconnect');
    expect(ids).toContain('mooncake/transfer-engine-init-failed');
    expect(report.comment ?? '').toContain('mooncake/transfer-engine-init-failed');
    expect(report.comment ?? '').not.toContain('nixl/remote-disconnect');
  });

  it('should not comment on the older expiry warning alone while its entry is a draft', () => {
    const report = analyze(`# many warnings on the prefill\n\n${fenced(OLDER_WARNING)}\n`, { catalog: withDrafts('nixl/kv-blocks-expired-abort-timeout') });
    expect(report.matches.map((match) => match.id)).toEqual(['nixl/kv-blocks-expired-abort-timeout']);
    expect(report.comment).toBeNull();
    expect(report.speech?.silence).toBe('draft-only');
  });

  it('should comment on the lease warning alone', () => {
    const report = analyze(`# prefill logs a warning under load\n\n${fenced(LEASE_WARNING)}\n`);
    expect(report.comment ?? '').toContain('nixl/kv-lease-expired');
  });

  it('should not head a comment with the lease warning when the title names a KeyError', () => {
    const { report } = triage({ title: 'update_from_kv_xfer_finished raises KeyError with NixlConnector', body: fenced(LEASE_WARNING) });
    expect(report.matches.map((match) => match.id)).toContain('nixl/kv-lease-expired');
    expect(report.comment).toBeNull();
  });

  it('should not head a comment with the lease warning when a traceback ends in a KeyError', () => {
    const traceback = [
      'Traceback (most recent call last):',
      '  File "/opt/venv/lib/python3.12/site-packages/vllm/v1/core/sched/scheduler.py", line 1290, in update_from_kv_xfer_finished',
      '    req = self.requests[req_id]',
      "KeyError: 'cmpl-0a1b2c3d4e5f60718293a4b5c6d7e8f9-0-4e9a1f0c'",
    ];
    const report = analyze(`# decode engine died\n\n${fenced(LEASE_WARNING, ...traceback)}\n`);
    expect(report.matches.map((match) => match.id)).toContain('nixl/kv-lease-expired');
    expect(report.comment ?? '').not.toContain('nixl/kv-lease-expired');
  });

  it('should keep the short comment a crash in a connector package gets, with or without the draft entry that matches it', () => {
    const traceback = [
      'Traceback (most recent call last):',
      '  File "/srv/env/lib/python3.11/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py", line 107, in __init__',
      '    from lmcache.integration.vllm.vllm_v1_adapter import LMCacheConnectorV1Impl',
      '  File "/srv/env/lib/python3.11/site-packages/lmcache/integration/vllm/vllm_v1_adapter.py", line 31, in <module>',
      '    import lmcache.c_ops as lmc_ops',
      'ImportError: /srv/env/lib/python3.11/site-packages/lmcache/c_ops.cpython-311-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEab',
    ];
    const markdown = `# LMCache fails to load after upgrading vLLM\n\n${fenced(...traceback)}\n`;
    const id = 'lmcache/c-ops-undefined-symbol';
    const catalog = withDrafts(id);
    const without: Catalog = { ...catalog, entries: catalog.entries.filter((entry) => entry.id !== id) };
    const drafted = analyze(markdown, { catalog });
    const absent = analyze(markdown, { catalog: without });
    expect(drafted.matches.map((match) => match.id)).toContain(id);
    expect(absent.comment).not.toBeNull();
    // The same short comment: its headline (what was raised, in whose code, called from where) and its first asks.
    const headline = (text: string | null) => (text ?? '').split('\n').find((line) => line.startsWith('**vllm-triage:**'));
    expect(headline(drafted.comment)).toBeDefined();
    expect(headline(drafted.comment)).toBe(headline(absent.comment));
    expect(drafted.comment).toContain('The lmcache version.');
    expect(drafted.speech?.silence ?? null).toBeNull();
  });
});
