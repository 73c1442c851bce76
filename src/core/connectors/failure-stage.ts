// Where the failure is, for weighing connector evidence: in a stage a connector may own, elsewhere
// (another cause, or code that is no connector's: a model, a router, a proxy), or nowhere to be seen.
import type { Block, ErrorLine, Traceback } from '../extract/types.js';
import { holdsWord, type FailureSignal } from '../signals/failure.js';

/** Where the failure is: `failure` (shown, and nothing puts it outside a connector's stage), `elsewhere`, or `none` shown. */
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

/** Whether the thread's prose says something is wrong without a crash, or in a translated language. */
function saysQuietFailure(blocks: Block[]): boolean {
  return blocks.some((block) => {
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

/** The router or proxy a failure ends in: the innermost frame of the last traceback, or an HTTP error as the last exception. */
function routerFailure(tracebacks: Traceback[], errorLines: ErrorLine[]): string | null {
  const last = tracebacks.filter((traceback) => traceback.frames.length > 0).at(-1);
  const innermost = last?.frames.at(-1)?.file;
  if (innermost !== undefined && isRouterFile(innermost)) return `a router or proxy: ${innermost.slice(-80)}`;
  const finals = [...tracebacks.map((traceback) => ({ line: traceback.line, exception: traceback.exception })), ...errorLines]
    .filter((item) => item.exception !== null)
    .sort((a, b) => a.line - b.line);
  const type = finals.at(-1)?.exception?.type ?? '';
  return HTTP_ERROR_TYPES.has(type.slice(type.lastIndexOf('.') + 1)) ? `an HTTP error (${type.slice(-60)})` : null;
}

/**
 * Where the failure is: elsewhere when another cause explains it, a whole traceback ends in code of no connector, or
 * it ends in a router or proxy; `none` when nothing shows a failure (no crash, no error, no corrupted or slow output, in
 * English or a language logs get translated into); otherwise `failure`.
 * @param failure what the thread shows of a failure
 * @param thread the tracebacks, error lines and prose blocks
 */
export function readFailureStage(failure: FailureSignal, thread: { tracebacks: Traceback[]; errorLines: ErrorLine[]; blocks: Block[] }): FailureStage {
  if (failure.explainedBy !== null) return { place: 'elsewhere', why: failure.explainedBy };
  if (failure.locatedIn !== null) return { place: 'elsewhere', why: `the traceback ends in ${failure.locatedIn.slice(-120)}, which is no connector's code` };
  const router = routerFailure(thread.tracebacks, thread.errorLines);
  if (router !== null) return { place: 'elsewhere', why: router };
  return failure.shown || saysQuietFailure(thread.blocks) ? { place: 'failure', why: null } : { place: 'none', why: null };
}
