// The commands of the CLI: `vllm-triage analyze | eval | demo | explain | shadow | catalog index | catalog check`.
import { runAnalyze } from './analyze-command.js';
import type { CommandIO } from './command-io.js';
import { runDemo } from './demo-command.js';
import { runEval } from './eval-command.js';

const USAGE = `usage:
  vllm-triage analyze <file|->… [--json]   triage issue markdown offline, print the plan (or the JSON report)
  vllm-triage eval <dir> [--json]          score against <dir>/truth.jsonl
  vllm-triage demo                         the example issue (npm start)
  vllm-triage explain <id | message | ->   print the explainer page of a known error (--list: the ids)
  vllm-triage shadow <dir> [--human-labels a,b] [--repo owner/name] [--ledger FILE]
                                           the bot's routing over saved gh issue JSON, against the maintainers' labels
  vllm-triage catalog index --vllm-src DIR [--out FILE]   regenerate the source index from a vLLM checkout
  vllm-triage catalog check --vllm-src DIR                is every catalog template still in vLLM's source?
`;

/** Runs one command; returns the exit code. */
export async function runCommand(argv: string[], io: CommandIO): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'analyze':
      return runAnalyze(rest, io);
    case 'eval':
      return runEval(rest, io);
    case 'demo':
      return runDemo(io);
    case 'explain':
      return (await import('./explain/explain-command.js')).runExplain(rest, io);
    case 'shadow':
      return (await import('./shadow/shadow-command.js')).runShadow(rest, io);
    case 'catalog': {
      const [sub, ...args] = rest;
      if (sub === 'index') return (await import('./catalog/index-command.js')).runCatalogIndex(args, io);
      if (sub === 'check') return (await import('./catalog/check-command.js')).runCatalogCheck(args, io);
      io.stderr(USAGE);
      return 2;
    }
    case undefined:
    case '--help':
    case '-h':
      io.stdout(USAGE);
      return command === undefined ? 2 : 0;
    default:
      io.stderr(`unknown command '${command}'\n${USAGE}`);
      return 2;
  }
}
