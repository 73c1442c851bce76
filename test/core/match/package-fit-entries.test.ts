// The entries for a connector package that does not fit its environment (its CUDA runtime, the vLLM it was built
// for): recognised in the shapes reporters paste them, and only when the frames show the package's own import.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze.js';

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
