// Which KV connectors an issue is about, from frames, log prefixes, configs, class names, package frames and matches.
import {
  LOG_FILE_NAMES,
  MOONCAKE_ENGINE,
  PATH_RULES,
  STORE_BACKEND_LOG_FILES,
  connectorFamily,
  connectorIdentity,
  isEncoderCachePath,
  type ConnectorIdentity,
} from '../vllm/connector-names.js';
import { scanMentions, scanUnregisteredClassNames } from './recognisers/mentions.js';
import { isConnectorHookFrame, isSharedConnectorFrame } from './recognisers/hooks.js';
import { connectorOfDialect, dialectEvidence, mooncakeEngineFile, nativeLibraryFrame, nixlLibraryEvidence } from './recognisers/library-evidence.js';
import { isEnvironmentBlock, mentionPlace, openingBlock } from './recognisers/placement.js';
import { UNNAMED, scanProductWords } from './recognisers/product-words.js';
import { connectorOfPathShape, isOutsideConnectorModules } from './recognisers/path-patterns.js';
import { EvidenceBook, settle, type Sighting } from './evidence-book.js';
import type { HumanRoute } from './human-labels.js';
import { connectorOfConfigError } from './recognisers/config-errors.js';
import { scanLibraryConfig } from './recognisers/library-config.js';
import { speaksOfEncoderCache } from './recognisers/encoder-cache.js';
import type { ConnectorEvidence } from './types.js';
import type { Block, ErrorLine, LogLine, Traceback } from '../extract/types.js';
import type { Match } from '../match/types.js';
import type { KvTransferConfig } from '../signals/types.js';
import { looksLikeConnectorName } from '../signals/kv-config.js';

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
  /** The connector project whose own repository (`owner/name`) the issue lives in (`connectorOfRepository`). */
  project?: { repository: string; identity: ConnectorIdentity };
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
  // LMCache's multi-process adapter serves vLLM's LMCacheMPConnector, not LMCacheConnectorV1 (FACTS §0.2.11).
  if (inPackage('lmcache', ['integration']) && path.endsWith('/vllm_multi_process_adapter.py')) return { name: 'LMCacheMPConnector', family: 'lmcache' };
  if (inPackage('lmcache', ['integration', 'v1', 'experimental'])) return { name: 'LMCacheConnectorV1', family: 'lmcache' };
  if (inPackage('nixl', []) || inPackage('nixl_cu12', []) || inPackage('nixl_cu13', [])) return { name: 'NixlConnector', family: 'nixl' };
  if (inPackage('mooncake', ['store', 'engine'])) return { name: 'Mooncake (package)', family: path.includes('store') ? 'mooncake-store' : 'mooncake' };
  if (path.includes('vllm_ascend/') && path.includes('ascend_store/')) return { name: 'AscendStoreConnector', family: connectorFamily('AscendStoreConnector') };
  return null;
}

/** The connector a log prefix file names (`nixl_connector.py`, or a DEBUG path `distributed/.../nixl/base_worker.py`). */
function connectorOfLogFile(logFile: string): ConnectorIdentity | null {
  if (logFile.includes('/')) return connectorOfPath(logFile)?.identity ?? null;
  const backend = STORE_BACKEND_LOG_FILES[logFile];
  if (backend !== undefined) return backend;
  const name = LOG_FILE_NAMES[logFile];
  return name === undefined ? (connectorOfPathShape(logFile)?.identity ?? null) : { name, family: connectorFamily(name) };
}

/** What vLLM's connector factory logs when it builds the configured connector (factory.py at the pin, line 63). */
const FACTORY_LINE = 'Creating v1 connector with name: ';

/** The connector a factory line names (`Creating v1 connector with name: VUAStorageConnector_V1 and engine_id: …`), any name. */
function createdConnector(text: string): ConnectorIdentity | null {
  const at = text.indexOf(FACTORY_LINE);
  if (at === -1) return null;
  const name = text.slice(at + FACTORY_LINE.length, at + FACTORY_LINE.length + 100).split(/[^A-Za-z0-9_]/)[0] ?? '';
  return looksLikeConnectorName(name) ? connectorIdentity(name) : null;
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
    const created = createdConnector(line.text);
    if (created !== null) see(created, 'log-active', `Creating v1 connector with name: ${created.name}`, line.line);
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
  // In a thread about encoder-cache transfer, a store's product word (`mooncake store`) names the encoder cache's store.
  const encoderCache = speaksOfEncoderCache(input.blocks);
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
    for (const word of encoderCache ? [] : scanProductWords(block.text.slice(0, MAX_PROSE_SCANNED), block.startLine === 0)) {
      const kind = word.identity.name === UNNAMED.name ? 'setup-word' : 'product-word';
      see(word.identity, kind, block.startLine === 0 ? `title: ${word.text}` : word.text, block.startLine, where);
    }
  }
  if (input.project !== undefined) see(input.project.identity, 'repository', `filed in ${input.project.repository}`, 0);
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
