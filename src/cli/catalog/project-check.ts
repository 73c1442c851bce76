// `catalog check --project-src`: the raise sites entries cite in other projects (NIXL, Mooncake, LMCache, vllm-ascend, Dynamo).
import { execFileSync } from 'node:child_process';
import type { CatalogEntry } from '../../core/index.js';
import type { CommandIO } from '../command-io.js';
import { listBasis } from './basis-check.js';
import { cutText } from '../../core/index.js';

/** The `--project-src` name of each repository the catalog cites. */
const PROJECT_OF_REPOSITORY: Record<string, string> = {
  'ai-dynamo/nixl': 'nixl',
  'kvcache-ai/Mooncake': 'mooncake',
  'LMCache/LMCache': 'lmcache',
  'vllm-project/vllm-ascend': 'vllm-ascend',
  'ai-dynamo/dynamo': 'dynamo',
};

/** One cited raise site in another project and what was found there. */
export interface ProjectSiteCheck {
  entry: string;
  project: string;
  location: string;
  expected: string;
  /** ok: the line holds the text; FAIL: it does not (or the file is not at that commit); unchecked: no checkout given, or the checkout lacks the commit. */
  status: 'ok' | 'FAIL' | 'unchecked';
  found: string | null;
  /** For an unchecked site whose checkout was given: the checkout lacks the commit (an older copy of the project). */
  missingCommit?: boolean;
}

/**
 * Parse `--project-src` values (`nixl=/path/to/git`) into a map; a value without `=` is an error.
 * @param values the option's values
 */
export function parseProjectSources(values: string[]): Map<string, string> | string {
  const sources = new Map<string, string>();
  for (const value of values) {
    const equals = value.indexOf('=');
    if (equals <= 0 || equals === value.length - 1) return `--project-src takes PROJECT=DIR, not ${JSON.stringify(value)}`;
    sources.set(value.slice(0, equals), value.slice(equals + 1));
  }
  return sources;
}

/**
 * Check each entry's `source.raised_in` line in that project's git repository at its commit.
 * @param entries the curated entries
 * @param sources project name → a git directory (checkout or mirror) with that commit
 * @param show reads `commit:path` from a git directory (git show), null when absent
 * @param hasCommit whether a git directory holds a commit: a site at a commit the checkout lacks (a copy older than
 *   the cited source) is listed as not checked, not failed
 */
export function checkProjectSites(
  entries: CatalogEntry[],
  sources: Map<string, string>,
  show: (gitDir: string, commit: string, path: string) => string | null = gitShow,
  hasCommit: (gitDir: string, commit: string) => boolean = gitHasCommit,
): ProjectSiteCheck[] {
  const files = new Map<string, string[] | null>();
  const checks: ProjectSiteCheck[] = [];
  const sites = entries.flatMap((entry) => [
    ...(entry.source.raised_in === undefined ? [] : [{ entry: entry.id, site: entry.source.raised_in, project: entry.source.raised_in.project }]),
    ...listBasis([entry]).flatMap((use) =>
      'project_source' in use.item ? [{ entry: `${entry.id} ${use.field}`, site: use.item.project_source, project: PROJECT_OF_REPOSITORY[use.item.project_source.repository] ?? use.item.project_source.repository }] : [],
    ),
  ]);
  for (const { entry, site, project } of sites) {
    const location = `${site.repository}:${site.path}:${site.line}@${site.commit.slice(0, 10)}`;
    const base = { entry, project, location, expected: site.expect };
    const gitDir = sources.get(project);
    if (gitDir === undefined) {
      checks.push({ ...base, status: 'unchecked', found: null });
      continue;
    }
    if (!hasCommit(gitDir, site.commit)) {
      checks.push({ ...base, status: 'unchecked', found: null, missingCommit: true });
      continue;
    }
    const key = `${gitDir}\u0000${site.commit}\u0000${site.path}`;
    if (!files.has(key)) files.set(key, show(gitDir, site.commit, site.path)?.split('\n') ?? null);
    const found = files.get(key)?.[site.line - 1] ?? null;
    checks.push({ ...base, status: found !== null && found.includes(site.expect) ? 'ok' : 'FAIL', found });
  }
  return checks;
}

function gitHasCommit(gitDir: string, commit: string): boolean {
  try {
    execFileSync('git', ['-C', gitDir, 'cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function gitShow(gitDir: string, commit: string, path: string): string | null {
  try {
    return execFileSync('git', ['-C', gitDir, 'show', `${commit}:${path}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/**
 * Print the other projects' raise sites; true when one fails.
 * @param checks the results of `checkProjectSites`
 * @param io where to print
 */
export function reportProjectSites(checks: ProjectSiteCheck[], io: CommandIO): boolean {
  if (checks.length === 0) return false;
  const count = (status: ProjectSiteCheck['status']): number => checks.filter((check) => check.status === status).length;
  io.stdout(`\nother projects' raise sites: ${checks.length} cited (${count('ok')} ok, ${count('FAIL')} failing, ${count('unchecked')} not checked)\n`);
  for (const check of checks) {
    if (check.status === 'ok') continue;
    const why =
      check.status === 'unchecked'
        ? check.missingCommit === true
          ? `not checked: the ${check.project} checkout given does not hold this commit (pass a newer copy)`
          : `not checked: pass --project-src ${check.project}=DIR`
        : `expects ${JSON.stringify(check.expected)}, found ${check.found === null ? 'no such line' : JSON.stringify(cutText(check.found.trim(), 120, ''))}`;
    io.stdout(`  ${check.status} ${check.entry}: ${check.location} ${why}\n`);
  }
  return count('FAIL') > 0;
}
