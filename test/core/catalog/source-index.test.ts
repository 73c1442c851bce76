import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import shipped from '../../../src/generated/source-index.json' with { type: 'json' };
import { runCatalogIndex } from '../../../src/cli/catalog/index-command.js';
import { findIndexerScript, runIndexer } from '../../../src/cli/catalog/run-indexer.js';
import type { IndexRow } from '../../../src/core/catalog/types.js';
import { escapeTsvCell, formatIndexTsv, parseIndexTsv, unescapeTsvCell } from '../../../src/core/catalog/source-index.js';

const FIXTURE = fileURLToPath(new URL('../../fixtures/vllm-tree', import.meta.url));
const PIN = 'c794754062d49a8fdb63ab3c5215b488b865030c';
const shippedRows = shipped.rows as IndexRow[];
const scratch = mkdtempSync(join(tmpdir(), 'vllm-triage-index-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
/** Python starts slowly on a busy machine: index the test tree once for the tests that only read it. */
let fixtureRows: Promise<IndexRow[]> | null = null;
const indexFixture = (): Promise<IndexRow[]> => (fixtureRows ??= runIndexer({ vllmSrc: FIXTURE }).then((result) => result.rows));
const SLOW = { timeout: 30_000 };

function capture(): { io: { stdout: (s: string) => void; stderr: (s: string) => void }; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { stdout: (s) => out.push(s), stderr: (s) => err.push(s) }, out, err };
}

describe('the shipped source index', () => {
  it('should hold the 305 sites read at the pin, in file and line order', () => {
    expect(shipped.commit).toBe(PIN);
    expect(shippedRows).toHaveLength(305);
    const keys = shippedRows.map((row) => [row.path, row.line] as const);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1));
    expect(keys).toEqual(sorted);
    expect(new Set(shippedRows.map((row) => row.kind))).toEqual(new Set(['raise', 'log']));
  });

  it('should survive a round trip through TSV unchanged', () => {
    expect(parseIndexTsv(formatIndexTsv(shippedRows))).toEqual(shippedRows);
  });

  it('should keep a real newline in a message and the backslashes of code inside it', () => {
    const row = shippedRows.find((candidate) => candidate.class === 'TransferError');
    expect(row?.message).toBe("{len(errors)}/{len(transfers_to_wait)} transfers failed:\n<expr: '\\n'.join(errors)>");
    expect(unescapeTsvCell(escapeTsvCell(row?.message ?? ''))).toBe(row?.message);
  });

  it('should reject a TSV row with a missing column, naming the line', () => {
    expect(() => parseIndexTsv('kind\tclass\tmessage\targs\tpath\tline\tfunction\tconnector\nraise\tValueError\tx\n')).toThrow(/line 2: expected 8 columns/);
  });
});

describe('the indexer (scripts/index_vllm.py, Python ast)', () => {
  it('should be found next to the sources and next to the bundle', () => {
    expect(findIndexerScript()).toMatch(/scripts[/\\]index_vllm\.py$/);
    expect(findIndexerScript(new URL('../../../dist/chunks/index-command-abc.js', import.meta.url).href)).toMatch(/scripts[/\\]index_vllm\.py$/);
  });

  it('should render every shape in the test tree exactly as the pin index has it', SLOW, async () => {
    const rows = await indexFixture();
    expect(rows.length).toBe(30);
    const withoutLines = (row: IndexRow): string =>
      JSON.stringify([row.kind, row.class, row.message, row.args.replace(/\(line \d+\)/, '(line N)'), row.path, row.function, row.connector]);
    const pin = new Set(shippedRows.map(withoutLines));
    expect(rows.filter((row) => !pin.has(withoutLines(row)))).toEqual([]);
  });

  it('should give the first line of a multi-line statement, module-level and nested function names', SLOW, async () => {
    const rows = await indexFixture();
    const at = (message: string): IndexRow | undefined => rows.find((row) => row.message.startsWith(message));
    expect(at('Request {req_id} is not in _unfinished_requests')).toMatchObject({ line: 26, function: 'MooncakeStoreScheduler.build_connector_meta', connector: 'mooncake_store' });
    expect(at('Group count mismatch')).toMatchObject({ line: 22, function: 'RequestTracker.update' });
    expect(at('Please install mooncake')).toMatchObject({ kind: 'log', class: 'warning', function: '<module>', connector: 'mooncake' });
    expect(at('Error processing message: {e}')).toMatchObject({ class: 'HandshakeError', function: 'MoRIIOWrapper.async_wait_reqid._async_wait' });
    expect(at('Invalid keys format')).toMatchObject({ class: 'HTTPException', args: 'status_code=400' });
    expect(rows.filter((row) => row.message.startsWith('Connector {connector_cls.__name__} uses deprecated')).map((row) => [row.kind, row.args])).toEqual([
      ['log', '[message from variable msg (line 28)]'],
      ['raise', '[message from variable msg (line 28)]'],
    ]);
  });

  it('should leave out asserts, re-raises and info or debug logging', SLOW, async () => {
    const rows = await indexFixture();
    expect(rows.some((row) => row.message.includes('no tracker for'))).toBe(false);
    expect(rows.some((row) => row.class === 'info' || row.class === 'debug')).toBe(false);
    expect(rows.filter((row) => row.path.endsWith('v1/base.py')).map((row) => row.class)).toEqual(['NotImplementedError', 'warning', 'ValueError']);
  });

  it('should index a named file outside the folder when asked', SLOW, async () => {
    const { rows } = await runIndexer({ vllmSrc: FIXTURE, extraFiles: ['vllm/v1/core/sched/scheduler.py', 'vllm/missing.py'] });
    expect(rows.at(-1)).toMatchObject({
      path: 'vllm/v1/core/sched/scheduler.py',
      message: 'Failing %d request(s) due to KV load failure (failure_policy=fail, %d tokens affected). Request IDs: %s',
      args: 'len(failed_ids), total_tokens, failed_ids',
    });
  });
});

describe('catalog index', () => {
  it('should write the index of a checkout with the commit given', SLOW, async () => {
    const out = join(scratch, 'index.json');
    const { io, err } = capture();
    expect(await runCatalogIndex(['--vllm-src', FIXTURE, '--commit', 'abc1234', '--out', out], io)).toBe(0);
    const written = JSON.parse(readFileSync(out, 'utf8')) as { commit: string; rows: IndexRow[] };
    expect(written.commit).toBe('abc1234');
    expect(written.rows).toHaveLength(30);
    expect(err.join('')).toContain('30 rows at abc1234');
  });

  it('should refuse a folder that is not a git checkout when no commit is given', SLOW, async () => {
    const { io, err } = capture();
    expect(await runCatalogIndex(['--vllm-src', FIXTURE], io)).toBe(2);
    expect(err.join('')).toContain('pass --commit SHA');
  });

  it('should convert a raise-sites TSV to the same JSON', SLOW, async () => {
    const tsvPath = join(scratch, 'sites.tsv');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(tsvPath, formatIndexTsv(shippedRows));
    const { io, out } = capture();
    expect(await runCatalogIndex(['--from-tsv', tsvPath, '--commit', PIN], io)).toBe(0);
    expect(out.join('')).toBe(readFileSync(new URL('../../../src/generated/source-index.json', import.meta.url), 'utf8'));
  });

  it('should explain its usage on a bad argument', SLOW, async () => {
    const { io, err } = capture();
    expect(await runCatalogIndex(['--vllm'], io)).toBe(2);
    expect(err.join('')).toContain("catalog index: Unknown option '--vllm");
  });
});
