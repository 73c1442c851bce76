// Which KV connectors an issue is about, from frames, log prefixes, configs, class names, package frames and matches.
import {
  LOG_FILE_NAMES,
  MOONCAKE_ENGINE,
  MOONCAKE_ENGINE_FILES,
  PATH_RULES,
  STORE_BACKEND_LOG_FILES,
  connectorFamily,
  connectorIdentity,
  isEncoderCachePath,
  type ConnectorIdentity,
} from '../vllm/connector-names.js';
import { scanMentions, scanUnregisteredClassNames } from './mentions.js';
import { isConnectorHookFrame } from './hooks.js';
import { UNNAMED, scanProductWords } from './product-words.js';
import { connectorOfRepository } from './repository.js';
import { connectorOfPathShape, isOutsideConnectorModules } from './path-patterns.js';
import { EvidenceBook, settle, type Sighting } from './evidence-book.js';
import type { HumanRoute } from './human-labels.js';
import { connectorOfConfigError } from './config-errors.js';
import { scanLibraryConfig } from './library-config.js';
import type { ConnectorEvidence, MentionPlace } from './types.js';
import type { Block, ErrorLine, LogLine, Traceback } from '../extract/types.js';
import type { Match } from '../match/types.js';
import type { KvTransferConfig } from '../signals/types.js';

export { connectorFamily };

export interface ConnectorInput {
  lines: LogLine[];
  tracebacks: Traceback[];
  errorLines: ErrorLine[];
  matches: Match[];
  kvTransferConfigs: KvTransferConfig[];
  blocks: Block[];
  /** The issue title, when it is not part of the blocks. */
  title?: string;
  /** The repository the issue lives in (`owner/name`). */
  repository?: string;
  /** Maintainers' routing labels on the issue: the generic connector label (connector null) or a per-connector one. */
  humanLabels?: HumanRoute[];
  /** True when the failure has a cause other than a connector (out of memory at load, NCCL, tokenizer): a hook frame then implicates nothing. */
  failureExplained?: boolean;
}

/** A traceback that only passes through shared KV-connector code: some connector is in use, not which. */
const UNIDENTIFIED: ConnectorIdentity = { name: 'KV connector (not identified)', family: 'other-connector' };

/** The connector a frame's file belongs to: a vLLM connector path or the LMCache/Mooncake/NIXL package. */
export function connectorOfPath(file: string): { identity: ConnectorIdentity; kind: 'frame' | 'package-frame' } | null {
  const path = file.replaceAll('\\', '/');
  if (isEncoderCachePath(path) || isOutsideConnectorModules(path)) return null;
  for (const [fragment, name] of PATH_RULES) {
    if (path.includes(fragment)) return { identity: { name, family: connectorFamily(name) }, kind: 'frame' };
  }
  const pkg = packageOfPath(path);
  return pkg === null ? connectorOfPathShape(path) : { identity: pkg, kind: 'package-frame' };
}

/** LMCache, Mooncake and NIXL's own Python files: installed (`…-packages/lmcache/…`) or relative (`lmcache/v1/…`). */
function packageOfPath(path: string): ConnectorIdentity | null {
  const inPackage = (name: string, subfolders: string[]): boolean =>
    path.includes(`-packages/${name}/`) || path.startsWith(`${name}/`) || subfolders.some((folder) => path.includes(`/${name}/${folder}/`));
  if (inPackage('lmcache', ['integration', 'v1', 'experimental'])) return { name: 'LMCacheConnectorV1', family: 'lmcache' };
  if (inPackage('nixl', []) || inPackage('nixl_cu12', []) || inPackage('nixl_cu13', [])) return { name: 'NixlConnector', family: 'nixl' };
  if (inPackage('mooncake', ['store', 'engine'])) return { name: 'Mooncake (package)', family: path.includes('store') ? 'mooncake-store' : 'mooncake' };
  if (path.includes('vllm_ascend/') && path.includes('ascend_store/')) return { name: 'AscendStoreConnector', family: connectorFamily('AscendStoreConnector') };
  return null;
}

/** A shared KV-connector frame: the generic kv_transfer code or the model runner's connector hook. */
function isSharedConnectorFrame(file: string, fn: string | null): boolean {
  const path = file.replaceAll('\\', '/');
  if (path.includes('vllm/distributed/kv_transfer/')) return true;
  return path.endsWith('kv_connector_model_runner_mixin.py') && fn !== null && !fn.startsWith('maybe_');
}

