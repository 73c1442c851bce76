// The explainer pages: one per curated entry with every section of the seed page, safe links, and docs/errors/ as built.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from '../../../src/core/catalog/types.js';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import { renderErrorPage } from '../../../src/core/explain/page.js';
import { renderErrorPages } from '../../../src/core/explain/pages.js';
import { errorPagePath, errorPageUrl, relativePagePath } from '../../../src/core/catalog/page-links.js';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const catalog = defaultCatalog();
const entries = new Map(catalog.entries.map((entry) => [entry.id, entry]));
const context = { commit: catalog.commit, entries };
const SEED = 'mooncake-store/request-not-in-unfinished-requests';

/** Every markdown link target in a page. */
function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((found) => found[1] as string);
}

describe('explainer pages', () => {
  it('should render one page for every curated entry, with every section of the seed page, and an index', () => {
    const files = renderErrorPages(catalog);
    expect(files.map((file) => file.path)).toEqual(['docs/errors/README.md', ...[...catalog.entries].map((entry) => `docs/errors/${entry.id}.md`).sort()]);
    expect(files).toHaveLength(catalog.entries.length + 1);
    for (const file of files.slice(1)) {
      for (const heading of [
        '## What it means',
        '## Where vLLM raises it',
        '## When it happens',
        '## Related errors',
        '## The basis of each claim',
        '**The message:**',
      ]) {
        expect(file.text, `${file.path}: ${heading}`).toContain(heading);
      }
      expect(file.text.startsWith('# ')).toBe(true);
    }
  });

  it('should give the seed page its message, its source line linked at the pin, the actions in order, the asks and the basis', () => {
    const page = renderErrorPage(entries.get(SEED) as CatalogEntry, context);
    expect(page).toContain('- `ValueError: Request {req_id} is not in _unfinished_requests`');
    expect(page).toContain(
      '`MooncakeStoreScheduler.build_connector_meta` in [`vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py:301`](https://github.com/vllm-project/vllm/blob/c794754062d49a8fdb63ab3c5215b488b865030c/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py#L301)',
    );
    const actions = page.slice(page.indexOf('## What to do, in order'), page.indexOf('## When it happens'));
    expect(actions.match(/^\d\. /gm)).toEqual(['1. ', '2. ', '3. ', '4. ']);
    expect(actions.indexOf('Upgrade to the newest vLLM release')).toBeLessThan(actions.indexOf('Last resort only'));
    expect(page).toContain(
      '- **When request `<req_id>` was added, and whether it was aborted before the crash.** If your log of this crash still has them, send the `Added request <req_id>.` line',
    );
    expect(page).toContain('[`lmcache/request-not-in-unfinished-requests`](../lmcache/request-not-in-unfinished-requests.md)');
    expect(page).toContain('[vllm-project/vllm#51637](https://github.com/vllm-project/vllm/issues/51637)');
    const basis = page.slice(page.indexOf('## The basis of each claim'));
    expect(basis).toContain(
      '[`vllm/v1/engine/core.py:1346`](https://github.com/vllm-project/vllm/blob/c794754062d49a8fdb63ab3c5215b488b865030c/vllm/v1/engine/core.py#L1346): `logger.exception("EngineCore encountered a fatal error.")`',
    );
    expect(basis).toContain('[vllm-project/vllm#52372](https://github.com/vllm-project/vllm/pull/52372) (pull request)');
    expect(basis).toContain('[docs.vllm.ai/en/stable/configuration/optimization/](https://docs.vllm.ai/en/stable/configuration/optimization/) (vLLM docs)');
  });

  it('should link only to vLLM on GitHub, the repositories of the projects that raise the errors, docs.vllm.ai, and pages and catalog files that exist', () => {
    for (const file of renderErrorPages(catalog)) {
      for (const target of linkTargets(file.text)) {
        if (target.startsWith('https://')) {
          expect(target, `${file.path}: ${target}`).toMatch(
            /^https:\/\/(github\.com\/vllm-project\/vllm\/(blob\/[0-9a-zA-Z.]+\/[A-Za-z0-9_./-]+(#L\d+)?|issues\/\d+|pull\/\d+)|github\.com\/(ai-dynamo\/nixl|kvcache-ai\/Mooncake|LMCache\/LMCache|vllm-project\/vllm-ascend|ai-dynamo\/dynamo|alibaba\/yalantinglibs)\/(blob\/[0-9a-f]{40}\/[A-Za-z0-9_./-]+#L\d+|issues\/\d+|pull\/\d+)|docs\.vllm\.ai\/[A-Za-z0-9._~/#-]+)$/,
          );
        } else if (!target.startsWith('#')) {
          expect(existsSync(join(ROOT, file.path, '..', target)), `${file.path}: ${target}`).toBe(true);
        }
      }
    }
  });

  it('should pin a claim read at an older commit there, and say when a removed line is linked at its parent commit', () => {
    const page = renderErrorPage(entries.get('mooncake-store/request-finished-tracker-none') as CatalogEntry, context);
    expect(page).toContain('/blob/5c1aec3dc0600cb816a0389e55ef1f1c17893380/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py#L358');
    expect(page).toContain('(at vLLM commit `5c1aec3dc0`): `assert tracker is not None`');
    expect(page).toContain('- `AssertionError` raised at `assert tracker is not None` in `request_finished` in a file ending `mooncake/store/scheduler.py`');
    expect(page).toContain(
      '**Upstream fix:** Fixed by [vllm-project/vllm#43281](https://github.com/vllm-project/vllm/pull/43281); the first release with it is not determined.',
    );
  });

  it('should not link a docs address off docs.vllm.ai, an unknown related entry, or a claim without a basis', () => {
    const seed = entries.get(SEED) as CatalogEntry;
    const hostile: CatalogEntry = {
      ...seed,
      id: 'mooncake-store/hostile',
      explanation: 'Plain paragraph, no basis.',
      triggers: [{ text: 'A trigger.', basis: [{ docs: 'https://docs.vllm.ai/x)](javascript:alert(1)' }] }],
      related: { entries: ['mooncake-store/does-not-exist'] },
    };
    const page = renderErrorPage(hostile, context);
    expect(page).not.toContain('javascript:alert(1))');
    expect(page).toContain('(vLLM docs; not linked: not a plain docs.vllm.ai address)');
    expect(page).toContain('- `mooncake-store/does-not-exist`\n');
    expect(page).toContain('1. “Plain paragraph, no basis.”\n   - no basis recorded in the catalog');
  });

  it('should build page paths and links from the id alone: a path in the repository, or an address under a base', () => {
    expect(errorPagePath(SEED)).toBe('mooncake-store/request-not-in-unfinished-requests.md');
    expect(errorPagePath('../../etc/passwd')).toBe('etc/passwd.md');
    expect(errorPageUrl(SEED)).toBe('docs/errors/mooncake-store/request-not-in-unfinished-requests.md');
    expect(errorPageUrl(SEED, 'https://github.com/o/r/blob/v1/docs/errors/')).toBe(
      'https://github.com/o/r/blob/v1/docs/errors/mooncake-store/request-not-in-unfinished-requests.md',
    );
    expect(relativePagePath(SEED, 'lmcache/retrieved-fewer-tokens')).toBe('../lmcache/retrieved-fewer-tokens.md');
  });

  it('should list every entry in the index, grouped by connector', () => {
    const index = renderErrorPages(catalog)[0]?.text ?? '';
    for (const entry of catalog.entries) expect(index).toContain(`[\`${entry.id}\`](${entry.id}.md)`);
    expect(index).toContain('## MooncakeStoreConnector\n');
    expect(index).toContain('[`MooncakeStoreConnector`](#mooncakestoreconnector)');
  });

  it('should match docs/errors/ as committed (npm run bundle writes it)', () => {
    for (const file of renderErrorPages(catalog)) expect(readFileSync(join(ROOT, file.path), 'utf8'), file.path).toBe(file.text);
  });
});
