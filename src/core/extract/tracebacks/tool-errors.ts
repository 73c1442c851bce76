// Error lines that other tools print in their own shapes: UCX's log, argparse's usage error, glibc's failed assert.

/** What such a line says: its level (when the tool states one), the native file and line, and the message. */
export interface ToolErrorLine {
  level: string | null;
  logFile: string | null;
  logLine: number | null;
  /** The line from where the report starts (prefixes the tool printed before it taken off). */
  message: string;
}

/** `[1749812345.123456] [host:1234:0]   tcp_ep.c:1260 UCX  ERROR msg`: UCX's file, line, level. */
const UCX_HEAD = /([\w.-]{1,80}\.(?:c|cc|cpp|h)):(\d{1,7}) {1,12}UCX {1,4}(ERROR|FATAL) {1,4}/;
/** argparse ends with `prog: error: message`; the messages it prints, so `Note: error: …` prose is not one. */
const ARGPARSE =
  /^([\w./-]{1,120}(?: [\w.-]{1,40}){0,2}): error: ((?:unrecognized arguments|the following arguments are required|argument [-\w/ ]{1,80}|invalid choice|ambiguous option|expected one argument|too few arguments|unrecognized argument)[: ].{0,4000})$/;
/** glibc's `prog: file.c:N: func: Assertion 'expr' failed.` (older glibc quotes as `` `expr' ``). */
const GLIBC_ASSERT = /^([A-Za-z_][\w.-]{0,60}): (\/?[^\s:]{1,1000}):(\d{1,9}): .{0,1000}Assertion [`'"‘].{0,2000}['"’] failed\.?$/;
/** The same line cut after the source file (the rest lost in the paste): `python3: /src/store/transfer_task.c`. */
const GLIBC_ASSERT_CUT = /^([A-Za-z_][\w.-]{0,60}): (\/[^\s:]{1,1000}\.(?:c|cc|cpp|cxx|cu))(?::(\d{1,9}):?)?$/;

const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/**
 * Reads a line as a UCX ERROR/FATAL line, an argparse usage error or a glibc assertion failure, or null.
 * Every pattern is anchored or starts at a literal, with bounded repeats: linear in the line.
 * @param text one line, log prefixes stripped, trimmed
 */
export function readToolErrorLine(text: string): ToolErrorLine | null {
  if (text.includes('UCX ')) {
    const ucx = UCX_HEAD.exec(text);
    if (ucx) {
      const message = text.slice(ucx.index + ucx[0].length).trim();
      return { level: ucx[3] === 'FATAL' ? 'CRITICAL' : 'ERROR', logFile: ucx[1] as string, logLine: Number(ucx[2]), message: message === '' ? text : message };
    }
  }
  if (text.includes(': error: ')) {
    const argparse = ARGPARSE.exec(text);
    if (argparse) return { level: null, logFile: null, logLine: null, message: text };
  }
  if (text.includes('Assertion ')) {
    const assertion = GLIBC_ASSERT.exec(text);
    if (assertion) return { level: null, logFile: baseName(assertion[2] as string), logLine: Number(assertion[3]), message: text };
  }
  const cut = text.length < 1100 && text.includes(': /') ? GLIBC_ASSERT_CUT.exec(text) : null;
  if (cut) return { level: null, logFile: baseName(cut[2] as string), logLine: cut[3] === undefined ? null : Number(cut[3]), message: text };
  return null;
}
