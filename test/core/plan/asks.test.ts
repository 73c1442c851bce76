import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_ASKS, evaluateAsks, fillPlaceholders, type AskContext } from '../../../src/core/plan/asks/asks.js';
import type { Ask } from '../../../src/core/catalog/types.js';
import type { LogLine, TextSource, Traceback } from '../../../src/core/extract/types.js';
import type { Signals } from '../../../src/core/signals/types.js';
import { signals } from '../../support/build/signals.js';
import { frame, traceback as buildTraceback } from '../../support/build/tracebacks.js';

const body: TextSource = { kind: 'body', id: 0, author: null };
const reply: TextSource = { kind: 'comment', id: 41, author: 'reporter' };

const emptySignals = (): Signals => signals();

function context(signals: Signals, extra: Partial<AskContext> = {}): AskContext {
  return { captures: { req_id: 'chatcmpl-4b1f' }, signals, tracebacks: [], lines: [], ...extra };
}

const lifecycleAsk: Ask = {
  id: 'request-lifecycle',
  text: 'When request `{req_id}` was added, and whether it was aborted.',
  how: 'Restart with `--enable-log-requests` and send the `Added request {req_id}.` line for {req_id}.',
  satisfied_by: [{ kind: 'lifecycle', capture: 'req_id' }],
};

describe('fillPlaceholders', () => {
  it('should put a capture inside an existing code span as plain text, and outside one as inline code', () => {
    expect(fillPlaceholders(lifecycleAsk.how, { req_id: 'chatcmpl-4b1f' })).toBe(
      'Restart with `--enable-log-requests` and send the `Added request chatcmpl-4b1f.` line for `chatcmpl-4b1f`.',
    );
  });

  it('should neutralise hostile captures: no backticks inside a span, no pings, no HTML outside code', () => {
    const hostile = { req_id: '`@admin <img src=x>\n#12`' };
    expect(fillPlaceholders('`Added request {req_id}.`', hostile)).toBe('`Added request @\u200badmin <img src=x>#\u200b12.`');
    expect(fillPlaceholders('`Added request {req_id}.`', { req_id: '@`1' })).toBe('`Added request @\u200b1.`');
    expect(fillPlaceholders('request {req_id}', hostile)).toBe('request `` `@\u200badmin <img src=x> #\u200b12` ``');
  });

  it('should never leave a pingable mention, inside or outside a code span', () => {
    const capture = fc.string({ unit: fc.constantFrom('@', '`', 'a', '1', '\n', ' ', '#', '_'), maxLength: 40 });
    fc.assert(
      fc.property(capture, (value) => {
        const filled = fillPlaceholders('send `Added request {req_id}.` for {req_id}', { req_id: value });
        expect(filled).not.toMatch(/@[A-Za-z0-9_]/);
      }),
      { numRuns: 300 },
    );
  });

  it('should leave an unknown placeholder as its name in code and ignore braces that are not placeholders', () => {
    expect(fillPlaceholders('for {missing} in {"a": 1}', {})).toBe('for `missing` in {"a": 1}');
  });
});

