// scripts/release.mjs against the GitHub stand-in: the release gets the changelog's notes, the major tag is created on
// the first release and moved on the next, never moved back by an older line's patch or by a prerelease, and a
// version tag that names another commit stops the release before anything is written. Run as the workflow runs it,
// it reads this repository's package.json and CHANGELOG.md and honours GITHUB_API_URL.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { Octokit } from '@octokit/rest';
import { describe, expect, it, onTestFinished } from 'vitest';
import { changelogSection, parseVersionTag, release } from '../../scripts/release.mjs';
import { startGitHubServer, type GitHubServer } from '../support/github-server/server.js';
import { closeWhenFinished } from '../support/scenario-fixtures.js';

const REPO = 'example-owner/vllm-triage';
const CHANGELOG = `# Changelog

## [Unreleased]

- Not yet.

## [1.1.0] - 2026-02-01

### Added

- The second thing.

## [1.0.1] - 2026-01-20

- A fix for the first line.

## [1.0.0] - 2026-01-10

- The first thing.

[1.1.0]: https://example.com/compare/v1.0.0...v1.1.0
`;

const quiet = (): void => undefined;

async function stand(): Promise<{ server: GitHubServer; octokit: Octokit }> {
  const server = await startGitHubServer();
  closeWhenFinished(server, expect, onTestFinished);
  server.state.addRepo(REPO);
  return { server, octokit: new Octokit({ auth: 'test-token', baseUrl: server.url, log: { debug: quiet, info: quiet, warn: quiet, error: quiet } }) };
}

const run = (octokit: Octokit, tag: string, sha: string, changelog = CHANGELOG) =>
  release({ octokit, repository: REPO, tag, sha, changelog, packageVersion: tag.slice(1) });

const writes = (server: GitHubServer) => server.requests.filter((request) => request.write).map((request) => `${request.method} ${request.path}`);

describe('changelogSection and parseVersionTag', () => {
  it("should take one version's section, without the next section or link definitions", () => {
    expect(changelogSection(CHANGELOG, '1.1.0')).toBe('### Added\n\n- The second thing.');
    expect(changelogSection(CHANGELOG, '1.0.0')).toBe('- The first thing.');
    expect(changelogSection(CHANGELOG, '2.0.0')).toBeNull();
    expect(changelogSection('## [3.0.0] - 2026-03-01\n\n## [2.0.0]\n- x', '3.0.0')).toBeNull();
  });

  it('should read release and prerelease tags and refuse others', () => {
    expect(parseVersionTag('v1.2.3')).toEqual({ version: '1.2.3', major: 1, minor: 2, patch: 3, prerelease: null });
    expect(parseVersionTag('v2.0.0-rc.1')?.prerelease).toBe('rc.1');
    for (const tag of ['v1', '1.2.3', 'v1.2', 'v01.2.3', 'v1.2.3 ', 'refs/tags/v1.2.3']) expect(parseVersionTag(tag), tag).toBeNull();
  });
});

