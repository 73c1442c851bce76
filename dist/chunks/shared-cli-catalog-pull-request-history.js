#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);

// src/cli/catalog/pull-request-history.ts
import { execFileSync } from "node:child_process";
function git(gitDir, args) {
  return execFileSync("git", ["-C", gitDir, ...args], { encoding: "utf8", env: { ...process.env, TZ: "UTC" }, maxBuffer: 64 * 1024 * 1024 });
}
function resolveCommit(gitDir, ref) {
  try {
    return git(gitDir, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]).trim() || null;
  } catch {
    return null;
  }
}
function findMergeCommit(gitDir, upto, pr) {
  const suffix = `(#${pr})`;
  const out = git(gitDir, ["log", upto, "--fixed-strings", `--grep=${suffix}`, "--date=format-local:%Y-%m-%d", "--format=%H%x09%cd%x09%s"]);
  const hits = out.split("\n").map((line) => line.split("	")).filter((fields) => fields.length === 3 && (fields[2] ?? "").endsWith(suffix) && !(fields[2] ?? "").startsWith("Revert"));
  const oldest = hits.at(-1);
  if (oldest === void 0) return { commit: null, note: `no commit whose subject ends in ${suffix} among the ancestors of ${upto.slice(0, 10)}` };
  return { commit: oldest[0], merged: oldest[1], subject: oldest[2].slice(0, oldest[2].length - suffix.length).trim() };
}
function isAncestor(gitDir, commit, ref) {
  if (resolveCommit(gitDir, commit) === null || resolveCommit(gitDir, ref) === null) return null;
  try {
    execFileSync("git", ["-C", gitDir, "merge-base", "--is-ancestor", commit, ref], { stdio: "ignore" });
    return true;
  } catch (error) {
    return error.status === 1 ? false : null;
  }
}

export {
  resolveCommit,
  findMergeCommit,
  isAncestor
};
//# sourceMappingURL=shared-cli-catalog-pull-request-history.js.map
