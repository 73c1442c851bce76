// The comment's link to the recognised error's explainer page: where the running action's pages are, never a user-shaped
// target, and a command the reader can run.
import { describe, expect, it } from 'vitest';
import { renderExplainerLink } from '../../../src/core/comment/entry/explainer-link.js';
import { triage } from '../../../src/core/triage.js';
import { SEED_BODY } from '../../support/scenario-fixtures.js';

const SEED = 'mooncake-store/request-not-in-unfinished-requests';
const SEED_PAGE = `${SEED}.md`;

describe('the explainer link', () => {
  it('should link the page under the docs base the caller gives, and name (not link) its path in the repository without one', () => {
    const base = 'https://github.com/triage-bot/vllm-triage/blob/v1/docs/errors';
    expect(triage({ body: SEED_BODY }, { docsBase: base }).comment).toContain(`](${base}/${SEED_PAGE})`);
    const local = triage({ body: SEED_BODY }).comment ?? '';
    expect(local).toContain(`\`docs/errors/${SEED_PAGE}\` in vllm-triage's repository`);
    expect(local).not.toContain('](docs/errors/');
    expect(local).not.toMatch(/your-org|https:\/\/github\.com\/[^)]*docs\/errors/);
  });

  it('should tell the reader a command that fetches the CLI of the same repository and ref', () => {
    expect(renderExplainerLink(SEED, 'https://github.com/triage-bot/vllm-triage/blob/v1/docs/errors')).toContain(
      `(or run \`npx github:triage-bot/vllm-triage#v1 explain ${SEED}\`)`,
    );
    expect(renderExplainerLink(SEED, 'https://ghe.example.com/infra/vllm-triage/blob/releases/v1.2/docs/errors')).toContain(
      `(or run \`npx git+https://ghe.example.com/infra/vllm-triage.git#releases/v1.2 explain ${SEED}\`)`,
    );
    expect(renderExplainerLink(SEED)).toContain(`(or run \`vllm-triage explain ${SEED}\`)`);
    // A base of another shape still links, but names no repository to fetch.
    expect(renderExplainerLink(SEED, 'https://docs.example.com/vllm-triage')).toContain(`(or run \`vllm-triage explain ${SEED}\`)`);
  });

  it('should fall back to naming the path in the repository for a base that is not a plain https address', () => {
    for (const bad of ['http://example.com/docs', 'https://example.com/docs)(https://evil.example', 'javascript:alert(1)', 'https://example.com/a b']) {
      const line = renderExplainerLink(SEED, bad);
      expect(line).toContain(`\`docs/errors/${SEED_PAGE}\` in vllm-triage's repository`);
      expect(line).not.toContain('](');
      expect(line).toContain(`(or run \`vllm-triage explain ${SEED}\`)`);
    }
  });
});
