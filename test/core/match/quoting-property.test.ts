// Property test of the normaliser in front of the templates: every curated entry's example line, quoted the ways
// reporters quote it, is still that entry; the same line with one of its literal words changed is not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze.js';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import { compileTemplate, looksLikePrintf } from '../../../src/core/match/templates.js';

/** One entry's error as a single line (`Type: message`, or a logged message) and what it matched on. */
interface ExampleLine {
  id: string;
  line: string;
  exception: string | null;
  template: string;
  captures: Record<string, string>;
  /** A logged message raised in a native library (C++): the kind a glog line carries. */
  native: boolean;
}

const curatedIds = (markdown: string): string[] =>
  analyze(markdown)
    .matches.filter((match) => match.curated)
    .map((match) => match.id);

/** The line each entry's first example is recognised by, for entries matched by a template on one line. */
function exampleLines(): ExampleLine[] {
  const lines: ExampleLine[] = [];
  for (const entry of defaultCatalog().entries) {
    const example = entry.examples[0] ?? '';
    const report = analyze(example);
    const match = report.matches.find((candidate) => candidate.id === entry.id && candidate.template !== null);
    if (match === undefined || match.template === null) continue;
    // A generic error that is the entry's only through its calling or raising frame is never recognised from its line
    // alone (the loader's `libcudart.so.13: cannot open shared object file` is NIXL's only when NIXL's code imported it).
    if (entry.signatures.some((signature) => signature.template === match.template && (signature.caller !== undefined || signature.frame !== undefined)))
      continue;
    const exception =
      match.evidence.kind === 'traceback'
        ? (report.tracebacks[match.evidence.index]?.exception ?? null)
        : (report.errorLines[match.evidence.index]?.exception ?? null);
    const errorLine = match.evidence.kind === 'error-line' ? report.errorLines[match.evidence.index] : undefined;
    // A logged message is an error line by its log prefix: keep its level and file.
    const logged =
      errorLine === undefined
        ? ''
        : `(EngineCore_DP0 pid=2871) ${errorLine.level ?? 'ERROR'} 08-14 10:21:33 [${errorLine.logFile ?? 'core.py'}:${errorLine.logLine ?? 1}] ${errorLine.message}`;
    const line = exception !== null ? `${exception.type}: ${exception.message}` : logged;
    if (line.includes('\n') || line.length > 400 || line.length < 12) continue;
    const native = exception === null && /\.(?:c|cc|cpp|h|hpp)$/.test(entry.source.raised_in?.path ?? '');
    lines.push({ id: entry.id, line, exception: exception?.type ?? null, template: match.template, captures: match.captures, native });
  }
  return lines;
}

const LINES = exampleLines();
const LOG_PREFIX = '(EngineCore_DP0 pid=2871) ERROR 08-14 10:21:33 [core.py:1102] ';

/** Ways a reporter quotes a line in an issue: each turns the line into a body. */
const QUOTINGS: Record<string, (line: string, prose: string, example: ExampleLine) => string | null> = {
  'as printed': (line) => line,
  'with a log prefix': (line) => (line.startsWith('(') ? line : `${LOG_PREFIX}${line}`),
  'in backticks after prose': (line, prose) => `${prose}\n\`${line}\``,
  'in bold': (line) => `**${line}**`,
  'in a table cell': (line) => `| step | error |\n| --- | --- |\n| decode | ${line} |`,
  'in double quotes': (line) => `"${line}"`,
  'after prose in Chinese': (line) => `报错如下：${line}`,
  'before prose in Chinese': (line) => `${line} 请帮忙看看`,
  'with a remark after it': (line) => `${line} (seen on every restart)`,
  'without its final period': (line) => (line.endsWith('.') ? line.slice(0, -1) : null),
  // Cut where the matcher can still tell the template: 40 literal characters shown, the cut in a literal.
  'cut at the end': (line, _prose, example) =>
    literalLength(example.template) >= 48 && line.endsWith(lastLiteral(example.template)) ? line.slice(0, line.length - 4) : null,
  'with an id elided': (line, _prose, example) => elided(line, example.captures, '...'),
  'with an id elided as an ellipsis character': (line, _prose, example) => elided(line, example.captures, '\u2026'),
  'with an id elided as <id>': (line, _prose, example) => elided(line, example.captures, '<id>'),
  // A native library's glog line carries a logged message (a Python exception is never printed under one).
  'under a glog prefix': (line, _prose, example) => (example.native ? `E0808 14:22:31.104512  5793 transfer_engine.cpp:412] ${messageOf(line)}` : null),
  'under a native log prefix': (line) => (line.startsWith('(') ? null : `[2026-08-08 14:22:31.104] [error] ${line}`),
  'as a repr': (line, _prose, example) => (example.exception === null ? null : repr(example.exception, line.slice(example.exception.length + 2))),
  'in single quotes': (line) => `'${line}'`,
  // A native library's line is followed by its own output (`terminate called …`), so only Python's lines are read across a wrap.
  'wrapped over two lines in a pasted log': (line, _prose, example) =>
    wrapped(line) === null || isNative(example) ? null : `\`\`\`\n${wrapped(line)}\n\`\`\``,
  'under a CUDA-specific module path': (line) => (line.startsWith('nixl._bindings.') ? `nixl_cu13.${line.slice('nixl.'.length)}` : null),
  'under the CUDA 12 module path': (line) => (line.startsWith('nixl._bindings.') ? `nixl_cu12.${line.slice('nixl.'.length)}` : null),
  // A class printed without its module (a repr, or a log that prints `type(e).__name__`).
  'without its module path': (line, _prose, example) =>
    example.exception !== null && example.exception.includes('.') ? line.slice(example.exception.lastIndexOf('.') + 1) : null,
  'in a list item': (line) => `Steps:\n\n- start the decode instance\n- it fails with ${line}`,
  // Neither a log line nor a fence: the exception quoted mid-sentence in a paragraph hard-wrapped by the reporter (a
  // logged message without its log prefix is not evidence in prose, so only `Type: message` lines are quoted so).
  'inside a prose paragraph': (line, prose, example) => (example.exception === null ? null : inParagraph(line, prose)),
};

