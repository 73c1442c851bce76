// Reads one command-line input (a file, or standard input for `-`) as text, with errors that name the path.
import { readFileSync } from 'node:fs';

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

/** How standard input is named in messages. */
export const STDIN_NAME = '(standard input)';

/**
 * Reads a file, or standard input for `-`, as UTF-8 text.
 * @param path the command-line argument
 * @param readStdin reads standard input; fd 0 by default
 * @throws InputFileError naming the path: unreadable, a directory, binary (NUL bytes) or empty
 */
export function readInputFile(path: string, readStdin: () => Buffer = () => readFileSync(0)): string {
  const name = path === '-' ? STDIN_NAME : path;
  let bytes: Buffer;
  try {
    bytes = path === '-' ? readStdin() : readFileSync(path);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    const reason = (typeof code === 'string' ? READ_FAILURES[code] : undefined) ?? (error instanceof Error ? error.message : String(error));
    throw new InputFileError(`${name}: ${reason}`);
  }
  if (bytes.includes(0)) throw new InputFileError(`${name}: a binary file (it holds NUL bytes), not issue text or JSON`);
  const text = bytes.toString('utf8');
  if (text.trim() === '') throw new InputFileError(`${name}: empty${text === '' ? '' : ' (only white space)'}; nothing to triage`);
  return text;
}