/** The connector a log prefix file names (`nixl_connector.py`, or a DEBUG path `distributed/.../nixl/base_worker.py`). */
function connectorOfLogFile(logFile: string): ConnectorIdentity | null {
  if (logFile.includes('/')) return connectorOfPath(logFile)?.identity ?? null;
  const backend = STORE_BACKEND_LOG_FILES[logFile];
  if (backend !== undefined) return backend;
  const name = LOG_FILE_NAMES[logFile];
  return name === undefined ? (connectorOfPathShape(logFile)?.identity ?? null) : { name, family: connectorFamily(name) };
}

/** Native source files by the prefix of their name, as glog prints them (`transfer_engine.cpp`, `real_client.cpp`). */
const NATIVE_FILE_PREFIXES: [string, ConnectorIdentity][] = [
  ['client_service', { name: 'MooncakeStoreConnector', family: 'mooncake-store' }],
  ['master_service', { name: 'MooncakeStoreConnector', family: 'mooncake-store' }],
  ['master_client', { name: 'MooncakeStoreConnector', family: 'mooncake-store' }],
  ['real_client', { name: 'MooncakeStoreConnector', family: 'mooncake-store' }],
  ['dummy_client', { name: 'MooncakeStoreConnector', family: 'mooncake-store' }],
  ['transfer_engine', MOONCAKE_ENGINE],
  ['transfer_metadata', MOONCAKE_ENGINE],
  ['transfer_task', MOONCAKE_ENGINE],
  ['rdma_', MOONCAKE_ENGINE],
  ['tcp_transport', MOONCAKE_ENGINE],
  ['nvlink_transport', MOONCAKE_ENGINE],
  ['ascend_direct_transport', MOONCAKE_ENGINE],
  ['ucx_utils', { name: 'NixlConnector', family: 'nixl' }],
  ['ucx_backend', { name: 'NixlConnector', family: 'nixl' }],
  ['nixl_', { name: 'NixlConnector', family: 'nixl' }],
];

/** The connector a library's own log line belongs to: LMCache's logger, UCX (NIXL's transport), glog lines by file. */
function connectorOfDialect(module: string, file: string | null): ConnectorIdentity | null {
  if (module === 'LMCache' || module.includes('lmcache')) return { name: 'LMCacheConnectorV1', family: 'lmcache' };
  if (module === 'ucx') return { name: 'NixlConnector', family: 'nixl' };
  if (module !== 'glog' || file === null) return null;
  return NATIVE_FILE_PREFIXES.find(([prefix]) => file.startsWith(prefix))?.[1] ?? null;
}

/** How a dialect line is shown as evidence: its logger and file. */
function dialectEvidence(line: LogLine): string {
  const where = line.logFile === null ? '' : ` ${line.logFile}:${line.logLine ?? ''}`;
  return `${line.logModule ?? ''} ${line.level ?? ''}${where}`.trim();
}

/** The NIXL library's exception types (`nixl._bindings.nixlBackendError`) and error codes (`NIXL_ERR_REMOTE_DISCONNECT`). */
function nixlLibraryEvidence(type: string, message: string): string | null {
  if (type.startsWith('nixl.') || type.startsWith('nixl_') || type.startsWith('nixlBackend')) return type;
  const code = message.indexOf('NIXL_ERR_');
  return code === -1 ? null : (message.slice(code, code + 40).split(/[^A-Z_]/)[0] ?? null);
}

/**
 * A native stack frame of a connector library (`… site-packages/nixl/../nixl.libs/libucs-….so.0(ucs_handle_error+0x304)`):
 * the shared object's path read like a Python frame's.
 */
function nativeLibraryFrame(text: string): { identity: ConnectorIdentity; text: string } | null {
  const so = text.indexOf('.so');
  if (so === -1 || text.length > 2000) return null;
  const start = text.lastIndexOf(' ', so) + 1;
  const path = text.slice(start, so + 3);
  if (!path.includes('/')) return null;
  const found = connectorOfPathShape(path);
  return found === null || found.kind !== 'package-frame' ? null : { identity: found.identity, text: path.slice(-MAX_NATIVE_TEXT) };
}
const MAX_NATIVE_TEXT = 120;

/** A Mooncake transfer engine glog source file named in a line (`transfer_metadata.cpp:991]`), or null. */
function mooncakeEngineFile(text: string): string | null {
  const at = text.indexOf('.cpp:');
  if (at === -1) return null;
  const found = MOONCAKE_ENGINE_FILES.find((file) => text.startsWith(file, at + 4 - file.length) && !/[A-Za-z0-9_]/.test(text[at + 4 - file.length - 1] ?? ''));
  return found === undefined ? null : `${found}:${text.slice(at + 5, at + 12).split(']')[0] ?? ''}`;
}

