// The catalog self-test: every entry validates, matches its own examples and no other entry's; the compile is deterministic and refuses what the validator refuses.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { compileCatalog } from '../../../src/cli/catalog/compile-catalog.js';
import compiled from '../../../src/generated/catalog.json' with { type: 'json' };
import sourceIndex from '../../../src/generated/source-index.json' with { type: 'json' };
import { validateCatalogEntries } from '../../../src/cli/catalog/validate-catalog.js';
import type { Catalog, CatalogEntry, IndexRow } from '../../../src/core/catalog/types.js';
import { extractThread } from '../../../src/core/extract/extract.js';
import { matchKnownErrors } from '../../../src/core/match/match.js';
import { knownMessageTest } from '../../../src/core/match/known-message.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function yamlFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .flatMap((dirent) =>
      dirent.isDirectory() ? yamlFiles(`${dir}/${dirent.name}`) : dirent.name.endsWith('.yaml') ? [`${dir}/${dirent.name}`] : [],
    )
    .sort();
}

// catalog/pull-requests.yaml is the PR table, not an entry (test/cli/catalog/pull-requests.test.ts).
const files = yamlFiles('catalog').filter((file) => file !== 'catalog/pull-requests.yaml');
const parsedEntries: unknown[] = files.map((file): unknown => parse(readFileSync(join(root, file), 'utf8')));
const entries = compiled.entries as CatalogEntry[];
const catalog: Catalog = { version: compiled.version, commit: compiled.commit, entries, index: sourceIndex.rows as IndexRow[] };
/** As triage() reads a thread: a message the catalog names is an error line at any log level. */
const asTriageReads = { isKnownMessage: knownMessageTest(catalog) };

function firstEntry(): Record<string, unknown> {
  return structuredClone(parsedEntries[0]) as Record<string, unknown>;
}

