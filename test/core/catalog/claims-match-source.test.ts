// What the bot says holds against vLLM's source: the shipped catalog and the comments it makes; each case cites its
// basis (FACTS §0.1.N).
import { describe, expect, it } from 'vitest';
import { explanationText, claimText } from '../../../src/core/catalog/claims.js';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import type { CatalogEntry } from '../../../src/core/catalog/types.js';
import { triage } from '../../../src/core/triage.js';

const entry = (id: string): CatalogEntry => {
  const found = defaultCatalog().entries.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no entry ${id}`);
  return found;
};
/** Everything an entry can say in a comment, as one text. */
const said = (item: CatalogEntry): string =>
  [item.title, explanationText(item), ...item.triggers.map(claimText), ...item.workarounds.map((workaround) => workaround.text), ...item.asks.flatMap((ask) => [ask.text, ask.how])].join('\n');

describe('what the bot says holds against vLLM’s source', () => {
  it('the seed error is reached through preemption only — no "aborted or finished" mechanism, no "cause fewer aborts" (FACTS §0.1.1)', () => {
    const text = said(entry('mooncake-store/request-not-in-unfinished-requests'));
    expect(text).not.toMatch(/preempted, aborted or finished|cause fewer aborts/i);
    expect(text).toContain('KeyError');
  });

  it('the lifecycle ask says which id each line logs (the client id, printed, when the id has the 8-character suffix) (FACTS §0.1.2)', () => {
    const plan = triage({ body: 'ValueError: Request chatcmpl-7-a1b2c3d4 is not in _unfinished_requests' });
    const ask = plan.report.asks.find((candidate) => candidate.id === 'request-lifecycle');
    expect(ask?.how).toContain("client's id");
    // The client's id itself is printed for the search (FACTS §0.2.3), not a rule to apply by hand.
    expect(ask?.how).toContain('`Request chatcmpl-7 aborted.`');
  });

  it('--gpu-memory-utilization defaults to 0.92 wherever a default is named (FACTS §0.1.3)', () => {
    for (const item of defaultCatalog().entries) expect(said(item), item.id).not.toMatch(/gpu-memory-utilization`? \(default 0\.9\)/);
    expect(said(entry('mooncake-store/request-not-in-unfinished-requests'))).toContain('0.92');
  });

  it('the factory entries name MultiConnector for "is not registered", "Unsupported connector type" for a misspelling, and no unreachable "config did not reach the engine" (FACTS §0.1.4–5)', () => {
    const registered = said(entry('factory/connector-not-registered'));
    expect(registered).toContain('MultiConnector');
    expect(registered).toContain('Unsupported connector type');
    expect(said(entry('factory/kv-transfer-config-not-set'))).not.toMatch(/did not reach the engine/);
  });

  it('NIXL — the compatibility hash has no TP or layout in it, the layout check fires whatever the TP, availability is the import of nixl._api, handshake failures fail the request and leave the engine up (FACTS §0.1.6–9)', () => {
    const hash = said(entry('nixl/compatibility-hash-mismatch'));
    expect(hash).toMatch(/not (?:part of|in) the hash|excludes|leaves out|does not include/i);
    expect(said(entry('nixl/not-available'))).toContain('nixl._api');
    expect(said(entry('nixl/transfer-failure'))).toMatch(/engine keeps running|engine lives|keeps running/);
  });

  it('LMCache — the code in a traceback is the lmcache package’s unless use_native (FACTS §0.1.10)', () => {
    expect(said(entry('lmcache/request-not-in-unfinished-requests'))).toContain('use_native');
  });

  it('the store’s "Unsupported new_block_ids type" is said to be effectively unreachable instead of listing causes (FACTS §0.1.11)', () => {
    expect(said(entry('mooncake-store/unsupported-new-block-ids-type'))).toMatch(/unreachable/i);
  });

  it('no "fixed in vX" that is not marked as inferred or left out (FACTS §0.1.12)', () => {
    for (const item of defaultCatalog().entries) {
      for (const workaround of item.workarounds) if (workaround.fixed_in_release !== undefined) expect(workaround.fixed_by_pr, item.id).toBeDefined();
      expect(said(item), item.id).not.toMatch(/fixed in v?0\.\d+\.\d+(?! \(inferred)/i);
    }
  });
});