describe('evaluateAsks', () => {
  it('should leave every ask open when the issue holds only the error', () => {
    const statuses = evaluateAsks([lifecycleAsk, ...DEFAULT_ASKS], context(emptySignals()));
    expect(statuses.map((status) => [status.id, status.satisfied, status.satisfiedBy])).toEqual([
      ['request-lifecycle', false, null],
      ['full-traceback', false, null],
      ['vllm-version', false, null],
      ['kv-transfer-config', false, null],
    ]);
    expect(statuses[0]?.text).toBe('When request `chatcmpl-4b1f` was added, and whether it was aborted.');
  });

  it('should tick the lifecycle ask only for lines about that exact request id, not the crash line', () => {
    const signals = emptySignals();
    signals.lifecycle = [
      { requestId: 'chatcmpl-4b1f', kind: 'added', text: 'Added request chatcmpl-4b1f.', timestamp: '09-02 14:11:01', line: 3, source: reply },
      { requestId: 'chatcmpl-4b1f', kind: 'aborted', text: 'Request chatcmpl-4b1f aborted.', timestamp: '09-02 14:11:06', line: 4, source: reply },
      { requestId: 'chatcmpl-4b1f0', kind: 'added', text: 'Added request chatcmpl-4b1f0.', timestamp: null, line: 5, source: reply },
      { requestId: '', kind: 'crash', text: 'EngineCore encountered a fatal error.', timestamp: null, line: 6, source: body },
    ];
    const [status] = evaluateAsks([lifecycleAsk], context(signals));
    expect(status).toMatchObject({ satisfied: true, satisfiedBy: '2 lifecycle lines for `chatcmpl-4b1f`' });
    const [other] = evaluateAsks([lifecycleAsk], context(signals, { captures: { req_id: 'chatcmpl-other' } }));
    expect(other?.satisfied).toBe(false);
  });

  it('should describe each kind of evidence it found', () => {
    const signals = emptySignals();
    signals.vllmVersion = '0.26.0';
    signals.vllmVersionSource = 'collect_env';
    signals.kvTransferConfigs = [{ kvConnector: 'MooncakeStoreConnector', kvRole: 'kv_both', raw: '{}', line: 2, source: body }];
    signals.stats = [
      { preemptions: 0, running: 3, waiting: 0, kvCacheUsage: 50, text: 'Engine 000: …', timestamp: null, line: 7, source: body },
      { preemptions: 9, running: 9, waiting: 5, kvCacheUsage: 99, text: 'Engine 000: …', timestamp: null, line: 8, source: body },
    ];
    signals.mentionsClientAbort = true;
    signals.connectorPackageVersions = { 'mooncake-transfer-engine': '0.3.6', 'nixl-cu12': '0.6.1' };
    const debugLine: LogLine = {
      text: 'Finished sending KV transfer for request x',
      line: 9,
      process: null,
      level: 'DEBUG',
      timestamp: null,
      logFile: null,
      logLine: null,
      block: 0,
      source: body,
    };
    const traceback: Traceback = buildTraceback('ValueError', 'Request x is not in _unfinished_requests', {
      frames: [frame('vllm/v1/engine/core.py', 1, 'step')],
      line: 1,
    });
    const asks: Ask[] = [
      { id: 'stats', text: 't', how: 'h', satisfied_by: [{ kind: 'stats' }] },
      { id: 'config', text: 't', how: 'h', satisfied_by: [{ kind: 'kv-transfer-config' }] },
      { id: 'version', text: 't', how: 'h', satisfied_by: [{ kind: 'vllm-version' }] },
      { id: 'aborts', text: 't', how: 'h', satisfied_by: [{ kind: 'client-abort' }] },
      { id: 'mooncake', text: 't', how: 'h', satisfied_by: [{ kind: 'package-version', package: 'mooncake_transfer_engine' }] },
      { id: 'nixl', text: 't', how: 'h', satisfied_by: [{ kind: 'package-version', package: 'nixl' }] },
      { id: 'lmcache', text: 't', how: 'h', satisfied_by: [{ kind: 'package-version', package: 'lmcache' }] },
      { id: 'debug', text: 't', how: 'h', satisfied_by: [{ kind: 'debug-logs' }] },
      { id: 'traceback', text: 't', how: 'h', satisfied_by: [{ kind: 'traceback' }] },
    ];
    const statuses = evaluateAsks(asks, context(signals, { lines: [debugLine], tracebacks: [traceback] }));
    expect(Object.fromEntries(statuses.map((status) => [status.id, status.satisfiedBy]))).toEqual({
      stats: '2 stats lines, at most 9 preemptions per interval',
      config: 'a `kv_transfer_config` with `MooncakeStoreConnector`',
      version: 'vLLM `0.26.0` (collect_env)',
      aborts: 'the thread says whether clients cancel or time out',
      mooncake: '`mooncake-transfer-engine` `0.3.6`',
      nixl: '`nixl-cu12` `0.6.1`',
      lmcache: null,
      debug: '1 DEBUG log line',
      traceback: 'a traceback with 1 frame',
    });
  });

  it("should not take a config fragment that names no connector and no role for the reporter's kv_transfer_config", () => {
    const signals = emptySignals();
    // vLLM's NIXL hash-mismatch message itself quotes `--kv-transfer-config '{"kv_connector_extra_config": …}'`.
    signals.kvTransferConfigs = [{ kvConnector: null, kvRole: null, raw: '{"kv_connector_extra_config": {}}', line: 4, source: body }];
    const ask: Ask = { id: 'config', text: 't', how: 'h', satisfied_by: [{ kind: 'kv-transfer-config' }] };
    expect(evaluateAsks([ask], context(signals))[0]?.satisfied).toBe(false);
    signals.kvTransferConfigs.push({ kvConnector: null, kvRole: 'kv_consumer', raw: '{"kv_role": "kv_consumer"}', line: 9, source: body });
    // A config is known when its kv_connector is: a role alone shrinks the ask to the connector.
    const roleOnly = evaluateAsks([ask], context(signals))[0];
    expect(roleOnly?.satisfied).toBe(false);
    expect(roleOnly?.text).toContain('The `kv_connector` of your `kv_transfer_config`');
  });

  it('should be satisfied when any one of several detectors finds evidence', () => {
    const signals = emptySignals();
    signals.vllmVersion = '0.25.1';
    const ask: Ask = { id: 'either', text: 't', how: 'h', satisfied_by: [{ kind: 'stats' }, { kind: 'vllm-version' }] };
    expect(evaluateAsks([ask], context(signals))[0]?.satisfiedBy).toBe('vLLM `0.25.1` (text)');
  });
});