describe('the catalog files', () => {
  it('should all validate against the schema and the cross-entry checks', () => {
    const { errors } = validateCatalogEntries(parsedEntries, files);
    expect(errors).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it('should reject an unknown key, naming the file, the entry id and the field', () => {
    const entry = firstEntry();
    entry['severity'] = 'high';
    const signatures = entry['signatures'] as Record<string, unknown>[];
    (signatures[0] as Record<string, unknown>)['regex'] = '.*';
    const { errors } = validateCatalogEntries([entry], [files[0] ?? '']);
    expect(errors).toContain(`${files[0]} (${String(entry['id'])}): (entry): unknown key "severity"`);
    expect(errors).toContain(`${files[0]} (${String(entry['id'])}): signatures.0: unknown key "regex"`);
  });

  it('should reject a missing field and a wrong type', () => {
    const entry = firstEntry();
    delete entry['explanation'];
    entry['labels'] = 'bug';
    const { errors, entries: valid } = validateCatalogEntries([entry], ['catalog/x.yaml']);
    expect(errors).toEqual(
      expect.arrayContaining([
        `catalog/x.yaml (${String(entry['id'])}): explanation: is required`,
        `catalog/x.yaml (${String(entry['id'])}): labels: must be array`,
      ]),
    );
    expect(valid).toEqual([]);
  });

  it('should reject an id that does not match its file, a duplicate id and an unknown related entry', () => {
    const entry = firstEntry();
    entry['related'] = { entries: ['nowhere/missing'] };
    const { errors } = validateCatalogEntries([entry, structuredClone(entry)], ['catalog/a/b.yaml', 'catalog/a/b.yaml']);
    expect(errors.some((error) => error.includes('id: must equal the file path under catalog/ ("a/b")'))).toBe(true);
    expect(errors.some((error) => error.includes('id: duplicate of catalog/a/b.yaml'))).toBe(true);
    expect(errors.some((error) => error.includes('related.entries: unknown entry "nowhere/missing"'))).toBe(true);
  });

  it('should reject a template that is only a placeholder', () => {
    const entry = firstEntry();
    entry['signatures'] = [{ exception: 'ValueError', template: '{e}' }];
    const { errors } = validateCatalogEntries([entry]);
    expect(errors.some((error) => error.includes('signatures[0].template: needs at least'))).toBe(true);
  });
});

describe('every curated entry', () => {
  for (const entry of entries) {
    entry.examples.forEach((example, position) => {
      it(`should recognise example ${position + 1} of ${entry.id} as that entry and no other`, () => {
        const extraction = extractThread({ body: `\`\`\`\n${example}\n\`\`\`\n` }, asTriageReads);
        const matches = matchKnownErrors(extraction, catalog);
        const curatedIds = [...new Set(matches.filter((match) => match.curated).map((match) => match.id))];
        expect(curatedIds).toEqual([entry.id]);
      });
    });
  }

  it('should capture every request id its lifecycle asks refer to', () => {
    const seed = entries.find((entry) => entry.id === 'mooncake-store/request-not-in-unfinished-requests');
    const extraction = extractThread({ body: `\`\`\`\n${seed?.examples[0] ?? ''}\n\`\`\`\n` });
    const [match] = matchKnownErrors(extraction, catalog);
    expect(match?.captures).toEqual({ req_id: 'chatcmpl-4b1f0c9e2d7a4e55' });
  });
});

/**
 * Runs `fn` on a fresh copy of the catalog (and the source index) in a temporary directory.
 * @param only the entry files to copy (with the schemas and the PR table); every file when left out
 */
function withCatalogCopy(fn: (copy: string) => void, only?: string[]): void {
  const copy = mkdtempSync(join(tmpdir(), 'vllm-triage-catalog-'));
  try {
    const kept = only === undefined ? null : new Set(only);
    cpSync(join(root, 'catalog'), join(copy, 'catalog'), {
      recursive: true,
      filter: (from) => kept === null || !from.endsWith('.yaml') || from.endsWith('pull-requests.yaml') || kept.has(relative(root, from)),
    });
    cpSync(join(root, 'src/generated/source-index.json'), join(copy, 'src/generated/source-index.json'));
    fn(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Rewrites one YAML file of a catalog copy through `edit`. */
function editEntry(copy: string, file: string, edit: (entry: Record<string, unknown>) => void): void {
  const path = join(copy, file);
  const entry = parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  edit(entry);
  writeFileSync(path, stringify(entry));
}

const SEED_FILE = 'catalog/mooncake-store/request-not-in-unfinished-requests.yaml';
/** A copy whose only entry is `file`: refusing a bad file needs no other entry, and it compiles one of the catalog's 44 entry files. */
const ONE_ENTRY = (file: string): string[] => [file];

describe('compileCatalog', () => {
  it('should write the same bytes twice, equal to the committed catalog.json', () => {
    withCatalogCopy((copy) => {
      const output = 'src/generated/catalog.json';
      compileCatalog(`${copy}/`);
      const first = readFileSync(join(copy, output));
      compileCatalog(`${copy}/`);
      const second = readFileSync(join(copy, output));
      expect(second.equals(first)).toBe(true);
      expect(second.equals(readFileSync(join(root, output)))).toBe(true);
    });
  });

  it('should throw on an invalid entry, naming the file, the id and the field', () => {
    withCatalogCopy((copy) => {
      const file = join(copy, 'catalog/factory/connector-not-registered.yaml');
      writeFileSync(file, `${readFileSync(file, 'utf8')}severity: high\n`);
      expect(() => compileCatalog(`${copy}/`)).toThrow(
        'catalog/factory/connector-not-registered.yaml (factory/connector-not-registered): (entry): unknown key "severity"',
      );
    }, ONE_ENTRY('catalog/factory/connector-not-registered.yaml'));
  });

  it('should throw on a template with too few literal characters, and write nothing', () => {
    withCatalogCopy((copy) => {
      editEntry(copy, SEED_FILE, (entry) => {
        entry['signatures'] = [{ exception: 'ValueError', template: 'Bad {req_id}' }];
      });
      expect(() => compileCatalog(`${copy}/`)).toThrow(
        `${SEED_FILE} (mooncake-store/request-not-in-unfinished-requests): signatures[0].template: needs at least`,
      );
      expect(existsSync(join(copy, 'src/generated/catalog.json'))).toBe(false);
    }, ONE_ENTRY(SEED_FILE));
  });

  it('should throw on a lifecycle ask whose capture no template of the entry captures', () => {
    withCatalogCopy((copy) => {
      editEntry(copy, SEED_FILE, (entry) => {
        const asks = entry['asks'] as { satisfied_by: { kind: string; capture?: string }[] }[];
        for (const ask of asks) for (const detector of ask.satisfied_by) if (detector.kind === 'lifecycle') detector.capture = 'request_id';
      });
      expect(() => compileCatalog(`${copy}/`)).toThrow(
        `${SEED_FILE} (mooncake-store/request-not-in-unfinished-requests): asks[0].satisfied_by: no template of this entry captures "request_id"`,
      );
    }, ONE_ENTRY(SEED_FILE));
  });

  it('should throw on a file that is not YAML', () => {
    withCatalogCopy((copy) => {
      writeFileSync(join(copy, SEED_FILE), 'id: [unclosed\n');
      expect(() => compileCatalog(`${copy}/`)).toThrow(`${SEED_FILE}: not valid YAML`);
    }, ONE_ENTRY(SEED_FILE));
  });
});
