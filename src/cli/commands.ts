// The commands of the CLI: `vllm-triage analyze | eval | demo | explain | shadow | catalog index | catalog check`, `--help`, `--version`.
import { runAnalyze } from './analyze/analyze-command.js';
import type { CommandIO } from './command-io.js';
import { runDemo } from './analyze/demo-command.js';
import { runEval } from './eval/eval-command.js';
import { VERSION } from './version.js';

const USAGE = `usage: vllm-triage <command> [options]   (vllm-triage <command> --help for its options)

  analyze <file|->… [--json] [--repo owner/name] [--comments FILE] [--vllm-src DIR]
                       triage issue markdown, or an issue with its comments as gh prints it, offline
  eval <dir> [--json | --fit]   score against <dir>/truth.jsonl (--fit: routing's weights)
  demo                 the example issue (npm start)
  explain <id | message | ->   print the explainer page of a known error (--list: the ids)
  shadow <dir> [--human-labels a,b] [--repo owner/name] [--ledger FILE] [--jsonl]
                       the bot's routing over saved gh issue JSON, against the maintainers' labels
  catalog index --vllm-src DIR [--out FILE]   regenerate the source index from a vLLM checkout
  catalog index --from-tsv FILE --commit SHA  the same from a raise-sites TSV
  catalog check --vllm-src DIR                is every catalog template still in vLLM's source?
  catalog pull-requests --vllm-src DIR        does catalog/pull-requests.yaml agree with vLLM's history?

  -h, --help           this text
  --version            the version
`;

const CATALOG_USAGE = `usage: vllm-triage catalog <index|check|pull-requests> [options]   (vllm-triage catalog <sub-command> --help for its options)

  index   regenerate src/generated/source-index.json from a vLLM checkout
  check   is every curated template and source-index message still in a vLLM checkout?
  pull-requests   the merge commit of every PR the catalog names, read from a vLLM history
`;

type Command = (args: string[], io: CommandIO) => number | Promise<number>;

/** `catalog` sub-commands, loaded only when used (they run Python and read the catalog). */
const CATALOG_COMMANDS: Record<string, Command> = {
  index: async (args, io) => (await import('./catalog/index-command.js')).runCatalogIndex(args, io),
  check: async (args, io) => (await import('./catalog/check-command.js')).runCatalogCheck(args, io),
  'pull-requests': async (args, io) => (await import('./catalog/pull-requests-command.js')).runCatalogPullRequests(args, io),
};

const COMMANDS: Record<string, Command> = {
  analyze: runAnalyze,
  eval: runEval,
  demo: runDemo,
  explain: async (args, io) => (await import('./explain/explain-command.js')).runExplain(args, io),
  shadow: async (args, io) => (await import('./shadow/shadow-command.js')).runShadow(args, io),
  catalog: (args, io) => runSubcommand('catalog', CATALOG_COMMANDS, CATALOG_USAGE, args, io),
};

/** Runs `name` from `table`, or prints the usage: on stdout (exit 0) when asked for, on stderr (exit 2) otherwise. */
function runSubcommand(prefix: string, table: Record<string, Command>, usage: string, argv: string[], io: CommandIO): number | Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--help' || name === '-h') {
    io.stdout(usage);
    return 0;
  }
  const command = name === undefined || !Object.hasOwn(table, name) ? undefined : table[name];
  if (command === undefined) {
    io.stderr(`${name === undefined ? `${prefix}: a command is needed` : `${prefix}: unknown command '${name}'`}\n${usage}`);
    return 2;
  }
  return command(rest, io);
}

/** Runs one command; returns the exit code. */
export async function runCommand(argv: string[], io: CommandIO): Promise<number> {
  if (argv[0] === '--version' || argv[0] === '-V') {
    io.stdout(`vllm-triage ${VERSION}\n`);
    return 0;
  }
  return runSubcommand('vllm-triage', COMMANDS, USAGE, argv, io);
}
