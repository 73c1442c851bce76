// `npm run lint:workflows -- FILE` on a copy of the example workflow: actionlint accepts `<owner>` as an owner (it is
// only GitHub, at run time, that finds no such repository), so the script's own check rejects a copy that still holds
// it, naming the line, and passes the copy once the owner is replaced. The repository's examples keep `<owner>`: they
// are templates, and `npm run lint:workflows` without files passes them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../support/run-action.js';

const script = join(REPOSITORY_ROOT, 'scripts', 'lint-workflows.mjs');
const lint = (...files: string[]) => spawnSync(process.execPath, [script, ...files], { cwd: REPOSITORY_ROOT, encoding: 'utf8' });

describe('npm run lint:workflows', { timeout: 60_000 }, () => {
  it('should reject a copy of the example that keeps `<owner>`, and pass it once the owner is replaced', () => {
    const example = readFileSync(join(REPOSITORY_ROOT, 'examples', 'workflows', 'triage.yml'), 'utf8');
    const folder = mkdtempSync(join(tmpdir(), 'vllm-triage-'));
    const unedited = join(folder, 'unedited.yml');
    const edited = join(folder, 'edited.yml');
    writeFileSync(unedited, example);
    writeFileSync(edited, example.replaceAll('<owner>', 'acme'));
    const line = example.split('\n').findIndex((text) => text.includes('uses: <owner>/')) + 1;
    const both = lint(unedited, edited);
    expect(both.status).toBe(1);
    expect(both.stderr).toBe(
      `${unedited}:${line}:9: \`<owner>\` is still in \`uses:\`: replace it with the owner of the vllm-triage repository you install from [placeholder]\n`,
    );
    expect(both.stdout).toBe('actionlint: 2 workflows (0 of them README and docs blocks), 1 finding\n');
    expect(lint(edited).status).toBe(0);
  });
});
