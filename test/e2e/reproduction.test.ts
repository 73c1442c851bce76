// End to end against the local GitHub: the reporter does what the seed comment asks — restarts with
// `--enable-log-requests` and reproduces — and the crash comes back under a new request id. One request per story: the
// updated comment heads on the new id, its lifecycle ask is answered by the new lines, the old request's lines stay
// with their own run (folded, labelled as earlier), and the same error is not listed again as another one.
import { describe, expect, it, onTestFinished } from 'vitest';
import { webhookPayload } from '../support/run-action.js';
import { runInProcess } from '../support/run-in-process.js';
import { botComments, REPO, REPRODUCED_ID, REPRODUCTION_REPLY, REQUEST_ID, SEED_BODY, startCheckedServer } from '../support/scenario-fixtures.js';

/** The part of a comment before its first folded section: what the first screen shows. */
function firstScreen(body: string): string {
  return body.slice(0, body.indexOf('<details>'));
}

/** The folded section whose summary starts with `summary`, or ''. */
function section(body: string, summary: string): string {
  const start = body.indexOf(`<details><summary>${summary}`);
  return start < 0 ? '' : body.slice(start, body.indexOf('</details>', start));
}

describe('a reproduction under a new request id', { timeout: 60_000 }, () => {
  it('should head the updated comment on the new request, answer its lifecycle ask with the new lines and fold the old run apart', async () => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY, { labels: ['bug'] });
    const opened = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
    expect(opened.code, opened.stdout + opened.stderr).toBe(0);
    const seed = botComments(server)[0]?.body ?? '';
    // The seed comment asks for the lifecycle of the request it saw, and says a reproduction brings a new id.
    expect(firstScreen(seed)).toContain(`- When request \`${REQUEST_ID}\` was added`);
    expect(seed).toContain('the request id of the crash you reproduce');

    const reply = server.state.addComment(REPO, 1, { body: REPRODUCTION_REPLY, user: { login: 'reporter' } });
    const replied = await runInProcess({
      server,
      eventName: 'issue_comment',
      payload: webhookPayload('issue_comment.created', { state: server.state, issue: 1, comment: reply.id }),
    });
    expect(replied.code, replied.stdout + replied.stderr).toBe(0);
    const comments = botComments(server);
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? '';
    const top = firstScreen(body);

    // The headline names the new request, not the old one.
    expect(top).toContain(`request \`${REPRODUCED_ID}\`) — the whole message matches`);
    expect(top).not.toContain(REQUEST_ID);
    // Its lifecycle ask is answered by the new lines: no longer asked, listed among what the thread has.
    expect(top).not.toContain('was added, and whether it was aborted');
    expect(body).toContain(
      `✓ When request \`${REPRODUCED_ID}\` was added, and whether it was aborted before the crash. — 2 lifecycle lines for \`${REPRODUCED_ID}\``,
    );
    // "Your log shows" tells one run's story: the new request's times, its stats, its crash; not the old crash's time.
    expect(top).toContain(
      '**Your log shows:** the request was added at 10:00:01; the stats at 14:10:50 show 5 preemptions at 99.1 % KV-cache usage; it was aborted at 14:11:02; the engine died at 14:11:07.',
    );
    expect(top).not.toContain('08:41:52');

    // The timeline follows the new request only, its crash last.
    const timeline = section(body, 'What this thread already shows');
    expect(timeline).toContain(`Lines about request \`${REPRODUCED_ID}\``);
    expect(timeline).not.toContain(REQUEST_ID);
    expect(timeline).not.toContain('11-03');
    const rows = timeline.split('\n').filter((line) => line.startsWith('11-04'));
    expect(rows.map((row) => row.slice(0, 14))).toEqual(['11-04 10:00:01', '11-04 14:10:50', '11-04 14:11:02', '11-04 14:11:07', '11-04 14:11:07']);
    expect(rows[rows.length - 1]).toContain(`>> ERROR  ValueError: Request ${REPRODUCED_ID} is not in _unfinished_requests`);

    // The old request's lines are folded with their own run, labelled as earlier, with their own date.
    const earlier = section(body, 'An earlier run of the same error');
    expect(earlier).toContain('(2 lines, 11-03 08:41:52)');
    expect(earlier).toContain(`under request \`${REQUEST_ID}\``);
    expect(earlier).toContain(`11-03 08:41:52 >> ERROR  ValueError: Request ${REQUEST_ID} is not in _unfinished_requests   [body L14]`);
    expect(earlier).not.toContain(REPRODUCED_ID);

    // The same error under another id is a reproduction, not another error.
    expect(body).not.toContain('Other errors recognised');
    expect(replied.outputs['matched-ids']).toBe('mooncake-store/request-not-in-unfinished-requests');
  });
});
