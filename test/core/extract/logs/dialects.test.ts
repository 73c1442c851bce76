import { describe, expect, it } from 'vitest';
import { stripLinePrefixes } from '../../../../src/core/extract/logs/prefixes.js';
import { toLogLines } from '../../../../src/core/extract/logs/log-lines.js';
import { extractBlocks } from '../../../../src/core/extract/markdown/blocks.js';
import { identifyConnectors } from '../../../../src/core/connectors/connectors.js';

const read = (line: string) => {
  const { text, level, timestamp, logFile, logLine, logModule } = stripLinePrefixes(line);
  return { text, level, timestamp, logFile, logLine, logModule };
};

describe('connector log dialects', () => {
  it('should read LMCache’s logger line with its head and its (file:line:module) tail', () => {
    expect(
      read('[2026-03-02 08:15:09,114] LMCache ERROR: Remote put failed for 12 chunks (remote_backend.py:301:lmcache.v1.storage_backend.remote_backend)'),
    ).toEqual({
      text: 'Remote put failed for 12 chunks',
      level: 'ERROR',
      timestamp: '03-02 08:15:09',
      logFile: 'remote_backend.py',
      logLine: 301,
      logModule: 'lmcache.v1.storage_backend.remote_backend',
    });
  });

  it('should read LMCache’s WARN with a space before the colon, its bare form, and its older `-- path:line` form', () => {
    expect(read('[2026-03-02 08:15:09,114] LMCache WARN : slow store').level).toBe('WARNING');
    expect(read('LMCache INFO: Reqid: abc-1, Total tokens 512').logModule).toBe('LMCache');
    expect(
      read(
        'DEBUG LMCache: Injected token number: 0 [2026-01-07 11:00:01,002] -- /opt/venv/lib/python3.12/site-packages/lmcache/integration/vllm/vllm_adapter.py:650',
      ),
    ).toMatchObject({
      text: 'Injected token number: 0',
      level: 'DEBUG',
      logFile: 'vllm_adapter.py',
      logLine: 650,
      logModule: 'lmcache',
    });
  });

  it('should read glog lines with a 4- or 8-digit date, and UCX lines', () => {
    expect(read('E0905 12:00:00.123456  4242 real_client.cpp:318] Failed to put key: OBJECT_NOT_FOUND')).toMatchObject({
      text: 'Failed to put key: OBJECT_NOT_FOUND',
      level: 'ERROR',
      timestamp: '09-05 12:00:00',
      logFile: 'real_client.cpp',
      logLine: 318,
      logModule: 'glog',
    });
    expect(read('W20260608 14:45:44.404089 342420 transfer_engine.cpp:77] retrying').timestamp).toBe('06-08 14:45:44');
    expect(read('[1760000000.123456] [node-a:911  :0]        rc_iface.c:512  UCX  ERROR send failed: timeout')).toMatchObject({
      level: 'ERROR',
      logFile: 'rc_iface.c',
      logModule: 'ucx',
    });
  });

  it('should leave ordinary lines alone', () => {
    expect(read('Everything works fine: 3 replicas.').logModule).toBeNull();
    expect(read('I can reproduce it on two nodes').logModule).toBeNull();
  });

  it('should read an LMCache line quoted in an inline code span of prose, and credit it to LMCache at its level', () => {
    const source = { kind: 'body' as const, id: 0, author: null };
    const { blocks } = extractBlocks(
      'After a while every put fails: `[2026-03-02 08:15:09,114] LMCache ERROR: put failed (remote_backend.py:301:lmcache.v1.storage_backend.remote_backend)` and then nothing is cached.',
      source,
    );
    const lines = toLogLines(blocks);
    const found = identifyConnectors({ lines, tracebacks: [], errorLines: [], matches: [], kvTransferConfigs: [], blocks });
    expect(found.map((c) => [c.family, c.tier])).toEqual([['lmcache', 'implicated']]);
  });

  it('should take INFO lines of a connector library as a sign that it runs, not that it failed', () => {
    const source = { kind: 'body' as const, id: 0, author: null };
    const { blocks } = extractBlocks('```\n[2026-03-02 08:15:09,114] LMCache INFO: Creating LMCacheEngine with config ...\n```', source);
    const found = identifyConnectors({ lines: toLogLines(blocks), tracebacks: [], errorLines: [], matches: [], kvTransferConfigs: [], blocks });
    expect(found.map((c) => [c.family, c.tier])).toEqual([['lmcache', 'named']]);
  });
});

describe('LMCache lines through the whole extraction', () => {
  const LINE =
    '[2026-08-07 12:30:19,114] LMCache ERROR: Num retrieved tokens: 768, num expected tokens: 1024 (vllm_v1_adapter.py:901:vllm.distributed.kv_transfer.kv_connector.v1.lmcache_integration.vllm_v1_adapter)';

  it('should take off the process prefix, the colours, the LMCache head and the tail of vLLM’s in-tree adapter', () => {
    const coloured = `(Worker_TP0 pid=5521) \x1b[31;20m${LINE.replace(' Num', '\x1b[0m Num').replace(' (vllm', ' \x1b[3m(vllm')}\x1b[0m`;
    const line = stripLinePrefixes(coloured);
    expect(line).toMatchObject({ process: 'Worker_TP0 pid=5521', level: 'ERROR', logFile: 'vllm_v1_adapter.py', logLine: 901 });
    expect(line.text).toBe('Num retrieved tokens: 768, num expected tokens: 1024');
  });

  it('should leave a vLLM logger line to the vLLM reader', () => {
    expect(stripLinePrefixes('ERROR 08-07 12:30:19 [core.py:1346] LMCache ERROR: text')).toMatchObject({
      level: 'ERROR',
      logFile: 'core.py',
      logLine: 1346,
      text: 'LMCache ERROR: text',
    });
  });
});
