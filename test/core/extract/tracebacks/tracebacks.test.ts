// Stage 3: tracebacks read from log lines: frames, final lines, chains, carets, truncation, deduplication.
import { describe, expect, it } from 'vitest';
import { toLogLines } from '../../../../src/core/extract/logs/log-lines.js';
import { parseTracebacks } from '../../../../src/core/extract/tracebacks/tracebacks.js';
import type { Block, TextSource } from '../../../../src/core/extract/types.js';

const BODY: TextSource = { kind: 'body', id: 0, author: null };
const parse = (text: string, kind: Block['kind'] = 'code') =>
  parseTracebacks(toLogLines([{ kind, text, startLine: 1, section: null, lang: null, source: BODY }]));
const STORE = '/usr/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py';

describe('parseTracebacks', () => {
  it('should read frames with file, line, function and code, and the final exception', () => {
    const { tracebacks } = parse(
      [
        'Traceback (most recent call last):',
        `  File "${STORE}", line 301, in build_connector_meta`,
        '    raise ValueError(',
        'ValueError: Request r1 is not in _unfinished_requests',
      ].join('\n'),
    );
    expect(tracebacks).toEqual([
      {
        exception: { type: 'ValueError', message: 'Request r1 is not in _unfinished_requests' },
        frames: [{ file: STORE, line: 301, function: 'build_connector_meta', code: 'raise ValueError(' }],
        truncated: false,
        chain: { group: 0, position: 0, relation: 'first' },
        line: 1,
        processes: [],
        occurrences: 1,
        timestamp: null,
        source: BODY,
      },
    ]);
  });

  it('should keep dotted exception types and read an exception without a message', () => {
    const dotted = parse('Traceback (most recent call last):\n  File "a.py", line 1, in f\n    x()\nnixl._bindings.nixlBackendError: NIXL_ERR_BACKEND');
    const bare = parse('Traceback (most recent call last):\n  File "a.py", line 2, in g\n    assert tracker is not None\nAssertionError');
    expect(dotted.tracebacks[0]?.exception).toEqual({ type: 'nixl._bindings.nixlBackendError', message: 'NIXL_ERR_BACKEND' });
    expect(bare.tracebacks[0]?.exception).toEqual({ type: 'AssertionError', message: '' });
  });

  it('should skip Python 3.11+ caret lines and keep the code line', () => {
    const { tracebacks } = parse(
      'Traceback (most recent call last):\n  File "a.py", line 1, in f\n    return g(x)\n           ^^^^\n  File "b.py", line 2, in g\n    y = d[k]\n        ~^^^\nKeyError: 3',
    );
    expect(tracebacks[0]?.frames.map((frame) => frame.code)).toEqual(['return g(x)', 'y = d[k]']);
    expect(tracebacks[0]?.exception).toEqual({ type: 'KeyError', message: '3' });
  });

  it('should read frames printed without indentation', () => {
    const { tracebacks } = parse(
      'File "a.py", line 1, in f\nexec(code, run_globals)\nFile "b.py", line 2, in g\nraise KeyError(name)\nKeyError: \'lm_head.weight\'',
    );
    expect(tracebacks[0]?.frames.map((frame) => [frame.file, frame.code])).toEqual([
      ['a.py', 'exec(code, run_globals)'],
      ['b.py', 'raise KeyError(name)'],
    ]);
    expect(tracebacks[0]?.exception?.type).toBe('KeyError');
    expect(tracebacks[0]?.truncated).toBe(true);
  });

  it('should chain sections by cause and context in one group', () => {
    const text = [
      'Traceback (most recent call last):',
      '  File "a.py", line 1, in f',
      '    g()',
      'KeyError: 1',
      '',
      'During handling of the above exception, another exception occurred:',
      '',
      'Traceback (most recent call last):',
      '  File "b.py", line 2, in h',
      '    f()',
      'ValueError: 2',
      '',
      'The above exception was the direct cause of the following exception:',
      '',
      'Traceback (most recent call last):',
      '  File "c.py", line 3, in i',
      '    h()',
      'RuntimeError: 3',
      '',
      'Traceback (most recent call last):',
      '  File "d.py", line 4, in j',
      '    k()',
      'OSError: 4',
    ].join('\n');
    expect(parse(text).tracebacks.map((traceback) => [traceback.exception?.type, traceback.chain])).toEqual([
      ['KeyError', { group: 0, position: 0, relation: 'first' }],
      ['ValueError', { group: 0, position: 1, relation: 'context' }],
      ['RuntimeError', { group: 0, position: 2, relation: 'cause' }],
      ['OSError', { group: 1, position: 0, relation: 'first' }],
    ]);
  });

  it('should mark a traceback truncated when its final line or its header is missing', () => {
    const noEnd = parse('Traceback (most recent call last):\n  File "a.py", line 1, in f\n    g()');
    const noHeader = parse('    g()\n  File "a.py", line 1, in f\n    raise ValueError(x)\nValueError: x');
    expect([noEnd.tracebacks[0]?.truncated, noEnd.tracebacks[0]?.exception]).toEqual([true, null]);
    expect([noHeader.tracebacks[0]?.truncated, noHeader.tracebacks[0]?.exception?.type]).toEqual([true, 'ValueError']);
  });

  it('should count the same traceback printed by two processes once, with both processes', () => {
    const lines = ['Traceback (most recent call last):', '  File "w.py", line 9, in run', '    step()', 'RuntimeError: boom'];
    const text = lines
      .flatMap((line) => [
        `(Worker_TP0 pid=1) ERROR 08-14 10:00:00 [multiproc_executor.py:1] ${line}`,
        `(Worker_TP1 pid=2) ERROR 08-14 10:00:00 [multiproc_executor.py:1] ${line}`,
      ])
      .join('\n');
    const { tracebacks } = parse(text);
    expect(tracebacks.map((traceback) => [traceback.exception?.message, traceback.processes, traceback.occurrences, traceback.timestamp])).toEqual([
      ['boom', ['Worker_TP0 pid=1', 'Worker_TP1 pid=2'], 2, '08-14 10:00:00'],
    ]);
  });

  it('should join a message wrapped onto the following lines in a code block', () => {
    const { tracebacks } = parse(
      'Traceback (most recent call last):\n  File "a.py", line 1, in f\n    raise RuntimeError(msg)\nRuntimeError: CUDA error: an illegal memory access was encountered\nCUDA kernel errors might be asynchronously reported at some other API call.\n\nnext output',
    );
    expect(tracebacks[0]?.exception?.message).toBe(
      'CUDA error: an illegal memory access was encountered\nCUDA kernel errors might be asynchronously reported at some other API call.',
    );
  });

  it('should not run a message on into the prose after an unfenced traceback', () => {
    const { tracebacks } = parse(
      'Traceback (most recent call last):\n  File "a.py", line 1, in f\n    g()\nValueError: Request r1 is not in _unfinished_requests\nI tried restarting but it came back.',
      'text',
    );
    expect(tracebacks[0]?.exception?.message).toBe('Request r1 is not in _unfinished_requests');
  });

  it('should read a Jupyter traceback: cell and file frames, arrow lines as code', () => {
    const text = [
      'ValueError                                Traceback (most recent call last)',
      'Cell In[2], line 4',
      '      3 x = 1',
      '----> 4 run(x)',
      '',
      'File ~/lib/run.py:12, in run(value)',
      '     11 def run(value):',
      '---> 12     raise ValueError(value)',
      '',
      'ValueError: 1',
    ].join('\n');
    expect(parse(text).tracebacks.map((traceback) => [traceback.exception, traceback.frames, traceback.truncated])).toEqual([
      [
        { type: 'ValueError', message: '1' },
        [
          { file: 'Cell In[2]', line: 4, function: null, code: 'run(x)' },
          { file: '~/lib/run.py', line: 12, function: 'run', code: 'raise ValueError(value)' },
        ],
        false,
      ],
    ]);
  });

  it('should read a pytest failure: location frames, > code lines, E lines and the final location', () => {
    const text = [
      '    def test_x():',
      '>       build()',
      '',
      'tests/test_x.py:10: ',
      '_ _ _ _ _ _',
      '',
      '    def build():',
      '>       raise KeyError("r1")',
      "E       KeyError: 'r1'",
      '',
      'src/store.py:5: KeyError',
    ].join('\n');
    expect(parse(text).tracebacks.map((traceback) => [traceback.exception, traceback.frames, traceback.truncated])).toEqual([
      [
        { type: 'KeyError', message: "'r1'" },
        [
          { file: 'tests/test_x.py', line: 10, function: null, code: 'build()' },
          { file: 'src/store.py', line: 5, function: null, code: 'raise KeyError("r1")' },
        ],
        false,
      ],
    ]);
  });

  it('should read a logged tail whose frames were cut (a raise line, then the final line)', () => {
    const { tracebacks, errorLines } = parse(
      'ERROR 01-12 17:11:19 [core.py:936]     raise RuntimeError("NIXL is not available")\nERROR 01-12 17:11:19 [core.py:936] RuntimeError: NIXL is not available',
    );
    expect(tracebacks.map((traceback) => [traceback.exception?.type, traceback.frames.length, traceback.truncated])).toEqual([['RuntimeError', 0, true]]);
    expect(errorLines).toEqual([]);
  });

  it('should read a frame line a terminal wrapped in the middle of its path', () => {
    const { tracebacks } = parse(
      `Traceback (most recent call last):\n  File "/usr/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/sch\neduler.py", line 301, in build_connector_meta\n    raise ValueError(\nValueError: Request r1 is not in _unfinished_requests`,
    );
    expect(tracebacks.map((traceback) => [traceback.frames.map((frame) => [frame.file, frame.line, frame.code]), traceback.exception?.type])).toEqual([
      [[[STORE, 301, 'raise ValueError(']], 'ValueError'],
    ]);
  });

  it('should never throw on lines that only look like traceback parts', () => {
    const text = [
      'File "',
      'Traceback (most recent call last):',
      'During handling of the above exception, another exception occurred:',
      'E ',
      '> ',
      '----> ',
      'x.py:1: ',
      ':',
      'Error:',
    ].join('\n');
    expect(() => parse(text)).not.toThrow();
  });
});

