// Issue and comment bodies for the end-to-end scenarios (written for these tests), and a stand-in GitHub seeded with them.
import { readFileSync } from 'node:fs';
import type { ExpectStatic } from 'vitest';
import { join } from 'node:path';
import { startGitHubServer, type GitHubServer } from './github-server/server.js';
import { REPOSITORY_ROOT, runAction, webhookPayload, type RunActionOptions, type RunActionResult } from './run-action.js';

export const REPO = 'vllm-project/vllm';
export const REQUEST_ID = 'chatcmpl-4c1de07a93b54f6e';
/** The repository's labels: the ones the bot uses by default, and a few a maintainer uses. */
export const REPO_LABELS = ['bug', 'kv-connector', 'needs-repro', 'vllm-triage:rerun', 'vllm-triage:dismiss'];

/** A bug report in vLLM's issue-form shape: the Mooncake store crash, no request logs yet. */
export const SEED_BODY = `### Your current environment

vLLM Version : 0.26.0
\`\`\`
--kv-transfer-config '{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}'
\`\`\`

### 🐛 Describe the bug

Serving Qwen3-32B with the Mooncake store as KV offload. Under a burst of long prompts the engine dies after ~20 minutes:

\`\`\`
(EngineCore_DP0 pid=911) ERROR 11-03 08:41:52 [core.py:1346] EngineCore encountered a fatal error.
(EngineCore_DP0 pid=911) ERROR 11-03 08:41:52 [core.py:1346] Traceback (most recent call last):
(EngineCore_DP0 pid=911) ERROR 11-03 08:41:52 [core.py:1346]   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 1337, in run_engine_core
(EngineCore_DP0 pid=911) ERROR 11-03 08:41:52 [core.py:1346]     engine_core.run_busy_loop()
(EngineCore_DP0 pid=911) ERROR 11-03 08:41:52 [core.py:1346]   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/core/sched/scheduler.py", line 1298, in schedule
(EngineCore_DP0 pid=911) ERROR 11-03 08:41:52 [core.py:1346]     meta = self._build_kv_connector_meta(self.connector, scheduler_output)
(EngineCore_DP0 pid=911) ERROR 11-03 08:41:52 [core.py:1346]   File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta
(EngineCore_DP0 pid=911) ERROR 11-03 08:41:52 [core.py:1346]     raise ValueError(
(EngineCore_DP0 pid=911) ERROR 11-03 08:41:52 [core.py:1346] ValueError: Request ${REQUEST_ID} is not in _unfinished_requests
\`\`\`

cc @someone — is this known?
`;

/** The reporter's reply with the evidence the bot asks for: lifecycle lines for the request and a stats line. */
export const EVIDENCE_REPLY = `Here are the request logs from the API server with \`--enable-log-requests\`:

\`\`\`
(APIServer pid=802) INFO 11-03 08:41:20 [async_llm.py:439] Added request ${REQUEST_ID}.
(EngineCore_DP0 pid=911) INFO 11-03 08:41:40 [loggers.py:257] Engine 000: Avg prompt throughput: 30211.4 tokens/s, Avg generation throughput: 1840.2 tokens/s, Running: 198 reqs, Waiting: 41 reqs, Preemptions: 3, GPU KV cache usage: 98.7%, Prefix cache hit rate: 22.0%
(APIServer pid=802) INFO 11-03 08:41:47 [async_llm.py:623] Request ${REQUEST_ID} aborted.
\`\`\`

The client has a 30 s timeout, so it probably cancelled.
`;

/** The id a restarted server gives the reproduced crash (another run, another request). */
export const REPRODUCED_ID = 'chatcmpl-9e27b1f0c4d84a11';

/**
 * The reporter's reply after doing what the seed comment asks: restarted with `--enable-log-requests`, reproduced; the
 * crash is the same error under a new request id, with that request's lines (added, stats, aborted) before it.
 */
