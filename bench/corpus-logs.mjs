// Generates vLLM server log text: process and logger prefixes, serving noise, lifecycle and stats lines, prefixed tracebacks.

import { requestIdText } from './corpus-tracebacks.mjs';

/**
 * A log clock and the processes of one server, so lines read in order with stable pids.
 * @param random a seeded random source
 */
export function createLogContext(random) {
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  return {
    random,
    seconds: random.int(0, 20 * 3600),
    month,
    day,
    apiPid: random.int(1000, 99999),
    enginePid: random.int(1000, 99999),
    engineName: random.pick(['EngineCore_DP0', 'EngineCore', 'EngineCore_DP1', 'EngineCore_0']),
    workerName: random.pick(['Worker_TP0', 'Worker_TP1', 'Worker_DP0_TP3', 'VllmWorker rank=0', 'RayWorkerWrapper']),
    workerPid: random.int(1000, 99999),
    /** How prefixes are coloured: none, real escape codes, or escape codes pasted as `^[[…`. */
    ansi: random.pick(['none', 'none', 'none', 'escape', 'caret']),
    recentRequestIds: [],
  };
}

function two(number) {
  return String(number).padStart(2, '0');
}

function timestamp(context) {
  context.seconds += context.random.int(0, 3);
  const hours = Math.floor(context.seconds / 3600) % 24;
  const minutes = Math.floor(context.seconds / 60) % 60;
  return `${two(context.month)}-${two(context.day)} ${two(hours)}:${two(minutes)}:${two(context.seconds % 60)}`;
}

function colour(context, code, text) {
  if (context.ansi === 'escape') return `\u001b[${code}m${text}\u001b[0;0m`;
  if (context.ansi === 'caret') return `^[[${code}m${text}^[[0;0m`;
  return text;
}

function processPrefix(context, who) {
  if (who === 'api') return colour(context, '1;36', `(APIServer pid=${context.apiPid})`) + ' ';
  if (who === 'engine') return colour(context, '1;36', `(${context.engineName} pid=${context.enginePid})`) + ' ';
  if (context.workerName === 'RayWorkerWrapper')
    return `(RayWorkerWrapper pid=${context.workerPid}, ip=10.0.${context.random.int(0, 9)}.${context.random.int(2, 250)}) `;
  return colour(context, '1;36', `(${context.workerName} pid=${context.workerPid})`) + ' ';
}

/**
 * One log line with process and logger prefix.
 * @param context the log context
 * @param who `api`, `engine` or `worker`
 * @param level INFO, DEBUG, WARNING, ERROR
 * @param fileInfo `core.py:1346`-style location
 * @param message the message text
 */
export function logLine(context, who, level, fileInfo, message) {
  return `${processPrefix(context, who)}${level} ${timestamp(context)} [${fileInfo}] ${message}`;
}

/** Every line of a traceback printed through the logger (the prefix repeated on each line, as vLLM does). */
export function loggedTracebackLines(context, who, fileInfo, tracebackTextLines) {
  const stamp = timestamp(context);
  const prefix = `${processPrefix(context, who)}ERROR ${stamp} [${fileInfo}] `;
  return tracebackTextLines.map((line) => `${prefix}${line}`);
}

/** A traceback printed straight to stderr by a process (process prefix only). */
export function stderrTracebackLines(context, who, tracebackTextLines) {
  const prefix = processPrefix(context, who);
  return tracebackTextLines.map((line) => `${prefix}${line}`);
}

