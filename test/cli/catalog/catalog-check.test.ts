import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAgainstSource } from '../../../src/cli/catalog/catalog-check.js';
import { runCatalogCheck, type CheckSources } from '../../../src/cli/catalog/check-command.js';
import { runIndexer } from '../../../src/cli/catalog/run-indexer.js';
import type { CatalogEntry, IndexRow } from '../../../src/core/catalog/types.js';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import { INDEXED_FOLDER } from '../../../src/core/catalog/source-index.js';

const FIXTURE = fileURLToPath(new URL('../../fixtures/vllm-tree', import.meta.url));
const KV = 'vllm/distributed/kv_transfer/kv_connector/v1';
const SLOW = { timeout: 60_000 };

function entry(id: string, path: string, fn: string, line: number, template?: string): CatalogEntry {
  return {
    id, title: id, connector: 'MooncakeStoreConnector', labels: [],
    signatures: template === undefined ? [{ exception: 'AssertionError', frame: { path_suffix: path, function: fn } }] : [{ template }],
    source: { path, function: fn, line, commit: 'fixture' },
    // The claim's basis is the raise line itself, which the test tree holds.
    explanation: [{ text: 'x', basis: [{ source: { path, line, expect: template === undefined ? 'assert' : 'raise ValueError(' } }] }],
    triggers: [], workarounds: [], asks: [], examples: [],
  };
}

const ENTRIES: CatalogEntry[] = [
  entry('mooncake-store/request-not-in-unfinished-requests', `${KV}/mooncake/store/scheduler.py`, 'MooncakeStoreScheduler.build_connector_meta', 26, 'Request {req_id} is not in _unfinished_requests'),
  { ...entry('scheduler/kv-load-failure', 'vllm/v1/core/sched/scheduler.py', 'Scheduler._handle_invalid_blocks', 9,
    'Failing %d request(s) due to KV load failure (failure_policy=fail, %d tokens affected). Request IDs: %s'), explanation: [{ text: 'x', basis: [{ pr: 1 }] }] },
  entry('mooncake-store/tracker-assert', `${KV}/mooncake/store/scheduler.py`, 'MooncakeStoreScheduler.build_connector_meta', 21),
];

const scratch = mkdtempSync(join(tmpdir(), 'vllm-triage-check-'));
let sources: CheckSources;

/** A copy of the test tree, edited by `edit(relativePath, oldText, newText)` calls. */
function treeCopy(name: string, edits: [string, string, string][] = []): string {
  const root = join(scratch, name);
  cpSync(FIXTURE, root, { recursive: true });
  for (const [path, from, to] of edits) {
    const file = join(root, path);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(from)) throw new Error(`test edit: ${from} not in ${path}`);
    writeFileSync(file, text.replace(from, to));
  }
  return root;
}

async function check(root: string, extra: string[] = []): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const code = await runCatalogCheck(['--vllm-src', root, ...extra], { stdout: (s) => out.push(s), stderr: (s) => out.push(s) }, sources);
  return { code, out: out.join('') };
}

