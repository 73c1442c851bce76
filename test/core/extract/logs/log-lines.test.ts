// Stage 2: every vLLM / Ray / torch / CI prefix comes off, and what it said is recorded.
import { describe, expect, it } from 'vitest';
import { toLogLines } from '../../../../src/core/extract/logs/log-lines.js';
import type { Block, LogLine, TextSource } from '../../../../src/core/extract/types.js';

const BODY: TextSource = { kind: 'body', id: 0, author: null };
const codeBlock = (text: string, startLine = 1): Block => ({ kind: 'code', text, startLine, section: null, lang: null, source: BODY });
const read = (text: string): Omit<LogLine, 'source' | 'block' | 'blockKind'>[] =>
  toLogLines([codeBlock(text)]).map(({ text: lineText, line, process, level, timestamp, logFile, logLine }) => ({
    text: lineText,
    line,
    process,
    level,
    timestamp,
    logFile,
    logLine,
  }));
const texts = (text: string): string[] => toLogLines([codeBlock(text)]).map((line) => line.text);

describe('toLogLines', () => {
  it('should strip the process and logger prefixes and record what they say', () => {
    expect(read('(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "x.py", line 1, in f')).toEqual([
      {
        text: '  File "x.py", line 1, in f',
        line: 1,
        process: 'EngineCore_DP0 pid=2817',
        level: 'ERROR',
        timestamp: '09-02 14:11:07',
        logFile: 'core.py',
        logLine: 1346,
      },
    ]);
  });

  it('should read every process prefix form vLLM and Ray print', () => {
    const lines = [
      '(Worker_TP0 pid=11) a',
      '(Worker_DP1_TP3_EP11 pid=12) b',
      '(VllmWorker rank=0 pid=13) c',
      '(VllmWorker TP0 pid=14) d',
      '(APIServer pid=15) e',
      '(ApiServer_0 pid=16) f',
      '(RayWorkerWrapper pid=17, ip=10.0.0.1) g',
      '(pid=18) h',
    ];
    expect(toLogLines([codeBlock(lines.join('\n'))]).map((line) => [line.process, line.text])).toEqual([
      ['Worker_TP0 pid=11', 'a'],
      ['Worker_DP1_TP3_EP11 pid=12', 'b'],
      ['VllmWorker rank=0 pid=13', 'c'],
      ['VllmWorker TP0 pid=14', 'd'],
      ['APIServer pid=15', 'e'],
      ['ApiServer_0 pid=16', 'f'],
      ['RayWorkerWrapper pid=17', 'g'],
      ['pid=18', 'h'],
    ]);
  });

  it('should read the DEBUG file form and the older bracketless logger form', () => {
    expect(
      read(
        'DEBUG 08-14 10:00:00 [v1/core/.../sched/scheduler.py:2827] Finished sending KV transfer for request r1\nINFO 10-22 15:04:53 loader.py:1051] Loading weights',
      ),
    ).toEqual([
      {
        text: 'Finished sending KV transfer for request r1',
        line: 1,
        process: null,
        level: 'DEBUG',
        timestamp: '08-14 10:00:00',
        logFile: 'v1/core/.../sched/scheduler.py',
        logLine: 2827,
      },
      { text: 'Loading weights', line: 2, process: null, level: 'INFO', timestamp: '10-22 15:04:53', logFile: 'loader.py', logLine: 1051 },
    ]);
  });

  it('should strip real ANSI escapes and the same pasted literally', () => {
    expect(
      texts(
        '\x1b[1;36m(EngineCore_DP0 pid=1)\x1b[0;0m \x1b[0;31mERROR\x1b[0m 08-14 10:00:00 [core.py:1] a\n^[[1;36m(EngineCore_DP0 pid=1)^[[0;0m b\n[1;36m(EngineCore_DP0 pid=1)[0;0m c',
      ),
    ).toEqual(['a', 'b', 'c']);
  });

  it("should drop Ray's repeat note and torch's rank prefix", () => {
    expect(
      texts(
        '(RayWorkerWrapper pid=1, ip=10.0.0.2) RuntimeError: x [repeated 2x across cluster]\n[rank0]: Traceback (most recent call last):\n[rank3]:   File "a.py", line 1, in f',
      ),
    ).toEqual(['RuntimeError: x', 'Traceback (most recent call last):', '  File "a.py", line 1, in f']);
  });

  it('should strip CI timestamps, including the Buildkite gutter, and drop timestamp-only lines', () => {
    expect(
      texts(
        '2026-08-14T10:00:00.1234567Z   File "a.py", line 1, in f\n  | [2025-09-26T05:37:19Z] E       AssertionError\n2026-01-12 17:11:19 UTC\n[2026-08-14T10:05:00Z] done',
      ),
    ).toEqual(['  File "a.py", line 1, in f', 'E       AssertionError', 'done']);
  });

  it('should cut prose glued before a process prefix on the same line', () => {
    expect(read('it died here (APIServer pid=4591) ERROR 05-21 03:40:21 [serving.py:468] boom')).toEqual([
      { text: 'boom', line: 1, process: 'APIServer pid=4591', level: 'ERROR', timestamp: '05-21 03:40:21', logFile: 'serving.py', logLine: 468 },
    ]);
  });

  it("should not cut Ray's own (pid=…, ip=…) at the end of an exception line", () => {
    expect(texts('ray.exceptions.RayTaskError(ValueError): ray::RayWorkerWrapper.execute_method() (pid=2202, ip=10.0.0.3)')).toEqual([
      'ray.exceptions.RayTaskError(ValueError): ray::RayWorkerWrapper.execute_method() (pid=2202, ip=10.0.0.3)',
    ]);
  });

  it('should cut a logging prefix (VLLM_LOGGING_PREFIX) glued before the level', () => {
    expect(read('[node-7] WARNING 08-14 10:00:00 [mooncake_connector.py:72] Please install mooncake')[0]).toMatchObject({
      text: 'Please install mooncake',
      level: 'WARNING',
      logLine: 72,
    });
  });

  it('should split CRLF and CR line endings and count lines from the block start', () => {
    expect(toLogLines([codeBlock('a\r\nb\rc', 10)]).map((line) => [line.line, line.text])).toEqual([
      [10, 'a'],
      [11, 'b'],
      [12, 'c'],
    ]);
  });

  it('should strip the quote markers of a block pasted as a quote', () => {
    expect(texts('> [rank0]: Traceback (most recent call last):\n> [rank0]:   File "a.py", line 1, in f\n>\n> [rank0]: ValueError: x')).toEqual([
      'Traceback (most recent call last):',
      '  File "a.py", line 1, in f',
      '',
      'ValueError: x',
    ]);
  });

  it("should keep pytest's > marker in a block that is not all quoted", () => {
    expect(texts('    def f():\n>       assert x\nE       AssertionError')).toEqual(['    def f():', '>       assert x', 'E       AssertionError']);
  });

  it('should turn a traceback flattened onto one line back into its lines', () => {
    const flat =
      'Traceback (most recent call last): File "/x/scheduler.py", line 301, in build_connector_meta raise ValueError(f"Request {req_id} is not in _unfinished_requests") ValueError: Request r9 is not in _unfinished_requests';
    expect(toLogLines([{ ...codeBlock(flat, 5), kind: 'inline-code' }]).map((line) => [line.line, line.text])).toEqual([
      [5, 'Traceback (most recent call last):'],
      [5, '  File "/x/scheduler.py", line 301, in build_connector_meta'],
      [5, '    raise ValueError(f"Request {req_id} is not in _unfinished_requests")'],
      [5, 'ValueError: Request r9 is not in _unfinished_requests'],
    ]);
  });

  it('should split a whole log collapsed into one inline code span at its repeated log prefixes', () => {
    const head = '(Worker_TP1 pid=3071) ERROR 10-04 21:08:44 [nixl_connector.py:977]';
    const flat = [
      `${head} Handshake with remote engine 5d1e failed`,
      `${head} Traceback (most recent call last):`,
      `${head}   File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 970, in _handshake`,
      `${head}     self._check_layout(meta)`,
      `${head} ValueError: remote kv layout HND does not match local NHD`,
    ].join(' ');
    expect(toLogLines([{ ...codeBlock(flat, 7), kind: 'inline-code' }]).map((line) => [line.line, line.process, line.logFile, line.text])).toEqual([
      [7, 'Worker_TP1 pid=3071', 'nixl_connector.py', 'Handshake with remote engine 5d1e failed'],
      [7, 'Worker_TP1 pid=3071', 'nixl_connector.py', 'Traceback (most recent call last):'],
      [
        7,
        'Worker_TP1 pid=3071',
        'nixl_connector.py',
        '  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 970, in _handshake',
      ],
      [7, 'Worker_TP1 pid=3071', 'nixl_connector.py', '    self._check_layout(meta)'],
      [7, 'Worker_TP1 pid=3071', 'nixl_connector.py', 'ValueError: remote kv layout HND does not match local NHD'],
    ]);
  });

  it('should split log records glued without a space, and logger prefixes without a process', () => {
    const glued =
      '(EngineCore_DP0 pid=902) INFO 01-12 03:04:05 [core.py:88] scheduled ids : 2(EngineCore_DP0 pid=902) ERROR 01-12 03:04:06 [patch_core.py:70] Worker failed';
    expect(texts(glued)).toEqual(['scheduled ids : 2', 'Worker failed']);
    expect(texts('INFO 01-12 03:04:05 [core.py:88] started ERROR 01-12 03:04:06 [core.py:91] EngineCore failed to start.')).toEqual([
      'started',
      'EngineCore failed to start.',
    ]);
  });

  it('should keep a line with one log prefix whole, and prose before glued records as its own line', () => {
    expect(texts('the server said ERROR 01-12 03:04:06 [core.py:91] while I waited')).toHaveLength(1);
    expect(
      texts('our log viewer shows (APIServer pid=77) ERROR 01-12 03:04:06 [serving.py:4] a (APIServer pid=77) ERROR 01-12 03:04:06 [serving.py:4] b'),
    ).toEqual(['our log viewer shows', 'a', 'b']);
  });

  it('should drop a literal ^M at the end of a line', () => {
    expect(texts('ERROR 01-12 03:04:06 [core.py:91] RuntimeError: CUDA error^M\nnext line^M^M')).toEqual(['RuntimeError: CUDA error', 'next line']);
  });

  it('should record the block index and kind of every line', () => {
    const lines = toLogLines([codeBlock('a'), { ...codeBlock('b'), kind: 'text' }]);
    expect(lines.map((line) => [line.block, line.blockKind])).toEqual([
      [0, 'code'],
      [1, 'text'],
    ]);
  });
});
