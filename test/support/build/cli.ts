// The command line run in process: runCommand with what it prints captured.
import type { CommandIO } from '../../../src/cli/command-io.js';
import { runCommand } from '../../../src/cli/commands.js';
import { runExplain } from '../../../src/cli/explain/explain-command.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `vllm-triage <argv>` and captures what it prints.
 * @param argv the arguments after the program name (`['analyze', file, '--json']`)
 * @param stdin what a `-` argument reads (`explain -` as well, which reads it through its own reader)
 */
export async function runCli(argv: string[], stdin = ''): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io: CommandIO = { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text), stdin: () => Buffer.from(stdin) };
  const code = argv[0] === 'explain' ? runExplain(argv.slice(1), io, () => stdin) : await runCommand(argv, io);
  return { code, stdout, stderr };
}
