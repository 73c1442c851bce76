// Scores the analyser on the realistic corpus (issue shapes the dev corpus lacks), so a regression in generalisation shows.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/core/analyze.js';
import { evaluateCorpus, truthCount } from '../support/eval-corpus.js';

const corpus = fileURLToPath(new URL('../fixtures/corpus-realistic', import.meta.url));

function issue(name: string): string {
  return readFileSync(`${corpus}/issues/${name}`, 'utf8');
}

describe('eval on the realistic corpus', () => {
  it('should score every issue of the corpus', async () => {
    const score = await evaluateCorpus(corpus);
    const issues = truthCount(corpus);
    expect(score.issues).toHaveLength(issues);
    expect(score.issues.length).toBeGreaterThanOrEqual(20);
  });

  it('should find at least 95 % of the final exceptions', async () => {
    const score = await evaluateCorpus(corpus);
    const missed = score.issues.flatMap((entry) => entry.missedExceptions.map((text) => `${entry.file}: ${text}`));
    expect(missed).toEqual([]);
    expect(score.exceptionRecall.ratio).toBeGreaterThanOrEqual(0.95);
  });

  it('should find at least 90 % of the expected connector families', async () => {
    const score = await evaluateCorpus(corpus);
    expect(score.connectorRecall.ratio).toBeGreaterThanOrEqual(0.9);
  });

  it('should raise no false alarm on a negative issue', async () => {
    const score = await evaluateCorpus(corpus);
    expect(score.falseAlarms.negatives).toBeGreaterThanOrEqual(6);
    expect(score.falseAlarms.files).toEqual([]);
    expect(score.falseAlarms.count).toBe(0);
  });

  it('should read the vLLM version of at least 95 % of the issues that state one', async () => {
    const score = await evaluateCorpus(corpus);
    expect(score.versionAccuracy.ratio).toBeGreaterThanOrEqual(0.95);
  });
});

describe('shapes of the realistic corpus', () => {
  it('should read both tracebacks of a Python 3.11 exception group', () => {
    const report = analyze(issue('exception-group.md'));
    const types = report.tracebacks.map((traceback) => traceback.exception?.type);
    expect(types).toEqual(['ExceptionGroup', 'ConnectionError']);
    const inner = report.tracebacks[1];
    expect(inner?.frames.at(-1)?.file).toContain('lmcache/v1/storage_backend/connector/lm_connector.py');
  });

  it('should unescape a traceback held in a JSON log record', () => {
    const report = analyze(issue('json-log-nixl.md'));
    expect(report.tracebacks.map((traceback) => traceback.exception)).toEqual([
      { type: 'RuntimeError', message: 'NIXL transfer failed with status NIXL_ERR_REMOTE_DISCONNECT' },
    ]);
    expect(report.tracebacks[0]?.frames.at(-1)?.file).toContain('kv_connector/v1/nixl_connector.py');
  });

  it('should keep the tracebacks of interleaved data-parallel ranks apart', () => {
    const report = analyze(issue('dp-interleaved.md'));
    const messages = report.tracebacks.map((traceback) => traceback.exception?.message);
    expect(messages).toEqual(["'cmpl-8c1f2d0e-0'", "'cmpl-3e9a7b11-0'"]);
  });

  it('should assemble one traceback per pod from kubectl --prefix lines', () => {
    const report = analyze(issue('kubectl-prefix-offloading.md'));
    expect(report.tracebacks.map((traceback) => [traceback.exception?.type, traceback.frames.length, traceback.processes])).toEqual([
      ['TypeError', 1, ['pod/llm-6b7c9-x2k4q/vllm']],
      ['RuntimeError', 1, ['pod/llm-6b7c9-p9z1m/vllm']],
    ]);
  });

  it('should read a traceback behind a docker compose gutter', () => {
    const report = analyze(issue('compose-gutter-lmcache.md'));
    expect(report.tracebacks.map((traceback) => [traceback.exception?.type, traceback.frames.length])).toEqual([['AssertionError', 2]]);
  });

  it('should read a native abort: the C++ exception, and the faulthandler frames innermost last', () => {
    const report = analyze(issue('mooncake-cpp-terminate.md'));
    expect(report.errorLines.map((errorLine) => errorLine.exception)).toContainEqual({ type: 'std::runtime_error', message: 'Failed to register memory' });
    const frames = report.tracebacks[0]?.frames ?? [];
    expect(frames.map((frame) => frame.function)).toEqual(['initialize_from_config', 'register_kv_caches']);
  });

  it('should put vllm-ascend MooncakeConnectorV1 in the mooncake family only', () => {
    const report = analyze(issue('ascend-mooncake-attr.md'));
    expect([...new Set(report.connectors.map((connector) => connector.family))]).toEqual(['mooncake']);
  });

  it('should name the configured connector but match no catalog entry for a TP all_reduce NCCL failure', () => {
    const report = analyze(issue('pd-nccl-not-connector.md'));
    expect(report.connectors.map((connector) => connector.family)).toEqual(['nixl']);
    expect(report.matches).toEqual([]);
    expect(report.comment).toBeNull();
  });

  it('should not take the version of lmcache_vllm for vLLM', () => {
    expect(analyze(issue('lmcache-v0-adapter.md')).vllmVersion).toBe('0.6.4.post1');
  });

  it('should read the version from pip show and from the API server start-up line', () => {
    expect(analyze(issue('pip-show-zmq.md')).vllmVersion).toBe('0.10.0');
    expect(analyze(issue('journald-api-version.md')).vllmVersion).toBe('0.10.1.1');
  });

  it('should read the version printed after vllm --version and in a markdown package table', () => {
    expect(analyze(issue('version-command-nixl.md')).vllmVersion).toBe('0.11.1');
    expect(analyze(issue('negative-table-env.md')).vllmVersion).toBe('0.11.2');
  });

  it('should route the LMCache MP registration timeout to LMCache, by its frames as well as by the match, and match its entry', () => {
    const report = analyze(issue('lmcache-mp-register-timeout.md'));
    expect(report.routing.routed).toBe(true);
    expect([...new Set(report.connectors.map((connector) => connector.family))]).toEqual(['lmcache']);
    expect(report.matches.map((match) => [match.id, match.curated])).toEqual([['lmcache/mp-server-did-not-respond', true]]);
    // The package frames alone are enough to route it: the match is not what routes it.
    const frames = report.routing.evidence.filter((item) => item.kind !== 'known-error');
    expect(frames.map((item) => item.kind)).toEqual(expect.arrayContaining(['library-code', 'connector-code']));
    expect(frames.reduce((sum, item) => sum + item.weight, 0)).toBeGreaterThan(report.routing.threshold);
  });
});
