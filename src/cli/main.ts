// The command-line entry (bundled to dist/cli.js): runs one command and sets the exit code.
import { runCommand } from './commands.js';
import { processIO } from './command-io.js';

// A write to stdout that fails (a full disk: `> /dev/full`, ENOSPC) is one line on stderr and exit 1, not a stack
// trace; a reader that stopped reading (`| head`, EPIPE) ends the run quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  process.stderr.write(`vllm-triage: could not write the output (${error.code ?? error.message})\n`);
  process.exit(1);
});

try {
  process.exitCode = await runCommand(process.argv.slice(2), processIO);
} catch (error) {
  process.stderr.write(`vllm-triage: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