/** A pure reading kept for one identification: a thread names the same few files on hundreds of frames and log lines. */
function remembered<T>(read: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = read(key);
    answers.set(key, answer);
    return answer;
  };
}

/**
 * Identify the connectors an issue is about, with the evidence for each, strongest first.
 * Class names and file names only count in the issue's own text: environment sections and
 * collect_env dumps are skipped, so a pip list (`lmcache==0.3.1`) or an env dump is no evidence.
 * @param input what the earlier stages found, plus the blocks (and title) for mentions in prose
 */
export function identifyConnectors(input: ConnectorInput): ConnectorEvidence[] {
  // What each detector sees is noted in order and entered into the book at once, before the book's own merges.
  const sightings: Sighting[] = [];
  const see = (...sighting: Sighting): void => void sightings.push(sighting);
  const pathOf = remembered(connectorOfPath);
  const logFileOf = remembered(connectorOfLogFile);
  let sharedFrame: { text: string; line: number } | null = null;
  let hookFrame: { text: string; line: number } | null = null;
  for (const match of input.matches) {
    const identity = connectorIdentity(match.connector) ?? pathOf(match.source.path)?.identity;
    if (identity) see(identity, 'match', match.id, match.evidence.line);
  }
  for (const traceback of input.tracebacks) {
    for (const frame of traceback.frames) {
      const found = pathOf(frame.file);
      const text = `${frame.file}${frame.function === null ? '' : ` in ${frame.function}`}`;
      if (found !== null) see(found.identity, found.kind, text, traceback.line);
      else if (sharedFrame === null && isSharedConnectorFrame(frame.file, frame.function)) sharedFrame = { text, line: traceback.line };
      if (found === null && hookFrame === null && isConnectorHookFrame(frame.file, frame.function)) hookFrame = { text, line: traceback.line };
    }
    const nixl = traceback.exception && nixlLibraryEvidence(traceback.exception.type, traceback.exception.message);
    if (nixl) see({ name: 'NixlConnector', family: 'nixl' }, 'package-frame', nixl, traceback.line);
    const misconfigured = traceback.exception && connectorOfConfigError(traceback.exception.type, traceback.exception.message);
    if (misconfigured) see(misconfigured.identity, 'config-error', misconfigured.text, traceback.line);
  }
  for (const errorLine of input.errorLines) {
    const nixl = nixlLibraryEvidence(errorLine.exception?.type ?? '', errorLine.message);
    if (nixl) see({ name: 'NixlConnector', family: 'nixl' }, 'package-frame', nixl, errorLine.line);
    const misconfigured = connectorOfConfigError(errorLine.exception?.type ?? null, errorLine.exception?.message ?? errorLine.message);
    if (misconfigured) see(misconfigured.identity, 'config-error', misconfigured.text, errorLine.line);
  }
  for (const line of input.lines) {
    const failing = line.level === 'ERROR' || line.level === 'CRITICAL' || line.level === 'WARNING';
    const dialect = line.logModule === undefined ? null : connectorOfDialect(line.logModule, line.logFile);
    if (dialect !== null) see(dialect, failing ? 'log-dialect' : 'log-active', dialectEvidence(line), line.line);
    const identity = line.logFile === null || dialect !== null ? null : logFileOf(line.logFile);
    if (identity !== null) see(identity, failing || line.level === null ? 'log-file' : 'log-active', `[${line.logFile}:${line.logLine ?? ''}]`, line.line);
    const nixl = line.text.includes('NIXL_ERR_') ? nixlLibraryEvidence('', line.text) : null;
    if (nixl) see({ name: 'NixlConnector', family: 'nixl' }, 'package-frame', nixl, line.line);
    const native = nativeLibraryFrame(line.text);
    if (native !== null) see(native.identity, 'package-frame', native.text, line.line);
    const engineFile = mooncakeEngineFile(line.text);
    if (engineFile !== null) see(MOONCAKE_ENGINE, 'package-frame', engineFile, line.line);
    const argparse = line.text.includes('error: argument') ? connectorOfConfigError(null, line.text) : null;
    if (argparse !== null) see(argparse.identity, 'config-error', argparse.text, line.line);
  }
  for (const config of input.kvTransferConfigs) {
    const identity = config.kvConnector === null ? null : connectorIdentity(config.kvConnector);
    if (identity !== null) see(identity, 'config', `kv_connector: ${config.kvConnector}`, config.line);
    // A MultiConnector's config lists its children's names.
    for (const mention of scanMentions(config.raw, true)) {
      if (mention.name !== config.kvConnector) see({ name: mention.name, family: mention.family }, 'config', mention.text, config.line);
    }
  }
  const opening = openingBlock(input.blocks);
  for (const block of input.blocks) {
    if (isEnvironmentBlock(block)) continue;
    const where = mentionPlace(block, opening);
    for (const { identity, key } of scanLibraryConfig(block.text)) see(identity, 'config', `${key}…`, block.startLine);
    for (const mention of scanMentions(block.text)) {
      see({ name: mention.name, family: mention.family }, 'class-name', mention.text, block.startLine + mention.lineOffset, where);
    }
    if (block.kind === 'code' || block.kind === 'inline-code') continue;
    // A connector's own class name in the subject (title, opening), registered or not (a plugin's `CPUOffloadingConnector`).
    const subject = where === 'title' || where === 'opening' ? scanUnregisteredClassNames(block.text.slice(0, MAX_SUBJECT_SCANNED)) : [];
    for (const mention of subject) {
      see({ name: mention.name, family: mention.family }, 'class-name', mention.text, block.startLine + mention.lineOffset, where);
    }
    for (const word of scanProductWords(block.text.slice(0, MAX_PROSE_SCANNED), block.startLine === 0)) {
      const kind = word.identity.name === UNNAMED.name ? 'setup-word' : 'product-word';
      see(word.identity, kind, block.startLine === 0 ? `title: ${word.text}` : word.text, block.startLine, where);
    }
  }
  const project = connectorOfRepository(input.repository);
  if (project !== null) see(project, 'repository', `filed in ${input.repository ?? ''}`, 0);
  if (input.title !== undefined) {
    for (const mention of scanMentions(input.title)) {
      see({ name: mention.name, family: mention.family }, 'class-name', `title: ${mention.text}`, 0, 'title');
    }
  }
  const book = EvidenceBook.of(sightings);
  settle(book, hookFrame !== null && input.failureExplained !== true ? hookFrame : null, input.humanLabels ?? []);
  const ranked = book.ranked();
  if (ranked.length === 0 && sharedFrame !== null) {
    return [{ name: UNIDENTIFIED.name, family: UNIDENTIFIED.family, tier: 'implicated', evidence: [{ kind: 'frame', ...sharedFrame }] }];
  }
  return ranked;
}

