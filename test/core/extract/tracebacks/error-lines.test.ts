// Error lines without a traceback: which lines count, which never do (pasted source, collect_env).
import { describe, expect, it } from 'vitest';
import { isExceptionTypeName, readExceptionLine } from '../../../../src/core/extract/exception-names.js';
import { toLogLines } from '../../../../src/core/extract/logs/log-lines.js';
import { parseTracebacks } from '../../../../src/core/extract/tracebacks/tracebacks.js';
import type { Block, TextSource } from '../../../../src/core/extract/types.js';

const BODY: TextSource = { kind: 'body', id: 0, author: null };
const block = (text: string, kind: Block['kind'] = 'code'): Block => ({ kind, text, startLine: 1, section: null, lang: null, source: BODY });
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
    expect(parseTracebacks(toLogLines([block("WARNING 08-14 10:00:00 [worker.py:116] Exception in ('CPU', 'GPU') transfer 235: AssertionError()")])).errorLines.map((line) => line.exception)).toEqual([
      { type: 'AssertionError', message: '' },
    ]);
  });

  it('should not report source code that merely contains assert and raise', () => {
    const source = ['def request_finished(self, request):', '    assert tracker is not None', '    raise ValueError(f"Request {req_id} is not in _unfinished_requests")', '', '    Raises:', '        ValueError: if the tracker is missing.'].join('\n');
    expect(errorsIn(block(source))).toEqual([]);
  });

  it('should not treat a collect_env dump as errors', () => {
    const env = ['Collecting environment information...', 'PyTorch version              : 2.9.0', 'Is CUDA available            : True', 'ConnectionError: not an error here', 'vLLM Version                 : 0.26.0'].join('\n');
    expect(errorsIn(block(env))).toEqual([]);
  });

  it('should not report again a final line that a traceback already holds', () => {
    const traceback = 'Traceback (most recent call last):\n  File "a.py", line 1, in f\n    g()\nValueError: Request r3 is not in _unfinished_requests';
    expect(errorsIn(block(traceback), block('ValueError: Request r3 is not in _unfinished_requests.', 'text'))).toEqual([]);
  });

  it('should report the same error line once', () => {
    expect(errorsIn(block('ERROR 08-14 10:00:00 [x.py:1] Failed to connect.\nERROR 08-14 10:00:00 [x.py:1] Failed to connect.'))).toEqual([[null, 'ERROR', 'Failed to connect.']]);
  });

  it('should leave caret lines and cut-off frames of a logged traceback out', () => {
    expect(errorsIn(block('ERROR 08-14 10:00:00 [core.py:1]            ^^^^^^^^^\nERROR 08-14 10:00:00 [core.py:1]   File "/usr/local/lib/python3.12/dist-packages/vll'))).toEqual([]);
  });
});

describe('exception names', () => {
  it('should accept exception type names and refuse ordinary words', () => {
    const names = ['ValueError', 'nixl._bindings.nixlBackendError', 'KeyboardInterrupt', 'torch._dynamo.exc.Unsupported', 'RayTaskError(ValueError)', 'Error', 'Note', 'vLLM Version', 'assert'];
    expect(names.map(isExceptionTypeName)).toEqual([true, true, true, true, true, false, false, false, false]);
  });

  it('should read Type: message strictly, and any CamelCase type leniently', () => {
    expect([readExceptionLine('ValueError: x'), readExceptionLine('AssertionError'), readExceptionLine('Note: x'), readExceptionLine('Note: x', false), readExceptionLine('else:', false)]).toEqual([
      { type: 'ValueError', message: 'x' },
      { type: 'AssertionError', message: '' },
      null,
      { type: 'Note', message: 'x' },
      null,
    ]);
  });
});
