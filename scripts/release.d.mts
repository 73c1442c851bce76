// Types of scripts/release.mjs for the TypeScript that imports it (test/scripts/release.test.ts).
import type { Octokit } from '@octokit/rest';

export interface VersionTag {
  version: string;
  major: number;
  minor: number;
  patch: number;
  prerelease: string | null;
}

export interface ReleaseResult {
  versionTag: 'exists' | 'created';
  release: 'created' | 'updated';
  releaseUrl: string;
  majorTag: string;
  notes: string;
}

export function parseVersionTag(tag: string): VersionTag | null;
export function changelogSection(changelog: string, version: string): string | null;
export function release(options: {
  octokit: Octokit;
  repository: string;
  tag: string;
  sha: string;
  changelog: string;
  packageVersion: string;
  log?: (line: string) => void;
}): Promise<ReleaseResult>;
