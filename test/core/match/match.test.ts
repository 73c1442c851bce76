// Tests for matching: confidence tiers, which template wins, the source index, connector files, deduplication, order.
import { describe, expect, it } from 'vitest';
import compiled from '../../../src/generated/catalog.json' with { type: 'json' };
import sourceIndex from '../../../src/generated/source-index.json' with { type: 'json' };
import type { Catalog, CatalogEntry, IndexRow } from '../../../src/core/catalog/types.js';
import { connectorNameForIndex, matchKnownErrors } from '../../../src/core/match/match.js';
import { compileTemplate } from '../../../src/core/match/templates.js';
import type { Frame, Traceback } from '../../../src/core/extract/types.js';
import { costRatio } from '../../support/cost-ratio.js';
import { benignWindow } from '../../support/hostile-kinds.js';
import { errorLine, traceback as buildTraceback } from '../../support/build/tracebacks.js';

const PIN = 'c794754062d49a8fdb63ab3c5215b488b865030c';
const SITE = '/usr/local/lib/python3.12/dist-packages/';

function catalog(index: IndexRow[] = sourceIndex.rows as IndexRow[]): Catalog {
  return { version: 'test', commit: PIN, entries: compiled.entries as CatalogEntry[], index };
}

const fullCatalog = catalog();

function frame(file: string, line: number, fn: string, code: string): Frame {
  return { file: `${SITE}${file}`, line, function: fn, code };
}

/** A traceback of the body with these frames, on `line`, printed by `processes`. */
function traceback(type: string | null, message: string, frames: Frame[] = [], line = 10, processes: string[] = []): Traceback {
  return buildTraceback(type, message, { frames, line, processes });
}

const storeFrame = frame('vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py', 301, 'build_connector_meta', 'raise ValueError(');

