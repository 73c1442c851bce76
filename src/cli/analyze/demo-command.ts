// `vllm-triage demo` (`npm start`): the offline demo on the example issue shipped with the project.
import { parseArgs } from 'node:util';
import exampleIssue from '../../../examples/mooncake-store-unfinished-request.md';
import { analyze } from '../../core/engine.js';
import { formatReport } from './analyze-command.js';
import { HELP_OPTION, readCommandArgs } from '../command-args.js';
import type { CommandIO } from '../command-io.js';

const USAGE = `usage: vllm-triage demo

Prints what the bot finds in the example issue examples/mooncake-store-unfinished-request.md,
the labels it adds and the comment it posts, all offline.
`;

/** Prints the labels and the comment the bot would post on the example issue. */
export function runDemo(args: string[], io: CommandIO): number {
  const parsed = readCommandArgs(io, 'demo', USAGE, () => parseArgs({ args, options: HELP_OPTION, allowPositionals: false }));
  if (typeof parsed === 'number') return parsed;
  io.stdout(
    'vllm-triage demo: the example issue examples/mooncake-store-unfinished-request.md, triaged offline.\n' +
      'Try your own: node dist/cli.js analyze <file.md | issue.json | -> [--json]\n\n',
  );
  io.stdout(formatReport('examples/mooncake-store-unfinished-request.md', analyze(exampleIssue)));
  return 0;
}
