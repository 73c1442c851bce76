import { describe, expect, it } from 'vitest';
import { createSingleComment, MAX_CREATE_ATTEMPTS, NO_ANSWER_LOOKS_MS } from '../../../src/action/apply/comment-writer.js';
import { apiError, FakeGateway, makeIssue } from '../../support/fake-gateway.js';

const BODY =
  '<!-- vllm-triage {"v":1,"catalog":"c1","matches":[],"fingerprint":"0","botLabels":[]} -->\nRecognised: the request is not in _unfinished_requests.';
const noWait = async () => {};
const options = { wait: noWait, backoffMs: 0, botLogin: 'github-actions[bot]' };

describe('createSingleComment', () => {
  it('should post once and look once for a concurrent duplicate', async () => {
    const gateway = new FakeGateway(makeIssue('body'));
    const outcome = await createSingleComment(gateway, 42, BODY, options);
    expect(outcome.kind).toBe('created');
    expect(gateway.ops()).toEqual(['createCommentOnce', 'listComments']);
    expect(gateway.comments).toHaveLength(1);
  });

  it('should try again after a 502 only when no comment with the marker appeared', async () => {
    const gateway = new FakeGateway(makeIssue('body')).fail('createCommentOnce', { error: apiError(502, 'Bad Gateway') });
    const outcome = await createSingleComment(gateway, 42, BODY, options);
    expect(outcome.kind).toBe('created');
    expect(gateway.ops()).toEqual(['createCommentOnce', 'listComments', 'createCommentOnce', 'listComments']);
    expect(gateway.comments).toHaveLength(1);
  });

  it('should adopt the comment instead of posting again when the response was lost after GitHub created it', async () => {
    const gateway = new FakeGateway(makeIssue('body')).fail('createCommentOnce', { error: apiError(null, 'socket hang up'), applied: true });
    const outcome = await createSingleComment(gateway, 42, BODY, options);
    expect(outcome.kind).toBe('adopted');
    expect(gateway.ops().filter((op) => op === 'createCommentOnce')).toHaveLength(1);
    expect(gateway.comments).toHaveLength(1);
    expect(outcome.comment.body).toBe(BODY);
  });

  it('should look again more than once, with growing pauses, when a create got no answer and its comment lands late', async () => {
    const gateway = new FakeGateway(makeIssue('body')).fail('createCommentOnce', { error: apiError(null, 'The operation was aborted due to timeout') });
    const waits: number[] = [];
    // GitHub writes the timed-out create only after the first look.
    const wait = async (milliseconds: number) => {
      waits.push(milliseconds);
      if (waits.length === 2) gateway.addComment(BODY, 'github-actions[bot]', true);
    };
    const outcome = await createSingleComment(gateway, 42, BODY, { wait, backoffMs: 0, botLogin: 'github-actions[bot]' });
    expect(outcome.kind).toBe('adopted');
    expect(gateway.ops()).toEqual(['createCommentOnce', 'listComments', 'listComments']);
    expect(waits).toEqual(NO_ANSWER_LOOKS_MS.slice(0, 2));
    expect(gateway.comments).toHaveLength(1);
    expect(outcome.notes.join('\n')).toContain('not posting again');
  });

  it('should try the create again only after every look found nothing, and then once', async () => {
    const gateway = new FakeGateway(makeIssue('body')).fail('createCommentOnce', { error: apiError(null, 'socket hang up') });
    const waits: number[] = [];
    const outcome = await createSingleComment(gateway, 42, BODY, {
      wait: async (milliseconds) => void waits.push(milliseconds),
      backoffMs: 0,
      botLogin: 'github-actions[bot]',
    });
    expect(outcome.kind).toBe('created');
    expect(gateway.ops()).toEqual(['createCommentOnce', 'listComments', 'listComments', 'listComments', 'createCommentOnce', 'listComments']);
    expect(waits).toEqual([...NO_ANSWER_LOOKS_MS]);
    expect(NO_ANSWER_LOOKS_MS.reduce((total, pause) => total + pause, 0)).toBeGreaterThanOrEqual(20_000);
    expect(gateway.comments).toHaveLength(1);
  });

  it('should delete its own create that got no answer when it lands after the retry: one run, one comment', async () => {
    const gateway = new FakeGateway(makeIssue('body')).fail('createCommentOnce', { error: apiError(null, 'The operation was aborted due to timeout') });
    const late: number[] = [];
    // The timed-out create is written by GitHub just after the retry's.
    gateway.afterCreate = () => void late.push(gateway.addComment(BODY, 'github-actions[bot]', true).id);
    const outcome = await createSingleComment(gateway, 42, BODY, { wait: async () => {}, backoffMs: 0, botLogin: 'github-actions[bot]' });
    expect(outcome.kind).toBe('created');
    expect(gateway.comments.map((comment) => comment.id)).toEqual([outcome.comment.id]);
    expect(outcome.deletedDuplicates).toEqual(late);
  });

  it('should not delete a newer comment with another body after a clean create (a concurrent run deletes its own)', async () => {
    const gateway = new FakeGateway(makeIssue('body'));
    gateway.afterCreate = () => gateway.addComment(`${BODY}\nolder catalog`, 'github-actions[bot]', true);
    const outcome = await createSingleComment(gateway, 42, BODY, options);
    expect(outcome.deletedDuplicates).toEqual([]);
    expect(gateway.comments).toHaveLength(2);
  });

  it('should look once, after the back-off, when GitHub answered the create with a 5xx', async () => {
    const gateway = new FakeGateway(makeIssue('body')).fail('createCommentOnce', { error: apiError(502, 'Bad Gateway') });
    const waits: number[] = [];
    await createSingleComment(gateway, 42, BODY, {
      wait: async (milliseconds) => void waits.push(milliseconds),
      backoffMs: 500,
      botLogin: 'github-actions[bot]',
    });
    expect(waits).toEqual([500]);
  });

  it('should give up after a bounded number of attempts and post nothing', async () => {
    const faults = Array.from({ length: MAX_CREATE_ATTEMPTS + 2 }, () => ({ error: apiError(503, 'Service Unavailable') }));
    const gateway = new FakeGateway(makeIssue('body')).fail('createCommentOnce', ...faults);
    await expect(createSingleComment(gateway, 42, BODY, options)).rejects.toThrow(/503/);
    expect(gateway.ops().filter((op) => op === 'createCommentOnce')).toHaveLength(MAX_CREATE_ATTEMPTS);
    expect(gateway.comments).toHaveLength(0);
  });

  it('should not retry on its own a create that was rate limited (the throttling plugin already waited as asked)', async () => {
    const gateway = new FakeGateway(makeIssue('body')).fail('createCommentOnce', { error: apiError(403, 'You have exceeded a secondary rate limit', 3600) });
    await expect(createSingleComment(gateway, 42, BODY, options)).rejects.toThrow(/403/);
    expect(gateway.ops()).toEqual(['createCommentOnce']);
  });

  it('should not retry a create that GitHub refused for good (422, 403 locked)', async () => {
    const gateway = new FakeGateway(makeIssue('body')).fail('createCommentOnce', { error: apiError(403, 'Unable to create comment because issue is locked.') });
    await expect(createSingleComment(gateway, 42, BODY, options)).rejects.toThrow(/403/);
    expect(gateway.ops()).toEqual(['createCommentOnce']);
  });

  it('should delete its own newer comment when a concurrent run posted first', async () => {
    const gateway = new FakeGateway(makeIssue('body'));
    const rival = gateway.addComment(BODY, 'github-actions[bot]', true);
    const outcome = await createSingleComment(gateway, 42, BODY, options);
    expect(outcome.kind).toBe('adopted');
    expect(outcome.comment.id).toBe(rival.id);
    expect(gateway.comments.map((comment) => comment.id)).toEqual([rival.id]);
    expect(outcome.deletedDuplicates).toHaveLength(1);
  });

  it('should keep its comment when the concurrent run posted later (that run deletes its own)', async () => {
    const gateway = new FakeGateway(makeIssue('body'));
    gateway.afterCreate = () => gateway.addComment(BODY, 'github-actions[bot]', true);
    const outcome = await createSingleComment(gateway, 42, BODY, options);
    expect(outcome.kind).toBe('created');
    expect(gateway.writes()).toEqual(['createCommentOnce']);
  });

  it("should not mistake a human's comment that starts with the marker for the bot's", async () => {
    const gateway = new FakeGateway(makeIssue('body'));
    gateway.addComment(BODY, 'mallory', false);
    const outcome = await createSingleComment(gateway, 42, BODY, options);
    expect(outcome.kind).toBe('created');
    expect(gateway.comments).toHaveLength(2);
  });
});
