// What the comment says holds for the reporter's code: claims with since_pr / until_pr kept, qualified or left out by
// the range the report dates the build to, and every name the comment uses present in that range's code.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze.js';
import type { CatalogEntry } from '../../../src/core/catalog/types.js';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import { entryAtBuild, predatesEntryCode } from '../../../src/core/comment/entry/entry-at-build.js';
import { rangeOfVersion, type BuildRange } from '../../../src/core/vllm/build-range.js';
import { HISTORY, nameThroughout } from '../../../src/core/vllm/history.js';
import { BUILDS, LMCACHE_LOG, SEED_LOG, handshakeLog, reportBody } from '../../support/version-fixtures.js';

const seed = defaultCatalog().entries.find((entry) => entry.id === 'mooncake-store/request-not-in-unfinished-requests') as CatalogEntry;
const texts = (entry: CatalogEntry): string[] => (typeof entry.explanation === 'string' ? [entry.explanation] : entry.explanation.map((claim) => claim.text));
const at = (version: string): BuildRange => rangeOfVersion(version) as BuildRange;

describe('entryAtBuild', () => {
  it('should keep only the claims that hold for a dated build', () => {
    const without = texts(entryAtBuild(seed, at('0.27.0')).entry).join('\n');
    const withIt = texts(entryAtBuild(seed, at('0.28.1rc1.dev40+gd626108b1')).entry).join('\n');
    expect(without).toContain('it is skipped for `kv_role` `kv_consumer`');
    expect(without).not.toContain('save_decode_cache');
    expect(withIt).toContain('save_decode_cache');
    expect(withIt).not.toContain('it is skipped for `kv_role` `kv_consumer`');
  });

  it('should say which builds a claim holds for when the range straddles its PR', () => {
    const straddling = texts(entryAtBuild(seed, at('0.28.0')).entry);
    expect(straddling.some((text) => text.startsWith('In builds without PR #52466: in this step'))).toBe(true);
    expect(straddling.some((text) => text.startsWith('In builds that contain PR #52466: in this step'))).toBe(true);
  });

  it("should say the pin's ranged claims to an undated build only for the builds they hold for", () => {
    const undated = texts(entryAtBuild(seed, null).entry);
    expect(undated.some((text) => text.startsWith('In builds without PR #52466: in this step'))).toBe(true);
    expect(undated.join('\n')).not.toContain('save_decode_cache');
  });

  it('should never give an undated build a since_pr workaround as its fix, and never give it to a build before the PR', () => {
    const lease = defaultCatalog().entries.find((entry) => entry.id === 'nixl/invalid-blocks-unrecognized-request') as CatalogEntry;
    const advice = (range: BuildRange | null): string[] => entryAtBuild(lease, range).entry.workarounds.map((item) => item.text);
    const undated = advice(null).filter((text) => text.includes('kv_lease_duration'));
    expect(undated.length).toBeGreaterThan(0);
    expect(undated.every((text) => /^In builds that contain PR #41383 \(v0\.\d+\.\d+ and later\): /.test(text))).toBe(true);
    const old = advice(at('0.10.2')).join('\n');
    expect(old).not.toContain('kv_lease_duration');
    expect(old).toContain('VLLM_NIXL_ABORT_REQUEST_TIMEOUT');
  });

  it('should not say a build lacks the code when the code only lived at another path then (a move is not absence)', () => {
    const moved = defaultCatalog().entries.find((entry) => entry.id === 'offloading/block-size-not-divisible-by-hash-block') as CatalogEntry;
    expect(predatesEntryCode(moved, at('0.21.0'))).toBe(false);
    // A connector whose file came with it, and whose message the index places only after the build, still predates it.
    expect(predatesEntryCode(seed, at('0.11.0'))).toBe(true);
  });

  it("should not tell a build before a PR about the log lines and errors that PR brought (NIXL's handshake before #26171)", () => {
    const handshake = defaultCatalog().entries.find((entry) => entry.id === 'nixl/handshake-failed-legacy') as CatalogEntry;
    const said = (range: BuildRange): string => {
      const kept = entryAtBuild(handshake, range).entry;
      return [...texts(kept), ...kept.workarounds.map((item) => item.text)].join('\n');
    };
    // #26171 brought the per-request `Handshake failed for request …` line and the handshake's 5 s receive timeout.
    const before = said(at('0.10.0'));
    expect(before).not.toContain('Handshake failed for request');
    expect(before).not.toContain('zmq.error.Again');
    expect(before).toContain('no receive timeout');
    const after = said(at('0.12.0'));
    expect(after).toContain('Handshake failed for request');
    expect(after).toContain('zmq.error.Again');
    expect(after).not.toContain('no receive timeout');
  });

  it('should leave an entry without ranged claims as it is', () => {
    const plain = defaultCatalog().entries.find((entry) => entry.id === 'nixl/handshake-decode-failed') as CatalogEntry;
    expect(entryAtBuild(plain, at('0.10.1')).entry).toEqual(plain);
  });
});

/** The code spans of a comment that the history index tracks (flags, settings, environment variables, modules). */
function trackedNames(comment: string): string[] {
  return [...new Set([...comment.matchAll(/`([^`\n]{1,120})`/g)].map((found) => found[1] as string))].filter((name) => HISTORY.names[name] !== undefined);
}

const ERRORS = [
  { name: 'seed', log: SEED_LOG },
  { name: 'NIXL handshake', log: handshakeLog() },
  { name: 'LMCache', log: LMCACHE_LOG },
];

describe("the comment at the reporter's range", () => {
  for (const build of BUILDS) {
    for (const error of ERRORS) {
      it(`should name only flags, settings and modules that exist in ${build.name} for the ${error.name} error`, () => {
        const report = analyze(reportBody(build.env, error.log));
        const comment = report.comment ?? '';
        expect(comment).not.toBe('');
        const range = report.signals.build ?? null;
        const pin = HISTORY.releases.find((release) => release.name === 'pin');
        // A build that predates the entry's code is described at the pin, as the comment says.
        const described = comment.includes('the version read is not the code that ran') || range === null ? { lo: pin?.lo ?? 0, hi: pin?.hi ?? 0 } : range;
        // The message itself is quoted as the reporter saw it (LMCache's own words may name vLLM's functions).
        const quoted = (
          report.matches[0]?.curated === true ? (defaultCatalog().entries.find((item) => item.id === report.matches[0]?.id)?.signatures ?? []) : []
        )
          .map((signature) => signature.template ?? '')
          .join('\n');
        const missing = trackedNames(comment).filter((name) => !quoted.includes(name) && nameThroughout(name, described.lo, described.hi) === false);
        expect(missing).toEqual([]);
      });
    }
  }

  it('should read the range of each build of the table', () => {
    const labels = BUILDS.map((build) => analyze(reportBody(build.env, SEED_LOG)).signals.build?.label ?? null);
    expect(labels).toEqual([
      'v0.8.5',
      'v0.9.2',
      'v0.10.1',
      'v0.11.0',
      'main at eec694201',
      'main at d626108b1',
      'v0.13.0',
      'prefill 0.25.1, decode 0.26.0',
      null,
    ]);
  });

  it('should date a report whose only version is an elided log prefix glued to prose, and advise for that build', () => {
    const body = [
      '## What happened',
      '',
      'Under load the prefill keeps printing ERROR 03-02 08:15:44 [distributed/.../v1/nixl_connector.py:1068] Potentially invalid KV blocks for unrecognized request cmpl-7f2e were retrieved by a decode worker. They may have expired.',
      '',
      'Setup: one prefill and one decode node with NixlConnector.',
    ].join('\n');
    const report = analyze(body);
    expect(report.signals.build?.label).toBe('v0.10.2');
    const actions = (report.comment ?? '').split('**Please add**')[0] ?? '';
    expect(actions).not.toContain('kv_lease_duration');
    expect(actions).toContain('VLLM_NIXL_ABORT_REQUEST_TIMEOUT');
  });

  it('should date an undated NIXL report from its log prefix and tell it that the worker, not the request, fails', () => {
    const report = analyze(reportBody('H100 x8', handshakeLog()));
    expect(report.signals.build?.label).toBe('v0.10.0');
    expect(report.comment).toContain('the worker process dies');
    expect(report.comment).not.toContain('Other requests go on');
  });
});
