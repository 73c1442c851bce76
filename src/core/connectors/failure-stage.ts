// Where the failure is, for weighing connector evidence: elsewhere only when that is known (a whole traceback
// raised outside connector code, with no connector in its cause), else in a stage a connector may own, or none shown.
import { joinedBlockTexts, someBlock } from '../extract/markdown/block-store.js';
import type { BlockList, ErrorLine, Traceback } from '../extract/types.js';
import { holdsWord, isElsewhere, otherCauseOf, saidCauseOf, type FailureSignal } from '../signals/failure.js';
import { connectorOfPath } from './recognisers/connector-paths.js';
import { isConnectorHookFrame } from './recognisers/hooks.js';
import type { ConnectorEvidence } from './types.js';
import { cutText } from '../text/cut.js';

/**
 * Where the failure is: `elsewhere` (known: a whole traceback raised outside connector code), `failure` (shown, and its
 * place not known to be elsewhere: a cut traceback, a log fragment, an error line or prose), or `none` shown.
 */
export type FailurePlace = 'failure' | 'elsewhere' | 'none';

export interface FailureStage {
  place: FailurePlace;
  /** Why the failure is elsewhere (`out of memory at model load`, `a router or proxy: …/proxy_server.py`), or null. */
  why: string | null;
}

/** Files of routers and proxies in front of the engines: a failure there is the router's, whatever connector runs behind it. */
const ROUTER_FILE = /(?:^|[/_])(?:proxy|router)[a-z0-9_]{0,40}\.py$/;
const ROUTER_FOLDERS = ['/router/', '/routers/', '/vllm_router/', '/proxy/'];
/** HTTP client and server errors: a request refused by a router or a proxy, not a KV transfer. */
const HTTP_ERROR_TYPES = new Set(['HTTPStatusError', 'ClientResponseError', 'HTTPError', 'HTTPException']);

/** Failure words in the languages logs get translated into (Chinese, Japanese, Korean), where the English words are gone. */
const TRANSLATED_FAILURE_WORDS = ['报错', '错误', '失败', '异常', '崩溃', '卡住', '超时', 'エラー', '失敗', '例外', '오류', '실패'];

/** How connector issues without a crash say what is wrong: corrupted output, slow transfers, a regression. */
const QUIET_FAILURE_WORDS = ['corrupt', 'corrupts', 'corrupted', 'corruption', 'slow', 'slower', 'slowdown', 'degraded', 'degradation', 'regression'];

/** Connector families whose own transport is NCCL: an NCCL failure under them has the connector in its cause. */
const NCCL_FAMILIES = new Set(['p2p-nccl']);
const NCCL_CAUSE = 'an NCCL / process-group failure';

/** Whether the thread's prose says something is wrong without a crash, or in a translated language. */
function saysQuietFailure(blocks: BlockList): boolean {
  return someBlock(blocks, (block) => {
    if (block.kind === 'code' || block.quoted === true) return false;
    const text = block.text.slice(0, 20_000);
    return TRANSLATED_FAILURE_WORDS.some((word) => text.includes(word)) || holdsWord(text.toLowerCase(), QUIET_FAILURE_WORDS);
  });
}

/** Whether a frame's file is a router's or a proxy's. */
function isRouterFile(file: string): boolean {
  const path = file.replaceAll('\\', '/').toLowerCase();
  return ROUTER_FILE.test(path) || ROUTER_FOLDERS.some((folder) => path.includes(folder));
}

/**
 * The last traceback, with the sections chained to it, when it is whole: its final exception visible, its header seen.
 * Null when the last traceback is cut (its place is not known) or there is none.
 */
function lastWholeChain(tracebacks: Traceback[]): Traceback[] | null {
  const withFrames = tracebacks.filter((traceback) => traceback.frames.length > 0 || traceback.exception !== null);
  const last = withFrames.reduce<Traceback | null>((latest, traceback) => (latest === null || traceback.line >= latest.line ? traceback : latest), null);
  if (last === null || last.exception === null || last.truncated || last.frames.length === 0) return null;
  return tracebacks.filter((traceback) => traceback.chain.group === last.chain.group);
}