beforeAll(async () => {
  // The "shipped" index for these tests is the test tree's own index.
  sources = { index: (await runIndexer({ vllmSrc: FIXTURE })).rows, entries: ENTRIES };
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Each check runs the Python indexer on its own copy of the test tree: the checks run at once, not one after another.
describe.concurrent('catalog check', () => {
  it('should pass and say so when every message is where the catalog says', SLOW, async ({ expect }) => {
    const { code, out } = await check(treeCopy('same'));
    expect(code).toBe(0);
    expect(out).toContain('index sites: 30 ok');
    expect(out).toContain('curated templates: 2 ok, 1 unchecked');
    expect(out).toContain('OK: every message is still in the source.');
    expect(out).toMatch(/unchecked\s+mooncake-store\/tracker-assert .* no message template to look for/);
  });

  it('should report moved lines and still exit zero', SLOW, async ({ expect }) => {
    const root = treeCopy('moved', [[`${KV}/mooncake/store/scheduler.py`, '# Test fixture', '# Three new lines.\n#\n#\n# Test fixture']]);
    const { code, out } = await check(root);
    expect(code).toBe(0);
    expect(out).toMatch(/moved\s+mooncake-store\/request-not-in-unfinished-requests \(.*scheduler\.py\)\s+26 → 29\s+"Request \{req_id\} is not in _unfinished_requests"/);
    expect(out).toMatch(/moved\s+kv_connector\/v1\/mooncake\/store\/scheduler\.py MooncakeStoreScheduler\.reset_store\s+39 → 42/);
    expect(out).toContain('index sites: 27 ok, 3 moved');
  });

  it('should flag a reworded message and a vanished one, and exit non-zero', SLOW, async ({ expect }) => {
    const root = treeCopy('changed', [
      [`${KV}/mooncake/store/data.py`, 'f"Group count mismatch: tracker has "', 'f"Group count differs: tracker has "'],
      [`${KV}/offloading/worker.py`, 'raise NotImplementedError()', 'return None'],
      ['vllm/v1/core/sched/scheduler.py', 'Request IDs: %s', 'IDs: %s'],
    ]);
    const { code, out } = await check(root);
    expect(code).toBe(1);
    expect(out).toMatch(/changed\s+kv_connector\/v1\/mooncake\/store\/data\.py RequestTracker\.update\s+22\s+"Group count mismatch: tracker has .*" is now "Group count differs: tracker has/);
    expect(out).toMatch(/vanished\s+kv_connector\/v1\/offloading\/worker\.py OffloadingConnectorWorker\.register_kv_caches\s+6/);
    expect(out).toMatch(/changed\s+scheduler\/kv-load-failure \(vllm\/v1\/core\/sched\/scheduler\.py\)\s+9\s+"Failing %d request/);
    expect(out).toContain('FAILED: a message changed or vanished');
  });

  it('should list new sites that the shipped index lacks', SLOW, async ({ expect }) => {
    const root = treeCopy('added', [[`${KV}/offloading/worker.py`, 'raise NotImplementedError()', 'raise ValueError("kv caches are not registered")']]);
    const { code, out } = await check(root, ['--all']);
    expect(code).toBe(1);
    expect(out).toContain('1 site(s) in vllm/distributed/kv_transfer/ are not in the shipped index');
    expect(out).toMatch(/^ok\s+kv_connector\/factory\.py/m);
  });

  it('should fail clearly on a folder without vllm/, and explain the usage without --vllm-src', async ({ expect }) => {
    const { code, out } = await check(scratch);
    expect(code).toBe(1);
    expect(out).toContain('the indexer failed');
    expect(out).toContain('has no vllm/distributed/kv_transfer/');
    const usage: string[] = [];
    expect(await runCatalogCheck([], { stdout: (s) => usage.push(s), stderr: (s) => usage.push(s) }, sources)).toBe(2);
    expect(usage.join('')).toContain('--vllm-src DIR is required');
  }, 60_000);
});

describe('checkAgainstSource', () => {
  const row = (message: string, line: number, fn = 'A.f'): IndexRow => ({
    kind: 'raise', class: 'ValueError', message, args: '', path: 'vllm/distributed/kv_transfer/x.py', line, function: fn, connector: 'x',
  });

  it('should pair repeated messages one to one, so losing one copy shows', () => {
    const shipped = [row('Unknown key: {key}', 10, 'A.f'), row('Unknown key: {key}', 20, 'A.g')];
    const report = checkAgainstSource(shipped, [], [row('Unknown key: {key}', 12, 'A.f')]);
    expect(report.sites.map((site) => [site.function, site.status, site.newLine])).toEqual([
      ['A.f', 'moved', 12],
      ['A.g', 'vanished', null],
    ]);
    expect(report.failed).toBe(true);
  });

  it('should follow a message into another file as moved', () => {
    const report = checkAgainstSource([row('Boom', 5)], [], [{ ...row('Boom', 7), path: 'vllm/distributed/kv_transfer/y.py' }]);
    expect(report.sites[0]).toMatchObject({ status: 'moved', newPath: 'vllm/distributed/kv_transfer/y.py', newLine: 7 });
    expect(report.failed).toBe(false);
  });
});

describe('the built-in catalog against the shipped index', () => {
  it('should find every curated template read at the catalog commit in the index at its recorded line', () => {
    const { entries, index } = defaultCatalog();
    const atPin = entries.filter((candidate) => candidate.source.path.startsWith(`${INDEXED_FOLDER}/`) && !candidate.source.ref);
    const report = checkAgainstSource([], atPin, index);
    const notOk = report.sites.filter((site) => site.status !== 'ok' && site.status !== 'unchecked');
    expect(notOk.map((site) => `${site.subject}: ${site.status} ${site.template}`)).toEqual([]);
    expect(report.sites.filter((site) => site.status === 'ok').length).toBeGreaterThan(10);
  });

  it('should report an entry whose code lives at another ref without failing the check', () => {
    const historical: CatalogEntry = { ...entry('old/variant', `${KV}/mooncake/store/data.py`, 'RequestTracker.update', 176, 'Unsupported new_block_ids type {type(new_block_ids)}'), source: { path: `${KV}/mooncake/store/data.py`, function: 'RequestTracker.update', line: 176, commit: 'fixture', ref: 'ebeb09d82' } };
    const report = checkAgainstSource([], [historical], sources.index);
    expect(report.sites[0]).toMatchObject({ status: 'changed', sourceRef: 'ebeb09d82' });
    expect(report.failed).toBe(false);
  });
});

describe.concurrent('catalog check: the basis of each claim', () => {
  it('should say how many cited lines hold, and fail on a basis whose text is gone from its file', async ({ expect }) => {
    const fine = await check(treeCopy('basis-fine'));
    expect(fine.out).toMatch(/basis: \d+ source lines cited; \d+ hold at their line, 0 moved, 0 failing/);
    const stale: CatalogEntry = { ...(ENTRIES[0] as CatalogEntry), explanation: [{ text: 'x', basis: [{ source: { path: `${KV}/mooncake/store/scheduler.py`, line: 26, expect: 'text that is nowhere' } }] }] };
    const out: string[] = [];
    const code = await runCatalogCheck(['--vllm-src', treeCopy('basis-stale')], { stdout: (s) => out.push(s), stderr: (s) => out.push(s) }, { ...sources, entries: [stale, ...ENTRIES.slice(1)] });
    expect(code).toBe(1);
    expect(out.join('')).toContain('FAIL mooncake-store/request-not-in-unfinished-requests explanation');
  });
});

describe.concurrent('catalog check: links and the YAML-cut check', () => {
  it('should check every file the catalog links, and fail on one that does not exist at its ref', SLOW, async ({ expect }) => {
    const fine = await check(treeCopy('links-fine'));
    expect(fine.code).toBe(0);
    expect(fine.out).toMatch(/links: 2 files linked at a fixed ref checked \(2 ok, 0 missing\)/);
    // A basis at the catalog's commit naming a file the tree lacks (the old single-file NIXL connector).
    const gone: CatalogEntry = { ...(ENTRIES[2] as CatalogEntry), explanation: [{ text: 'x', basis: [{ source: { path: `${KV}/nixl_connector.py`, line: 1, expect: 'import' } }] }] };
    const out: string[] = [];
    const code = await runCatalogCheck(['--vllm-src', treeCopy('links-gone')], { stdout: (s) => out.push(s), stderr: (s) => out.push(s) }, { ...sources, entries: [...ENTRIES.slice(0, 2), gone] });
    expect(code).toBe(1);
    expect(out.join('')).toMatch(/links: 3 files linked at a fixed ref checked \(2 ok, 1 missing\)/);
    expect(out.join('')).toContain(`MISSING ${KV}/nixl_connector.py at fixture, linked by mooncake-store/tracker-assert explanation[0]`);
  });

  it('should report a link at a branch or at a commit the tree has no history of as not checked, without failing', SLOW, async ({ expect }) => {
    const atMain: CatalogEntry = { ...(ENTRIES[2] as CatalogEntry), source: { ...(ENTRIES[2] as CatalogEntry).source, ref: 'main' } };
    const out: string[] = [];
    const code = await runCatalogCheck(['--vllm-src', treeCopy('links-main')], { stdout: (s) => out.push(s), stderr: (s) => out.push(s) }, { ...sources, entries: [...ENTRIES.slice(0, 2), atMain] });
    expect(code).toBe(0);
    expect(out.join('')).toContain('not checked vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py at main: `main` is a branch, not a fixed ref');
  });

  it('should fail on catalog YAML whose prose YAML cut, and pass it quoted', SLOW, async ({ expect }) => {
    const cut = [{ file: 'catalog/x/y.yaml', text: 'id: x/y\ntitle: Mooncake store (before PR #42828) got new block ids\n' }];
    const failed = await runCatalogCheck(['--vllm-src', treeCopy('yaml-cut')], { stdout: () => undefined, stderr: () => undefined }, { ...sources, yamlFiles: cut });
    expect(failed).toBe(1);
    const out: string[] = [];
    const quoted = [{ file: 'catalog/x/y.yaml', text: 'id: x/y\ntitle: "Mooncake store (before PR #42828) got new block ids"\n' }];
    expect(await runCatalogCheck(['--vllm-src', treeCopy('yaml-quoted')], { stdout: (s) => out.push(s), stderr: (s) => out.push(s) }, { ...sources, yamlFiles: quoted })).toBe(0);
    expect(out.join('')).toContain('YAML-cut check: 1 plain scalars in 1 files, 0 cut or changed by YAML');
  });
});
