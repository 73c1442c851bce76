// The entries for a connector package that does not fit its environment (its CUDA runtime, the vLLM it was built
// for): recognised in the shapes reporters paste them, and only when the frames show the package's own import.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze.js';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';

const curatedIds = (markdown: string): string[] =>
  analyze(markdown)
    .matches.filter((match) => match.curated)
    .map((match) => match.id);

const SITE = '/usr/local/lib/python3.12/dist-packages';
const LOADER = 'ImportError: libcudart.so.13: cannot open shared object file: No such file or directory';

/** A traceback's lines: each frame as `[file, line, function, code]`, then the final line. */
function traceback(frames: [string, number, string, string][], last: string): string[] {
  return [
    'Traceback (most recent call last):',
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ];
}

/** The shapes reporters paste a traceback in: fenced, folded in <details>, behind a vLLM worker's log prefix. */
function shapes(lines: string[]): { fenced: string; details: string; 'log prefix': string } {
  const prefix = '(EngineCore_DP0 pid=3011) ERROR 11-04 08:12:55 [core.py:708] ';
  return {
    fenced: ['The decode node fails at startup:', '', '```', ...lines, '```'].join('\n'),
    details: ['<details>', '<summary>log</summary>', '', '```text', ...lines, '```', '', '</details>'].join('\n'),
    'log prefix': ['```', ...lines.map((line) => `${prefix}${line}`), '```'].join('\n'),
  };
}

const nixlImport = (pkg: string, last: string): string[] =>
  traceback(
    [
      ['<string>', 1, '<module>', ''],
      [`${SITE}/nixl/__init__.py`, 22, '<module>', '_pkg = importlib.import_module(pkg)'],
      [`${SITE}/${pkg}/_api.py`, 22, '<module>', 'from . import _bindings as nixlBind  # type: ignore'],
    ],
    last,
  );

describe('nixl/cuda-runtime-not-found', () => {
  it('should match the loader error when NIXL imports its bindings, however pasted', () => {
    for (const pkg of ['nixl_cu12', 'nixl_cu13', 'nixl'])
      for (const [shape, body] of Object.entries(shapes(nixlImport(pkg, LOADER))))
        expect(curatedIds(body), `${pkg} ${shape}`).toContain('nixl/cuda-runtime-not-found');
  });

  it('should not match the same error raised elsewhere, or the line alone', () => {
    const ep = traceback([[`${SITE}/nixl_ep/__init__.py`, 23, '<module>', 'from . import nixl_ep_cpp as _nixl_ep_cpp']], LOADER);
    const vllmOwn = traceback([[`${SITE}/vllm/platforms/cuda.py`, 21, '<module>', 'import vllm._C  # noqa']], LOADER);
    for (const lines of [ep, vllmOwn, [LOADER]])
      for (const body of Object.values(shapes(lines))) expect(curatedIds(body)).not.toContain('nixl/cuda-runtime-not-found');
    // Another library's name in the loader's message (the driver, not the runtime) is not this error.
    const driver = nixlImport('nixl_cu12', 'ImportError: libcuda.so.1: cannot open shared object file: No such file or directory');
    expect(curatedIds(shapes(driver).fenced)).not.toContain('nixl/cuda-runtime-not-found');
  });
});

const lmcacheImport = (code: string, last: string, file = `${SITE}/lmcache/integration/vllm/vllm_v1_adapter.py`): string[] =>
  traceback(
    [
      [`${SITE}/vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py`, 107, '__init__', 'from lmcache.integration.vllm.vllm_v1_adapter import ('],
      [file, 31, '<module>', code],
    ],
    last,
  );

