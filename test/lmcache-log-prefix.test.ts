// LMCache's own log format: its level, file and line are read, and its error lines reach the matcher.
import { describe, expect, it } from 'vitest';
import { readLmcachePrefix } from '../src/core/lmcache-log-prefix.js';
import { stripLinePrefixes } from '../src/core/log-prefixes.js';
import { extractThread } from '../src/core/extract.js';

const LINE =
  '[2026-08-07 12:30:19,114] LMCache ERROR: Num retrieved tokens: 768, num expected tokens: 1024 (vllm_v1_adapter.py:901:vllm.distributed.kv_transfer.kv_connector.v1.lmcache_integration.vllm_v1_adapter)';

describe('readLmcachePrefix', () => {
  it('should read the level, the file and line, and keep the message between', () => {
    expect(readLmcachePrefix('LMCache WARNING: Remote connection is not healthy, skipping put (remote_backend.py:118:lmcache.v1.storage_backend.remote_backend)')).toEqual({
      level: 'WARNING',
      logFile: 'remote_backend.py',
      logLine: 118,
      text: 'Remote connection is not healthy, skipping put',
    });
  });

  it('should keep a message without the source suffix whole, and ignore other text', () => {
    expect(readLmcachePrefix('LMCache INFO: Reqid: x (no source)')).toEqual({ level: 'INFO', logFile: null, logLine: null, text: 'Reqid: x (no source)' });
    expect(readLmcachePrefix('LMCache is great: it caches')).toBeNull();
    expect(readLmcachePrefix('ERROR: LMCache ERROR: nested')).toBeNull();
  });
});

describe('stripLinePrefixes on LMCache lines', () => {
  it('should take off the process prefix, the timestamp, the colours and the LMCache prefix', () => {
    const coloured = `(Worker_TP0 pid=5521) \x1b[31;20m${LINE.replace(' Num', '\x1b[0m Num').replace(' (vllm', ' \x1b[3m(vllm')}\x1b[0m`;
    const line = stripLinePrefixes(coloured);
    expect(line).toMatchObject({ process: 'Worker_TP0 pid=5521', level: 'ERROR', logFile: 'vllm_v1_adapter.py', logLine: 901 });
    expect(line.text).toBe('Num retrieved tokens: 768, num expected tokens: 1024');
  });

  it('should leave a vLLM logger line to the vLLM reader', () => {
    const line = stripLinePrefixes('ERROR 08-07 12:30:19 [core.py:1346] LMCache ERROR: text');
    expect(line).toMatchObject({ level: 'ERROR', logFile: 'core.py', logLine: 1346, text: 'LMCache ERROR: text' });
  });
});

describe('extractThread with LMCache lines', () => {
  it('should find an LMCache ERROR line as an error line with its file', () => {
    const extraction = extractThread({ body: `\`\`\`\n${LINE}\n\`\`\`\n` });
    expect(extraction.errorLines.map((line) => line.message)).toEqual(['Num retrieved tokens: 768, num expected tokens: 1024']);
  });
});
