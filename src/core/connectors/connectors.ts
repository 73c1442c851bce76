// Which KV connectors an issue is about, from frames, log prefixes, configs, class names, package frames and matches.
import {
  LOG_FILE_NAMES,
  MOONCAKE_ENGINE,
  MOONCAKE_ENGINE_FILES,
  PATH_RULES,
  STORE_BACKEND_LOG_FILES,
  connectorFamily,
  connectorIdentity,
  type ConnectorIdentity,
} from './names.js';
import { scanMentions } from './mentions.js';
import type { ConnectorEvidence } from './types.js';
import type { Block, ErrorLine, LogLine, Traceback } from '../extract/types.js';
import type { Match } from '../match/types.js';
import type { KvTransferConfig } from '../signals/types.js';

export { connectorFamily };

type EvidenceKind = ConnectorEvidence['evidence'][number]['kind'];

export interface ConnectorInput {
  lines: LogLine[];
  tracebacks: Traceback[];
  errorLines: ErrorLine[];
  matches: Match[];
  kvTransferConfigs: KvTransferConfig[];
  blocks: Block[];
  /** The issue title, when it is not part of the blocks. */
  title?: string;
}

/** How much one piece of evidence weighs; a connector's strength is its strongest piece. */
const WEIGHT: Record<EvidenceKind, number> = {
  match: 6,
  frame: 5,
  'package-frame': 4,
  'log-file': 4,
  config: 4,
  'class-name': 2,
};
/** A traceback that only passes through shared KV-connector code: some connector is in use, not which. */
const UNIDENTIFIED: ConnectorIdentity = { name: 'KV connector (not identified)', family: 'other-connector' };
const MAX_EVIDENCE_PER_KIND = 3;
const MAX_EVIDENCE_TEXT = 160;

/** The connector a frame's file belongs to: a vLLM connector path or the LMCache/Mooncake/NIXL package. */
export function connectorOfPath(file: string): { identity: ConnectorIdentity; kind: 'frame' | 'package-frame' } | null {
  const path = file.replaceAll('\\', '/');
  for (const [fragment, name] of PATH_RULES) {
    if (path.includes(fragment)) return { identity: { name, family: connectorFamily(name) }, kind: 'frame' };
  }
  const pkg = packageOfPath(path);
  return pkg === null ? null : { identity: pkg, kind: 'package-frame' };
}

/** LMCache, Mooncake and NIXL's own Python files: installed (`…-packages/lmcache/…`) or relative (`lmcache/v1/…`). */
function packageOfPath(path: string): ConnectorIdentity | null {
  const inPackage = (name: string, subfolders: string[]): boolean =>
    path.includes(`-packages/${name}/`) ||
    path.startsWith(`${name}/`) ||
    subfolders.some((folder) => path.includes(`/${name}/${folder}/`));
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
  return name === undefined ? null : { name, family: connectorFamily(name) };
}

/** The NIXL library's exception types (`nixl._bindings.nixlBackendError`) and error codes (`NIXL_ERR_REMOTE_DISCONNECT`). */
function nixlLibraryEvidence(type: string, message: string): string | null {
  if (type.startsWith('nixl.') || type.startsWith('nixl_') || type.startsWith('nixlBackend')) return type;
  const code = message.indexOf('NIXL_ERR_');
  return code === -1 ? null : message.slice(code, code + 40).split(/[^A-Z_]/)[0] ?? null;
}

/** A Mooncake transfer engine glog source file named in a line (`transfer_metadata.cpp:991]`), or null. */
function mooncakeEngineFile(text: string): string | null {
  const at = text.indexOf('.cpp:');
  if (at === -1) return null;
  const found = MOONCAKE_ENGINE_FILES.find((file) => text.startsWith(file, at + 4 - file.length) && !/[A-Za-z0-9_]/.test(text[at + 4 - file.length - 1] ?? ''));
  return found === undefined ? null : `${found}:${text.slice(at + 5, at + 12).split(']')[0] ?? ''}`;
}

/** Collects evidence per connector name, bounded per kind. */
class EvidenceBook {
  private readonly byName = new Map<string, { identity: ConnectorIdentity; evidence: ConnectorEvidence['evidence']; order: number }>();

  add(identity: ConnectorIdentity, kind: EvidenceKind, text: string, line: number): void {
    let entry = this.byName.get(identity.name);
    if (entry === undefined) {
      entry = { identity, evidence: [], order: this.byName.size };
      this.byName.set(identity.name, entry);
    }
    const sameKind = entry.evidence.filter((item) => item.kind === kind);
    const clipped = text.length > MAX_EVIDENCE_TEXT ? `${text.slice(0, MAX_EVIDENCE_TEXT - 1)}…` : text;
    if (sameKind.length >= MAX_EVIDENCE_PER_KIND || sameKind.some((item) => item.text === clipped)) return;
    entry.evidence.push({ kind, text: clipped, line });
  }

  /** Move the evidence of `from` to the first of `targets` present, and drop `from`. */
  mergeInto(from: string, targets: string[]): void {
    const source = this.byName.get(from);
    const target = targets.map((name) => this.byName.get(name)).find((entry) => entry !== undefined);
    if (source === undefined || target === undefined) return;
    for (const item of source.evidence) this.add(target.identity, item.kind, item.text, item.line);
    this.byName.delete(from);
  }