describe('a traceback cut at its header', () => {
  it('should read a traceback header that is the last line of the text as a traceback without frames', () => {
    const log = [
      '(EngineCore pid=5120) ERROR 02-27 16:40:01 [core.py:1088] EngineCore encountered a fatal error.',
      '(EngineCore pid=5120) ERROR 02-27 16:40:01 [core.py:1088] Traceback (most recent call last):',
    ].join('\n');
    const { tracebacks, errorLines } = parse(log);
    expect(tracebacks.map((traceback) => [traceback.exception, traceback.frames.length, traceback.truncated, traceback.processes])).toEqual([
      [null, 0, true, ['EngineCore pid=5120']],
    ]);
    expect(errorLines.map((line) => line.message)).toEqual(['EngineCore encountered a fatal error.']);
  });

  it('should read a header followed only by a frame cut mid-path as a traceback without frames', () => {
    const log = 'ERROR 02-27 16:40:01 [core.py:1088] Traceback (most recent call last):\nERROR 02-27 16:40:01 [core.py:1088]   File "/usr/local/lib/pyt';
    const { tracebacks, errorLines } = parse(log);
    expect(tracebacks.map((traceback) => traceback.frames.length)).toEqual([0]);
    expect(errorLines).toEqual([]);
  });

  it('should not keep a header with nothing after it when more text follows in the same stream', () => {
    expect(parse('Traceback (most recent call last):\nI could not copy the rest, sorry.').tracebacks).toEqual([]);
  });
});

