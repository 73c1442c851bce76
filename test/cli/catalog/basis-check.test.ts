// The basis check: claims without a basis and source lines that no longer hold their expected text; the real catalog's basis is well-formed.
import { describe, expect, it } from 'vitest';
import { checkBasis, listBasis, type SourceLineReader } from '../../../src/cli/catalog/basis-check.js';
import type { CatalogEntry } from '../../../src/core/catalog/types.js';
import compiled from '../../../src/generated/catalog.json' with { type: 'json' };
import sourceIndex from '../../../src/generated/source-index.json' with { type: 'json' };

const STORE = 'vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py';

/** A tiny vLLM tree: path → lines, plus one file at an older commit. */
const TREE: Record<string, string[]> = {
  [STORE]: ['def build_connector_meta(self):', '    raise ValueError(', '        f"Request {req_id} is not in _unfinished_requests"'],
  'vllm/config/cache.py': ['    gpu_memory_utilization: float = Field(default=0.92, gt=0, le=1)'],
  'abc1234:vllm/old.py': ['    assert tracker is not None'],
};

const reader: SourceLineReader = (path, line, commit) => TREE[commit === undefined ? path : `${commit}:${path}`]?.[line - 1];

function entry(overrides: Partial<CatalogEntry> = {}): CatalogEntry {
  return {
    id: 'mooncake-store/x',
    title: 'x',
    connector: 'MooncakeStoreConnector',
    labels: [],
    signatures: [{ template: 'Request {req_id} is not in _unfinished_requests' }],
    source: { path: STORE, function: 'f', line: 2, commit: 'c' },
    explanation: [{ text: 'It is raised here.', basis: [{ source: { path: STORE, line: 2, expect: 'raise ValueError(' } }] }],
    triggers: [{ text: 'Preemption.', basis: [{ pr: 43281 }] }],
    workarounds: [{ text: 'Raise it.', basis: [{ source: { path: 'vllm/config/cache.py', line: 1, expect: 'default=0.92' } }] }],
    asks: [],
    examples: [],
    ...overrides,
  };
}

describe('checkBasis', () => {
  it('should find nothing wrong when every claim has a basis and every source line holds its text', () => {
    expect(checkBasis([entry()], reader)).toEqual([]);
  });

  it('should report a source line that no longer holds the expected text, with what it found', () => {
    const moved = entry({ workarounds: [{ text: 'Raise it.', basis: [{ source: { path: 'vllm/config/cache.py', line: 1, expect: 'default=0.9,' } }] }] });
    expect(checkBasis([moved], reader)).toEqual([
      {
        entry: 'mooncake-store/x',
        field: 'workarounds[0]',
        location: 'vllm/config/cache.py:1',
        expected: 'default=0.9,',
        found: '    gpu_memory_utilization: float = Field(default=0.92, gt=0, le=1)',
      },
    ]);
  });

  it('should report a missing file or line with found null, and read a named commit', () => {
    const gone = entry({
      explanation: [
        { text: 'a', basis: [{ source: { path: STORE, line: 9, expect: 'raise' } }] },
        { text: 'b', basis: [{ source: { path: 'vllm/nowhere.py', line: 1, expect: 'raise' } }] },
        { text: 'c', basis: [{ source: { path: 'vllm/old.py', line: 1, expect: 'assert tracker is not None', commit: 'abc1234' } }] },
      ],
    });
    expect(checkBasis([gone], reader)).toEqual([
      { entry: 'mooncake-store/x', field: 'explanation[0]', location: `${STORE}:9`, expected: 'raise', found: null },
      { entry: 'mooncake-store/x', field: 'explanation[1]', location: 'vllm/nowhere.py:1', expected: 'raise', found: null },
    ]);
  });

  it('should report every claim without a basis: plain strings, empty lists, a workaround and fixed_in', () => {
    const bare = entry({
      explanation: 'Plain text.',
      triggers: ['Plain trigger.', { text: 'Empty.', basis: [] }],
      workarounds: [{ text: 'No basis.' }],
      fixed_in: { pr: 43281 },
    });
    expect(checkBasis([bare], reader).map((problem) => `${problem.field}: ${problem.expected}`)).toEqual([
      'explanation[0]: a basis',
      'triggers[0]: a basis',
      'triggers[1]: a basis',
      'workarounds[0]: a basis',
      'fixed_in: a basis',
    ]);
  });

  it('should leave pr and docs items to other checks', () => {
    const cited = entry({ triggers: [{ text: 'x', basis: [{ pr: 1 }, { docs: 'https://docs.vllm.ai/en/stable/configuration/optimization/' }] }] });
    expect(checkBasis([cited], () => undefined).map((problem) => problem.field)).toEqual(['explanation[0]', 'workarounds[0]']);
  });
});

describe('the shipped catalog', () => {
  const entries = compiled.entries as CatalogEntry[];
  const indexedPaths = new Set((sourceIndex.rows as { path: string }[]).map((row) => row.path));

  it('should give every claim a basis', () => {
    const missing = checkBasis(entries, () => '').filter((problem) => problem.location === '');
    expect(missing).toEqual([]);
  });

  it('should name a source-index file or a well-formed vLLM path, a positive line and some expected text in every source basis', () => {
    const problems: string[] = [];
    for (const use of listBasis(entries)) {
      if (!('source' in use.item)) continue;
      const { path, line, expect: text, commit } = use.item.source;
      const where = `${use.entry} ${use.field} ${path}:${line}`;
      const wellFormed = /^(vllm|docs|examples|tests|requirements|csrc)\/[A-Za-z0-9_./-]+\.(py|md|txt|yaml|json|cu|cuh|cpp|h)$/.test(path) && !path.includes('..');
      if (commit === undefined && !indexedPaths.has(path) && !wellFormed) problems.push(`${where}: not a source-index file nor a vLLM path`);
      if (commit !== undefined && !wellFormed) problems.push(`${where}: not a vLLM path`);
      if (!Number.isInteger(line) || line < 1) problems.push(`${where}: line must be a positive integer`);
      if (text.trim().length < 3) problems.push(`${where}: expect must hold at least 3 characters`);
    }
    expect(problems).toEqual([]);
  });

  it('should cite each fix among its basis', () => {
    const problems: string[] = [];
    for (const item of entries) {
      if (item.fixed_in?.pr !== undefined && !(item.fixed_in.basis ?? []).some((basis) => 'pr' in basis && basis.pr === item.fixed_in?.pr)) {
        problems.push(`${item.id} fixed_in`);
      }
      item.workarounds.forEach((workaround, index) => {
        if (workaround.fixed_by_pr !== undefined && !(workaround.basis ?? []).some((basis) => 'pr' in basis && basis.pr === workaround.fixed_by_pr)) {
          problems.push(`${item.id} workarounds[${index}]`);
        }
      });
    }
    expect(problems).toEqual([]);
  });
});