/** A message written into a paragraph of prose that goes on after it, the paragraph wrapped over three lines. */
const inParagraph = (message: string, prose: string): string =>
  `We run one prefill and one decode instance; ${prose}\nafter the first request the worker stops with ${message} and then the proxy\nanswers every request with an error until we restart both.`;

function compiled(template: string): ReturnType<typeof compileTemplate> {
  const printf = looksLikePrintf(template);
  return compileTemplate(template, { printf, fstring: !printf });
}
const literalLength = (template: string): number => compiled(template).literalLength;
/** The template's last literal when it is long enough to hold a 4-character cut, else a text no line ends with. */
function lastLiteral(template: string): string {
  const last = compiled(template).literals.at(-1) ?? '';
  return last.length >= 6 ? last : '\u0000';
}

/** The line with one placeholder's value (seen once, at least 6 characters) replaced by `...`. */
function elided(line: string, captures: Record<string, string>, mark: string): string | null {
  const value = Object.values(captures).find((text) => text.length >= 6 && line.indexOf(text) === line.lastIndexOf(text) && line.includes(text));
  return value === undefined ? null : line.replace(value, mark);
}

/** An entry's line logged by native code (its example's log file is C or C++). */
const isNative = (example: ExampleLine): boolean => example.native || /\[[\w.-]+\.(?:c|cc|cpp|h|hpp):\d+\]/.test(example.line);

/** Python's `repr` of an exception: single quotes unless the message holds one. */
const repr = (type: string, message: string): string => (message.includes("'") && !message.includes('"') ? `${type}("${message}")` : `${type}('${message}')`);

/** A logged line's message, without its vLLM log prefix. */
const messageOf = (line: string): string => line.slice(line.indexOf('] ') + 2);

/** The line broken at its last space before the end, as a terminal or a narrow paste wraps it (null when short). */
function wrapped(line: string): string | null {
  if (line.length < 60) return null;
  const at = line.lastIndexOf(' ', line.length - 12);
  return at < 40 ? null : `${line.slice(0, at)}\n${line.slice(at + 1)}`;
}

/** Prose around a quoted line: words of any script, without colons or backticks that would start another error. */
const prose = fc.constantFrom('the decode pod logs', 'we get', '日志显示', 'la sortie montre', 'после запуска видим');

