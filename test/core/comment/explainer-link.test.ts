// The comment's link to the recognised error's explainer page: where the running action's pages are, never a user-shaped target.
import { describe, expect, it } from 'vitest';
import { renderExplainerLink } from '../../../src/core/comment/explainer-link.js';
import { DOCS_BASE } from '../../../src/core/catalog/page-links.js';
import { triage } from '../../../src/core/triage.js';
import { SEED_BODY } from '../../support/scenario-fixtures.js';

const SEED_PAGE = 'mooncake-store/request-not-in-unfinished-requests.md';

describe('the explainer link', () => {
  it('should link the page under the docs base the caller gives, and under DOCS_BASE without one', () => {
    const base = 'https://github.com/triage-bot/vllm-triage/blob/v1/docs/errors';
    expect(triage({ body: SEED_BODY }, { docsBase: base }).comment).toContain(`](${base}/${SEED_PAGE})`);
    expect(triage({ body: SEED_BODY }).comment).toContain(`](${DOCS_BASE}/${SEED_PAGE})`);
  });

  it('should fall back to DOCS_BASE for a base that is not a plain https address', () => {
    for (const bad of ['http://example.com/docs', 'https://example.com/docs)(https://evil.example', 'javascript:alert(1)', 'https://example.com/a b']) {
      expect(renderExplainerLink('mooncake-store/request-not-in-unfinished-requests', bad)).toContain(`](${DOCS_BASE}/${SEED_PAGE})`);
    }
  });
});
