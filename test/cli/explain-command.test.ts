// `vllm-triage explain`: the page by id, by a pasted message (the issue matcher), ambiguity listed, none found.
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/core/catalog/default-catalog.js';
import type { CatalogEntry } from '../../src/core/catalog/types.js';
import { renderErrorPage } from '../../src/core/explain/page.js';
import { runCommand } from '../../src/cli/commands.js';
import { runCli } from '../support/build/cli.js';

const SEED = 'mooncake-store/request-not-in-unfinished-requests';
const catalog = defaultCatalog();
const seedPage = renderErrorPage(catalog.entries.find((entry) => entry.id === SEED) as CatalogEntry, {
  commit: catalog.commit,
  entries: new Map(catalog.entries.map((entry) => [entry.id, entry])),
});

/** Runs a command and captures what it prints. */
const run = runCli;

describe('vllm-triage explain', () => {
  it('should print the page of an entry given its id', async () => {
    const result = await run(['explain', SEED]);
    expect(result).toEqual({ code: 0, stdout: seedPage, stderr: '' });
    expect(result.stdout).toContain('## What to do, in order');
  });

  it('should print the page of the entry a pasted error line matches, as the issue matcher reads it', async () => {
    const viaCommand = await run(['explain', 'ValueError: Request chatcmpl-4b1f0c9e is not in _unfinished_requests']);
    expect(viaCommand.code).toBe(0);
    expect(viaCommand.stdout).toBe(seedPage);
    // A log line with vLLM's prefixes, unquoted words, and standard input all resolve the same way.
    const logged = await run([
      'explain',
      '(EngineCore_DP0',
      'pid=5120)',
      'ERROR',
      '07-30',
      '11:02:47',
      '[core.py:1346]',
      'ValueError:',
      'Request',
      'cmpl-1',
      'is',
      'not',
      'in',
      '_unfinished_requests',
    ]);
    expect(logged.stdout).toBe(seedPage);
    const piped = await run(
      ['explain', '-'],
      'INFO 07-30 11:02:41 [loggers.py:257] Engine 000: Running: 1 reqs\nERROR 07-30 11:02:47 [core.py:1346] ValueError: Request cmpl-2 is not in _unfinished_requests\n',
    );
    expect(piped.stdout).toBe(seedPage);
  });

  it('should resolve a message pasted without its exception type against the curated templates', async () => {
    const result = await run(['explain', 'Request cmpl-a81d3f-0 is not in _unfinished_requests']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(seedPage);
  });

  it('should list every entry an ambiguous query names, and exit 0', async () => {
    const result = await run(['explain', 'request-not-in-unfinished-requests']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^That names 2 known errors:\n/);
    expect(result.stdout).toContain(`  ${'lmcache/request-not-in-unfinished-requests'.padEnd(52)} LMCache adapter lost track`);
    expect(result.stdout).toContain(`  ${SEED.padEnd(52)} Mooncake store lost track`);
    // Said so that it fits `npx github:…#ref explain …` as well as `vllm-triage explain …`: a reporter has no `vllm-triage`.
    expect(result.stdout).toContain('Run the same explain command with one of these ids instead for its page.');
    const twoErrors = await run(
      ['explain', '-'],
      'ValueError: Request cmpl-1 is not in _unfinished_requests\nRuntimeError: Initialize MooncakeDistributedStore failed.\n',
    );
    expect(twoErrors.code).toBe(0);
    expect(twoErrors.stdout).toMatch(/^That message matches 2 known errors:\n/);
  });

  it('should say when only the source index knows the message, and exit 1', async () => {
    const result = await run(['explain', 'ImportError: hf3fs_fuse.io is not available. Please install the hf3fs_fuse package.']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('No explainer page: vllm-triage recognises this as raised in connector code');
    expect(result.stderr).toContain('vllm/distributed/kv_transfer/kv_connector/v1/hf3fs/hf3fs_client.py:');
  });

  it('should exit 1 when nothing matches, and 2 with the usage when nothing is asked', async () => {
    const none = await run(['explain', 'ValueError: the weather is nice']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('No known error matches that id or message. The same explain command with --list instead lists the ids;');
    expect((await run(['explain'])).code).toBe(2);
  });

  it('should list every id with --list, through the command table', async () => {
    let listed = '';
    expect(await runCommand(['explain', '--list'], { stdout: (text) => void (listed += text), stderr: () => undefined })).toBe(0);
    expect(listed.trim().split('\n')).toHaveLength(catalog.entries.length);
  });
});
