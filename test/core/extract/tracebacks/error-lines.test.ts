// Error lines without a traceback: which lines count, which never do (pasted source, collect_env).
import { describe, expect, it } from 'vitest';
import { isExceptionTypeName, readExceptionLine } from '../../../../src/core/extract/exception-names.js';
import { toLogLines } from '../../../../src/core/extract/logs/log-lines.js';
import { parseTracebacks } from '../../../../src/core/extract/tracebacks/tracebacks.js';
import type { Block, LogLine, TextSource } from '../../../../src/core/extract/types.js';

const BODY: TextSource = { kind: 'body', id: 0, author: null };
const block = (text: string, kind: Block['kind'] = 'code'): Block => ({ kind, text, startLine: 1, section: null, lang: null, source: BODY });
const exceptionsIn = (...blocks: Block[]) => parseTracebacks(toLogLines(blocks)).errorLines.flatMap((line) => (line.exception ? [line.exception] : []));
const errorsIn = (...blocks: Block[]) => parseTracebacks(toLogLines(blocks)).errorLines.map((line) => [line.exception?.type ?? null, line.level, line.message]);

describe('error lines', () => {
  it('should report an exception line standing alone', () => {
    expect(errorsIn(block('ValueError: Request chatcmpl-1 is not in _unfinished_requests', 'text'))).toEqual([
      ['ValueError', null, 'ValueError: Request chatcmpl-1 is not in _unfinished_requests'],
    ]);
  });

  it('should report logger ERROR and CRITICAL lines, and WARNING lines only when they read as errors', () => {
    const log = [
      'INFO 08-14 10:00:00 [async_llm.py:439] Added request r1.',
      'WARNING 08-14 10:00:01 [scheduler.py:2993] Recovered from KV load failure: 1 request(s) rescheduled (16 tokens affected).',
      'WARNING 08-14 10:00:01 [config.py:10] Using the default block size.',
      'ERROR 08-14 10:00:02 [mooncake_backend.py:240] Failed to get 3 keys out of 3.',
      'CRITICAL 08-14 10:00:03 [core.py:1346] EngineCore encountered a fatal error.',
    ].join('\n');
    expect(errorsIn(block(log))).toEqual([
      [null, 'WARNING', 'Recovered from KV load failure: 1 request(s) rescheduled (16 tokens affected).'],
      [null, 'ERROR', 'Failed to get 3 keys out of 3.'],
      [null, 'CRITICAL', 'EngineCore encountered a fatal error.'],
    ]);
  });

  it('should read the exception of a logged error line and keep its level', () => {
    expect(errorsIn(block('(EngineCore_DP0 pid=5) ERROR 08-14 10:00:00 [nixl_connector.py:815] RuntimeError: Remote NIXL agent engine ID mismatch.'))).toEqual([
      ['RuntimeError', 'ERROR', 'RuntimeError: Remote NIXL agent engine ID mismatch.'],
    ]);
  });

  it('should find an exception named in the middle of a sentence', () => {
    expect(errorsIn(block('And the error is: AssertionError: Missing current block table for store request r2', 'text'))).toEqual([
      ['AssertionError', null, 'AssertionError: Missing current block table for store request r2'],
    ]);
  });

  it('should read an exception logged by its repr at the end of a line', () => {
    expect(
      parseTracebacks(toLogLines([block("WARNING 08-14 10:00:00 [worker.py:116] Exception in ('CPU', 'GPU') transfer 235: AssertionError()")])).errorLines.map(
        (line) => line.exception,
      ),
    ).toEqual([{ type: 'AssertionError', message: '' }]);
  });

  it('should read a repr logged at the start of a line after the log prefixes as the exception', () => {
    const log = [
      '(EngineCore_DP0 pid=41) ERROR 03-02 09:14:07 [core.py:977] EngineCore failed to start.',
      "(EngineCore_DP0 pid=41) ERROR 03-02 09:14:07 [core.py:977] KeyError('engine-7f3a')",
    ].join('\n');
    expect(errorsIn(block(log))).toEqual([
      [null, 'ERROR', 'EngineCore failed to start.'],
      ['KeyError', 'ERROR', "KeyError('engine-7f3a')"],
    ]);
    expect(exceptionsIn(block("ERROR 11-30 08:00:01 engine.py:301] nixlUnknownError('NIXL_ERR_UNKNOWN')"))).toEqual([
      { type: 'nixlUnknownError', message: 'NIXL_ERR_UNKNOWN' },
    ]);
  });

  it('should read a repr glued after a colon as the exception', () => {
    expect(exceptionsIn(block("output:RuntimeError('Only the paged attention backend is supported.')", 'text'))).toEqual([
      { type: 'RuntimeError', message: 'Only the paged attention backend is supported.' },
    ]);
  });

  it('should read a repr logged after a word as the exception', () => {
    const prose = "The loader failed with ImportError('dlopen(/opt/lib/libfoo.so, 6): image not found') and the worker quit.";
    expect(errorsIn(block(prose, 'text'))).toEqual([
      ['ImportError', null, "ImportError('dlopen(/opt/lib/libfoo.so, 6): image not found') and the worker quit."],
    ]);
    expect(exceptionsIn(block(prose, 'text'))).toEqual([{ type: 'ImportError', message: 'dlopen(/opt/lib/libfoo.so, 6): image not found' }]);
  });

  it('should read a repr whose argument holds escaped quotes and parentheses', () => {
    expect(exceptionsIn(block('ERROR 04-01 10:00:00 [engine.py:12] TypeError("\'Status\' object is not subscriptable (got 3)")'))).toEqual([
      { type: 'TypeError', message: "'Status' object is not subscriptable (got 3)" },
    ]);
    expect(exceptionsIn(block("ValueError('it\\'s not a block id: 12')", 'text'))).toEqual([{ type: 'ValueError', message: "it's not a block id: 12" }]);
  });

  it('should read a repr followed by a literal ^M or a full-width parenthesis', () => {
    expect(exceptionsIn(block("ERROR 02-02 02:02:02 [core.py:5] IndexError('tuple index out of range')^M"))).toEqual([
      { type: 'IndexError', message: 'tuple index out of range' },
    ]);
    expect(exceptionsIn(block("重启之后还是 IndexError('list index out of range')（第二次）", 'text'))).toEqual([
      { type: 'IndexError', message: 'list index out of range' },
    ]);
    expect(exceptionsIn(block("报错 AssertionError（'block 9 missing'）", 'text'))).toEqual([{ type: 'AssertionError', message: 'block 9 missing' }]);
  });

  it('should not read a class called in code as a logged repr', () => {
    const lines = ["raise ValueError('bad block size')", "err = KeyError('r7')", "ValueError(f'bad {size}')", "    return RuntimeError('engine is gone')"];
    expect(lines.flatMap((line) => exceptionsIn(block(line, 'text')))).toEqual([]);
  });

  it('should read an exception after full-width punctuation and keep the original text', () => {
    const prose = '启动后报错如下：RuntimeError: NIXL agent registration failed for engine 5c2d（memory region not registered）';
    expect(errorsIn(block(prose, 'text'))).toEqual([
      ['RuntimeError', null, 'RuntimeError: NIXL agent registration failed for engine 5c2d（memory region not registered）'],
    ]);
    expect(exceptionsIn(block('日志里只有一行，ValueError: block_size 64 is not supported', 'text'))).toEqual([
      { type: 'ValueError', message: 'block_size 64 is not supported' },
    ]);
    expect(exceptionsIn(block('RuntimeError：端口 5600 已被占用', 'text'))).toEqual([{ type: 'RuntimeError', message: '端口 5600 已被占用' }]);
  });

  it('should report ERROR and CRITICAL lines of native log files as messages without an exception', () => {
    const glog = (level: string, text: string, logFile: string): LogLine => ({
      text,
      line: 1,
      process: null,
      level,
      timestamp: '0210 04:12:55.801410',
      logFile,
      logLine: 612,
      block: 0,
      blockKind: 'code',
      source: BODY,
    });
    const lines = [
      glog('ERROR', 'PutStart failed for key 4f1e-9: NO_AVAILABLE_HANDLE', 'master_service.cpp'),
      glog('CRITICAL', 'Check failed: segment != nullptr RuntimeError: lost', 'client.cc'),
      glog('INFO', 'Mounting segment of 64 GB', 'client.cc'),
    ];
    expect(parseTracebacks(lines).errorLines.map((line) => [line.exception, line.level, line.logFile, line.message])).toEqual([
      [null, 'ERROR', 'master_service.cpp', 'PutStart failed for key 4f1e-9: NO_AVAILABLE_HANDLE'],
      [null, 'CRITICAL', 'client.cc', 'Check failed: segment != nullptr RuntimeError: lost'],
    ]);
  });

  it('should not run a message on into a glog line with an eight-digit date', () => {
    const log = 'ValueError: no free segment for key 3a9\nE20260311 08:15:02.114205 90211 client_service.cpp:77] Put failed';
    expect(exceptionsIn(block(log))).toEqual([{ type: 'ValueError', message: 'no free segment for key 3a9' }]);
  });

  it('should report a UCX ERROR line with its native file and message', () => {
    const ucx =
      '[1760012345.123456] [gpu-node-3:2201 :0]       tcp_ep.c:1307 UCX  ERROR tcp_ep 0x55d0 (state=CONNECTED): send(110) failed: Connection reset by peer';
    const found = parseTracebacks(toLogLines([block(ucx)])).errorLines;
    expect(found.map((line) => [line.exception, line.level, line.logFile, line.logLine, line.message])).toEqual([
      [null, 'ERROR', 'tcp_ep.c', 1307, 'tcp_ep 0x55d0 (state=CONNECTED): send(110) failed: Connection reset by peer'],
    ]);
    expect(errorsIn(block('[1760012345.123456] [gpu-node-3:2201 :0]       tcp_ep.c:1307 UCX  DIAG  keepalive sent'))).toEqual([]);
  });

  it('should report an argparse usage error, and not prose that only says error', () => {
    const usage =
      'usage: api_server.py [-h] [--host HOST]\napi_server.py: error: unrecognized arguments: --kv-transfer-config {"kv_connector":"NixlConnector"}';
    expect(errorsIn(block(usage))).toEqual([
      [null, null, 'api_server.py: error: unrecognized arguments: --kv-transfer-config {"kv_connector":"NixlConnector"}'],
    ]);
    expect(errorsIn(block("vllm serve: error: argument --max-model-len: invalid int value: '8k'"))).toHaveLength(1);
    expect(errorsIn(block('Note: error: this is just a heading we used', 'text'))).toEqual([]);
  });

  it('should report a glibc assertion failure with its source file, also when the paste cut it after the file', () => {
    const found = parseTracebacks(
      toLogLines([block("python3: /build/store/src/transfer_task.c:88: void wait_task(struct task *): Assertion `task->done' failed.")]),
    ).errorLines;
    expect(found.map((line) => [line.exception, line.logFile, line.logLine])).toEqual([[null, 'transfer_task.c', 88]]);
    const cut = parseTracebacks(
      toLogLines([block('INFO 06-16 09:49:30 [engine.py:313] Added request cmpl-3.\npython3: /build/store/src/transfer_task.c')]),
    ).errorLines;
    expect(cut.map((line) => [line.logFile, line.message])).toEqual([['transfer_task.c', 'python3: /build/store/src/transfer_task.c']]);
    expect(errorsIn(block('source: /usr/src/app/main.c is where it starts', 'text'))).toEqual([]);
  });

  it('should not report source code that merely contains assert and raise', () => {
    const source = [
      'def request_finished(self, request):',
      '    assert tracker is not None',
      '    raise ValueError(f"Request {req_id} is not in _unfinished_requests")',
      '',
      '    Raises:',
      '        ValueError: if the tracker is missing.',
    ].join('\n');
    expect(errorsIn(block(source))).toEqual([]);
  });

  it('should not treat a collect_env dump as errors', () => {
    const env = [
      'Collecting environment information...',
      'PyTorch version              : 2.9.0',
      'Is CUDA available            : True',
      'ConnectionError: not an error here',
      'vLLM Version                 : 0.26.0',
    ].join('\n');
    expect(errorsIn(block(env))).toEqual([]);
  });

  it('should not report again a final line that a traceback already holds', () => {
    const traceback = 'Traceback (most recent call last):\n  File "a.py", line 1, in f\n    g()\nValueError: Request r3 is not in _unfinished_requests';
    expect(errorsIn(block(traceback), block('ValueError: Request r3 is not in _unfinished_requests.', 'text'))).toEqual([]);
  });

  it('should report the same error line once', () => {
    expect(errorsIn(block('ERROR 08-14 10:00:00 [x.py:1] Failed to connect.\nERROR 08-14 10:00:00 [x.py:1] Failed to connect.'))).toEqual([
      [null, 'ERROR', 'Failed to connect.'],
    ]);
  });

  it('should leave caret lines and cut-off frames of a logged traceback out', () => {
    expect(
      errorsIn(
        block('ERROR 08-14 10:00:00 [core.py:1]            ^^^^^^^^^\nERROR 08-14 10:00:00 [core.py:1]   File "/usr/local/lib/python3.12/dist-packages/vll'),
      ),
    ).toEqual([]);
  });
});

describe('exception names', () => {
  it('should accept exception type names and refuse ordinary words', () => {
    const names = [
      'ValueError',
      'nixl._bindings.nixlBackendError',
      'KeyboardInterrupt',
      'torch._dynamo.exc.Unsupported',
      'RayTaskError(ValueError)',
      'Error',
      'Note',
      'vLLM Version',
      'assert',
    ];
    expect(names.map(isExceptionTypeName)).toEqual([true, true, true, true, true, false, false, false, false]);
  });

  it('should read Type: message strictly, and any CamelCase type leniently', () => {
    expect([
      readExceptionLine('ValueError: x'),
      readExceptionLine('AssertionError'),
      readExceptionLine('Note: x'),
      readExceptionLine('Note: x', false),
      readExceptionLine('else:', false),
    ]).toEqual([{ type: 'ValueError', message: 'x' }, { type: 'AssertionError', message: '' }, null, { type: 'Note', message: 'x' }, null]);
  });
});