describe('scripts/release.mjs against the stand-in', () => {
  it('should create the release with the changelog notes and the major tag, then move the major tag on the next release', async () => {
    const { server, octokit } = await stand();
    const git = server.state.git;
    const first = git.addCommit(REPO, { branch: 'main' });
    git.addTag(REPO, 'v1.0.0', first, 'v1.0.0');

    const one = await run(octokit, 'v1.0.0', first);
    expect(one).toMatchObject({ versionTag: 'exists', release: 'created', majorTag: 'created', notes: '- The first thing.' });
    expect(git.tagCommit(REPO, 'v1')).toBe(first);
    expect(git.of(REPO).releases).toEqual([expect.objectContaining({ tagName: 'v1.0.0', name: 'v1.0.0', body: '- The first thing.', prerelease: false })]);

    // The next release: a lightweight tag on a later commit; v1 moves there.
    const second = git.addCommit(REPO, { parents: [first], branch: 'main' });
    git.addTag(REPO, 'v1.1.0', second);
    const two = await run(octokit, 'v1.1.0', second);
    expect(two.majorTag).toBe(`moved from ${first}`);
    expect(git.tagCommit(REPO, 'v1')).toBe(second);
    expect(git.tagCommit(REPO, 'v1.0.0')).toBe(first);
    expect(git.of(REPO).releases.map((entry) => [entry.tagName, entry.body])).toEqual([
      ['v1.0.0', '- The first thing.'],
      ['v1.1.0', '### Added\n\n- The second thing.'],
    ]);

    // A re-run (the workflow re-run after a failure): the notes are written again, nothing is duplicated or moved.
    const writesBefore = writes(server).length;
    const again = await run(octokit, 'v1.1.0', second, CHANGELOG.replace('The second thing.', 'The second thing, reworded.'));
    expect(again).toMatchObject({ versionTag: 'exists', release: 'updated', majorTag: 'unchanged' });
    expect(git.of(REPO).releases).toHaveLength(2);
    expect(git.of(REPO).releases[1]?.body).toContain('reworded');
    expect(writes(server).slice(writesBefore)).toEqual([expect.stringMatching(/^PATCH \/repos\/example-owner\/vllm-triage\/releases\/\d+$/)]);
  });

  it('should create a missing version tag, and leave the major tag alone for an older patch and for a prerelease', async () => {
    const { server, octokit } = await stand();
    const git = server.state.git;
    const first = git.addCommit(REPO, { branch: 'main' });
    const newest = git.addCommit(REPO, { parents: [first], branch: 'main' });
    git.addTag(REPO, 'v1.1.0', newest);
    git.addTag(REPO, 'v1', newest);
    const fix = git.addCommit(REPO, { parents: [first], branch: 'release-1.0' });

    const patch = await run(octokit, 'v1.0.1', fix);
    expect(patch).toMatchObject({ versionTag: 'created', release: 'created', majorTag: 'left alone (v1.1.0 is newer)' });
    expect(git.tagCommit(REPO, 'v1.0.1')).toBe(fix);
    expect(git.tagCommit(REPO, 'v1')).toBe(newest);

    const candidate = git.addCommit(REPO, { parents: [newest], branch: 'main' });
    const rc = await release({
      octokit,
      repository: REPO,
      tag: 'v1.2.0-rc.1',
      sha: candidate,
      packageVersion: '1.2.0-rc.1',
      changelog: '## [1.2.0-rc.1]\n\n- Soon.\n',
    });
    expect(rc).toMatchObject({ release: 'created', majorTag: 'left alone (prerelease)' });
    expect(git.of(REPO).releases.find((entry) => entry.tagName === 'v1.2.0-rc.1')?.prerelease).toBe(true);
    expect(git.tagCommit(REPO, 'v1')).toBe(newest);
  });

  it('should stop before writing when the version tag names another commit, the notes are missing or the version differs', async () => {
    const { server, octokit } = await stand();
    const git = server.state.git;
    const first = git.addCommit(REPO, { branch: 'main' });
    const other = git.addCommit(REPO, { parents: [first], branch: 'main' });
    git.addTag(REPO, 'v1.0.0', first, 'v1.0.0');

    await expect(run(octokit, 'v1.0.0', other)).rejects.toThrow(`v1.0.0 already points at ${first}, not ${other}`);
    await expect(run(octokit, 'v2.0.0', other)).rejects.toThrow('CHANGELOG.md has no "## [2.0.0]" section');
    await expect(release({ octokit, repository: REPO, tag: 'v1.0.0', sha: first, changelog: CHANGELOG, packageVersion: '1.0.1' })).rejects.toThrow(
      "does not match package.json's version 1.0.1",
    );
    await expect(run(octokit, 'v1', first)).rejects.toThrow('not a version tag');
    expect(writes(server)).toEqual([]);
    expect(git.of(REPO).releases).toEqual([]);
  });

  it("should release this repository's own version as the workflow runs it, at GITHUB_API_URL", async () => {
    const { server } = await stand();
    const git = server.state.git;
    const commit = git.addCommit(REPO, { branch: 'main' });
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    const notes = changelogSection(readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8'), version);
    expect(notes, `CHANGELOG.md has notes for package.json's version ${version}`).not.toBeNull();
    git.addTag(REPO, `v${version}`, commit, `v${version}`);

    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/release.mjs'], {
      cwd: new URL('../..', import.meta.url),
      env: {
        PATH: process.env['PATH'],
        GITHUB_API_URL: server.url,
        GITHUB_TOKEN: 'test-token',
        GITHUB_REPOSITORY: REPO,
        GITHUB_REF_NAME: `v${version}`,
        GITHUB_SHA: commit,
      },
    });
    expect(stdout).toContain(`release v${version}: created`);
    expect(git.of(REPO).releases.map((entry) => entry.body)).toEqual([notes]);
    expect(git.tagCommit(REPO, `v${version.split('.')[0] ?? ''}`)).toBe(commit);
  });
});
