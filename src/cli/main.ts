// The command-line entry (bundled to dist/cli.js): runs one command and sets the exit code.
import { runCommand } from './commands.js';
import { processIO } from './command-io.js';

try {
  process.exitCode = await runCommand(process.argv.slice(2), processIO);
} catch (error) {
  process.stderr.write(`vllm-triage: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
