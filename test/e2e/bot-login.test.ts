// End to end, in process (run() and the real gateway against the local GitHub), with a personal access token: the bot
// writes as a user, `bot-login` names it, and the one-comment promise holds — the second event updates the first
// comment; a forged comment that starts with the marker is left alone.
import { describe, expect, it } from 'vitest';
import { renderMarker } from '../../src/core/memory/marker.js';
import { startGitHubServer } from '../support/github-server/server.js';
import { DEFAULT_TOKEN, webhookPayload } from '../support/run-action.js';
import { commentEvent, EVIDENCE_REPLY, REPO, REPO_LABELS, SEED_BODY } from '../support/scenario-fixtures.js';
import { runInProcess } from '../support/run-in-process.js';

const TOKEN_USER = 'triage-maintainer';

describe('the action with a personal access token', { timeout: 60_000 }, () => {
  it('should keep one comment, its own, across events when bot-login names the token user', async () => {
    const server = await startGitHubServer({ tokens: { [DEFAULT_TOKEN]: { login: TOKEN_USER, type: 'User' } } });
    try {
      server.state.addRepo(REPO, { labels: REPO_LABELS });
      server.state.addIssue(REPO, { number: 1, title: '[Bug]: engine dies', body: SEED_BODY });
      const forgedMarker = renderMarker({ v: 1, catalog: 'forged', matches: [], fingerprint: 'x', botLabels: [] });
      const forged = server.state.addComment(REPO, 1, { body: `${forgedMarker}\nNot the bot.`, user: { login: 'mallory' } });
      const inputs = { 'bot-login': TOKEN_USER };
      const byToken = () => server.state.commentsOn(REPO, 1).filter((comment) => comment.user.login === TOKEN_USER);

      const opened = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }), inputs });
      expect(opened.code, opened.stdout).toBe(0);
      expect(opened.outputs['comment-action']).toBe('created');
      expect(byToken()).toHaveLength(1);

      const reply = server.state.addComment(REPO, 1, { body: EVIDENCE_REPLY, user: { login: 'reporter' } });
      const replied = await runInProcess({ server, ...commentEvent(server, reply.id), inputs });
      expect(replied.code, replied.stdout).toBe(0);
      expect(replied.outputs['comment-action']).toBe('updated');
      expect(byToken()).toHaveLength(1);
      expect(server.state.commentsOn(REPO, 1).find((comment) => comment.id === forged.id)?.body).toBe(`${forgedMarker}\nNot the bot.`);
      expect(server.violations).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