describe('escaped one-line tracebacks', () => {
  const tracebacksOf = (text: string) =>
    parseTracebacks(toLogLines([{ kind: 'text', text, startLine: 1, section: null, lang: null, source: { kind: 'body', id: 0, author: null } }])).tracebacks;

  it('should read an escaped one-line traceback whose header the paste cut off', () => {
    const line =
      '-packages/httpx/_transports/default.py", line 72, in map_httpcore_exceptions\\n    yield\\n  File "/srv/app/venv/lib/python3.11/site-packages/httpx/_transports/default.py", line 236, in handle_request\\n    resp = self._pool.handle_request(req)\\n  File "/srv/app/venv/lib/python3.11/site-packages/httpcore/_sync/connection.py", line 101, in handle_request\\n    raise exc\\nhttpx.ConnectError: [Errno 111] Connection refused to (\\\'10.0.0.9\\\', 8200)\\n\',)';
    const [traceback] = tracebacksOf(line);
    expect(traceback?.exception).toEqual({ type: 'httpx.ConnectError', message: "[Errno 111] Connection refused to ('10.0.0.9', 8200)" });
    expect(traceback?.frames.map((frame) => frame.line)).toEqual([236, 101]);
  });

  it('should read a headerless escaped traceback inside a JSON string, and keep the text before it', () => {
    const line =
      '{"msg": "worker died", "exc": "in worker loop:\\n  File \\"/app/a.py\\", line 3, in run\\n    step()\\n  File \\"/app/b.py\\", line 9, in step\\n    raise KeyError(k)\\nKeyError: \'blk-77\'", "pid": 12}';
    const [traceback] = tracebacksOf(line);
    expect(traceback?.exception).toEqual({ type: 'KeyError', message: "'blk-77'" });
    expect(traceback?.frames.map((frame) => frame.file)).toEqual(['/app/a.py', '/app/b.py']);
    const lines = toLogLines([{ kind: 'code', text: line, startLine: 1, section: null, lang: null, source: BODY }]).map((logLine) => logLine.text);
    expect(lines.slice(0, 2)).toEqual(['{"msg": "worker died", "exc": "', 'in worker loop:']);
  });

  it('should not unfold a line with a single escaped frame', () => {
    expect(tracebacksOf('see the log: "\\n  File \\"/app/a.py\\", line 3, in run" and nothing else')).toEqual([]);
  });

  it('should read a frame a terminal cut short (`, in>`) with its file and line, the function unknown', () => {
    const { tracebacks } = parse(
      [`  File "${STORE}", line 301, in>`, '    raise ValueError(', 'ValueError: Request r1 is not in _unfinished_requests'].join('\n'),
    );
    expect(tracebacks[0]?.frames).toEqual([{ file: STORE, line: 301, function: null, code: 'raise ValueError(' }]);
  });
});