describe('matchKnownErrors', () => {
  it('should match the Mooncake store error exactly and capture the request id', () => {
    const matches = matchKnownErrors(
      { tracebacks: [traceback('ValueError', 'Request chatcmpl-77 is not in _unfinished_requests', [storeFrame])], errorLines: [] },
      fullCatalog,
    );
    expect(matches.map((match) => [match.id, match.confidence, match.curated, match.captures])).toEqual([
      ['mooncake-store/request-not-in-unfinished-requests', 'exact', true, { req_id: 'chatcmpl-77' }],
    ]);
    expect(matches[0]?.connector).toBe('MooncakeStoreConnector');
    expect(matches[0]?.source.url).toBe(
      `https://github.com/vllm-project/vllm/blob/${PIN}/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py#L301`,
    );
    expect(matches[0]?.evidence).toEqual({
      kind: 'traceback',
      index: 0,
      line: 10,
      text: 'ValueError: Request chatcmpl-77 is not in _unfinished_requests',
    });
  });

  it('should give the LMCache suffixed message to the LMCache entry, never to the store entry', () => {
    const matches = matchKnownErrors(
      {
        tracebacks: [traceback('ValueError', 'Request r-9 is not in _unfinished_requests, but it is scheduled to be cached')],
        errorLines: [],
      },
      fullCatalog,
    );
    expect(matches.map((match) => match.id)).toEqual(['lmcache/request-not-in-unfinished-requests']);
  });

  it('should require the exception class a signature names', () => {
    const matches = matchKnownErrors({ tracebacks: [traceback('KeyError', 'Request r-1 is not in _unfinished_requests')], errorLines: [] }, catalog([]));
    expect(matches).toEqual([]);
  });

  it('should compare dotted exception types as printed', () => {
    const nixlFrame = frame('nixl/_api.py', 390, 'register_memory', 'self.agent.registerMem(reg_descs, handle_list)');
    const matches = matchKnownErrors(
      {
        tracebacks: [
          traceback('nixl._bindings.nixlBackendError', 'NIXL_ERR_BACKEND', [nixlFrame]),
          traceback('other.nixlBackendError', 'NIXL_ERR_BACKEND', [nixlFrame], 30),
        ],
        errorLines: [],
      },
      catalog([]),
    );
    expect(matches.map((match) => [match.id, match.confidence, match.captures])).toEqual([['nixl/backend-error', 'exact', { status: 'BACKEND' }]]);
  });

  it('should match a message-less assert by its raising frame', () => {
    const frames = [
      frame('vllm/v1/core/sched/scheduler.py', 1622, '_connector_finished', 'return self.connector.request_finished(request, block_ids)'),
      frame('vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py', 388, 'request_finished', 'assert tracker is not None'),
    ];
    const matches = matchKnownErrors({ tracebacks: [traceback('AssertionError', '', frames)], errorLines: [] }, fullCatalog);
    expect(matches.map((match) => [match.id, match.confidence, match.curated])).toEqual([['mooncake-store/request-finished-tracker-none', 'frame', true]]);
  });

  it('should not match an assert whose innermost frame is elsewhere', () => {
    const frames = [frame('vllm/v1/core/sched/scheduler.py', 900, 'schedule', 'assert tracker is not None')];
    const matches = matchKnownErrors({ tracebacks: [traceback('AssertionError', '', frames)], errorLines: [] }, fullCatalog);
    expect(matches).toEqual([]);
  });

  it('should fall back to the source index, marked as not curated, with the connector named', () => {
    const matches = matchKnownErrors({ tracebacks: [traceback('ValueError', "unknown Mooncake mode: 'hybrid'")], errorLines: [] }, fullCatalog);
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({
      id: 'index/kv_connector/v1/mooncake/store/worker.py:MooncakeStoreConfig.__post_init__:142',
      connector: 'MooncakeStoreConnector',
      confidence: 'exact',
      curated: false,
      captures: { self_mode: "'hybrid'" },
      source: { line: 142, commit: PIN },
    });
  });

  it('should match a logged index message only on an error line whose log file agrees', () => {
    const message = 'Error in _sender_worker: connection reset by peer';
    const right = matchKnownErrors({ tracebacks: [], errorLines: [errorLine(message, { logFile: 'mooncake_connector.py', logLine: 1191 })] }, fullCatalog);
    expect(right.map((match) => [match.id, match.connector, match.captures])).toEqual([
      [
        'index/kv_connector/v1/mooncake/mooncake_connector.py:MooncakeConnectorWorker._sender_worker:1191',
        'MooncakeConnector',
        { e: 'connection reset by peer' },
      ],
    ]);
    const wrongFile = matchKnownErrors({ tracebacks: [], errorLines: [errorLine(message, { logFile: 'core.py', logLine: 10 })] }, fullCatalog);
    expect(wrongFile).toEqual([]);
    const asException = matchKnownErrors({ tracebacks: [traceback('RuntimeError', message)], errorLines: [] }, fullCatalog);
    expect(asException).toEqual([]);
  });

  it('should name the connector of a traceback that only runs through its files', () => {
    const frames = [
      frame('vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py', 2001, 'get_finished', 'for req_id in done:'),
      frame('vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py', 2040, '_pop_done_transfers', 'del self._recving[req_id]'),
    ];
    const matches = matchKnownErrors({ tracebacks: [traceback('KeyError', "'cmpl-1'", frames)], errorLines: [] }, fullCatalog);
    expect(matches.map((match) => [match.id, match.connector, match.confidence, match.curated])).toEqual([
      ['connector-file/kv_connector/v1/nixl/base_worker.py:_pop_done_transfers', 'NixlConnector', 'connector-file', false],
    ]);
    expect(matches[0]?.source.url).toBe(`https://github.com/vllm-project/vllm/blob/${PIN}/vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py`);
  });

  it('should name shared KV-transfer code by its index key when no single connector owns the file', () => {
    const frames = [frame('vllm/distributed/kv_transfer/kv_connector/v1/metrics.py', 60, 'observe', 'assert self.stats is not None')];
    const matches = matchKnownErrors({ tracebacks: [traceback('AssertionError', '', frames)], errorLines: [] }, fullCatalog);
    expect(matches.map((match) => [match.id, match.connector])).toEqual([['connector-file/kv_connector/v1/metrics.py:observe', 'v1(metrics)']]);
  });

  it('should name the connector of a truncated traceback with frames but no exception line', () => {
    const frames = [frame('vllm/v1/kv_offload/worker/cpu_gpu.py', 120, 'transfer_async', 'assert src.dtype == dst.dtype')];
    const matches = matchKnownErrors({ tracebacks: [traceback(null, '', frames)], errorLines: [] }, fullCatalog);
    expect(matches.map((match) => [match.confidence, match.connector])).toEqual([['connector-file', 'OffloadingConnector']]);
  });

  it('should say nothing about a traceback outside connector code', () => {
    const frames = [frame('vllm/model_executor/layers/linear.py', 10, 'forward', 'return x @ w')];
    expect(matchKnownErrors({ tracebacks: [traceback('RuntimeError', 'CUDA out of memory', frames)], errorLines: [] }, fullCatalog)).toEqual([]);
  });

  it('should match the first line of a message when the extraction joined a context line to it', () => {
    const matches = matchKnownErrors(
      {
        tracebacks: [],
        errorLines: [
          errorLine('AssertionError: Missing current block table for store request cmpl-3\nin _apply_current_save_block_ids (scheduler.py)', {
            exception: {
              type: 'AssertionError',
              message: 'Missing current block table for store request cmpl-3\nin _apply_current_save_block_ids (scheduler.py)',
            },
          }),
        ],
      },
      fullCatalog,
    );
    expect(matches.map((match) => [match.id, match.captures])).toEqual([['mooncake-store/missing-current-block-table', { req_meta_req_id: 'cmpl-3' }]]);
  });

  it('should still prefer the whole wrapped LMCache message over the store template on its first line', () => {
    const wrapped = 'Request r-4 is not in _unfinished_requests\n, but it is scheduled to be cached';
    const matches = matchKnownErrors({ tracebacks: [traceback('ValueError', wrapped)], errorLines: [] }, fullCatalog);
    expect(matches.map((match) => match.id)).toEqual(['lmcache/request-not-in-unfinished-requests']);
  });

  it('should keep one match for the same error printed by several processes', () => {
    const message = 'Request cmpl-5 is not in _unfinished_requests';
    const matches = matchKnownErrors(
      {
        tracebacks: [traceback('ValueError', message, [storeFrame], 10), traceback('ValueError', message, [storeFrame], 40)],
        errorLines: [errorLine(`ValueError: ${message}`, { exception: { type: 'ValueError', message }, line: 70 })],
      },
      fullCatalog,
    );
    expect(matches.map((match) => [match.id, match.evidence.line])).toEqual([['mooncake-store/request-not-in-unfinished-requests', 10]]);
  });

  it('should keep one match per request id when two requests fail', () => {
    const matches = matchKnownErrors(
      {
        tracebacks: [
          traceback('ValueError', 'Request a-1 is not in _unfinished_requests', [], 10),
          traceback('ValueError', 'Request b-2 is not in _unfinished_requests', [], 40),
        ],
        errorLines: [],
      },
      fullCatalog,
    );
    expect(matches.map((match) => match.captures['req_id'])).toEqual(['a-1', 'b-2']);
  });

  it('should put curated exact matches before frame, index and connector-file matches', () => {
    const nixlFrames = [frame('vllm/distributed/kv_transfer/kv_connector/v1/nixl/base_worker.py', 2040, '_pop_done_transfers', 'x')];
    const assertFrames = [frame('vllm/v1/core/sched/scheduler.py', 2828, '_update_from_kv_xfer_finished', 'assert req_id in self.requests')];
    const matches = matchKnownErrors(
      {
        tracebacks: [
          traceback('KeyError', "'x'", nixlFrames, 1),
          traceback('ValueError', 'local_buffer_size must be > 0', [], 2),
          traceback('AssertionError', '', assertFrames, 3),
          traceback('RuntimeError', 'Mooncake is not available', [], 4),
        ],
        errorLines: [],
      },
      fullCatalog,
    );
    expect(matches.map((match) => [match.confidence, match.curated])).toEqual([
      ['exact', true],
      ['frame', true],
      ['exact', false],
      ['connector-file', false],
    ]);
  });

  it('should prefer the longer template when two entries match the same message', () => {
    const general: CatalogEntry = {
      ...(compiled.entries[0] as CatalogEntry),
      id: 'test/general',
      signatures: [{ template: 'Connector {name} is not registered.' }],
    };
    const specific: CatalogEntry = {
      ...(compiled.entries[0] as CatalogEntry),
      id: 'test/specific',
      signatures: [{ exception: 'ValueError', template: "Connector '{connector_name}' is not registered." }],
    };
    const testCatalog: Catalog = { version: 't', commit: PIN, entries: [general, specific], index: [] };
    const matches = matchKnownErrors({ tracebacks: [traceback('ValueError', "Connector 'Foo' is not registered.")], errorLines: [] }, testCatalog);
    expect(matches.map((match) => [match.id, match.captures])).toEqual([['test/specific', { connector_name: 'Foo' }]]);
  });

  it('should match bare logged lines of the scheduler by their printf template', () => {
    const matches = matchKnownErrors(
      {
        tracebacks: [],
        errorLines: [
          errorLine('Recovered from KV load failure: 3 request(s) rescheduled (6144 tokens affected).', {
            level: 'WARNING',
            logFile: 'scheduler.py',
          }),
        ],
      },
      fullCatalog,
    );
    expect(matches.map((match) => [match.id, match.captures])).toEqual([['scheduler/kv-load-failure-recovered', { arg1: '3', arg2: '6144' }]]);
  });

  it('should cost no more than ten times a benign message of the same size on a 65,536-character hostile message', () => {
    const hostile = `Request ${'Request is not in _unfinished_requests, but '.repeat(1489)}`.slice(0, 65_536);
    const benign = benignWindow(hostile.length);
    const errors = (message: string) => ({
      tracebacks: [traceback('ValueError', message)],
      errorLines: [errorLine(message), errorLine(`ValueError: ${message}`)],
    });
    const [hostileErrors, benignErrors] = [errors(hostile), errors(benign)];
    expect(matchKnownErrors(hostileErrors, fullCatalog)).toEqual([]);
    const ratio = costRatio(
      () => matchKnownErrors(hostileErrors, fullCatalog),
      () => matchKnownErrors(benignErrors, fullCatalog),
    );
    expect(ratio).toBeLessThan(10);
  });

  it('should cost no more than ten times as many benign error lines with the whole index and thousands of near misses', () => {
    const errorLines = Array.from({ length: 3000 }, (_, index) =>
      errorLine(`Request ${index} ${'x'.repeat(20)} is not in _unfinished_requests but ${'%s '.repeat(10)}`, { line: index }),
    );
    const benignLines = errorLines.map((line, index) => errorLine(benignWindow(line.message.length, index), { line: index }));
    const ratio = costRatio(
      () => matchKnownErrors({ tracebacks: [], errorLines }, fullCatalog),
      () => matchKnownErrors({ tracebacks: [], errorLines: benignLines }, fullCatalog),
    );
    expect(ratio).toBeLessThan(10);
  });
});

