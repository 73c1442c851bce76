// The release step of .github/workflows/release.yml: for a pushed version tag vX.Y.Z (whose dist/ the workflow has
// already checked), creates or updates the GitHub release with CHANGELOG.md's section for X.Y.Z as its notes, and
// points the major tag vX at the same commit (created the first time, moved after), unless a newer vX.* release
// exists or the version is a prerelease. Talks to the REST API through @octokit/rest at GITHUB_API_URL, so a test
// runs it against the local GitHub stand-in.
//
//   GITHUB_TOKEN=… GITHUB_REPOSITORY=owner/repo GITHUB_SHA=<commit> node scripts/release.mjs v1.2.3
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Octokit } from '@octokit/rest';

const VERSION_TAG = /^v(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(?:-([0-9A-Za-z.-]+))?$/;

/**
 * The parts of a version tag, or null when it is not `vMAJOR.MINOR.PATCH[-PRERELEASE]`.
 * @param {string} tag
 */
export function parseVersionTag(tag) {
  const match = VERSION_TAG.exec(tag);
  if (!match) return null;
  const [major, minor, patch] = [match[1], match[2], match[3]].map(Number);
  return { version: tag.slice(1), major, minor, patch, prerelease: match[4] ?? null };
}

/**
 * The body of CHANGELOG.md's `## [version]` section (up to the next `## ` heading), trimmed; null when absent or empty.
 * @param {string} changelog
 * @param {string} version
 */
export function changelogSection(changelog, version) {
  const lines = changelog.replace(/\r\n?/g, '\n').split('\n');
  const start = lines.findIndex((line) => line.startsWith(`## [${version}]`));
  if (start < 0) return null;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('## '));
  const body = (end < 0 ? rest : rest.slice(0, end))
    .join('\n')
    .replace(/^\[[^\]\n]+\]: \S+$/gm, '')
    .trim();
  return body === '' ? null : body;
}

/**
 * Whether `candidate` is older than `other` (release versions only; a prerelease never moves a major tag).
 * @param {{ minor: number; patch: number }} candidate
 * @param {{ minor: number; patch: number }} other
 */
function olderThan(candidate, other) {
  return candidate.minor !== other.minor ? candidate.minor < other.minor : candidate.patch < other.patch;
}

/**
 * Whether an API error is GitHub's 404.
 * @param {unknown} error
 */
