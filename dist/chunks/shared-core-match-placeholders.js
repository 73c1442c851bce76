#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  inlineCode
} from "./shared-core-text-safe-markdown.js";

// src/core/match/placeholders.ts
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
function compileTemplate(template, options = {}) {
  const fstring = options.fstring ?? true;
  const printf = options.printf ?? false;
  const literals = [];
  const names = [];
  let literal = "";
  let index = 0;
  const pushPlaceholder = (rawName) => {
    literals.push(literal);
    literal = "";
    names.push(uniqueName(captureName(rawName), names));
  };
  while (index < template.length) {
    const char = template[index] ?? "";
    const next = template[index + 1] ?? "";
    if (fstring && (char === "{" || char === "}") && next === char) {
      literal += char;
      index += 2;
    } else if (fstring && char === "{") {
      const end = placeholderEnd(template, index + 1);
      if (end < 0) {
        literal += char;
        index += 1;
        continue;
      }
      pushPlaceholder(stripConversion(template.slice(index + 1, end)));
      index = end + 1;
    } else if (template.startsWith("<expr: ", index) && template.indexOf(">", index) > index) {
      const end = template.indexOf(">", index);
      pushPlaceholder(template.slice(index + 7, end));
      index = end + 1;
    } else if (printf && char === "%") {
      if (next === "%") {
        literal += "%";
        index += 2;
        continue;
      }
      const end = printfEnd(template, index + 1);
      if (end < 0) {
        literal += char;
        index += 1;
        continue;
      }
      const argName = options.argNames?.[names.length] ?? `arg${names.length + 1}`;
      pushPlaceholder(argName);
      index = end + 1;
    } else {
      literal += char;
      index += 1;
    }
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
function prepareMessage(message, joinLines = false) {
  const trimmed = message.trim();
  if (isCollapsed(trimmed)) {
    return { text: trimmed, breaksBefore: null, hasBreak: false, joined: joinLines, unwrapped: null, original: message };
  }
  const pieces = [];
  const breakAt = [];
  let length = 0;
  let index = 0;
  while (index < trimmed.length) {
    const start = index;
    while (index < trimmed.length && !isWhitespaceCode(trimmed.charCodeAt(index))) index += 1;
    pieces.push(trimmed.slice(start, index));
    length += index - start;
    if (index >= trimmed.length) break;
    let sawBreak = false;
    while (index < trimmed.length && isWhitespaceCode(trimmed.charCodeAt(index))) {
      const code = trimmed.charCodeAt(index);
      if (code === 10 || code === 13) sawBreak = true;
      index += 1;
    }
    if (sawBreak) breakAt.push(length);
    if (sawBreak && joinLines) continue;
    pieces.push(" ");
    length += 1;
  }
  const text = pieces.join("");
  if (breakAt.length === 0) {
    return { text, breaksBefore: null, hasBreak: false, joined: joinLines, unwrapped: null, original: message };
  }
  const breaksBefore = new Uint32Array(text.length + 1);
  let count = 0;
  for (let position = 0; position <= text.length; position += 1) {
    while (count < breakAt.length && (breakAt[count] ?? 0) < position) count += 1;
    breaksBefore[position] = count;
  }
  return { text, breaksBefore, hasBreak: true, joined: joinLines, unwrapped: null, original: message };
}
function isCollapsed(text) {
  let previousSpace = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 32) {
      if (previousSpace) return false;
      previousSpace = true;
    } else if (isWhitespaceCode(code)) {
      return false;
    } else {
      previousSpace = false;
    }
  }
  return true;
}
function isWhitespaceCode(code) {
  return code === 32 || code >= 9 && code <= 13;
}
function matchTemplate(template, message) {
  const prepared = typeof message === "string" ? prepareMessage(message) : message;
  const captures = matchPrepared(template, prepared);
  if (captures !== null || !prepared.hasBreak || template.names.length === 0) return captures;
  prepared.unwrapped ??= prepareMessage(prepared.original, true);
  return matchPrepared(template, prepared.unwrapped);
}
function matchPrepared(template, flat) {
  const { literals, names } = template;
  const { text } = flat;
  const first = literals[0] ?? "";
  if (names.length === 0) return text === first ? {} : null;
  if (!text.startsWith(first)) return null;
  const lastLiteral = literals[literals.length - 1] ?? "";
  const tailStart = text.length - lastLiteral.length;
  if (!text.endsWith(lastLiteral)) return null;
  const starts = [];
  let position = first.length;
  for (let piece = 1; piece < literals.length - 1; piece += 1) {
    const literal = literals[piece] ?? "";
    if (literal === "") {
      starts.push(position);
      continue;
    }
    const found = text.indexOf(literal, position + 1);
    if (found < 0 || found + literal.length > tailStart) return null;
    starts.push(found);
    position = found + literal.length;
  }
  starts.push(tailStart);
  return collectCaptures(template, flat, starts);
}
function collectCaptures(template, flat, starts) {
  const captures = {};
  let from = (template.literals[0] ?? "").length;
  for (let slot = 0; slot < template.names.length; slot += 1) {
    const to = starts[slot] ?? from;
    const nextLiteral = template.literals[slot + 1] ?? "";
    if (nextLiteral === "" && slot < template.names.length - 1) {
      captures[template.names[slot] ?? ""] = "";
      continue;
    }
    if (to <= from) return null;
    const value = flat.text.slice(from, to);
    const firstInside = flat.joined ? from + 1 : from;
    const breaks = flat.breaksBefore;
    const spansBreak = breaks !== null && (breaks[to] ?? 0) - (breaks[firstInside] ?? 0) > 0;
    if (spansBreak && (!flat.joined || value.includes(" "))) return null;
    captures[template.names[slot] ?? ""] = value;
    from = to + nextLiteral.length;
  }
  fillAdjacentPlaceholders(template, captures);
  return captures;
}
function fillAdjacentPlaceholders(template, captures) {
  for (let slot = template.names.length - 2; slot >= 0; slot -= 1) {
    const name = template.names[slot] ?? "";
    const nextName = template.names[slot + 1] ?? "";
    if ((template.literals[slot + 1] ?? "") === "" && captures[name] === "") {
      captures[name] = captures[nextName] ?? "";
      captures[nextName] = "";
    }
  }
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
  prepareMessage,
  matchTemplate,
  firstWordOf
};
//# sourceMappingURL=shared-core-match-placeholders.js.map
