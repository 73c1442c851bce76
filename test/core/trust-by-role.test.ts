// Whose words are evidence: the reporter's and maintainers'; anyone else's comments are context and decide nothing.
import { describe, expect, it } from 'vitest';
import { roleOf, splitThreadByRole } from '../../src/core/extract/roles.js';
import { triage } from '../../src/core/triage.js';
import { REQUEST_ID, SEED_BODY, UNRELATED_BODY } from '../support/scenario-fixtures.js';

/** An out-of-memory report written for this test: nothing about a KV connector. */
const OOM_BODY = `### 🐛 Describe the bug

Loading a 70B model on two GPUs fails:

\`\`\`
torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.25 GiB
\`\`\`
`;

/** A stranger pastes the Mooncake store error (their own crash, or copied from elsewhere). */
const DRIVE_BY = `Same here on our cluster:

\`\`\`
ValueError: Request ${REQUEST_ID} is not in _unfinished_requests
\`\`\`
`;

/** A stranger's version and an abort line for the reporter's request. */
const STRANGER_VERSION_AND_ABORT = `vLLM Version: 0.99.0

\`\`\`
(APIServer pid=7) INFO 11-03 08:41:47 [async_llm.py:623] Request ${REQUEST_ID} aborted.
\`\`\`
`;

describe('roleOf', () => {
  it('should take OWNER, MEMBER and COLLABORATOR as maintainers, the issue author as the reporter, anyone else as other', () => {
    const input = { author: 'reporter-login' };
    expect(roleOf({ id: 1, author: 'x', authorAssociation: 'MEMBER', body: '' }, input)).toBe('maintainer');
    expect(roleOf({ id: 1, author: 'x', authorAssociation: 'collaborator', body: '' }, input)).toBe('maintainer');
    expect(roleOf({ id: 1, author: 'x', authorAssociation: 'OWNER', body: '' }, input)).toBe('maintainer');
    expect(roleOf({ id: 1, author: 'Reporter-Login', authorAssociation: 'NONE', body: '' }, input)).toBe('reporter');
    expect(roleOf({ id: 1, author: 'x', authorAssociation: 'CONTRIBUTOR', body: '' }, input)).toBe('other');
    expect(roleOf({ id: 1, author: 'x', authorAssociation: 'NONE', body: '' }, input)).toBe('other');
    expect(roleOf({ id: 1, author: 'x', body: '' }, input)).toBe('other');
  });

  it("should take every comment but a maintainer's as the reporter's when the issue's author is unknown", () => {
    expect(roleOf({ id: 1, author: null, body: '' }, {})).toBe('reporter');
    expect(roleOf({ id: 1, author: 'x', authorAssociation: 'NONE', body: '' }, { author: null })).toBe('reporter');
    expect(roleOf({ id: 1, author: 'x', authorAssociation: 'MEMBER', body: '' }, {})).toBe('maintainer');
    expect(splitThreadByRole({ body: '', comments: [{ id: 1, author: 'x', body: 'hi' }] }).others).toEqual([]);
  });
});

describe('triage with other people in the thread', () => {
  it('should neither label nor comment when a drive-by comment pastes a connector error on an unrelated issue', () => {
    const plan = triage({
      body: OOM_BODY,
      author: 'reporter-login',
      comments: [{ id: 5, author: 'passer-by', authorAssociation: 'NONE', body: DRIVE_BY }],
    });
    expect(plan.labelsToAdd).toEqual([]);
    expect(plan.comment).toBeNull();
    expect(plan.report.matches).toEqual([]);
    expect(plan.report.routing.routed).toBe(false);
    expect(plan.report.otherReports).toEqual([{ commentId: 5, id: 'mooncake-store/request-not-in-unfinished-requests' }]);
  });

  it('should route the same paste when a maintainer posts it', () => {
    const plan = triage({
      body: UNRELATED_BODY,
      author: 'reporter-login',
      comments: [{ id: 5, author: 'maintainer-login', authorAssociation: 'MEMBER', body: DRIVE_BY }],
    });
    expect(plan.report.matches.map((match) => match.id)).toContain('mooncake-store/request-not-in-unfinished-requests');
    expect(plan.labelsToAdd).toContain('kv-connector');
  });

  it("should keep the reporter's version and asks when a stranger posts another version and an abort line", () => {
    const alone = triage({ body: SEED_BODY, author: 'reporter-login' });
    const withStranger = triage({
      body: SEED_BODY,
      author: 'reporter-login',
      comments: [{ id: 9, author: 'stranger', authorAssociation: 'CONTRIBUTOR', body: STRANGER_VERSION_AND_ABORT }],
    });
    expect(withStranger.report.vllmVersion).toBe('0.26.0');
    expect(withStranger.report.asks).toEqual(alone.report.asks);
    expect(withStranger.report.timeline).toEqual(alone.report.timeline);
    expect(withStranger.comment).toBe(alone.comment);
    expect(withStranger.comment).not.toContain('0.99.0');
  });

  it("should name a curated error a stranger pastes beside the reporter's as context in the details", () => {
    const plan = triage({
      body: SEED_BODY,
      author: 'reporter-login',
      comments: [{ id: 9, author: 'stranger', authorAssociation: 'NONE', body: DRIVE_BY }],
    });
    expect(plan.comment).toContain('Another user reports `mooncake-store/request-not-in-unfinished-requests` in a comment');
    expect(plan.comment).not.toContain('stranger');
  });

  it("should let the reporter's own later comment answer the asks", () => {
    const plan = triage({
      body: SEED_BODY,
      author: 'reporter-login',
      comments: [{ id: 9, author: 'reporter-login', authorAssociation: 'NONE', body: STRANGER_VERSION_AND_ABORT }],
    });
    expect(plan.report.signals.lifecycle.some((event) => event.kind === 'aborted')).toBe(true);
  });
});