/** Whether a connector is in a chain: a frame of a connector's code or of vLLM's connector hooks and KV-transfer plumbing. */
function hasConnectorFrame(chain: Traceback[]): boolean {
  return chain.some((section) => section.frames.some((frame) => connectorOfPath(frame.file) !== null || isConnectorHookFrame(frame.file, frame.function)));
}

/** A cause other than a connector, unless the connector in use is in it (NCCL under P2P NCCL). */
function ownCause(cause: string | null, connectors: ConnectorEvidence[]): string | null {
  return cause === NCCL_CAUSE && connectors.some((connector) => NCCL_FAMILIES.has(connector.family)) ? null : cause;
}

/**
 * The cause the failure's own words give when no whole traceback says where it was raised: every visible final
 * exception (an error line's, a traceback's) names a cause that is not a connector (`ValueError: … larger than the
 * available KV cache memory`); or, when no exception shows at all, the reporter's words (title, prose; not pasted logs,
 * not quotes) name one (`vLLM throws OOM when the KV cache is larger than GPU memory`). A cut traceback's place is not
 * known, so its missing final line leaves the exceptions that do show to speak.
 */
function statedCause(failure: FailureSignal, thread: { tracebacks: Traceback[]; blocks: BlockList }, connectors: ConnectorEvidence[]): string | null {
  if (failure.finalException !== null) return ownCause(failure.explainedBy, connectors);
  if (thread.tracebacks.some((traceback) => traceback.exception !== null)) return null;
  const said = (joinedBlockTexts(thread.blocks, (block) => block.kind === 'text' && block.quoted !== true) ?? '').toLowerCase();
  const cause = ownCause(saidCauseOf(said), connectors);
  return cause === null ? null : `the reporter says: ${cause}`;
}

/**
 * Why a whole chain, with no connector in it, was raised outside connector code: a cause of its own (out of memory,
 * NCCL unless the connector in use speaks NCCL, a tokenizer), its innermost frame in code of no connector's business or
 * in a router or proxy, or an HTTP error. Null when none holds: it may still be a connector's doing.
 */
function elsewhereWhy(chain: Traceback[], connectors: ConnectorEvidence[]): string | null {
  const last = chain.at(-1) as Traceback;
  const frames = chain.flatMap((section) => section.frames);
  const cause = ownCause(otherCauseOf(last.exception, frames), connectors);
  if (cause !== null) return cause;
  const innermost = last.frames.at(-1)?.file ?? '';
  if (isElsewhere(innermost)) return `the traceback ends in ${cutText(innermost, 120, '', 'end')}, which is no connector's code`;
  if (isRouterFile(innermost)) return `a router or proxy: ${cutText(innermost, 80, '', 'end')}`;
  const type = last.exception?.type ?? '';
  return HTTP_ERROR_TYPES.has(type.slice(type.lastIndexOf('.') + 1)) ? `an HTTP error (${cutText(type, 60, '', 'end')})` : null;
}

/**
 * Where the failure is (DESIGN §2, connectors): elsewhere only when the last traceback is whole, has no connector in it
 * (no frame of a connector's code or hooks) and was raised outside connector code; or, without one, when the visible
 * exceptions' own words (or, with none, the reporter's) name a cause that is not a connector. Otherwise a cut traceback,
 * a log fragment or an error line leave the place not known (`failure`). `none` when nothing shows a failure (no crash, no
 * error, no corrupted or slow output, in English or a language logs get translated into).
 * @param failure what the thread shows of a failure
 * @param thread the tracebacks, error lines and prose blocks
 * @param connectors the connectors seen, whose transport may be the failure's cause (P2P NCCL under an NCCL error)
 */
export function readFailureStage(
  failure: FailureSignal,
  thread: { tracebacks: Traceback[]; errorLines: ErrorLine[]; blocks: BlockList },
  connectors: ConnectorEvidence[] = [],
): FailureStage {
  const chain = lastWholeChain(thread.tracebacks);
  const why = chain === null ? statedCause(failure, thread, connectors) : hasConnectorFrame(chain) ? null : elsewhereWhy(chain, connectors);
  if (why !== null) return { place: 'elsewhere', why };
  return failure.shown || saysQuietFailure(thread.blocks) ? { place: 'failure', why: null } : { place: 'none', why: null };
}
