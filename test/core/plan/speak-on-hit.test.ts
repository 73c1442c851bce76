// A curated match with a visible final exception gets its comment, however the line was quoted; a known warning that
// explains the crash after it (the missing Mooncake wheel before an ImportError) speaks too.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze.js';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import type { Catalog } from '../../../src/core/catalog/types.js';

/** The built-in catalog with these entries put back in draft (the shipped catalog may hold none). */
const withDrafts = (...ids: string[]): Catalog => {
  const catalog = defaultCatalog();
  return { ...catalog, entries: catalog.entries.map((entry) => (ids.includes(entry.id) ? { ...entry, review: 'draft' as const } : entry)) };
};

const speaks = (markdown: string, id: string): void => {
  const report = analyze(markdown);
  expect(report.matches.filter((match) => match.curated).map((match) => match.id)).toContain(id);
  expect(report.speech?.commented, markdown).toBe(true);
  // The comment names the entry (its explainer page's path holds the id).
  expect(report.comment ?? '').toContain(id);
};

describe('speaking on a curated hit', () => {
  it('should comment on the same hits once their entries are reviewed', () => {
    speaks('# decode worker crash\n\n**nixl_cu13._bindings.nixlRemoteDisconnectError: NIXL_ERR_REMOTE_DISCONNECT**\n', 'nixl/remote-disconnect');
    speaks(
      '# offloading on a hybrid model\n\n```\nAssertionError: gpu_block_size=64 not divisible by hash_block_size=256.\n```\n',
      'offloading/block-size-not-divisible-by-hash-block',
    );
  });

  it('should comment on a known final exception quoted in a table cell, in bold, or cut short', () => {
    speaks(
      '# Mooncake P/D fails\n\n| node | error |\n| --- | --- |\n| decode | RuntimeError: Mooncake Transfer Engine initialization failed |\n',
      'mooncake/transfer-engine-init-failed',
    );
    speaks('# decode worker crash\n\n**RuntimeError: Mooncake Transfer Engine initialization failed**\n', 'mooncake/transfer-engine-init-failed');
  });

  it('should comment when the missing-wheel warning comes before the ImportError it explains', () => {
    const body = [
      '# MooncakeConnector on the CUDA 13 image',
      '',
      '```',
      '(APIServer pid=1) WARNING 08-11 02:14:55 [mooncake_connector.py:72] Please install mooncake by following the instructions at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md to run VLLM with MooncakeTransferEngine.',
      'Traceback (most recent call last):',
      '  File "<string>", line 1, in <module>',
      'ImportError: libcudart.so.12: cannot open shared object file: No such file or directory',
      '```',
    ].join('\n');
    speaks(body, 'mooncake/not-available');
  });

  it('should stay silent on a hit of a draft entry alone, and still label it and show it in the report', () => {
    for (const [markdown, id] of [
      ['# decode worker crash\n\n**nixl_cu13._bindings.nixlRemoteDisconnectError: NIXL_ERR_REMOTE_DISCONNECT**\n', 'nixl/remote-disconnect'],
      [
        '# offloading on a hybrid model\n\n```\nAssertionError: gpu_block_size=64 not divisible by hash_block_size=256.\n```\n',
        'offloading/block-size-not-divisible-by-hash-block',
      ],
    ] as const) {
      const report = analyze(markdown, { catalog: withDrafts(id) });
      expect(report.matches.map((match) => match.id)).toContain(id);
      expect(report.labels.length).toBeGreaterThan(0);
      expect(report.comment).toBeNull();
      expect(report.speech?.silence).toBe('draft-only');
    }
  });
});
