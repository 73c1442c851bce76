#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  inlineCode
} from "./shared-core-text-safe-markdown.js";

// src/core/match/messages/placeholders.ts
var PRINTF_FLAGS = "#0- +";
var PRINTF_CONVERSIONS = "diouxXeEfFgGcrsa";
function captureName(expression) {
  let name = "";
  let pendingUnderscore = false;
  for (const char of expression.trim()) {
    const isWordChar = char >= "a" && char <= "z" || char >= "A" && char <= "Z" || char >= "0" && char <= "9";
    if (isWordChar) {
      if (pendingUnderscore && name !== "") name += "_";
      pendingUnderscore = false;
      name += char;
    } else {
      pendingUnderscore = true;
    }
  }
  if (name === "") return "value";
  return name[0] !== void 0 && name[0] >= "0" && name[0] <= "9" ? `_${name}` : name;
}
function uniqueName(name, taken) {
  if (!taken.includes(name)) return name;
  let suffix = 2;
  while (taken.includes(`${name}_${suffix}`)) suffix += 1;
  return `${name}_${suffix}`;
}
function topLevelIndex(text, from, isStop) {
  let depth = 0;
  let quote = "";
  for (let index = from; index < text.length; index += 1) {
    const char = text[index] ?? "";
    if (quote !== "") {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (depth === 0 && isStop(char, index)) {
      return index;
    } else if (char === "(" || char === "[" || char === "{") {
      depth += 1;
    } else if (char === ")" || char === "]" || char === "}") {
      depth -= 1;
    }
  }
  return -1;
}
function placeholderEnd(template, from) {
  return topLevelIndex(template, from, (char) => char === "}");
}
function stripConversion(expression) {
  const end = topLevelIndex(expression, 0, (char, index) => char === ":" || char === "!" && expression[index + 1] !== "=");
  return end < 0 ? expression : expression.slice(0, end);
}
function printfEnd(template, from, allowSpaceFlag = true) {
  let index = from;
  if (template[index] === "(") {
    const close = template.indexOf(")", index);
    if (close < 0) return -1;
    index = close + 1;
  }
  while (index < template.length && PRINTF_FLAGS.includes(template[index] ?? "")) {
    if (!allowSpaceFlag && template[index] === " ") return -1;
    index += 1;
  }
  while (isDigit(template[index])) index += 1;
  if (template[index] === ".") {
    index += 1;
    while (isDigit(template[index])) index += 1;
  }
  const conversion = template[index] ?? "";
  return conversion !== "" && PRINTF_CONVERSIONS.includes(conversion) ? index : -1;
}
function isDigit(char) {
  return char !== void 0 && char >= "0" && char <= "9";
}

// src/core/match/templates.ts
var MIN_TEMPLATE_LITERAL_LENGTH = 8;
var SYNTAX_RULES = [
  // `{{` and `}}`: a brace written out.
  (template, index, { fstring }) => {
    const char = template[index] ?? "";
    return fstring && (char === "{" || char === "}") && template[index + 1] === char ? { literal: char, end: index + 2 } : null;
  },
  // `{expr}` (conversion and format spec dropped): an f-string placeholder; a `{` that never closes is text.
  (template, index, { fstring }) => {
    if (!fstring || template[index] !== "{") return null;
    const end = placeholderEnd(template, index + 1);
    return end < 0 ? { literal: "{", end: index + 1 } : { name: stripConversion(template.slice(index + 1, end)), end: end + 1 };
  },
  // The source index writes a message built from a non-literal expression as `<expr: …>`.
  (template, index) => {
    if (!template.startsWith("<expr: ", index)) return null;
    const end = template.indexOf(">", index);
    return end > index ? { name: template.slice(index + 7, end), end: end + 1 } : null;
  },
  // `%s`, `%d`, `%.1f` (`%%` a percent sign): a printf placeholder, named by the logger call's argument.
  (template, index, { printf, argNames }, placeholders) => {
    if (!printf || template[index] !== "%") return null;
    if (template[index + 1] === "%") return { literal: "%", end: index + 2 };
    const end = printfEnd(template, index + 1);
    return end < 0 ? { literal: "%", end: index + 1 } : { name: argNames?.[placeholders] ?? `arg${placeholders + 1}`, end: end + 1 };
  }
];
function readToken(template, index, syntax, placeholders) {
  for (const rule of SYNTAX_RULES) {
    const token = rule(template, index, syntax, placeholders);
    if (token !== null) return token;
  }
  return { literal: template[index] ?? "", end: index + 1 };
}
function compileTemplate(template, options = {}) {
  const syntax = { fstring: options.fstring ?? true, printf: options.printf ?? false, argNames: options.argNames };
  const literals = [];
  const names = [];
  let literal = "";
  for (let index = 0; index < template.length; ) {
    const token = readToken(template, index, syntax, names.length);
    if ("name" in token) {
      literals.push(literal);
      literal = "";
      names.push(uniqueName(captureName(token.name), names));
    } else {
      literal += token.literal;
    }
    index = token.end;
  }
  literals.push(literal);
  const normalised = literals.map(collapseWhitespace);
  const last = normalised.length - 1;
  normalised[0] = (normalised[0] ?? "").trimStart();
  normalised[last] = (normalised[last] ?? "").trimEnd();
  return {
    source: template,
    literals: normalised,
    names,
    literalLength: normalised.reduce((sum, piece) => sum + piece.length, 0),
    firstWord: leadingWord(normalised[0] ?? "", names.length > 0)
  };
}
function looksLikePrintf(template) {
  if (template.includes("{") && template.includes("}")) return false;
  for (let index = template.indexOf("%"); index >= 0; index = template.indexOf("%", index + 1)) {
    if (template[index + 1] === "%") return true;
    if (printfEnd(template, index + 1, false) >= 0) return true;
  }
  return false;
}
function leadingWord(firstLiteral, hasPlaceholder) {
  const space = firstLiteral.indexOf(" ");
  if (space > 0) return firstLiteral.slice(0, space);
  if (firstLiteral === "" || hasPlaceholder) return null;
  return firstLiteral;
}
function firstWordOf(message) {
  const trimmed = message.trimStart();
  let end = 0;
  while (end < trimmed.length && !isWhitespace(trimmed[end] ?? "")) end += 1;
  return trimmed.slice(0, end);
}
function collapseWhitespace(text) {
  let out = "";
  let inRun = false;
  for (const char of text) {
    if (isWhitespace(char)) {
      if (!inRun) out += " ";
      inRun = true;
    } else {
      out += char;
      inRun = false;
    }
  }
  return out;
}
function isWhitespace(char) {
  return char === " " || char === "	" || char === "\n" || char === "\r" || char === "\f" || char === "\v";
}

// src/core/vllm/package-path.ts
function installedPackagePath(path) {
  const at = Math.max(path.lastIndexOf("site-packages/"), path.lastIndexOf("dist-packages/"));
  return at === -1 ? null : path.slice(at + "site-packages/".length);
}
var PACKAGE_DIRS = {
  lmcache: "lmcache",
  "lmcache-mp": "lmcache",
  "lmcache-ascend": "lmcache_ascend",
  nixl: "nixl",
  mooncake: "mooncake",
  "vllm-ascend": "vllm_ascend",
  "vllm-omni": "vllm_omni"
};
function sourceCheckoutOf(file, owner) {
  const dir = PACKAGE_DIRS[owner];
  if (dir === void 0) return null;
  const whole = file.replaceAll("\\", "/");
  if (installedPackagePath(whole) !== null) return null;
  const at = whole.lastIndexOf(`/${dir}/`);
  return at <= 0 ? null : whole.slice(0, at);
}

// src/core/vllm/links.ts
var VLLM_REPO = "https://github.com/vllm-project/vllm";
function safeRef(ref) {
  return ref.replace(/[^A-Za-z0-9._+-]/g, "");
}
var MAX_LINK_PATH = 200;
function encodePart(part) {
  return encodeURIComponent(part).replace(/[()*~!']/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
function safePath(path) {
  return path.slice(0, MAX_LINK_PATH).split("/").filter((part) => part !== "" && part !== "." && part !== "..").map(encodePart).join("/");
}
function vllmSourceUrl(ref, path, line) {
  const anchor = line === null || isMovingRef(ref) ? "" : `#L${line}`;
  return `${VLLM_REPO}/blob/${safeRef(ref)}/${safePath(path)}${anchor}`;
}
var MOVING_REFS = /* @__PURE__ */ new Set(["main", "master", "HEAD"]);
function isMovingRef(ref) {
  return MOVING_REFS.has(ref);
}
function sourceLink(ref, path, line) {
  const shown = path.length > MAX_LINK_PATH ? `${path.slice(0, MAX_LINK_PATH - 1)}\u2026` : path;
  const label = line === null || isMovingRef(ref) ? shown : `${shown}:${line}`;
  return `[${inlineCode(label, MAX_LINK_PATH + 12)}](${vllmSourceUrl(ref, path, line)})`;
}
function vllmThreadLink(kind, number) {
  const safeNumber = Math.trunc(Math.abs(number));
  return `[vllm-project/vllm#${safeNumber}](${VLLM_REPO}/${kind}/${safeNumber})`;
}
function vllmPathOf(file) {
  const normalised = file.replaceAll("\\", "/");
  const inside = installedPackagePath(normalised);
  if (inside !== null) return inside.startsWith("vllm/") ? inside : null;
  if (normalised.startsWith("vllm/")) return isVllmTree(normalised) ? normalised : null;
  const distributedAt = normalised.lastIndexOf("/vllm/distributed/");
  if (distributedAt >= 0) return normalised.slice(distributedAt + 1);
  const packageAt = normalised.lastIndexOf("/vllm/");
  if (packageAt < 0) return null;
  const path = normalised.slice(packageAt + 1);
  return isVllmTree(path) && !OTHER_PROJECTS.some((project) => normalised.includes(project)) ? path : null;
}
var OTHER_PROJECTS = ["lmcache/", "lmcache_ascend/", "vllm_ascend/", "vllm_omni/", "dynamo/", "sglang/"];
var VLLM_TOP = /* @__PURE__ */ new Set([
  "v1",
  "distributed",
  "model_executor",
  "engine",
  "entrypoints",
  "worker",
  "executor",
  "core",
  "config",
  "attention",
  "lora",
  "multimodal",
  "transformers_utils",
  "platforms",
  "compilation",
  "inputs",
  "outputs.py",
  "utils",
  "sequence.py",
  "envs.py",
  "forward_context.py",
  "logger.py",
  "config.py",
  "sampling_params.py",
  "scripts.py",
  "usage",
  "reasoning",
  "tokenizers",
  "third_party",
  "spec_decode",
  "plugins",
  "profiler",
  "ray",
  "device_allocator",
  "assets",
  "benchmarks",
  "model_loader",
  "logging_utils",
  "_custom_ops.py"
]);
function isVllmTree(path) {
  const second = path.split("/")[1] ?? "";
  return VLLM_TOP.has(second);
}

export {
  installedPackagePath,
  sourceCheckoutOf,
  vllmSourceUrl,
  isMovingRef,
  sourceLink,
  vllmThreadLink,
  vllmPathOf,
  captureName,
  topLevelIndex,
  MIN_TEMPLATE_LITERAL_LENGTH,
  compileTemplate,
  looksLikePrintf,
  firstWordOf
};
//# sourceMappingURL=shared-core-match-messages-placeholders.js.map