/** How much of one prose block is scanned for product words. */
const MAX_PROSE_SCANNED = 20_000;
/** How much of a title or an opening paragraph is scanned for unregistered connector class names. */
const MAX_SUBJECT_SCANNED = 4000;

/** The body's opening paragraph: its first prose block that is neither quoted nor an environment dump. */
function openingBlock(blocks: Block[]): Block | null {
  return (
    blocks.find(
      (block) =>
        block.startLine > 0 &&
        block.source.kind === 'body' &&
        block.kind === 'text' &&
        block.quoted !== true &&
        isParagraph(block.text) &&
        !isEnvironmentBlock(block),
    ) ?? null
  );
}

/** Words a paragraph has at least: a heading, a capture line (`user · description · date`) or a lone link is none. */
const MIN_PARAGRAPH_WORDS = 6;

/** Whether a text block is a paragraph of prose rather than a heading or a one-line label. */
function isParagraph(text: string): boolean {
  const head = text.slice(0, 400).trimStart();
  if (head.startsWith('#')) return false;
  return head.split(/\s+/).filter((word) => /[A-Za-z\u4e00-\u9fff]/.test(word)).length >= MIN_PARAGRAPH_WORDS;
}

/** Where a block's names were written: the title (line 0), the opening paragraph, a pasted code or log block, or other prose. */
function mentionPlace(block: Block, opening: Block | null): MentionPlace {
  if (block.startLine === 0) return 'title';
  if (block.kind === 'code' || block.kind === 'inline-code') return 'code';
  return block === opening ? 'opening' : 'prose';
}

/** An environment section or a pasted collect_env dump: names there are installed packages, not evidence. */
function isEnvironmentBlock(block: Block): boolean {
  if (block.section !== null && block.section.toLowerCase().includes('environment')) return true;
  const head = block.text.slice(0, 4000);
  return (
    head.includes('Collecting environment information') ||
    head.includes('Versions of relevant libraries') ||
    (head.includes('vLLM Version') && /^vLLM Version\s*:/m.test(head))
  );
}
