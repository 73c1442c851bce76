#!/usr/bin/env python3
"""Builds the shipped history index: where each log call and raise site stood in each vLLM release.

Usage: python3 index_vllm_history.py VLLM_GIT_DIR --releases RELEASES.md --catalog CATALOG_DIR
                                      [--tip COMMIT] [--pin COMMIT] > src/core/vllm/history-index.json

- Releases map to main commits through RELEASES.md (the fork has no tags): a row's first backticked sha in its
  "cut on main" column is the release's lower bound on main; its upper bound is the second sha of an interval row
  (exclusive), else the last main commit published before the release. A patch row (`= v0.11.1 + fixes`) keeps its
  base's code. The code of a release is read at its lower bound.
- Files: every .py under vllm/distributed/kv_transfer/ at that commit, and every .py path the catalog's YAML names
  (`path: ...`), as far as the commit has it.
- Sites: every `logger.<level>(...)` call (all levels, for `[file.py:N]` log prefixes of INFO and DEBUG lines too)
  and every raise, with the rows of index_vllm.py (Python's own ast).
- commits: the first-parent history of the tip from the oldest release bound on, 7 hex digits each, oldest first,
  so that a development build's `+g<sha>` has a position on main; prs: the position of each pull request the
  catalog names (`#N`, `pr: N`, `since_pr`, `until_pr`, pull-requests.yaml), from the `(#N)` of its squash merge.

The JSON is compact: paths and messages are tables; a site is [path, line, message, kind, release bitmask].
"""

import argparse
import ast
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import index_vllm  # noqa: E402  (the indexer beside this script)

ALL_LEVELS = ("debug", "info", "warning", "error", "exception", "critical", "info_once", "warning_once", "error_once", "debug_once")
FOLDER = "vllm/distributed/kv_transfer/"
SHA = re.compile(r"`([0-9a-f]{7,40})`")
DATE = re.compile(r"(\d{4}-\d{2}-\d{2})")
RELEASE_NAME = re.compile(r"^v\d+\.\d+\.\d+(?:\.\w+)?$")
PR_REFS = re.compile(r"(?:#|\bpr: |_pr: |^  )(\d{4,6})\b", re.M)


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], check=True, capture_output=True, text=True).stdout


def read_releases(path):
    """[(name, lower sha or None, upper sha or None, published date or None, base release or None)] in table order."""
    rows = []
    for line in open(path, encoding="utf-8"):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 4 or not RELEASE_NAME.match(cells[0]):
            continue
        name, published, cut, kind = cells[0], cells[1], cells[2], cells[3]
        date = DATE.search(published)
        shas = SHA.findall(cut)
        base = re.match(r"= (v[\d.]+)", cut)
        if base is not None and not shas:
            rows.append((name, None, None, date.group(1) if date else None, base.group(1)))
        elif base is not None and "patch" in kind:
            rows.append((name, None, None, date.group(1) if date else None, base.group(1)))
        elif shas and "not mappable" not in cut:
            upper = shas[1] if kind.startswith("interval") and len(shas) > 1 else None
            rows.append((name, shas[0], upper, date.group(1) if date else None, None))
    return rows


def catalog_paths_and_prs(catalog_dir):
    paths, prs = set(), set()
    for directory, _dirs, files in os.walk(catalog_dir):
        for name in files:
            if not name.endswith(".yaml"):
                continue
            text = open(os.path.join(directory, name), encoding="utf-8").read()
            paths.update(re.findall(r"path: ([\w./-]+\.py)\b", text))
            prs.update(int(number) for number in PR_REFS.findall(text))
    return sorted(paths), prs


class AllLevels(index_vllm.SiteCollector):
    def visit_Call(self, node):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in ALL_LEVELS and isinstance(func.value, ast.Name) and func.value.id == "logger" and node.args:
            message, _note = self.message_of(node.args[0], node.lineno)
            self.add("log", func.attr, message, "", node.lineno)
        self.generic_visit(node)


