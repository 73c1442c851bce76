// The reporter's code dated from the shipped history index: versions of every form, log prefixes, P/D pairs.
import { describe, expect, it } from 'vitest';
import { containsPr, rangeOfSightings, rangeOfVersion, unionRange, type BuildRange } from '../../../src/core/vllm/build-range.js';
import { HISTORY, commitAt, commitPosition, nameThroughout, prPosition, releaseNamed, showsTemplate } from '../../../src/core/vllm/history.js';

const range = (version: string): BuildRange => {
  const found = rangeOfVersion(version);
  if (found === null) throw new Error(`${version} is not placed`);
  return found;
};

describe('the shipped history index', () => {
  it('should map the releases of RELEASES.md to stretches of main, in order, with the pin among them', () => {
    const names = HISTORY.releases.map((release) => release.name);
    expect(names.slice(0, 3)).toEqual(['v0.8.0', 'v0.8.1', 'v0.8.2']);
    expect(names).toContain('pin');
    expect(releaseNamed('0.10.1')?.commit).toBe('829bbd7882');
    for (const release of HISTORY.releases) expect(release.hi).toBeGreaterThanOrEqual(release.lo);
  });

  it('should place the pull requests the catalog names on main in merge order', () => {
    const handshake = prPosition(26171);
    const lease = prPosition(41383);
    expect(handshake).not.toBeNull();
    expect(lease).not.toBeNull();
    expect(handshake as number).toBeLessThan(lease as number);
    expect(commitAt(handshake as number)).toBe('53c9a7c');
  });

  it('should find a commit by its prefix, and none for a commit off main', () => {
    expect(commitPosition('53c9a7cee')).toBe(prPosition(26171));
    expect(commitPosition('51f799c1a')).toBeNull();
    expect(commitPosition('zzzzzzz')).toBeNull();
  });

  it('should match a template by its literal pieces in order', () => {
    expect(showsTemplate('Handshake with abc-1 failed', 'Handshake with %s failed')).toBe(true);
    expect(showsTemplate('Handshake failed', 'Handshake with %s failed')).toBe(false);
    expect(showsTemplate('anything', '%s')).toBe(false);
  });
});

describe('rangeOfVersion', () => {
  it('should place releases at their cut, and a handshake before #26171 in 0.8.5 through 0.11.0', () => {
    for (const version of ['0.8.5', '0.9.2', '0.10.1', '0.11.0']) {
      expect(range(version).label).toBe(`v${version}`);
      expect(containsPr(range(version), 26171)).toBe('no');
    }
    expect(containsPr(range('0.25.1'), 41383)).toBe('yes');
  });

  it('should place a development build with a commit on main at that commit, letters-only shas included', () => {
    const dev = range('0.10.0rc2.dev90+geec694201');
    expect(dev.exact).toBe(true);
    expect(dev.lo).toBe(dev.hi);
    expect(dev.label).toBe('main at eec694201');
    expect(range('0.28.1rc1.dev40+gd626108b1').lo).toBe(commitPosition('d626108b1'));
    expect(containsPr(range('0.28.1rc1.dev40+gd626108b1'), 52466)).toBe('yes');
  });

  it('should place a development build without a known commit between the release before it and its own', () => {
    const dev = range('0.12.0rc1.dev3');
    expect(dev.lo).toBe(releaseNamed('0.11.1')?.lo);
    expect(dev.hi).toBe(releaseNamed('0.12.0')?.hi);
    expect(rangeOfVersion('0.1.dev1+g51f799c1a')).toBeNull();
  });

  it('should keep a ROCm or CUDA build on its release, read a series, and put a later release past the history', () => {
    expect(range('0.13.0+rocm700').label).toBe('v0.13.0');
    expect(containsPr(range('0.13.0+rocm700'), 31460)).toBe('no');
    expect(range('0.18').label).toBe('0.18.x');
    expect(containsPr(range('0.29.0'), 52466)).toBe('yes');
  });

  it('should answer unknown for a PR inside a range, and for one the index does not have', () => {
    expect(containsPr(range('0.28.0'), 52466)).toBe('unknown');
    expect(containsPr(range('0.28.0'), 99999999)).toBe('unknown');
    expect(containsPr(null, 26171)).toBe('unknown');
  });

  it('should hold a PR for a P/D pair only where it holds for both sides', () => {
    const pair = unionRange([range('0.20.0'), range('0.26.0')], 'prefill 0.20.0, decode 0.26.0');
    expect(containsPr(pair, 41383)).toBe('unknown');
    expect(containsPr(pair, 39354)).toBe('yes');
  });
});

describe('rangeOfSightings', () => {
  it('should date `[nixl_connector.py:548] Handshake with … failed` to the release whose code has it there', () => {
    const dated = rangeOfSightings([{ file: 'nixl_connector.py', line: 548, text: 'Handshake with 0f3e failed' }]);
    expect(dated?.label).toBe('v0.10.0');
    expect(dated?.evidence).toBe('the log prefix nixl_connector.py:548');
    expect(containsPr(dated, 26171)).toBe('no');
  });

  it('should date a prefix whose path the logger elided (`distributed/.../v1/nixl_connector.py:548`)', () => {
    const text = 'Handshake with 0f3e failed';
    expect(rangeOfSightings([{ file: 'distributed/.../v1/nixl_connector.py', line: 548, text }])?.label).toBe('v0.10.0');
    expect(rangeOfSightings([{ file: 'distributed/…/v1/nixl_connector.py', line: 548, text }])?.label).toBe('v0.10.0');
    // The parts either side of the elision must both be the path's.
    expect(rangeOfSightings([{ file: 'engine/.../v1/nixl_connector.py', line: 548, text }])).toBeNull();
  });

  it('should date nothing from a line no release has, or a file the index does not cover', () => {
    expect(rangeOfSightings([{ file: 'nixl_connector.py', line: 548, text: 'something else entirely' }])).toBeNull();
    expect(rangeOfSightings([{ file: 'api_server.py', line: 10, text: 'Started server process' }])).toBeNull();
  });
});

describe('nameThroughout', () => {
  it('should know when a setting came', () => {
    const lease = 'kv_lease_duration';
    expect(nameThroughout(lease, range('0.10.1').lo, range('0.10.1').hi)).toBe(false);
    expect(nameThroughout(lease, range('0.25.1').lo, range('0.25.1').hi)).toBe(true);
    expect(nameThroughout('VLLM_NIXL_ABORT_REQUEST_TIMEOUT', range('0.10.1').lo, range('0.10.1').hi)).toBe(true);
    expect(nameThroughout('not-a-tracked-name', 0, 1)).toBeNull();
  });
});
