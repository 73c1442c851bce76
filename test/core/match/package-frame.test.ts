// Tests for a frame named by its package and for a capture that must name a module of one package: Python's generic
// import errors are an entry's only when the importing frame is the connector package's and the module is vLLM's.
import { describe, expect, it } from 'vitest';
import compiled from '../../../src/generated/catalog.json' with { type: 'json' };
import type { Catalog, CatalogEntry, Signature } from '../../../src/core/catalog/types.js';
import { matchKnownErrors } from '../../../src/core/match/match.js';
import { moduleCaptureHolds } from '../../../src/core/match/candidates.js';
import { frame, traceback } from '../../support/build/tracebacks.js';

const PIN = 'c794754062d49a8fdb63ab3c5215b488b865030c';
const SITE = '/usr/local/lib/python3.12/dist-packages/';

function catalogWith(signatures: Signature[]): Catalog {
  const base = (compiled.entries as CatalogEntry[])[0] as CatalogEntry;
  return { version: 'test', commit: PIN, entries: [{ ...base, id: 'test/package', signatures }], index: [] };
}

const ids = (catalog: Catalog, ...tracebacks: ReturnType<typeof traceback>[]): string[] =>
  matchKnownErrors({ tracebacks, errorLines: [] }, catalog)
    .filter((match) => match.curated)
    .map((match) => match.id);

const IMPORT = 'cannot import name %R from %R (%S)';
const fromPackage = (file: string, code: string) => [
  frame(`${SITE}vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py`, 107, '__init__', 'from lmcache.integration.vllm.vllm_v1_adapter import ('),
  frame(file, 21, '<module>', code),
];

describe('a frame named by its package', () => {
  const catalog = catalogWith([
    { exception: 'ImportError', template: IMPORT, frame: { package: 'lmcache' }, module_capture: { capture: 'arg2', package: 'vllm' } },
  ]);
  const message =
    "cannot import name 'get_tp_group' from 'vllm.distributed.parallel_state' (/usr/local/lib/python3.12/dist-packages/vllm/distributed/parallel_state.py)";

  it('should match when the raising frame lies in the package', () => {
    const frames = fromPackage(`${SITE}lmcache/integration/vllm/vllm_v1_adapter.py`, 'from vllm.distributed.parallel_state import (');
    expect(ids(catalog, traceback('ImportError', message, { frames }))).toEqual(['test/package']);
    // A source checkout: the package's directory under the checkout.
    const checkout = fromPackage('/workspace/LMCache/lmcache/v1/compute/blend.py', 'from vllm.distributed.parallel_state import (');
    expect(ids(catalog, traceback('ImportError', message, { frames: checkout }))).toEqual(['test/package']);
  });

  it('should not match when the raising frame lies elsewhere, or no frame shows', () => {
    const inVllm = fromPackage(
      `${SITE}vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/utils.py`,
      'from vllm.distributed.parallel_state import (',
    );
    expect(ids(catalog, traceback('ImportError', message, { frames: inVllm }))).toEqual([]);
    // A file named like the package is not the package.
    const named = fromPackage('/home/me/lmcache.py', 'from vllm.distributed.parallel_state import (');
    expect(ids(catalog, traceback('ImportError', message, { frames: named }))).toEqual([]);
    expect(ids(catalog, traceback('ImportError', message))).toEqual([]);
  });

  it("should not match a module of another package, or a circular import's message", () => {
    const frames = fromPackage(`${SITE}lmcache/v1/cache_engine.py`, 'from torch.cuda import nope');
    expect(ids(catalog, traceback('ImportError', "cannot import name 'nope' from 'torch.cuda' (/x/torch/cuda/__init__.py)", { frames }))).toEqual([]);
    expect(ids(catalog, traceback('ImportError', "cannot import name 'x' from 'vllm_ascend.utils' (/x/vllm_ascend/utils.py)", { frames }))).toEqual([]);
    const circular = "cannot import name 'x' from partially initialized module 'vllm.config' (most likely due to a circular import) (/x/vllm/config.py)";
    expect(ids(catalog, traceback('ImportError', circular, { frames }))).toEqual([]);
  });
});

describe('a capture that names a module of one package', () => {
  it('should take the package and its modules, quoted or not', () => {
    const constraint = { capture: 'name', package: 'vllm' };
    for (const value of ["'vllm'", "'vllm.config'", '`vllm.v1.core`', 'vllm.utils']) expect(moduleCaptureHolds(constraint, { name: value }), value).toBe(true);
    for (const value of ["'vllm_ascend'", "'vllmx.config'", "'torch'", "'vllm.'", ''])
      expect(moduleCaptureHolds(constraint, { name: value }), value).toBe(false);
  });

  it('should leave the package itself out when only its modules are asked', () => {
    const constraint = { capture: 'name', package: 'vllm', submodules_only: true };
    expect(moduleCaptureHolds(constraint, { name: "'vllm'" })).toBe(false);
    expect(moduleCaptureHolds(constraint, { name: "'vllm.v1.core.sched'" })).toBe(true);
  });
});
