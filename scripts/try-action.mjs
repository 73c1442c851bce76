// `npm run try-action -- ISSUE [REPLY…] [--repo owner/name]`: the Action itself (the bundled dist/index.js, as the
// runner starts it) on your own issue text, offline, against the tests' local GitHub stand-in
// (test/support/github-server/): no token, no network, no payload to write by hand.
//
// ISSUE is the issue's markdown (a first line `# Title` is taken as its title, else the file's name), or what
// `gh issue view N --json number,title,author,body,comments` prints (its comments are replayed as replies, the bot's
// own left out). Each REPLY is a markdown file, one comment. The script opens the issue (`issues.opened`), then posts
// each reply as its own `issue_comment.created` event, and after every run prints the outputs, the issue's labels and
// the bot's comment as it stands. The stand-in repository has the action's labels; nothing leaves this machine.
// Needs `npm ci && npm run bundle` (the stand-in comes from test/support/, bundled on the fly with esbuild).
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadGitHubHarness } from '../bench/github-harness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const USAGE = 'usage: npm run try-action -- ISSUE.md|ISSUE.json [REPLY.md…] [--repo owner/name]';
// The harness is bundled under node_modules/.cache/, so it is told where the action and its metadata are.
const ACTION = { script: `${root}dist/index.js`, actionFile: `${root}action.yml` };
const LABELS = ['kv-connector', 'vllm-triage:rerun', 'vllm-triage:dismiss'];

/** The command line: the files and the repository, or an Error naming every problem. */
export function parseArguments(args) {
  const files = [];
  const problems = [];
  let repo = 'vllm-project/vllm';
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--repo') {
      repo = args[++index] ?? '';
      if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) problems.push(`--repo wants owner/name, got "${repo}"`);
    } else if (arg.startsWith('-')) problems.push(`unknown option ${arg}`);
    else if (!existsSync(resolve(arg))) problems.push(`${arg}: no such file`);
    else files.push(resolve(arg));
  }
  if (files.length === 0 && problems.length === 0) problems.push('give the issue file');
  if (!existsSync(`${root}dist/index.js`)) problems.push('dist/index.js is missing: run `npm run bundle` first');
  return problems.length > 0 ? new Error(problems.join('\n')) : { files, repo };
}

/** A comment of gh's JSON that a bot wrote: by a `[bot]` login (gh prints GitHub Actions' as `github-actions`) or with the marker. */
const isBotComment = (comment) =>
  /\[bot\]$|^github-actions$/.test(String(comment.author?.login ?? '')) || String(comment.body ?? '').startsWith('<!-- vllm-triage');

/** The issue and its replies from the files: markdown, or gh's JSON with its comments. */
export function threadOf([issueFile, ...replyFiles]) {
  const text = readFileSync(issueFile, 'utf8').replace(/^\uFEFF/, '');
  const replies = replyFiles.map((file) => ({ body: readFileSync(file, 'utf8'), login: 'reporter' }));
  if (issueFile.endsWith('.json')) {
    const issue = JSON.parse(text);
    const comments = (issue.comments ?? [])
      .filter((comment) => !isBotComment(comment))
      .map((comment) => ({ body: String(comment.body ?? ''), login: comment.author?.login ?? 'reporter' }));
    const title = String(issue.title ?? basename(issueFile));
    return { number: issue.number ?? 1, title, body: String(issue.body ?? ''), login: issue.author?.login ?? 'reporter', replies: [...comments, ...replies] };
  }
  const heading = /^# (.+)\n/.exec(text);
  return { number: 1, title: heading?.[1] ?? basename(issueFile), body: heading ? text.slice(heading[0].length) : text, login: 'reporter', replies };
}

/** What a run did, as the script prints it. */
function report(title, result, server, thread, repo) {
  const bot = server.state.commentsOn(repo, thread.number).find((comment) => comment.user.type === 'Bot');
  const outputs = ['matched-ids', 'labels-added', 'comment-action', 'comment-url'].map((name) => `${name}: ${result.outputs[name] ?? ''}`);
  const annotations = result.annotations.map((annotation) => `::${annotation.level}:: ${annotation.message}`);
  return [
    `== ${title} (exit ${result.code})`,
    ...outputs,
    ...annotations,
    `labels on the issue: ${server.state.labelsOn(repo, thread.number).join(', ') || 'none'}`,
    '',
    bot ? bot.body : '(no bot comment)',
    ...(result.code === 0 ? [] : ['', result.stderr.trim()]),
    '',
  ].join('\n');
}

async function main() {
  const parsed = parseArguments(process.argv.slice(2));
  if (parsed instanceof Error) {
    console.error(`try-action: ${parsed.message.replaceAll('\n', '\ntry-action: ')}\n${USAGE}`);
    process.exit(2);
  }
  const { files, repo } = parsed;
  const thread = threadOf(files);
  const harness = await loadGitHubHarness();
  const server = await harness.startGitHubServer();
  let failed = false;
  try {
    server.state.addRepo(repo, { labels: LABELS });
    server.state.addIssue(repo, { number: thread.number, title: thread.title, body: thread.body, user: { login: thread.login } });
    const run = async (title, kind, overrides) => {
      const payload = harness.webhookPayload(kind, { state: server.state, repo, issue: thread.number, ...overrides });
      const result = await harness.runAction({ server, eventName: harness.eventNameOf(kind), payload, inputs: { 'dry-run': 'false' }, ...ACTION });
      failed ||= result.code !== 0;
      console.log(report(title, result, server, thread, repo));
    };
    await run(`#${thread.number} opened: "${thread.title}"`, 'issues.opened', {});
    for (const [index, reply] of thread.replies.entries()) {
      const comment = server.state.addComment(repo, thread.number, { body: reply.body, user: { login: reply.login } });
      await run(`reply ${index + 1} of ${thread.replies.length} by ${reply.login}`, 'issue_comment.created', { comment: comment.id });
    }
  } finally {
    await server.close();
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
