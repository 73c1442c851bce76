// The channels a CLI command reads and writes (passed in, so tests capture them and hand in standard input).

export interface CommandIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Reads all of standard input (for `-`); the process's fd 0 when absent. */
  stdin?: () => Buffer;
}

/** The process's own stdout and stderr (and standard input, read from fd 0). */
export const processIO: CommandIO = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};
