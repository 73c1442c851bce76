// Links the comment makes: vLLM source lines, vLLM issues and pull requests (full links, never bare `#N`).

import { inlineCode } from '../comment/safe-markdown.js';

const VLLM_REPO = 'https://github.com/vllm-project/vllm';

/** Git refs and file paths we put in a URL: conservative characters only. */
function safeRef(ref: string): string {
  return ref.replace(/[^A-Za-z0-9._+-]/g, '');
}

function safePath(path: string): string {
  return path
    .split('/')
    .filter((part) => part !== '' && part !== '.' && part !== '..')
    .map((part) => encodeURIComponent(part))
    .join('/');
}

/**
 * A link to a line of vLLM's source, shown as `path:line` in code.
 * @param ref release tag or commit
 * @param path repository-relative path (`vllm/...`)
 * @param line 1-based line, or null for the whole file
 */
export function sourceLink(ref: string, path: string, line: number | null): string {
  const anchor = line === null ? '' : `#L${line}`;
  const label = line === null ? path : `${path}:${line}`;
  return `[${inlineCode(label)}](${VLLM_REPO}/blob/${safeRef(ref)}/${safePath(path)}${anchor})`;
}

/**
 * A full link to a vLLM issue or pull request, shown as `vllm-project/vllm#N`, so it never
 * cross-references an issue of the repository the bot happens to run in.
 * @param kind `issues` or `pull`
 * @param number the issue or PR number
 */
export function vllmThreadLink(kind: 'issues' | 'pull', number: number): string {
  const safeNumber = Math.trunc(Math.abs(number));
  return `[vllm-project/vllm#${safeNumber}](${VLLM_REPO}/${kind}/${safeNumber})`;
}

/**
 * The repository-relative `vllm/...` path of a frame's file (`/usr/lib/python3.12/site-packages/vllm/v1/x.py`
 * → `vllm/v1/x.py`), or null when the file is not part of vLLM.
 * @param file the path printed in the traceback
 */
export function vllmPathOf(file: string): string | null {
  const normalised = file.replace(/\\/g, '/');
  const packageAt = normalised.lastIndexOf('/vllm/');
  if (packageAt >= 0) return normalised.slice(packageAt + 1);
  return normalised.startsWith('vllm/') ? normalised : null;
}
