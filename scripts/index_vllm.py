#!/usr/bin/env python3
"""Indexes every raise and logged error/warning under vllm/distributed/kv_transfer/ with Python's own ast.

Usage: python3 index_vllm.py VLLM_SRC [--subdir vllm/distributed/kv_transfer] [--extra FILE]...

--extra indexes one more repo-relative file outside the folder (a curated entry's source); a missing
extra file is skipped with a note on stderr.

Prints TSV to stdout with the columns of raise-sites.tsv:
kind, class, message, args, path, line, function, connector.

- kind is `raise` or `log`; class is the exception class or the log level.
- message is the template as written: f-string placeholders kept as `{expr}` (with `!r` and
  format specs), implicit concatenation and `+` joined, other expressions as `<expr: ...>`.
  A message held in a local variable (`msg = ...; raise X(msg)`) is resolved and noted in args.
- args: the logger's arguments after the format, or a raise's other arguments; or the variable note.
- line is the first line of the statement (what tracebacks and `[file.py:N]` log prefixes show).
- Cells escape backslash, newline, tab and carriage return as `\\\\`, `\\n`, `\\t`, `\\r`.
"""

import argparse
import ast
import os
import sys

LOG_LEVELS = ("error", "warning", "exception", "critical", "error_once", "warning_once")
LOGGER_NAMES = ("logger",)
HEADER = "kind\tclass\tmessage\targs\tpath\tline\tfunction\tconnector"
# Keyword arguments that carry the message when a raise has no positional argument.
MESSAGE_KEYWORDS = ("detail", "msg", "message")


def escape_cell(text):
    """Escape a value for one TSV cell."""
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def render_fstring_part(node):
    """Render one part of an f-string: literal text with braces doubled, or a `{expr}` placeholder."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value.replace("{", "{{").replace("}", "}}")
    if isinstance(node, ast.FormattedValue):
        text = "{" + ast.unparse(node.value)
        if node.conversion != -1:
            text += "!" + chr(node.conversion)
        if node.format_spec is not None:
            text += ":" + "".join(render_fstring_part(part) for part in node.format_spec.values)
        return text + "}"
    return "<expr: " + ast.unparse(node) + ">"


def render_message(node):
    """Render a message expression as a template; returns (text, is_string_like)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value, True
    if isinstance(node, ast.JoinedStr):
        return "".join(render_fstring_part(part) for part in node.values), True
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, left_is_string = render_message(node.left)
        right, right_is_string = render_message(node.right)
        return left + right, left_is_string or right_is_string
    return "<expr: " + ast.unparse(node) + ">", False


def connector_of(rel_path):
    """The connector key of a file: its directory under v1/, its `*_connector.py` stem, or `parent(stem)`."""
    parts = rel_path.split("/")
    stem = parts[-1][:-3] if parts[-1].endswith(".py") else parts[-1]
    if "v1" in parts:
        below = parts[parts.index("v1") + 1 :]
        dirs = below[:-1]
        if dirs[:2] == ["mooncake", "store"]:
            return "mooncake_store"
        if dirs:
            name = dirs[0]
            return name[: -len("_integration")] if name.endswith("_integration") else name
        if stem.endswith("_connector"):
            return stem[: -len("_connector")]
        return "v1(" + stem + ")"
    parent = parts[-2] if len(parts) > 1 else ""
    return parent + "(" + stem + ")"


def is_logger_call(node):
    """True for `logger.<level>(...)` with a level we index."""
    func = node.func
    return (
        isinstance(func, ast.Attribute)
        and func.attr in LOG_LEVELS
        and isinstance(func.value, ast.Name)
        and func.value.id in LOGGER_NAMES
    )