  /** Connectors strongest first: by best evidence weight, then amount of evidence, then first seen. */
  ranked(): ConnectorEvidence[] {
    const strength = (evidence: ConnectorEvidence['evidence']): number => Math.max(...evidence.map((item) => WEIGHT[item.kind]));
    return [...this.byName.values()]
      .sort((a, b) => strength(b.evidence) - strength(a.evidence) || b.evidence.length - a.evidence.length || a.order - b.order)
      .map(({ identity, evidence }) => ({ name: identity.name, family: identity.family, evidence }));
  }
}

/**
 * Identify the connectors an issue is about, with the evidence for each, strongest first.
 * Class names and file names only count in the issue's own text: environment sections and
 * collect_env dumps are skipped, so a pip list (`lmcache==0.3.1`) or an env dump is no evidence.
 * @param input what the earlier stages found, plus the blocks (and title) for mentions in prose
 */
export function identifyConnectors(input: ConnectorInput): ConnectorEvidence[] {
  const book = new EvidenceBook();
  let sharedFrame: { text: string; line: number } | null = null;
  for (const match of input.matches) {
    const identity = connectorIdentity(match.connector) ?? connectorOfPath(match.source.path)?.identity;
    if (identity) book.add(identity, 'match', match.id, match.evidence.line);
  }
  for (const traceback of input.tracebacks) {
    for (const frame of traceback.frames) {
      const found = connectorOfPath(frame.file);
      const text = `${frame.file}${frame.function === null ? '' : ` in ${frame.function}`}`;
      if (found !== null) book.add(found.identity, found.kind, text, traceback.line);
      else if (sharedFrame === null && isSharedConnectorFrame(frame.file, frame.function)) sharedFrame = { text, line: traceback.line };
    }
    const nixl = traceback.exception && nixlLibraryEvidence(traceback.exception.type, traceback.exception.message);
    if (nixl) book.add({ name: 'NixlConnector', family: 'nixl' }, 'package-frame', nixl, traceback.line);
  }
  for (const errorLine of input.errorLines) {
    const nixl = nixlLibraryEvidence(errorLine.exception?.type ?? '', errorLine.message);
    if (nixl) book.add({ name: 'NixlConnector', family: 'nixl' }, 'package-frame', nixl, errorLine.line);
  }
  for (const line of input.lines) {
    const identity = line.logFile === null ? null : connectorOfLogFile(line.logFile);
    if (identity !== null) book.add(identity, 'log-file', `[${line.logFile}:${line.logLine ?? ''}]`, line.line);
    const nixl = line.text.includes('NIXL_ERR_') ? nixlLibraryEvidence('', line.text) : null;
    if (nixl) book.add({ name: 'NixlConnector', family: 'nixl' }, 'package-frame', nixl, line.line);
    const engineFile = mooncakeEngineFile(line.text);
    if (engineFile !== null) book.add(MOONCAKE_ENGINE, 'package-frame', engineFile, line.line);
  }
  for (const config of input.kvTransferConfigs) {
    const identity = config.kvConnector === null ? null : connectorIdentity(config.kvConnector);
    if (identity !== null) book.add(identity, 'config', `kv_connector: ${config.kvConnector}`, config.line);
    // A MultiConnector's config lists its children's names.
    for (const mention of scanMentions(config.raw, true)) {
      if (mention.name !== config.kvConnector) book.add({ name: mention.name, family: connectorFamily(mention.name) }, 'config', mention.text, config.line);
    }
  }
  for (const block of input.blocks) {
    if (isEnvironmentBlock(block)) continue;
    for (const mention of scanMentions(block.text)) {
      book.add({ name: mention.name, family: connectorFamily(mention.name) }, 'class-name', mention.text, block.startLine + mention.lineOffset);
    }
  }
  if (input.title !== undefined) {
    for (const mention of scanMentions(input.title)) {
      book.add({ name: mention.name, family: connectorFamily(mention.name) }, 'class-name', `title: ${mention.text}`, 0);
    }
  }
  // The transfer engine's lines belong to whichever Mooncake connector is named, if one is.
  book.mergeInto(MOONCAKE_ENGINE.name, ['MooncakeStoreConnector', 'MooncakeConnector', 'AscendStoreConnector', 'Mooncake store backend (mooncake_backend.py)']);
  const ranked = book.ranked();
  if (ranked.length === 0 && sharedFrame !== null) {
    return [{ name: UNIDENTIFIED.name, family: UNIDENTIFIED.family, evidence: [{ kind: 'frame', ...sharedFrame }] }];
  }
  return ranked;
}

/** An environment section or a pasted collect_env dump: names there are installed packages, not evidence. */
function isEnvironmentBlock(block: Block): boolean {
  if (block.section !== null && block.section.toLowerCase().includes('environment')) return true;
  const head = block.text.slice(0, 4000);
  return head.includes('Collecting environment information') || head.includes('Versions of relevant libraries') || /^vLLM Version\s*:/m.test(head);
}