const NOISE = [
  (context) => logLine(context, 'api', 'INFO', 'loggers.py:257', statsMessage(context)),
  (context) => `${processPrefix(context, 'api')}INFO:     127.0.0.1:${context.random.int(30000, 65000)} - "POST /v1/chat/completions HTTP/1.1" 200 OK`,
  (context) => {
    const requestId = requestIdText(context.random);
    context.recentRequestIds.push(requestId);
    if (context.recentRequestIds.length > 8) context.recentRequestIds.shift();
    return logLine(context, 'api', 'INFO', 'async_llm.py:439', `Added request ${requestId}.`);
  },
  (context) =>
    logLine(
      context,
      'api',
      'INFO',
      'async_llm.py:623',
      `Request ${context.random.pick(context.recentRequestIds.length ? context.recentRequestIds : ['cmpl-0'])} aborted.`,
    ),
  (context) =>
    logLine(context, 'engine', 'DEBUG', 'v1/core/.../scheduler.py:2827', `Finished sending KV transfer for request ${requestIdText(context.random)}`),
  (context) =>
    logLine(
      context,
      'engine',
      'DEBUG',
      'distributed/.../store/scheduler.py:117',
      `Reqid: ${requestIdText(context.random)}, Total tokens ${context.random.int(100, 30000)}, kvpool hit tokens: ${context.random.int(0, 20000)}, need to load: ${context.random.int(0, 4000)}`,
    ),
  (context) =>
    logLine(
      context,
      'worker',
      'INFO',
      'gpu_model_runner.py:3412',
      `Model loading took ${context.random.int(10, 80)}.${context.random.int(10, 99)} GiB memory and ${context.random.int(10, 300)}.${context.random.int(100, 999)} seconds`,
    ),
  (context) => logLine(context, 'engine', 'WARNING', 'scheduler.py:771', `${requestIdText(context.random)} is still in WAITING_FOR_REMOTE_KVS state.`),
  (context) =>
    `${processPrefix(context, 'worker')}[${new Date(Date.UTC(2026, context.month - 1, context.day)).toISOString().slice(0, 10)} 10:0${context.random.int(0, 9)}:11.${context.random.int(100000, 999999)}] [ info] [transfer_engine.cpp:${context.random.int(100, 900)}] Metadata server connected, segment ${context.random.hex(8)}`,
];

function statsMessage(context) {
  const random = context.random;
  const parts = [
    `Engine 000: Avg prompt throughput: ${random.int(0, 90000)}.${random.int(0, 9)} tokens/s`,
    `Avg generation throughput: ${random.int(0, 5000)}.${random.int(0, 9)} tokens/s`,
    `Running: ${random.int(0, 256)} reqs`,
    `Waiting: ${random.int(0, 64)} reqs`,
  ];
  if (random.chance(0.3)) parts.push(`Preemptions: ${random.int(1, 40)}`);
  parts.push(`GPU KV cache usage: ${random.int(0, 99)}.${random.int(0, 9)}%`, `Prefix cache hit rate: ${random.int(0, 99)}.${random.int(0, 9)}%`);
  if (random.chance(0.5)) parts.push(`External prefix cache hit rate: ${random.int(0, 99)}.${random.int(0, 9)}%`);
  return parts.join(', ');
}

/**
 * Serving-log lines, about `targetChars` long in total.
 * @param context the log context
 * @param targetChars how much log text to produce
 */
export function noiseLines(context, targetChars) {
  const lines = [];
  let length = 0;
  while (length < targetChars) {
    const line = context.random.pick(NOISE)(context);
    lines.push(line);
    length += line.length + 1;
  }
  return lines;
}

/** The lines around a crash: the lifecycle of the failing request, a stats line with preemptions, the fatal line. */
export function crashLeadInLines(context, requestId) {
  const lines = [];
  if (context.random.chance(0.5)) lines.push(logLine(context, 'api', 'INFO', 'async_llm.py:439', `Added request ${requestId}.`));
  if (context.random.chance(0.4)) lines.push(logLine(context, 'api', 'INFO', 'loggers.py:257', statsMessage(context)));
  if (context.random.chance(0.3))
    lines.push(logLine(context, 'api', 'INFO', 'async_llm.py:761', `Aborted request(s) ${requestId},${requestIdText(context.random)}.`));
  lines.push(logLine(context, 'engine', 'ERROR', 'core.py:1346', 'EngineCore encountered a fatal error.'));
  return lines;
}
