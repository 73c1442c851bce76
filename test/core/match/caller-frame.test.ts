// Tests for a signature's calling frame: a library's generic error is an entry's only when the traceback runs
// through the entry's code, at any depth (the innermost frame is the library's own).
import { describe, expect, it } from 'vitest';
import compiled from '../../../src/generated/catalog.json' with { type: 'json' };
import type { Catalog, CatalogEntry, Signature } from '../../../src/core/catalog/types.js';
import { matchKnownErrors } from '../../../src/core/match/match.js';
import { errorLine, frame, traceback } from '../../support/build/tracebacks.js';

const PIN = 'c794754062d49a8fdb63ab3c5215b488b865030c';
const SITE = '/usr/local/lib/python3.12/dist-packages/';

/** A catalog of one entry (a real entry's fields, these signatures): what is tested is the signature alone. */
function catalogWith(signatures: Signature[]): Catalog {
  const base = (compiled.entries as CatalogEntry[])[0] as CatalogEntry;
  return { version: 'test', commit: PIN, entries: [{ ...base, id: 'test/caller', signatures }], index: [] };
}

const CALLER = { path_suffix: 'kv_connector/v1/example/listener.py', function: '_listen' };
const callerFrames = [
  frame('/usr/lib/python3.12/threading.py', 1012, 'run', 'self._target(*self._args, **self._kwargs)'),
  frame(`${SITE}vllm/distributed/kv_transfer/kv_connector/v1/example/listener.py`, 88, 'ExampleListener._listen', 'sock.bind(path)'),
  frame(`${SITE}zmq/sugar/socket.py`, 311, 'bind', 'super().bind(addr)'),
  frame('_zmq.py', 917, 'zmq.backend.cython._zmq.Socket.bind', null),
];
const elsewhere = [
  frame(`${SITE}vllm/v1/engine/core.py`, 120, 'EngineCoreProc.__init__', 'sock.bind(path)'),
  frame(`${SITE}zmq/sugar/socket.py`, 311, 'bind', 'super().bind(addr)'),
];

const ids = (catalog: Catalog, ...tracebacks: ReturnType<typeof traceback>[]): string[] =>
  matchKnownErrors({ tracebacks, errorLines: [] }, catalog)
    .filter((match) => match.curated)
    .map((match) => match.id);

describe('a signature with a calling frame', () => {
  const withTemplate = catalogWith([{ exception: 'zmq.error.ZMQError', template: 'Address already in use (addr={addr})', caller: CALLER }]);
  const withoutTemplate = catalogWith([{ exception: 'zmq.error.ZMQError', caller: CALLER }]);

  it('should match when a frame above the innermost one is the caller', () => {
    const error = traceback('zmq.error.ZMQError', "Address already in use (addr='tcp://localhost:5600')", { frames: callerFrames });
    expect(ids(withTemplate, error)).toEqual(['test/caller']);
    expect(ids(withoutTemplate, error)).toEqual(['test/caller']);
  });

  it('should match when the caller is the innermost frame', () => {
    const error = traceback('zmq.error.ZMQError', "Address already in use (addr='tcp://localhost:5600')", { frames: callerFrames.slice(0, 2) });
    expect(ids(withTemplate, error)).toEqual(['test/caller']);
  });

  it('should not match the same error raised through other code', () => {
    const error = traceback('zmq.error.ZMQError', "Address already in use (addr='tcp://localhost:5600')", { frames: elsewhere });
    expect(ids(withTemplate, error)).toEqual([]);
    expect(ids(withoutTemplate, error)).toEqual([]);
  });

  it('should not match the error line alone, without frames', () => {
    const line = errorLine('zmq.error.ZMQError: Address already in use', {
      exception: { type: 'zmq.error.ZMQError', message: "Address already in use (addr='tcp://localhost:5600')" },
    });
    expect(matchKnownErrors({ tracebacks: [], errorLines: [line] }, withTemplate).filter((match) => match.curated)).toEqual([]);
    expect(ids(withTemplate, traceback('zmq.error.ZMQError', "Address already in use (addr='tcp://localhost:5600')"))).toEqual([]);
  });

  it('should hold the function and code line when the signature names them', () => {
    const strict = catalogWith([{ exception: 'zmq.error.ZMQError', caller: { ...CALLER, code: 'sock.connect(path)' } }]);
    const error = traceback('zmq.error.ZMQError', 'Address already in use', { frames: callerFrames });
    expect(ids(strict, error)).toEqual([]);
    const otherFunction = catalogWith([{ exception: 'zmq.error.ZMQError', caller: { ...CALLER, function: '_connect' } }]);
    expect(ids(otherFunction, error)).toEqual([]);
  });
});
