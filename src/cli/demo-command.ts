// `vllm-triage demo` (`npm start`): the offline demo on the example issue shipped with the project.
import exampleIssue from '../../examples/mooncake-store-unfinished-request.md';
import { analyze } from '../core/analyze.js';
import { formatReport } from './analyze-command.js';
import type { CommandIO } from './command-io.js';

/** Prints the labels and the comment the bot would post on the example issue. */
export function runDemo(io: CommandIO): number {
  io.stdout(
    'vllm-triage demo: the example issue examples/mooncake-store-unfinished-request.md, triaged offline.\n' +
      'Try your own: node dist/cli.js analyze <file.md> [--json]\n\n',
  );
  io.stdout(formatReport('examples/mooncake-store-unfinished-request.md', analyze(exampleIssue)));
  return 0;
}
