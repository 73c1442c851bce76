// Reads one command-line input (a file, or standard input for `-`) as text, with errors that name the path.
import { readFileSync, statSync } from 'node:fs';
import { decodeMarkedUtf16, withoutUtf8Bom } from './text-encoding.js';
import { readStdinUpTo } from './bounded-stdin.js';

/** A file that could not be read or is not text; the message starts with the path. */
export class InputFileError extends Error {
  override name = 'InputFileError';
}

/** Node's error codes in words (its own messages name the system call, not the file). */
const READ_FAILURES: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'is a directory, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'a part of the path is not a directory',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
};

/**
 * The largest input the command line reads: 16 MiB. An issue with hundreds of comments of GitHub's 65,536 characters
 * stays well below it; a larger input is refused with a one-line error before it is read, not triaged for minutes.
 */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

/**
 * The error for an input over MAX_INPUT_BYTES, on one line: a file's size and the limit; for standard input, which is
 * not read past the limit, only that it is longer.
 */
function tooLarge(name: string, bytes: number): InputFileError {
  const limit = `the ${MAX_INPUT_BYTES / 1024 / 1024} MiB (${MAX_INPUT_BYTES.toLocaleString('en')} bytes) the command line reads`;
  return new InputFileError(
    name === STDIN_NAME ? `${name}: longer than ${limit}; reading stopped there` : `${name}: ${bytes.toLocaleString('en')} bytes, over ${limit}`,
  );
}

/** How standard input is named in messages. */
export const STDIN_NAME = '(standard input)';

/**
 * Reads a file, or standard input for `-`, as text: UTF-16 by its byte-order mark, else UTF-8 (a BOM dropped).
 * @param path the command-line argument
 * @param readStdin reads standard input; fd 0 by default
 * @throws InputFileError naming the path: unreadable, a directory, over MAX_INPUT_BYTES, binary (NUL bytes) or empty
 */
export function readInputFile(path: string, readStdin: () => Buffer = () => readStdinUpTo(MAX_INPUT_BYTES)): string {
  const name = path === '-' ? STDIN_NAME : path;
  let bytes: Buffer;
  try {
    // A file's size is known before it is read; standard input is read up to one byte past the limit.
    const size = path === '-' ? 0 : statSync(path).size;
    if (size > MAX_INPUT_BYTES) throw tooLarge(name, size);
    bytes = path === '-' ? readStdin() : readFileSync(path);
  } catch (error) {
    if (error instanceof InputFileError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    const reason = (typeof code === 'string' ? READ_FAILURES[code] : undefined) ?? (error instanceof Error ? error.message : String(error));
    throw new InputFileError(`${name}: ${reason}`);
  }
  if (bytes.length > MAX_INPUT_BYTES) throw tooLarge(name, bytes.length);
  // UTF-16 with its BOM (PowerShell's `>`) holds NUL bytes in every ASCII character: read by its mark, not as binary.
  const utf16 = decodeMarkedUtf16(bytes);
  if (utf16 === null && bytes.includes(0)) throw new InputFileError(`${name}: a binary file (it holds NUL bytes), not issue text or JSON`);
  if (utf16?.includes('\0')) throw new InputFileError(`${name}: a binary file (UTF-16 that holds NUL characters), not issue text or JSON`);
  const text = withoutUtf8Bom(utf16 ?? bytes.toString('utf8'));
  if (text.trim() === '') throw new InputFileError(`${name}: empty${text === '' ? '' : ' (only white space)'}; nothing to triage`);
  return text;
}
