// The command line run in process: runCommand with what it prints captured.
import type { CommandIO } from '../../../src/cli/command-io.js';
import { runCommand } from '../../../src/cli/commands.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `vllm-triage <argv>` and captures what it prints.
 * @param argv the arguments after the program name (`['analyze', file, '--json']`)
 * @param stdin what a `-` argument reads
 */
export async function runCli(argv: string[], stdin = ''): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io: CommandIO = { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text), stdin: () => Buffer.from(stdin) };
  const code = await runCommand(argv, io);
  return { code, stdout, stderr };
}