function isNotFound(error) {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/**
 * The commit a tag ref points at: the ref's object, or for an annotated tag the object the tag object names.
 * @param {Octokit} octokit
 * @param {{ owner: string; repo: string }} where
 * @param {string} tag
 * @returns {Promise<string | null>}
 */
async function tagCommit(octokit, where, tag) {
  let ref;
  try {
    ref = (await octokit.rest.git.getRef({ ...where, ref: `tags/${tag}` })).data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  if (ref.object.type !== 'tag') return ref.object.sha;
  const annotated = (await octokit.rest.git.getTag({ ...where, tag_sha: ref.object.sha })).data;
  return annotated.object.sha;
}

/**
 * Releases `tag` at `sha`: the version tag (created when missing, refused when it names another commit), the GitHub
 * release with the changelog's notes (created, or its notes updated on a re-run), and the major tag.
 * @param {{
 *   octokit: Octokit;
 *   repository: string;
 *   tag: string;
 *   sha: string;
 *   changelog: string;
 *   packageVersion: string;
 *   log?: (line: string) => void;
 * }} options
 */
export async function release({ octokit, repository, tag, sha, changelog, packageVersion, log = () => {} }) {
  const parsed = parseVersionTag(tag);
  if (!parsed) throw new Error(`${tag} is not a version tag (vMAJOR.MINOR.PATCH)`);
  if (parsed.version !== packageVersion) throw new Error(`${tag} does not match package.json's version ${packageVersion}`);
  if (!/^[0-9a-f]{40}$/.test(sha)) throw new Error(`not a commit SHA: ${sha}`);
  const notes = changelogSection(changelog, parsed.version);
  if (notes === null) throw new Error(`CHANGELOG.md has no "## [${parsed.version}]" section with notes`);
  const [owner = '', repo = ''] = repository.split('/');
  const where = { owner, repo };

  // The version tag: the push that started the workflow made it; a dispatched run may create it.
  const tagged = await tagCommit(octokit, where, tag);
  let versionTag = 'exists';
  if (tagged === null) {
    await octokit.rest.git.createRef({ ...where, ref: `refs/tags/${tag}`, sha });
    versionTag = 'created';
  } else if (tagged !== sha) {
    throw new Error(`${tag} already points at ${tagged}, not ${sha}: a released version is never moved`);
  }
  log(`${tag}: ${versionTag} at ${sha}`);

  // The release, with the changelog's notes.
  const fields = { name: tag, body: notes, prerelease: parsed.prerelease !== null };
  let releaseAction;
  let releaseUrl;
  try {
    const existing = (await octokit.rest.repos.getReleaseByTag({ ...where, tag })).data;
    releaseUrl = (await octokit.rest.repos.updateRelease({ ...where, release_id: existing.id, ...fields })).data.html_url;
    releaseAction = 'updated';
  } catch (error) {
    if (!isNotFound(error)) throw error;
    releaseUrl = (await octokit.rest.repos.createRelease({ ...where, tag_name: tag, ...fields })).data.html_url;
    releaseAction = 'created';
  }
  log(`release ${tag}: ${releaseAction}, ${releaseUrl}`);

  // The major tag: only a release version, and only when no newer vMAJOR.* tag exists.
  const major = `v${parsed.major}`;
  let majorTag;
  if (parsed.prerelease !== null) {
    majorTag = 'left alone (prerelease)';
  } else {
    const { data: refs } = await octokit.rest.git.listMatchingRefs({ ...where, ref: `tags/${major}.` });
    const newer = refs
      .map((ref) => ref.ref.replace(/^refs\/tags\//, ''))
      .map((name) => ({ name, version: parseVersionTag(name) }))
      .filter(({ version }) => version !== null && version.prerelease === null && version.major === parsed.major && olderThan(parsed, version));
    const current = await tagCommit(octokit, where, major);
    if (newer.length > 0) {
      majorTag = `left alone (${newer.map(({ name }) => name).join(', ')} is newer)`;
    } else if (current === null) {
      await octokit.rest.git.createRef({ ...where, ref: `refs/tags/${major}`, sha });
      majorTag = 'created';
    } else if (current === sha) {
      majorTag = 'unchanged';
    } else {
      await octokit.rest.git.updateRef({ ...where, ref: `tags/${major}`, sha, force: true });
      majorTag = `moved from ${current}`;
    }
  }
  log(`${major}: ${majorTag}`);
  return { versionTag, release: releaseAction, releaseUrl, majorTag, notes };
}

/**
 * The command: the tag from the first argument or GITHUB_REF_NAME, the rest from the Actions environment.
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 */
async function main(argv, env) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const tag = argv[0] ?? env['GITHUB_REF_NAME'] ?? '';
  const token = env['GITHUB_TOKEN'] ?? '';
  const repository = env['GITHUB_REPOSITORY'] ?? '';
  if (token === '' || !/^[\w.-]+\/[\w.-]+$/.test(repository)) throw new Error('GITHUB_TOKEN and GITHUB_REPOSITORY (owner/name) must be set');
  // An expected 404 (no release or major tag yet) is not an error line: failures are reported below in our words.
  const quiet = () => {};
  const octokit = new Octokit({
    auth: token,
    baseUrl: env['GITHUB_API_URL'] || 'https://api.github.com',
    userAgent: 'vllm-triage-release',
    log: { debug: quiet, info: quiet, warn: console.warn, error: quiet },
  });
  await release({
    octokit,
    repository,
    tag,
    sha: env['GITHUB_SHA'] ?? '',
    changelog: readFileSync(`${root}CHANGELOG.md`, 'utf8'),
    packageVersion: /** @type {{ version: string }} */ (JSON.parse(readFileSync(`${root}package.json`, 'utf8'))).version,
    log: (line) => console.log(line),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2), process.env).catch((/** @type {unknown} */ error) => {
    console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