describe('the source index', () => {
  const rows = sourceIndex.rows as IndexRow[];
  const indexOnly = catalog(rows);
  indexOnly.entries = [];
  const messageFrom = (row: IndexRow): string | null => {
    const printf = row.kind === 'log' && row.args !== '' && !row.args.startsWith('[');
    const template = compileTemplate(row.message, { printf, fstring: !printf });
    if (template.literalLength < 8) return null;
    return template.literals.map((literal, slot) => (slot === 0 ? literal : `v${slot}${literal}`)).join('');
  };

  it('should recognise every row from a message built from its template, or a row with the same template', () => {
    const wrong: string[] = [];
    for (const row of rows) {
      const message = messageFrom(row);
      if (message === null) continue;
      // A raise is shown with its raising frame, as a pasted traceback shows it.
      const raisingFrame: Frame = {
        file: `/opt/venv/lib/python3.12/site-packages/${row.path}`,
        line: row.line,
        function: row.function.split('.').pop() ?? null,
        code: null,
      };
      const input =
        row.kind === 'raise'
          ? { tracebacks: [traceback(row.class, message, [raisingFrame])], errorLines: [] }
          : { tracebacks: [], errorLines: [errorLine(message, { logFile: row.path.slice(row.path.lastIndexOf('/') + 1) })] };
      const [match] = matchKnownErrors(input, indexOnly);
      if (match?.template !== row.message) wrong.push(`${row.path}:${row.line} → ${match?.id ?? 'nothing'}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('uncurated raise rows without frames', () => {
  const rows = sourceIndex.rows as IndexRow[];
  const indexOnly = catalog(rows);
  indexOnly.entries = [];

  it('should not take a short, generic message shown alone for a connector error', () => {
    const generic = traceback('RuntimeError', 'FP8 KV cache with this head size is not supported.');
    expect(matchKnownErrors({ tracebacks: [generic], errorLines: [] }, indexOnly)).toEqual([]);
  });

  it('should still recognise a distinctive message shown alone, and a short one in its own file', () => {
    const distinctive = traceback('ValueError', "Malformed zmq_address 'x': expected 'host:IP,handshake:PORT,notify:PORT' format");
    expect(matchKnownErrors({ tracebacks: [distinctive], errorLines: [] }, indexOnly)[0]?.source.path).toBe(
      'vllm/distributed/kv_transfer/kv_connector/v1/moriio/moriio_common.py',
    );
    const short = rows.find((row) => row.kind === 'raise' && row.message === '{self.device_type} is not supported.');
    expect(short).toBeDefined();
    const frame: Frame = { file: `/opt/venv/lib/python3.12/site-packages/${short?.path}`, line: short?.line ?? 0, function: 'f', code: null };
    const inItsFile = traceback(short?.class ?? 'RuntimeError', 'cpu is not supported.', [frame]);
    expect(matchKnownErrors({ tracebacks: [inItsFile], errorLines: [] }, indexOnly)[0]?.template).toBe('{self.device_type} is not supported.');
  });
});

describe('connectorNameForIndex', () => {
  it('should map the index connector column to registered names where clear', () => {
    const table: [string, string][] = [
      ['mooncake_store', 'MooncakeStoreConnector'],
      ['mooncake-store', 'MooncakeStoreConnector'],
      ['nixl', 'NixlConnector'],
      ['lmcache', 'LMCacheConnectorV1'],
      ['kv_connector(factory)', 'KVConnectorFactory'],
      ['v1(metrics)', 'v1(metrics)'],
    ];
    for (const [given, expected] of table) expect(connectorNameForIndex(given), given).toBe(expected);
  });
});

describe('matchKnownErrors — an umbrella line yields the headline', () => {
  it('should put the specific handshake error first when NIXL’s `NIXL transfer failure` line introduces it', async () => {
    const { defaultCatalog } = await import('../../../src/core/catalog/default-catalog.js');
    const { triage } = await import('../../../src/core/triage.js');
    const catalog = defaultCatalog();
    const specific = catalog.entries.find((entry) => entry.id === 'nixl/compatibility-hash-mismatch');
    expect(specific).toBeDefined();
    const umbrella = 'ERROR 09-02 14:11:07 [base_worker.py:851] NIXL transfer failure: handshake_failed | Context: {"remote_engine_id": "e2"}';
    const plan = triage({ body: `\`\`\`\n${umbrella}\n${specific?.examples[0] ?? ''}\n\`\`\`` });
    const ids = plan.report.matches.map((match) => match.id);
    expect(ids[0]).toBe('nixl/compatibility-hash-mismatch');
    expect(ids).toContain('nixl/transfer-failure');
  });
});

