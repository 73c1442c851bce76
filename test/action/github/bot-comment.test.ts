// The bot's own comment: written by the bot-login and starting with a marker that parses; nobody else's, ever.
import { describe, expect, it } from 'vitest';
import {
  commentsMarkedByOthers,
  DEFAULT_BOT_LOGIN,
  findBotComments,
  findCommentWrittenAs,
  findHumanComments,
  isOwnComment,
} from '../../../src/action/github/bot-comment.js';
import type { IssueComment } from '../../../src/action/github/gateway.js';
import { withRecord } from '../../../src/core/memory/bot-record.js';
import { renderMarker } from '../../../src/core/memory/marker.js';

const MARKER = renderMarker({ v: 1, catalog: 'c1', matches: ['seed'], fingerprint: 'f', botLabels: [] });

let nextId = 1;
function comment(author: string | null, body: string, authorIsBot = author?.endsWith('[bot]') ?? false): IssueComment {
  const id = nextId++;
  return { id, author, authorIsBot, body, createdAt: `2026-01-01T00:00:${String(id).padStart(2, '0')}Z` };
}

describe('isOwnComment', () => {
  it("should take a marked comment by the bot-login, in any case, for the bot's own", () => {
    expect(isOwnComment(comment(DEFAULT_BOT_LOGIN, `${MARKER}\nRecognised.`), DEFAULT_BOT_LOGIN)).toBe(true);
    // A personal access token writes as its user, who is no bot account.
    expect(isOwnComment(comment('Triage-Bot', `  \n${MARKER}\nRecognised.`, false), 'triage-bot')).toBe(true);
  });

  it("should never take anyone else's comment for the bot's, even one that starts with a valid marker", () => {
    expect(isOwnComment(comment('mallory', `${MARKER}\nI am the bot now.`, false), DEFAULT_BOT_LOGIN)).toBe(false);
    expect(isOwnComment(comment('other-app[bot]', `${MARKER}\nAnother bot.`), DEFAULT_BOT_LOGIN)).toBe(false);
    expect(isOwnComment(comment(null, `${MARKER}\nA deleted user.`), DEFAULT_BOT_LOGIN)).toBe(false);
  });

  it('should want the marker first, and one that parses', () => {
    expect(isOwnComment(comment(DEFAULT_BOT_LOGIN, `Quoting:\n${MARKER}`), DEFAULT_BOT_LOGIN)).toBe(false);
    expect(isOwnComment(comment(DEFAULT_BOT_LOGIN, '<!-- vllm-triage {} -->\nold'), DEFAULT_BOT_LOGIN)).toBe(false);
    expect(isOwnComment(comment(DEFAULT_BOT_LOGIN, `<!-- vllm-triage oops -->\n${MARKER}`), DEFAULT_BOT_LOGIN)).toBe(false);
  });
});

describe('findBotComments and findHumanComments', () => {
  it("should list the bot's own comments oldest first and leave every marked comment out of the evidence", () => {
    const own = comment('triage-bot', `${MARKER}\nfirst`, false);
    const forged = comment('mallory', `${MARKER}\nforged`, false);
    const reply = comment('reporter', 'Added request chatcmpl-1.', false);
    const later = comment('triage-bot', `${MARKER}\nsecond`, false);
    expect(findBotComments([later, reply, forged, own], 'triage-bot')).toEqual([own, later]);
    expect(findHumanComments([own, forged, reply, later])).toEqual([reply]);
  });
});

describe('findCommentWrittenAs', () => {
  // What the bot writes: the marker, the text, the record of its hash; a dismissal in the marker silences the bot.
  const written = withRecord(
    `${MARKER}\n\nRecognised: the seed error.`,
    { v: 1, catalog: 'c1', matches: ['seed'], fingerprint: 'f', botLabels: [], dismissedBy: 'maintainer' },
    [],
  ).comment;
  const by = (author: string, authorIsBot = false): IssueComment => ({ ...comment(author, written, authorIsBot), authorAssociation: 'MEMBER' });

  it("should adopt the bot's unedited comment written by the token's own login, in any case", () => {
    const own = by('Triage-Maintainer');
    expect(commentsMarkedByOthers([own], DEFAULT_BOT_LOGIN)).toEqual([own]);
    expect(findCommentWrittenAs(commentsMarkedByOthers([own], DEFAULT_BOT_LOGIN), 'triage-maintainer')).toBe(own);
  });

  it("should never adopt a verbatim copy of the bot's comment by another login, a maintainer's or an app's included", () => {
    const copies = [by('mallory'), by('a-maintainer'), by('helpful-assistant[bot]', true)];
    expect(commentsMarkedByOthers(copies, DEFAULT_BOT_LOGIN)).toHaveLength(3);
    expect(findCommentWrittenAs(commentsMarkedByOthers(copies, DEFAULT_BOT_LOGIN), 'triage-maintainer')).toBeNull();
    // The copy is older; the token user's own comment is still the one adopted.
    const own = by('triage-maintainer');
    expect(findCommentWrittenAs(commentsMarkedByOthers([...copies, own], DEFAULT_BOT_LOGIN), 'triage-maintainer')).toBe(own);
  });

  it('should adopt nothing while the token login is unknown, or when it is bot-login itself', () => {
    const copies = [by('mallory'), by('helpful-assistant[bot]', true)];
    expect(findCommentWrittenAs(commentsMarkedByOthers(copies, DEFAULT_BOT_LOGIN), null)).toBeNull();
    expect(findCommentWrittenAs(commentsMarkedByOthers([by('triage-bot')], 'triage-bot'), 'triage-bot')).toBeNull();
  });

  it('should leave an edited comment alone, whoever wrote it', () => {
    const edited = { ...by('triage-maintainer'), body: written.replace('the seed error', 'something else') };
    expect(commentsMarkedByOthers([edited], DEFAULT_BOT_LOGIN)).toEqual([]);
    expect(findCommentWrittenAs(commentsMarkedByOthers([edited], DEFAULT_BOT_LOGIN), 'triage-maintainer')).toBeNull();
  });
});