export const REPRODUCTION_REPLY = `Restarted with \`--enable-log-requests\` and reproduced it the next day:

\`\`\`
(APIServer pid=1402) INFO 11-04 10:00:01 [async_llm.py:439] Added request ${REPRODUCED_ID}.
(EngineCore_DP0 pid=1511) INFO 11-04 14:10:50 [loggers.py:257] Engine 000: Avg prompt throughput: 28102.7 tokens/s, Avg generation throughput: 1702.9 tokens/s, Running: 201 reqs, Waiting: 37 reqs, Preemptions: 5, GPU KV cache usage: 99.1%, Prefix cache hit rate: 20.4%
(APIServer pid=1402) INFO 11-04 14:11:02 [async_llm.py:623] Request ${REPRODUCED_ID} aborted.
(EngineCore_DP0 pid=1511) ERROR 11-04 14:11:07 [core.py:1346] EngineCore encountered a fatal error.
(EngineCore_DP0 pid=1511) ERROR 11-04 14:11:07 [core.py:1346] Traceback (most recent call last):
(EngineCore_DP0 pid=1511) ERROR 11-04 14:11:07 [core.py:1346]   File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta
(EngineCore_DP0 pid=1511) ERROR 11-04 14:11:07 [core.py:1346]     raise ValueError(
(EngineCore_DP0 pid=1511) ERROR 11-04 14:11:07 [core.py:1346] ValueError: Request ${REPRODUCED_ID} is not in _unfinished_requests
\`\`\`
`;

/** An issue about something else entirely: no connector error. */
export const UNRELATED_BODY = `### 🐛 Describe the bug

The docs page for \`--max-model-len\` has a broken link to the quantization guide. Nothing crashes.
`;

/** The longer example report shipped in examples/. */
export function exampleBody(): string {
  return readFileSync(join(REPOSITORY_ROOT, 'examples', 'mooncake-store-unfinished-request.md'), 'utf8');
}

/** A stand-in GitHub with the repository, its labels and one issue (number 1). */
export async function serverWithIssue(
  body: string,
  seed: { labels?: string[]; locked?: boolean; state?: 'open' | 'closed'; title?: string } = {},
): Promise<GitHubServer> {
  const server = await startGitHubServer();
  server.state.addRepo(REPO, { labels: REPO_LABELS });
  server.state.addIssue(REPO, { number: 1, title: '[Bug]: MooncakeStoreConnector crashes the engine', body, ...seed });
  return server;
}

/**
 * The event of a comment already on the stand-in (`issue_comment.created`), to spread into a run's options.
 * @param server the stand-in
 * @param comment the comment's id
 * @param issue the issue it is on
 */
export function commentEvent(server: GitHubServer, comment: number, issue = 1): { eventName: string; payload: object } {
  return { eventName: 'issue_comment', payload: webhookPayload('issue_comment.created', { state: server.state, issue, comment }) };
}

/**
 * The event of a label put on an issue of the stand-in (`issues.labeled`), to spread into a run's options.
 * @param server the stand-in
 * @param label the label's name
 * @param sender who put it on, when it matters
 * @param issue the issue's number
 */
export function labelEvent(server: GitHubServer, label: string, sender?: string, issue = 1): { eventName: string; payload: object } {
  const payload = webhookPayload('issues.labeled', { state: server.state, issue, label, ...(sender === undefined ? {} : { sender: { login: sender } }) });
  return { eventName: 'issues', payload };
}

/** The bot's comments on issue 1, oldest first. */
export function botComments(server: GitHubServer, issueNumber = 1) {
  return server.state.commentsOn(REPO, issueNumber).filter((comment) => comment.user.type === 'Bot');
}

/**
 * Runs the bundled action like `runAction`, with GitHub's waits (the bundle takes no other);
 * `E2E_ACTION_SCRIPT` points the scenarios at another bundle (a branch's build).
 * @param options as for `runAction`
 */
export function runBundled(options: RunActionOptions): Promise<RunActionResult> {
  const script = process.env['E2E_ACTION_SCRIPT'];
  return runAction(script ? { script, ...options } : options);
}

/** A test's hook for work after it finishes (vitest's `onTestFinished`). */
export type Cleanup = (fn: () => Promise<void>) => void;

/**
 * Closes the stand-in when the test finishes and checks that every request it got was valid, then runs the test's own
 * last checks.
 * @param server the stand-in
 * @param expect the test's expect (concurrent tests have their own)
 * @param onTestFinished the test's hook
 * @param lastChecks more checks on the final state, if any
 */
export function closeWhenFinished(server: GitHubServer, expect: ExpectStatic, onTestFinished: Cleanup, lastChecks: () => void = () => undefined): void {
  onTestFinished(async () => {
    await server.close();
    expect(server.violations).toEqual([]);
    lastChecks();
  });
}

/** A fresh stand-in with one issue (as `serverWithIssue`), closed after the test once every request was found valid. */
export async function startCheckedServer(expect: ExpectStatic, onTestFinished: Cleanup, ...seed: Parameters<typeof serverWithIssue>): Promise<GitHubServer> {
  const server = await serverWithIssue(...seed);
  closeWhenFinished(server, expect, onTestFinished);
  return server;
}
