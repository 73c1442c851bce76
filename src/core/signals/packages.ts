// Connector package versions in issue text: `pip show` output, `name==version` pins and `pip list` rows
// for mooncake-transfer-engine, lmcache and nixl (collect_env does not list them: vllm/FACTS.md §e), and for the
// projects that call them instead of vLLM (ai-dynamo, sglang), whose version is asked when their code ran.

import { fixVersionsIn } from './sentences/fix-versions.js';
import type { LineList } from '../extract/types.js';
import { cutText } from '../text/cut.js';

/** Package name prefixes we record (normalised: lowercase, `_` → `-`). */
const PACKAGE_PREFIXES = ['mooncake', 'lmcache', 'nixl', 'ai-dynamo', 'sglang'];
const VERSION = /^v?(\d[0-9A-Za-z.+_-]{0,40})/;
/** A line whose lower-cased text holds a prefix holds it in some case (`u`: the Kelvin sign lower-cases to `k` too). */
const NAMES_PREFIX = /mooncake|lmcache|nixl|ai[-_]dynamo|sglang/iu;

function normaliseName(name: string): string {
  return name.trim().toLowerCase().replace(/_/g, '-');
}

function isConnectorPackage(name: string): boolean {
  return /^[a-z0-9][a-z0-9.-]{0,60}$/.test(name) && PACKAGE_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** The version token at the start of `text`, or null. */
function versionAt(text: string): string | null {
  const match = VERSION.exec(text.trim());
  return match === null ? null : (match[1] as string).replace(/(?<![.,;])[.,;]+$/, '');
}

/** `name==version` pins anywhere on the line (`[pip3] lmcache==0.3.9`, `pip install nixl==0.6.0`). */
function readPins(text: string, into: Record<string, string>): void {
  for (let at = text.indexOf('=='); at >= 0; at = text.indexOf('==', at + 2)) {
    let start = at;
    while (start > 0 && /[A-Za-z0-9_.-]/.test(text[start - 1] as string) && at - start < 60) start -= 1;
    const name = normaliseName(text.slice(start, at));
    const version = versionAt(cutText(text.slice(at + 2), 58, ''));
    if (isConnectorPackage(name) && version !== null && into[name] === undefined) into[name] = version;
  }
}

/** A `pip list` / conda row: `mooncake-transfer-engine    0.3.6` (name first, then the version). */
function readListRow(text: string, into: Record<string, string>): void {
  const trimmed = text.replace(/^\[(?:pip3?|conda)\]\s*/, '').trim();
  const space = trimmed.search(/\s/);
  if (space <= 0) return;
  const name = normaliseName(trimmed.slice(0, space));
  const version = versionAt(trimmed.slice(space));
  if (isConnectorPackage(name) && version !== null && into[name] === undefined) into[name] = version;
}

/**
 * Versions of connector packages named in the lines, keyed by normalised package name.
 * @param lines log lines of the body and human comments
 */
export function readConnectorPackageVersions(lines: LineList): Record<string, string> {
  const versions: Record<string, string> = {};
  let pendingName: string | null = null;
  let pendingDistance = 0;
  for (const line of lines) {
    const text = line.text;
    const trimmed = text.trim();
    if (trimmed.startsWith('Name:')) {
      const name = normaliseName(trimmed.slice('Name:'.length));
      pendingName = isConnectorPackage(name) ? name : null;
      pendingDistance = 0;
      continue;
    }
    if (pendingName !== null) {
      pendingDistance += 1;
      if (trimmed.startsWith('Version:')) {
        const version = versionAt(trimmed.slice('Version:'.length));
        if (version !== null && versions[pendingName] === undefined) versions[pendingName] = version;
        pendingName = null;
      } else if (pendingDistance > 3) pendingName = null;
    }
    // `pip install lmcache==0.3.7 solved it`: the version that fixed it, not the one the reporter runs.
    if (text.includes('==') && fixVersionsIn(text).length === 0) readPins(text, versions);
    // Most lines name no connector package: answered without lower-casing them.
    if (!NAMES_PREFIX.test(trimmed)) continue;
    const lower = trimmed.toLowerCase();
    if (PACKAGE_PREFIXES.some((prefix) => lower.startsWith(prefix) || lower.includes(`] ${prefix}`))) readListRow(trimmed, versions);
  }
  return versions;
}
