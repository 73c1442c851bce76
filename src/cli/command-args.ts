// A command's arguments through `node:util` parseArgs: `--help` on every command, usage errors as one line plus the usage.
import type { CommandIO } from './command-io.js';

/** The option every command takes. */
export const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;

/** What parseArgs throws for a bad command line (unknown option, missing value, unexpected positional). */
function isUsageError(error: unknown): error is Error {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}

/**
 * Runs a command's parseArgs call; prints the usage for `--help` (exit 0) or for a bad command line (exit 2).
 * @param io where to print
 * @param command the command's name, for the message (`analyze`, `catalog check`)
 * @param usage the command's usage text
 * @param parse calls parseArgs with the command's options (HELP_OPTION among them)
 * @returns the parsed arguments, or the exit code when the command should not run
 */
export function readCommandArgs<T extends { values: { help?: boolean | undefined } }>(
  io: CommandIO,
  command: string,
  usage: string,
  parse: () => T,
): T | number {
  let parsed: T;
  try {
    parsed = parse();
  } catch (error) {
    if (!isUsageError(error)) throw error;
    io.stderr(`${command}: ${error.message}\n${usage}`);
    return 2;
  }
  if (parsed.values.help === true) {
    io.stdout(usage);
    return 0;
  }
  return parsed;
}
