// The command-line entry (bundled to dist/cli.js): runs one command and sets the exit code.
import { runCommand } from './commands.js';
import { processIO } from './command-io.js';

// A reader that closes the pipe early (`vllm-triage analyze big.md --json | head`) has all it wanted: end quietly, as
// other command-line tools do. Any other failed write (a full disk: `> /dev/full`, ENOSPC) is one line and exit 1,
// not a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    if (stream === process.stdout) process.stderr.write(`vllm-triage: could not write the output (${error.code ?? error.message})\n`);
    process.exit(1);
  });
}

try {
  process.exitCode = await runCommand(process.argv.slice(2), processIO);
} catch (error) {
  process.stderr.write(`vllm-triage: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
