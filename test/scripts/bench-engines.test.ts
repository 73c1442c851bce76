// The bench's `blocks` engine is the parse analyze() makes: the same micromark extension (one data file), so the bench's ratio of
// analyze() to its own parse measures the rest of the analysis and nothing else.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { blockStructureOnly } from '../../src/core/extract/markdown/blocks.js';

const enginesFile = fileURLToPath(new URL('../../bench/engines.mjs', import.meta.url));

interface Engines {
  BLOCK_STRUCTURE_ONLY: unknown;
  loadEngine: (name: string) => Promise<(body: string) => unknown>;
}

describe('bench engines', () => {
  it('should parse with the extension analyze() parses with', async () => {
    const engines = (await import(pathToFileURL(enginesFile).href)) as Engines;
    expect(engines.BLOCK_STRUCTURE_ONLY).toEqual(blockStructureOnly);
    // And the engine uses it: emphasis stays text, as in analyze()'s own parse.
    const blocks = await engines.loadEngine('blocks');
    const text = 'A *storm* of [links](x) and `code`.\n\n```\nTraceback\n```\n';
    expect(blocks(text)).toEqual(fromMarkdown(text, { extensions: [blockStructureOnly] }));
    expect(blocks(text)).not.toEqual(fromMarkdown(text));
  });
});