def sites_at(repo, commit, extra_paths):
    listed = git(repo, "ls-tree", "-r", "--name-only", commit, "--", FOLDER, *extra_paths).split("\n")
    found = []
    for path in sorted(p for p in listed if p.endswith(".py")):
        try:
            tree = ast.parse(git(repo, "show", "%s:%s" % (commit, path)), filename=path)
        except (SyntaxError, subprocess.CalledProcessError):
            continue
        collector = AllLevels(path)
        collector.visit(tree)
        found.extend((row[4], row[5], row[2], row[1]) for row in collector.rows)
    return found


NAME = re.compile(r"`(VLLM_[A-Z0-9_]{3,60}|--[a-z][a-z0-9-]{2,60}|[a-z_][a-z0-9_]{1,40}(?:\.[a-z_][a-z0-9_]{1,40}){1,4}|[a-z][a-z0-9]*_[a-z0-9_]{2,60})`")


def catalog_names(catalog_dir):
    """The settings, flags, environment variables and modules the catalog's prose names in code spans."""
    names = set()
    for directory, _dirs, files in os.walk(catalog_dir):
        for name in files:
            if name.endswith(".yaml") and name != "pull-requests.yaml":
                names.update(NAME.findall(open(os.path.join(directory, name), encoding="utf-8").read()))
    return sorted(name for name in names if not name.endswith((".py", ".md")))


def searched_as(name):
    """What to look for in the source: a flag as its field (`gpu_memory_utilization`), a module `x._api` as `x`."""
    if name.startswith("--"):
        return name[2:].replace("-", "_")
    if name.endswith("._api"):
        return name[: -len("._api")]
    return name