describe('the title against the body', () => {
  it("should take the body's traceback as the evidence of an error the title also names, so its frames are the reporter's", () => {
    const title = errorLine('[BUG]: RuntimeError("NIXL is not available")', {
      line: 0,
      level: null,
      exception: { type: 'RuntimeError', message: 'NIXL is not available' },
    });
    const body = traceback('RuntimeError', 'NIXL is not available', [
      frame('vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py', 410, '__init__', 'raise RuntimeError("NIXL is not available")'),
    ]);
    const matches = matchKnownErrors({ tracebacks: [body], errorLines: [title] }, fullCatalog);
    expect(matches.filter((match) => match.id === 'nixl/not-available').map((match) => match.evidence.kind)).toEqual(['traceback']);
    // With the title alone, the title is the evidence.
    expect(matchKnownErrors({ tracebacks: [], errorLines: [title] }, fullCatalog).map((match) => match.evidence.line)).toEqual([0]);
  });
});

describe('a traceback cut above its final line', () => {
  const cut = (line: number) =>
    buildTraceback(null, '', {
      line,
      frames: [frame('vllm/v1/kv_offload/worker/cpu_gpu.py', 141, 'transfer_async', 'src_sub_block_count == dst_blocks.size * dst_block_size_factor -')],
    });
  const header = (line: number) =>
    errorLine("Exception in ('CPU', 'GPU') transfer 9: AssertionError()", { line, level: 'WARNING', exception: { type: 'AssertionError', message: '' } });
  const ids = (tracebacks: Traceback[], errorLines: ReturnType<typeof errorLine>[]) =>
    matchKnownErrors({ tracebacks, errorLines }, fullCatalog)
      .filter((match) => match.evidence.kind === 'traceback')
      .map((match) => match.id);

  it('should take the exception its log header names a few lines above, for a signature with a raising line', () => {
    expect(ids([cut(30)], [header(24)])).toContain('offloading/partial-cpu-block-load-assert');
  });

  it('should not without the header, with one too far above, after it, or of another exception', () => {
    expect(ids([cut(30)], [])).not.toContain('offloading/partial-cpu-block-load-assert');
    expect(ids([cut(60)], [header(24)])).not.toContain('offloading/partial-cpu-block-load-assert');
    expect(ids([cut(30)], [header(31)])).not.toContain('offloading/partial-cpu-block-load-assert');
    const other = errorLine('Exception in transfer 9: ValueError(bad)', { line: 26, exception: { type: 'ValueError', message: 'bad' } });
    expect(ids([cut(30)], [other])).not.toContain('offloading/partial-cpu-block-load-assert');
  });
});