describe('lmcache/built-for-other-vllm', () => {
  const ID = 'lmcache/built-for-other-vllm';
  const missingName =
    "ImportError: cannot import name 'get_tp_group' from 'vllm.distributed.parallel_state' (/usr/local/lib/python3.12/dist-packages/vllm/distributed/parallel_state.py)";

  it("should match LMCache's own import of a vLLM name or module vLLM lacks, however pasted", () => {
    const cases = [
      lmcacheImport('from vllm.distributed.parallel_state import get_tp_group', missingName),
      lmcacheImport('from vllm.utils.torch_utils import get_kv_cache_torch_dtype', "ModuleNotFoundError: No module named 'vllm.utils.torch_utils'"),
      lmcacheImport('from vllm import envs', "ImportError: cannot import name 'envs' from 'vllm' (unknown location)"),
      // A source checkout of LMCache.
      lmcacheImport(
        'from vllm.config import VllmConfig',
        "ImportError: cannot import name 'VllmConfig' from 'vllm.config' (/w/vllm/config/__init__.py)",
        '/workspace/LMCache/lmcache/v1/compute/blend.py',
      ),
    ];
    for (const lines of cases) for (const [shape, body] of Object.entries(shapes(lines))) expect(curatedIds(body), `${shape}: ${lines.at(-1)}`).toContain(ID);
  });

  it('should not match LMCache missing, vLLM missing, a non-vLLM module, another frame, or the line alone', () => {
    const notLmcache = traceback(
      [
        [
          `${SITE}/vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py`,
          107,
          '__init__',
          'from lmcache.integration.vllm.vllm_v1_adapter import (',
        ],
      ],
      "ModuleNotFoundError: No module named 'lmcache'",
    );
    const cases = [
      notLmcache,
      lmcacheImport('from vllm.config import VllmConfig', "ModuleNotFoundError: No module named 'vllm'"),
      lmcacheImport('from torch.cuda import nope', "ImportError: cannot import name 'nope' from 'torch.cuda' (/x/torch/cuda/__init__.py)"),
      lmcacheImport('from vllm_ascend.utils import x', "ImportError: cannot import name 'x' from 'vllm_ascend.utils' (/x/vllm_ascend/utils.py)"),
      lmcacheImport(
        'from vllm.config import VllmConfig',
        "ImportError: cannot import name 'VllmConfig' from 'vllm.config' (/x/vllm/config.py)",
        `${SITE}/my_app/serve.py`,
      ),
      [missingName],
    ];
    for (const lines of cases) for (const body of Object.values(shapes(lines))) expect(curatedIds(body), lines.at(-1)).not.toContain(ID);
  });
});

describe('lmcache/cuda-runtime-not-found', () => {
  const ID = 'lmcache/cuda-runtime-not-found';
  const cOps = (file: string, last: string): string[] =>
    traceback(
      [
        [
          `${SITE}/vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py`,
          107,
          '__init__',
          'from lmcache.integration.vllm.vllm_v1_adapter import (',
        ],
        [file, 22, '<module>', 'import lmcache.c_ops as lmc_ops'],
      ],
      last,
    );

  it('should match the loader error when LMCache imports its extension, however pasted', () => {
    for (const major of ['12', '13'])
      for (const [shape, body] of Object.entries(shapes(cOps(`${SITE}/lmcache/v1/memory_management.py`, LOADER.replace('13', major)))))
        expect(curatedIds(body), `${major} ${shape}`).toContain(ID);
  });

  it("should not match it from vLLM's own extension, NIXL's, or on its own", () => {
    const vllmOwn = traceback([[`${SITE}/vllm/platforms/cuda.py`, 21, '<module>', 'import vllm._C  # noqa']], LOADER);
    // Another library's compiled module that LMCache's code imports (Mooncake's transfer engine) is that library's.
    const mooncake = traceback(
      [[`${SITE}/lmcache/v1/transfer_channel/mooncake_channel.py`, 12, '<module>', 'from mooncake.engine import TransferEngine']],
      LOADER,
    );
    for (const lines of [vllmOwn, nixlImport('nixl_cu13', LOADER), mooncake, [LOADER]])
      for (const body of Object.values(shapes(lines))) expect(curatedIds(body)).not.toContain(ID);
  });
});

/** Entries whose templates hold only with their raising frame: the loader's or Python's own import messages. */
const FRAME_BOUND = defaultCatalog().entries.filter((entry) =>
  entry.signatures.some((signature) => signature.template !== undefined && signature.frame !== undefined),
);

describe('every frame-bound entry', () => {
  it('should be recognised from each of its examples fenced, folded in <details>, and behind a log prefix', () => {
    expect(FRAME_BOUND.length).toBeGreaterThanOrEqual(3);
    for (const entry of FRAME_BOUND)
      for (const example of entry.examples) {
        const lines = example.trimEnd().split('\n');
        for (const [shape, body] of Object.entries(shapes(lines))) expect(curatedIds(body), `${entry.id} ${shape}`).toContain(entry.id);
      }
  });

  it('should not be recognised from its final line alone, however quoted', () => {
    for (const entry of FRAME_BOUND)
      for (const example of entry.examples) {
        const last = example.trimEnd().split('\n').at(-1) ?? '';
        const line = last.slice(last.search(/[A-Za-z]*Error: /));
        for (const body of [line, `**${line}**`, `\`${line}\``, `| error | ${line} |`])
          expect(curatedIds(body), `${entry.id}: ${body}`).not.toContain(entry.id);
      }
  });
});
