// The command line: analyze (text and JSON report), eval scoring against truth.jsonl, demo, usage errors.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/build/cli.js';
import { scoreIssue, versionToken, type EvalScore } from '../../src/cli/eval/eval-score.js';
import type { TriageReport } from '../../src/core/report.js';

const corpus = fileURLToPath(new URL('../fixtures/corpus', import.meta.url));

describe('vllm-triage analyze', () => {
  it('should print the JSON report with the fields other tools rely on', async () => {
    const { code, stdout } = await runCli(['analyze', `${corpus}/issues/store-crash.md`, '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as TriageReport;
    const traceback = report.tracebacks.find((candidate) => candidate.exception?.type === 'ValueError');
    expect(traceback?.exception?.message).toBe('Request cmpl-77aa is not in _unfinished_requests');
    expect(traceback?.frames.at(-1)).toMatchObject({
      file: '/usr/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py',
      line: 301,
      function: 'build_connector_meta',
    });
    expect(report.matches[0]).toMatchObject({
      id: 'mooncake-store/request-not-in-unfinished-requests',
      connector: 'MooncakeStoreConnector',
      confidence: 'exact',
      template: 'Request {req_id} is not in _unfinished_requests',
      captures: { req_id: 'cmpl-77aa' },
      source: { path: 'vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py', line: 301 },
    });
    expect(report.vllmVersion).toBe('0.26.0');
    expect(report.connectors.map((connector) => connector.name)).toContain('MooncakeStoreConnector');
    expect(report.labels).toEqual(['kv-connector']);
    expect(report.comment).toContain('cmpl-77aa');
  });

  it('should say the bot stays silent on an issue without a connector error', async () => {
    const { code, stdout } = await runCli(['analyze', `${corpus}/issues/unrelated-oom.md`]);
    expect(code).toBe(0);
    expect(stdout).toContain('matches: none');
    expect(stdout).toContain('comment: none');
  });

  it("should read a captured thread's `# title` line as the issue's title, as eval and the Action do, and say why it is silent", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vllm-triage-title-'));
    try {
      const warning =
        '(EngineCore_DP0 pid=5150) WARNING 11-03 07:21:44 [nixl_connector.py:1231] Releasing expired KV blocks for request cmpl-1a2b3c4d-0 which were retrieved by 0 decode worker(s) within 120 seconds.';
      const thread = ['# The scheduler raises KeyError with NixlConnector on the prefill node', '', '```', warning, '```', ''].join('\n');
      const captured = join(dir, 'captured.md');
      writeFileSync(captured, `<!-- source: https://github.com/vllm-project/vllm/issues/4242 -->\n${thread}`);
      const plain = join(dir, 'plain.md');
      writeFileSync(plain, thread);
      // The title names a crash the pasted warning does not explain: the warning is left out of the comment.
      const titled = await runCli(['analyze', captured]);
      expect(titled.stdout).toContain('comment: none (what it recognised is left out of comments');
      // Without the capture's source line the heading is the body's own, and the warning speaks.
      const untitled = await runCli(['analyze', plain]);
      expect(untitled.stdout).toContain('recognised a known warning');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('should refuse to run without a file', async () => {
    const { code, stderr } = await runCli(['analyze']);
    expect(code).toBe(2);
    expect(stderr).toContain('usage');
  });
});

describe('vllm-triage eval', () => {
  it('should score a corpus folder against its truth.jsonl', async () => {
    const { code, stdout } = await runCli(['eval', corpus, '--json']);
    expect(code).toBe(0);
    const score = JSON.parse(stdout) as EvalScore;
    expect(score.exceptionRecall).toEqual({ found: 3, expected: 3, ratio: 1 });
    expect(score.connectorRecall).toEqual({ found: 2, expected: 2, ratio: 1 });
    expect(score.falseAlarms).toEqual({ count: 0, negatives: 1, files: [] });
  });

  describe('on rows that name no file', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'vt-eval-'));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));
    /** A corpus folder with store-crash.md under issues/ and these truth rows. */
    const folder = (name: string, rows: object[]): string => {
      const dir = join(scratch, name);
      mkdirSync(join(dir, 'issues'), { recursive: true });
      copyFileSync(join(corpus, 'issues', 'store-crash.md'), join(dir, 'issues', 'store-crash.md'));
      writeFileSync(join(dir, 'truth.jsonl'), rows.map((row) => JSON.stringify(row)).join('\n'));
      return dir;
    };
    const row = (file: string) => ({ file, category: 'negative', tracebacks: [], error_lines: [] });

    it('should fail, saying none resolved, when no row names a file under issues/', async () => {
      const { code, stdout, stderr } = await runCli(['eval', folder('none', [row('store-crash.md'), row('issues/gone.md')])]);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toBe('eval: 2 of 2 rows of truth.jsonl name no file under issues/ (0 resolved): "store-crash.md", "issues/gone.md"\n');
    });

    it('should fail, saying how many resolved, when some rows do not', async () => {
      const rows = [row('issues/store-crash.md'), ...Array.from({ length: 7 }, (_, index) => row(`issues/missing-${index}.md`))];
      const { code, stderr } = await runCli(['eval', folder('some', rows)]);
      expect(code).toBe(1);
      expect(stderr).toMatch(/^eval: 7 of 8 rows of truth\.jsonl name no file under issues\/ \(1 resolved\): "issues\/missing-0\.md", .*, and 2 more\n$/);
    });

    it('should fail on a truth.jsonl without rows', async () => {
      const { code, stderr } = await runCli(['eval', folder('empty', [])]);
      expect(code).toBe(1);
      expect(stderr).toBe('eval: truth.jsonl has no rows: nothing to score\n');
    });
  });

  it('should count a negative issue with a comment as a false alarm', () => {
    const report = {
      tracebacks: [],
      errorLines: [],
      matches: [],
      connectors: [],
      labels: [],
      comment: 'x',
      vllmVersion: null,
      routing: { routed: false, connectors: [], reason: '', score: 0, threshold: 0, place: 'none', evidence: [] },
    } as unknown as TriageReport;
    const score = scoreIssue({ file: 'a.md', category: 'negative', tracebacks: [], error_lines: [] }, report);
    expect(score.falseAlarm).toBe(true);
  });

  it('should compare exception messages with escaped quotes unescaped on both sides', () => {
    const exception = {
      type: 'aiohttp.client_exceptions.ClientConnectorError',
      message: "Cannot connect to host 10.1.2.3:8100 [Connect call failed ('10.1.2.3', 8100)]",
    };
    const report = {
      tracebacks: [{ exception, frames: [] }],
      errorLines: [],
      matches: [],
      connectors: [],
      labels: [],
      comment: null,
      vllmVersion: null,
      routing: { routed: false, connectors: [], reason: '', score: 0, threshold: 0, place: 'none', evidence: [] },
    } as unknown as TriageReport;
    const truth = {
      exception_type: 'ClientConnectorError',
      message: "Cannot connect to host 10.1.2.3:8100 [Connect call failed (\\'10.1.2.3\\', 8100)]",
      connector: 'none',
    };
    expect(scoreIssue({ file: 'a.md', category: 'negative', tracebacks: [truth], error_lines: [] }, report).exceptionsFound).toBe(1);
  });

  it('should read the version token out of free-text truth', () => {
    expect(versionToken('v0.11.0 (image vllm/vllm-openai:v0.11.0)')).toBe('0.11.0');
    expect(versionToken('0.6.4.post1 (title)')).toBe('0.6.4.post1');
    expect(versionToken(null)).toBeNull();
  });
});

describe('vllm-triage demo', () => {
  it('should print labels and the comment for the example issue', async () => {
    const { code, stdout } = await runCli(['demo']);
    expect(code).toBe(0);
    expect(stdout).toContain('labels: kv-connector');
    expect(stdout).toContain('chatcmpl-9f3a61c2e4b84d0f');
    expect(stdout).toContain('<!-- vllm-triage');
  });
});