class BlobReader:
    """Reads blobs through one `git cat-file --batch`, and remembers which names each blob holds."""

    def __init__(self, repo, names):
        self.process = subprocess.Popen(["git", "-C", repo, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.names = names
        self.held = {}

    def names_in(self, blob):
        if blob not in self.held:
            self.process.stdin.write((blob + "\n").encode())
            self.process.stdin.flush()
            size = int(self.process.stdout.readline().split()[2])
            text = self.process.stdout.read(size + 1)[:size].decode("utf-8", "replace")
            self.held[blob] = {name for name in self.names if searched_as(name) in text}
        return self.held[blob]


def names_at(repo, commit, reader):
    """The names whose searched form occurs in a .py file under vllm/ at the commit."""
    found = set()
    for line in git(repo, "ls-tree", "-r", commit, "--", "vllm").split("\n"):
        parts = line.split()
        if len(parts) == 4 and parts[1] == "blob" and parts[3].endswith(".py"):
            found |= reader.names_in(parts[2])
    return found


def runs_of(mask):
    """[first, last, first, last, ...]: the runs of consecutive releases in a bitmask."""
    runs, bit, first = [], 0, None
    while mask >> bit or first is not None:
        if mask >> bit & 1 and first is None:
            first = bit
        elif not mask >> bit & 1 and first is not None:
            runs += [first, bit - 1]
            first = None
        bit += 1
    return runs


def grouped(sites, levels):
    """[path, message, level, line, first release, last release, line, first, last, ...] per (path, message, level):
    each run of consecutive releases that had the site at one line is one (line, first, last)."""
    groups = {}
    for path, line, message, level, mask in sites:
        runs = groups.setdefault((path, message, level), [])
        bit, first = 0, None
        while mask >> bit or first is not None:
            if mask >> bit & 1 and first is None:
                first = bit
            elif not mask >> bit & 1 and first is not None:
                runs.append((line, first, bit - 1))
                first = None
            bit += 1
    out = []
    for (path, message, level), runs in sorted(groups.items()):
        row = [path, message, levels.index(level)]
        for run in sorted(runs):
            row.extend(run)
        out.append(row)
    return out


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("repo")
    parser.add_argument("--releases", required=True)
    parser.add_argument("--catalog", required=True)
    parser.add_argument("--tip", default="d626108b1841888ec90aced33367149a6bbc7e4b")
    parser.add_argument("--pin", default="c794754062d49a8fdb63ab3c5215b488b865030c")
    options = parser.parse_args(argv)
    log = git(options.repo, "log", "--first-parent", "--format=%H %cs %s", options.tip).strip().split("\n")[::-1]
    full = [line.split(" ", 2) for line in log]
    position = {sha: index for index, (sha, _d, _s) in enumerate(full)}

    def pos(short):
        matches = [sha for sha in position if sha.startswith(short)] if len(short) < 40 else [short]
        if len(matches) != 1:
            raise SystemExit("index_vllm_history.py: %s is not one main commit" % short)
        return position[matches[0]]

    releases, by_name = [], {}
    for name, lower, upper, date, base in read_releases(options.releases):
        if base is not None:
            if base in by_name:
                parent = by_name[base]
                releases.append({"name": name, "lo": parent["lo"], "hi": parent["hi"], "date": date, "patch_of": base, "at": parent["at"]})
            continue
        lo = pos(lower)
        if upper is not None:
            hi = pos(upper) - 1
        elif date is not None:
            hi = max(index for index, (_sha, day, _s) in enumerate(full) if day <= date)
        else:
            hi = lo
        row = {"name": name, "lo": lo, "hi": max(hi, lo), "date": date, "at": full[lo][0][:10]}
        releases.append(row)
        by_name[name] = row
    releases.append({"name": "pin", "lo": pos(options.pin), "hi": pos(options.pin), "date": full[pos(options.pin)][1], "at": options.pin[:10]})
    start = min(row["lo"] for row in releases)
    extra, prs = catalog_paths_and_prs(options.catalog)
    extra = [path for path in extra if not path.startswith(FOLDER)]
    paths, messages, sites, site_at = [], [], [], {}
    path_id, message_id = {}, {}
    for bit, row in enumerate(releases):
        if "patch_of" in row:
            for site in sites:
                if site[4] >> releases.index(by_name[row["patch_of"]]) & 1:
                    site[4] |= 1 << bit
            continue
        for path, line, message, level in sites_at(options.repo, full[row["lo"]][0], extra):
            key = (path, line, message, level)
            if key not in site_at:
                p = path_id.setdefault(path, len(paths))
                if p == len(paths):
                    paths.append(path)
                m = message_id.setdefault(message, len(messages))
                if m == len(messages):
                    messages.append(message)
                site_at[key] = [p, line, m, level, 0]
                sites.append(site_at[key])
            site_at[key][4] |= 1 << bit
    names = catalog_names(options.catalog)
    name_bits = {name: 0 for name in names}
    reader = BlobReader(options.repo, names)
    for bit, row in enumerate(releases):
        for name in names_at(options.repo, full[row["lo"]][0], reader):
            name_bits[name] |= 1 << bit
    levels = sorted({site[3] for site in sites})
    subjects = {}
    for index, (_sha, _day, subject) in enumerate(full):
        number = re.search(r"\(#(\d+)\)$", subject)
        if number is not None:
            subjects.setdefault(int(number.group(1)), index)
    out = {
        "about": "Generated by scripts/index_vllm_history.py from vLLM's history; do not edit.",
        "tip": options.tip,
        "start": start,
        "commits": "".join(sha[:7] for sha, _d, _s in full[start:]),
        "dates": {str(row["lo"]): full[row["lo"]][1] for row in releases},
        "releases": [{key: value for key, value in row.items() if key != "at"} | {"commit": row["at"]} for row in releases],
        "prs": {str(pr): subjects[pr] for pr in sorted(prs) if pr in subjects},
        "paths": paths,
        "messages": messages,
        "names": {name: runs_of(bits) for name, bits in sorted(name_bits.items())},
        "levels": levels,
        "sites": grouped(sites, levels),
    }
    sys.stdout.write(json.dumps(out, separators=(",", ":")) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
