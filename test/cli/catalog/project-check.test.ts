import { describe, expect, it } from 'vitest';
import { checkProjectSites, parseProjectSources, reportProjectSites } from '../../../src/cli/catalog/project-check.js';
import type { CatalogEntry } from '../../../src/core/catalog/types.js';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';

const COMMIT = 'a'.repeat(40);
const FILE = ['// header', '    throw nixlNotFoundError(nixlEnumStrings::statusStr(status).c_str());', '}'].join('\n');

function entry(expect: string, basisExpect: string): CatalogEntry {
  return {
    id: 'nixl/fixture',
    title: 't',
    connector: 'NixlConnector',
    labels: [],
    signatures: [{ exception: 'nixl._bindings.nixlNotFoundError', template: 'NIXL_ERR_NOT_FOUND' }],
    source: {
      path: 'vllm/x.py',
      function: 'f',
      line: 0,
      commit: COMMIT,
      raised_in: { project: 'nixl', repository: 'ai-dynamo/nixl', path: 'src/bindings.cpp', line: 2, commit: COMMIT, expect },
    },
    explanation: [{ text: 'x', basis: [{ project_source: { repository: 'ai-dynamo/nixl', path: 'src/bindings.cpp', line: 2, commit: COMMIT, expect: basisExpect } }] }],
    triggers: ['t'],
    workarounds: [],
    asks: [],
    examples: ['x'],
  };
}

const show = (gitDir: string, commit: string, path: string): string | null => (gitDir === '/nixl' && commit === COMMIT && path === 'src/bindings.cpp' ? FILE : null);

describe('catalog check: raise sites in other projects', () => {
  it('should find the cited text at its line, in the raise site and in a basis item', () => {
    const checks = checkProjectSites([entry('throw nixlNotFoundError(', 'nixlEnumStrings::statusStr')], new Map([['nixl', '/nixl']]), show, () => true);
    expect(checks.map((check) => [check.entry, check.status])).toEqual([
      ['nixl/fixture', 'ok'],
      ['nixl/fixture explanation[0]', 'ok'],
    ]);
  });

  it('should fail a site whose line no longer holds the text, and print why', () => {
    const checks = checkProjectSites([entry('throw nixlUnknownError(', 'nixlEnumStrings::statusStr')], new Map([['nixl', '/nixl']]), show, () => true);
    expect(checks.map((check) => check.status)).toEqual(['FAIL', 'ok']);
    const out: string[] = [];
    expect(reportProjectSites(checks, { stdout: (text) => out.push(text), stderr: (text) => out.push(text) })).toBe(true);
    expect(out.join('')).toContain('FAIL nixl/fixture: ai-dynamo/nixl:src/bindings.cpp:2@aaaaaaaaaa expects "throw nixlUnknownError("');
  });

  it('should list a site as not checked, without failing, when no checkout of its project is given', () => {
    const checks = checkProjectSites([entry('throw nixlNotFoundError(', 'x')], new Map(), show);
    expect(checks.every((check) => check.status === 'unchecked')).toBe(true);
    const out: string[] = [];
    expect(reportProjectSites(checks, { stdout: (text) => out.push(text), stderr: (text) => out.push(text) })).toBe(false);
    expect(out.join('')).toContain('not checked: pass --project-src nixl=DIR');
  });

  it('should list a site as not checked, without failing, when the checkout given lacks its commit', () => {
    const checks = checkProjectSites([entry('throw nixlNotFoundError(', 'no such text')], new Map([['nixl', '/old-nixl']]), show, () => false);
    expect(checks.map((check) => [check.status, check.missingCommit])).toEqual([
      ['unchecked', true],
      ['unchecked', true],
    ]);
    const lines: string[] = [];
    expect(reportProjectSites(checks, { stdout: (text: string) => lines.push(text), stderr: () => undefined })).toBe(false);
    expect(lines.join('')).toContain('does not hold this commit');
  });

  it('should read PROJECT=DIR pairs and refuse anything else', () => {
    expect(parseProjectSources(['nixl=/a', 'mooncake=/b'])).toEqual(new Map([['nixl', '/a'], ['mooncake', '/b']]));
    expect(parseProjectSources(['nixl'])).toMatch(/PROJECT=DIR/);
    expect(parseProjectSources(['=x'])).toMatch(/PROJECT=DIR/);
  });

  it('should give every built-in entry raised in another project a raise site with a project checkout name', () => {
    const elsewhere = defaultCatalog().entries.filter((candidate) => candidate.source.raised_in !== undefined);
    expect(elsewhere.length).toBeGreaterThanOrEqual(3);
    for (const candidate of elsewhere) expect(candidate.raised_by, candidate.id).toBeDefined();
  });
});