class SiteCollector(ast.NodeVisitor):
    """Walks one module, keeping the qualified name of the enclosing function."""

    def __init__(self, rel_path):
        self.rel_path = rel_path
        self.connector = connector_of(rel_path)
        self.scopes = []
        self.functions = []
        self.rows = []

    def qualname(self):
        return ".".join(name for name, _ in self.scopes) or "<module>"

    def visit_ClassDef(self, node):
        self.scopes.append((node.name, None))
        self.generic_visit(node)
        self.scopes.pop()

    def visit_FunctionDef(self, node):
        self.scopes.append((node.name, node))
        self.functions.append(node)
        self.generic_visit(node)
        self.functions.pop()
        self.scopes.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def resolve_variable(self, name, before_line):
        """The last `name = <string>` in the enclosing function before `before_line`, or None."""
        if not self.functions:
            return None
        found = None
        for node in ast.walk(self.functions[-1]):
            value = None
            if isinstance(node, ast.Assign) and len(node.targets) == 1:
                target = node.targets[0]
                if isinstance(target, ast.Name) and target.id == name:
                    value = node.value
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == name:
                value = node.value
            if value is None or node.lineno >= before_line:
                continue
            if found is None or node.lineno > found.lineno:
                found = node
        if found is None:
            return None
        text, is_string = render_message(found.value)
        return (text, found.lineno) if is_string else None

    def message_of(self, node, line):
        """Render a message argument; resolve a local string variable. Returns (message, note or None)."""
        if isinstance(node, ast.Name):
            resolved = self.resolve_variable(node.id, line)
            if resolved is not None:
                text, assigned_at = resolved
                return text, "[message from variable %s (line %d)]" % (node.id, assigned_at)
        return render_message(node)[0], None

    def add(self, kind, cls, message, args, line):
        self.rows.append((kind, cls, message, args, self.rel_path, line, self.qualname(), self.connector))

    def visit_Raise(self, node):
        exc = node.exc
        if exc is not None:
            if isinstance(exc, ast.Call):
                self.add_raise_call(exc, node.lineno)
            elif isinstance(exc, (ast.Name, ast.Attribute)):
                self.add("raise", ast.unparse(exc), "", "", node.lineno)
        self.generic_visit(node)

    def add_raise_call(self, call, line):
        positional = list(call.args)
        keywords = [kw for kw in call.keywords if kw.arg is not None]
        message_node = None
        if positional:
            message_node = positional.pop(0)
        else:
            for kw in keywords:
                if kw.arg in MESSAGE_KEYWORDS:
                    message_node = kw.value
                    keywords = [other for other in keywords if other is not kw]
                    break
        message, note = ("", None) if message_node is None else self.message_of(message_node, line)
        args = note or ", ".join(
            [ast.unparse(arg) for arg in positional] + ["%s=%s" % (kw.arg, ast.unparse(kw.value)) for kw in keywords]
        )
        self.add("raise", ast.unparse(call.func), message, args, line)

    def visit_Call(self, node):
        if is_logger_call(node) and node.args:
            message, note = self.message_of(node.args[0], node.lineno)
            args = note or ", ".join(ast.unparse(arg) for arg in node.args[1:])
            self.add("log", node.func.attr, message, args, node.lineno)
        self.generic_visit(node)


def index_file(root, rel_path):
    """All rows of one file, in line order."""
    with open(os.path.join(root, rel_path), encoding="utf-8") as handle:
        tree = ast.parse(handle.read(), filename=rel_path)
    collector = SiteCollector(rel_path)
    collector.visit(tree)
    return sorted(collector.rows, key=lambda row: row[5])


def python_files(root, subdir):
    """Paths of the .py files under root/subdir, relative to root with `/`, sorted."""
    found = []
    for directory, dirnames, filenames in os.walk(os.path.join(root, subdir)):
        dirnames[:] = [name for name in dirnames if name != "__pycache__"]
        for name in filenames:
            if name.endswith(".py"):
                found.append(os.path.relpath(os.path.join(directory, name), root).replace(os.sep, "/"))
    return sorted(found)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("vllm_src", help="a vLLM checkout (the directory holding vllm/)")
    parser.add_argument("--subdir", default="vllm/distributed/kv_transfer", help="folder to index")
    parser.add_argument("--extra", action="append", default=[], help="another repo-relative .py file to index")
    options = parser.parse_args(argv)
    if not os.path.isdir(os.path.join(options.vllm_src, options.subdir)):
        sys.stderr.write("index_vllm.py: %s has no %s/\n" % (options.vllm_src, options.subdir))
        return 2
    lines = [HEADER]
    files = python_files(options.vllm_src, options.subdir)
    for extra in options.extra:
        if extra in files:
            continue
        if os.path.isfile(os.path.join(options.vllm_src, extra)):
            files.append(extra)
        else:
            sys.stderr.write("index_vllm.py: skipping missing file %s\n" % extra)
    for rel_path in files:
        try:
            rows = index_file(options.vllm_src, rel_path)
        except SyntaxError as error:
            sys.stderr.write("index_vllm.py: cannot parse %s: %s\n" % (rel_path, error))
            return 1
        for row in rows:
            lines.append("\t".join(escape_cell(str(cell)) for cell in row))
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