describe('the quoting normaliser', () => {
  it('should have single-line examples for most curated entries', () => {
    expect(LINES.length).toBeGreaterThanOrEqual(30);
  });

  for (const [name, quote] of Object.entries(QUOTINGS)) {
    it(`should recognise every entry's example line ${name}`, () => {
      // Every entry's line, with prose drawn around it.
      fc.assert(
        fc.property(prose, (words) => {
          for (const example of LINES) {
            const body = quote(example.line, words, example);
            if (body !== null) expect(curatedIds(body), `${example.id}: ${body}`).toContain(example.id);
          }
        }),
        { numRuns: 2, seed: 37 },
      );
    });
  }

  it('should not recognise an entry when one of its literal words is changed', () => {
    for (const example of LINES) {
      const printf = looksLikePrintf(example.template);
      const longest = [...compileTemplate(example.template, { printf, fstring: !printf }).literals].sort((a, b) => b.length - a.length)[0] ?? '';
      const word = longest.split(' ').find((each) => /^[A-Za-z]{4,}$/.test(each));
      if (word === undefined) continue;
      const at = example.line.indexOf(longest.trim());
      if (at < 0) continue;
      const changed = `${example.line.slice(0, at)}${longest.trim().replace(word, `${word.slice(0, -1)}x${word.slice(-1)}`)}${example.line.slice(at + longest.trim().length)}`;
      const bodies = [changed, `**${changed}**`, `${LOG_PREFIX}${changed}`, inParagraph(changed, 'the logs show')];
      for (const body of bodies) expect(curatedIds(body), `${example.id}: ${body}`).not.toContain(example.id);
    }
  });

  it('should read a warning that names the cause of the ImportError after it, whole, cut at the end or wrapped', () => {
    const warning =
      '(APIServer pid=1) WARNING 08-11 02:14:55 [mooncake_connector.py:72] Please install mooncake by following the instructions at https://github.com/kvcache-ai/Mooncake/blob/main/doc/en/build.md to run VLLM with MooncakeTransferEngine.';
    const importError = [
      'Traceback (most recent call last):',
      '  File "<string>", line 1, in <module>',
      'ImportError: libcudart.so.12: cannot open shared object file: No such file or directory',
    ];
    const cut = warning.slice(0, warning.indexOf(' to run VLLM'));
    const wrapped = warning.replace(' to run VLLM', '\nto run VLLM');
    for (const first of [warning, cut, wrapped]) {
      const body = ['```', first, ...importError, '```'].join('\n');
      expect(curatedIds(body), body).toContain('mooncake/not-available');
    }
    // The same ImportError after another library's warning is not Mooncake's.
    const other = [
      '```',
      '(APIServer pid=1) WARNING 08-11 02:14:55 [lmcache_connector.py:40] Please install lmcache to run VLLM with LMCache.',
      ...importError,
      '```',
    ].join('\n');
    expect(curatedIds(other)).not.toContain('mooncake/not-available');
  });

  it("should not take another connector's or another library's message for a known one", () => {
    const nearMisses: [string, string][] = [
      ['RuntimeError: Mooncake Store is not available', 'mooncake/not-available'],
      ['RuntimeError: NIXL is not available on this node, falling back', 'nixl/not-available'],
      ['zmq.error.ZMQError: Address already in use', ''],
      ['mypkg._bindings.nixlRemoteDisconnectError: NIXL_ERR_REMOTE_DISCONNECT', 'nixl/remote-disconnect'],
      ['RuntimeError: NIXL_ERR_NOT_FOUND', 'nixl/status-error'],
      ['ImportError: libascend_hal.so: cannot open shared object file: No such file or directory', 'mooncake/ascend-transport-not-found'],
      ['AssertionError: tokens_per_block=16 is fine', 'offloading/block-size-not-divisible-by-hash-block'],
      ['Get operation failed with error: RPC_FAIL', 'mooncake-store/put-failed'],
      ['E0930 17:40:08.102547  6631 client.cpp:88] Put operation finished with error: OK', 'mooncake-store/put-failed'],
      ['Worker: Process finished for slice (opcode: 0): transport retry counter exceeded', 'mooncake/rdma-slice-failed'],
      ['AssertionError: External KV connector is not supported', 'scheduler/mamba-align-external-tokens'],
      ['AssertionError: Internal KV connector is not verified yet', 'scheduler/mamba-align-external-tokens'],
      ['ImportError: /usr/local/lib/python3.12/dist-packages/vllm/_C.abi3.so: undefined symbol: _ZN3c104cuda9SetDeviceEab', 'lmcache/c-ops-undefined-symbol'],
      [
        'ImportError: /usr/local/lib/python3.12/dist-packages/lmcache/c_ops.cpython-312-x86_64-linux-gnu.so: cannot open shared object file',
        'lmcache/c-ops-undefined-symbol',
      ],
      ['ValueError: vllm model for vllm-instance already registered, doing nothing.', 'lmcache/cacheblend-model-not-registered'],
    ];
    for (const [line, id] of nearMisses) {
      for (const body of [line, `**${line}**`, `| ${line} |`, inParagraph(line, 'the logs show')]) {
        const ids = curatedIds(body);
        if (id === '') expect(ids, body).toEqual([]);
        else expect(ids, body).not.toContain(id);
      }
    }
  });
});
