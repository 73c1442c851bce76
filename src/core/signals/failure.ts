// Whether the thread shows an error or a crash, and whether something other than a KV connector explains it.
import { joinedBlockTexts, someBlock } from '../extract/markdown/block-store.js';
import type { BlockList, ErrorLine, LineList, Traceback } from '../extract/types.js';
import { findLine } from '../extract/logs/line-store.js';
import { cutText } from '../text/cut.js';

/** What the thread shows of a failure. */
export interface FailureSignal {
  /** A traceback, an error line, an ERROR/CRITICAL log line, or failure words in the title or prose. */
  shown: boolean;
  /** The visible final exception (`ValueError: …`) of the last traceback or error line, when there is one. */
  finalException: { type: string; message: string; line: number } | null;
  /** A cause that is not a connector, read from the errors: out of memory at model load, an NCCL / process-group failure, a tokenizer error. */
  explainedBy: string | null;
  /** The innermost frame's file of the last whole traceback (header, frames, final exception), when it is code that is no connector's business. */
  locatedIn: string | null;
}

/** Words that say something went wrong, in a title or prose (whole words, any case). */
const FAILURE_WORDS = [
  'error',
  'errors',
  'exception',
  'crash',
  'crashes',
  'crashed',
  'crashing',
  'fail',
  'fails',
  'failed',
  'failure',
  'failing',
  'hang',
  'hangs',
  'hanging',
  'stuck',
  'segfault',
  'segmentation fault',
  'core dumped',
  'timeout',
  'timed out',
  'deadlock',
  'traceback',
  'broken',
  'not working',
  'does not work',
  "doesn't work",
  'cannot',
  'can not',
  "can't",
  'unable',
  'garbled',
  'wrong output',
  'incorrect',
  'mismatch',
  'assertion',
  'oom',
  'leak',
];

/** Causes other than a connector, each with the words of the exception (type, message or frames) that show it. */
const OTHER_CAUSES: { cause: string; words: string[] }[] = [
  {
    cause: 'out of memory at model load',
    words: [
      'outofmemoryerror',
      'cuda out of memory',
      'out of memory',
      'no available memory for the cache blocks',
      'available kv cache memory',
      'not enough kv cache',
    ],
  },
  {
    cause: 'an NCCL / process-group failure',
    words: [
      'nccl error',
      'ncclsystemerror',
      'ncclinternalerror',
      'nccl',
      'processgroupnccl',
      'watchdog caught collective operation timeout',
      'distbackenderror',
    ],
  },
  { cause: 'a tokenizer error', words: ['tokenizer', 'tokenization', 'chat template', 'chat_template'] },
];

/** Sentences that say there is no failure: "No errors, just slower", "Nothing crashes". */
const NO_FAILURE = [
  'no error',
  'no errors',
  'without error',
  'without errors',
  'without any error',
  'nothing crashes',
  'no crash',
  'does not crash',
  "doesn't crash",
  'never crashes',
  'not crashing',
  'no exception',
];

/** Whether prose says something failed, sentence by sentence, leaving out sentences that say nothing did. */
function saysFailure(lower: string): boolean {
  // A sentence's words are the text's: text without any failure word is not split.
  if (!FAILURE_WORDS.some((word) => lower.includes(word))) return false;
  for (const sentence of lower.split(/[!?\n]|\.\s/)) {
    if (sentence.length > 2000 || !holdsWord(sentence, FAILURE_WORDS)) continue;
    if (!NO_FAILURE.some((phrase) => sentence.includes(phrase))) return true;
  }
  return false;
}

/** In prose, `OOM` or `out of memory` is the GPU's only when the same sentence says GPU or CUDA (LMCache's CPU allocator runs out too). */
function saysGpuOutOfMemory(lower: string): boolean {
  if (!lower.includes('oom') && !lower.includes('out of memory')) return false;
  for (const sentence of lower.split(/[.!?\n]/)) {
    if (sentence.length > 600 || !holdsWord(sentence, ['oom', 'out of memory'])) continue;
    if (holdsWord(sentence, ['gpu', 'cuda', 'vram', 'hbm'])) return true;
  }
  return false;
}

/**
 * Code whose failures are no connector's business: vLLM's model, LoRA, structured-output, sampling and API code,
 * and the libraries they call. A whole traceback that ends here is located elsewhere; one that ends in the
 * scheduler, the engine core, the workers or torch may still be a connector's doing.
 */
const ELSEWHERE = [
  'vllm/lora/',
  'vllm/distributed/ec_transfer/',
  'vllm/v1/structured_output/',
  'vllm/model_executor/',
  'vllm/entrypoints/',
  'vllm/transformers_utils/',
  'vllm/multimodal/',
  'vllm/v1/sample/',
  'vllm/tokenizers/',
  'vllm/reasoning/',
  'vllm/tool_parsers/',
  'vllm/config/',
  'vllm/engine/arg_utils.py',
  '/transformers/',
  '/tokenizers/',
  '/xgrammar/',
  '/outlines/',
  '/huggingface_hub/',
  '/safetensors/',
  '/fastapi/',
  '/starlette/',
  '/uvicorn/',
  '/aiohttp/',
  '/pydantic/',
  '/compressed_tensors/',
  '/bitsandbytes/',
];

/** Whether a frame's file is in code that is no connector's business. */
export function isElsewhere(file: string): boolean {
  const path = file.replaceAll('\\', '/');
  return ELSEWHERE.some((fragment) => path.includes(fragment));
}

const isWordChar = (code: number): boolean => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;

/** Whether `lower` holds one of `words` as a whole word. Linear: fixed needles, indexOf. */
export function holdsWord(lower: string, words: string[]): boolean {
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      if (!isWordChar(lower.charCodeAt(at - 1)) && !isWordChar(lower.charCodeAt(at + word.length))) return true;
    }
  }
  return false;
}

/** The text of an exception and its frames, lower-cased, bounded. */
function errorText(exception: { type: string; message: string } | null, frames: Traceback['frames']): string {
  const parts = [
    exception?.type ?? '',
    cutText(exception?.message ?? '', 2000, ''),
    ...frames.slice(-40).map((frame) => `${frame.file} ${frame.function ?? ''}`),
  ];
  return parts.join('\n').toLowerCase();
}

/** Causes read from words rather than an exception: a bare `out of memory` counts only beside the GPU (saysGpuOutOfMemory). */
const SAID_CAUSES = OTHER_CAUSES.map((other) => ({ ...other, words: other.words.filter((word) => word !== 'out of memory') }));

/**
 * The cause other than a connector that words (a title, prose, log lines; lower-cased) name, or null.
 * @param lower the text, lower-cased
 */
export function saidCauseOf(lower: string): string | null {
  return SAID_CAUSES.find((other) => holdsWord(lower, other.words))?.cause ?? (saysGpuOutOfMemory(lower) ? 'out of memory at model load' : null);
}

/**
 * The cause other than a connector that an exception's own words (type, message, frames) name, or null.
 * @param exception the final exception
 * @param frames its frames
 */
export function otherCauseOf(exception: { type: string; message: string } | null, frames: Traceback['frames']): string | null {
  const text = errorText(exception, frames);
  return OTHER_CAUSES.find((other) => holdsWord(text, other.words))?.cause ?? null;
}

/** The texts of the ERROR and CRITICAL log lines, each cut at 2,000 characters. */
function errorLevelTexts(lines: LineList): string[] {
  const texts: string[] = [];
  for (const line of lines) if (line.level === 'ERROR' || line.level === 'CRITICAL') texts.push(cutText(line.text, 2000, ''));
  return texts;
}

/**
 * Read what the thread shows of a failure.
 * @param input tracebacks, error lines, log lines and prose blocks (title included) of the thread
 */
export function readFailure(input: { tracebacks: Traceback[]; errorLines: ErrorLine[]; lines: LineList; blocks: BlockList }): FailureSignal {
  const finals = [
    ...input.tracebacks
      .filter((traceback) => traceback.exception !== null)
      .map((traceback) => ({ exception: traceback.exception, frames: traceback.frames, line: traceback.line })),
    ...input.errorLines
      .filter((errorLine) => errorLine.exception !== null)
      .map((errorLine) => ({ exception: errorLine.exception, frames: [], line: errorLine.line })),
  ].sort((a, b) => a.line - b.line);
  const last = finals.at(-1);
  // The prose is read only when no error shows: a traceback or an ERROR line already says there is a failure.
  const shown =
    finals.length > 0 ||
    input.tracebacks.length > 0 ||
    input.errorLines.length > 0 ||
    findLine(input.lines, (line) => line.level === 'ERROR' || line.level === 'CRITICAL') !== undefined ||
    someBlock(input.blocks, (block) => block.kind !== 'code' && saysFailure(block.text.slice(0, 20_000).toLowerCase()));
  let explainedBy: string | null = null;
  if (finals.length > 0) {
    // Explained only when every visible exception has another cause: one connector error among them is enough to keep it open.
    const causes = finals.map((final) => otherCauseOf(final.exception, final.frames));
    if (causes.every((cause) => cause !== null)) explainedBy = causes[causes.length - 1] ?? null;
  } else {
    // No exception to read: what the title, the prose and the ERROR lines say the failure is.
    const prose = joinedBlockTexts(input.blocks, (block) => block.kind !== 'code');
    const said = [...(prose === null ? [] : [prose]), ...errorLevelTexts(input.lines)].join('\n').toLowerCase();
    explainedBy = saidCauseOf(said);
  }
  const whole = input.tracebacks.filter((traceback) => traceback.exception !== null && !traceback.truncated && traceback.frames.length >= 2).at(-1);
  const innermost = whole?.frames.at(-1)?.file ?? null;
  return {
    locatedIn: innermost !== null && isElsewhere(innermost) ? innermost : null,
    shown,
    finalException: last?.exception ? { type: last.exception.type, message: last.exception.message, line: last.line } : null,
    explainedBy,
  };
}
