// `vllm-triage explain <id | message | ->`: prints an error's explainer page; a pasted message is matched as an issue would be.
import { readFileSync } from 'node:fs';
import { defaultCatalog, renderErrorPage, resolveExplainQuery } from '../../core/engine.js';
import type { CatalogEntry } from '../../core/index.js';
import type { CommandIO } from '../command-io.js';
import { decodeInputText } from '../text-encoding.js';

export const EXPLAIN_USAGE = `usage: vllm-triage explain <id | message | ->   print the explainer page of a known error
       vllm-triage explain --list              list the ids of the errors with a page

  <id>       a catalog id (mooncake-store/request-not-in-unfinished-requests) or its last words
  <message>  an error line or a log excerpt (quote it, or pass - to read it from standard input)
`;

/** One line per entry: id and title, for lists. */
function listLine(entry: CatalogEntry): string {
  return `  ${entry.id.padEnd(52)} ${entry.title}`;
}

/** The query as one piece of text: the arguments joined, or standard input for `-`. */
function readQuery(args: string[], readStdin: () => string): string {
  return args.length === 1 && args[0] === '-' ? readStdin() : args.join(' ');
}

/**
 * Runs `explain`: the page for one entry (exit 0), the list of entries an ambiguous query matches (exit 0), or why
 * there is no page (exit 1).
 * @param args the words after `explain`
 * @param io where to print
 * @param readStdin reads standard input (for `-`)
 */
export function runExplain(args: string[], io: CommandIO, readStdin: () => string = () => decodeInputText(readFileSync(0))): number {
  const catalog = defaultCatalog();
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    (args.length === 0 ? io.stderr : io.stdout)(EXPLAIN_USAGE);
    return args.length === 0 ? 2 : 0;
  }
  if (args.length === 1 && args[0] === '--list') {
    io.stdout(
      `${[...catalog.entries]
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map(listLine)
        .join('\n')}\n`,
    );
    return 0;
  }
  // An option this command does not have is a usage error (exit 2), not a message to look up: `--word` anywhere, a
  // lone `-w` (a word of an unquoted message may start with one dash).
  const unknown = args.find((arg) => (/^--[A-Za-z][\w-]*$/.test(arg) && arg !== '--list') || (args.length === 1 && /^-[A-Za-z][\w-]*$/.test(arg)));
  if (unknown !== undefined) {
    io.stderr(`vllm-triage explain: unknown option ${unknown}\n\n${EXPLAIN_USAGE}`);
    return 2;
  }
  const query = readQuery(args, readStdin);
  if (query.trim() === '') {
    io.stderr(`vllm-triage explain: nothing to explain: ${args[0] === '-' ? 'standard input was empty' : 'the query is empty'}\n\n${EXPLAIN_USAGE}`);
    return 2;
  }
  const resolution = resolveExplainQuery(query, catalog);
  switch (resolution.kind) {
    case 'entry':
      io.stdout(renderErrorPage(resolution.entry, { commit: catalog.commit, entries: new Map(catalog.entries.map((entry) => [entry.id, entry])) }));
      return 0;
    case 'several': {
      const what = resolution.by === 'id' ? 'That names' : 'That message matches';
      io.stdout(
        `${what} ${resolution.entries.length} known errors:\n${resolution.entries.map(listLine).join('\n')}\nRun the same explain command with one of these ids instead for its page.\n`,
      );
      return 0;
    }
    case 'uncurated': {
      const rows = resolution.matches
        .slice(0, 10)
        .map((match) => `  ${match.connector}: ${match.source.function} at ${match.source.path}${match.source.line > 0 ? `:${match.source.line}` : ''}`);
      io.stderr(
        `No explainer page: vllm-triage recognises this as raised in connector code, but nobody has written its explanation yet:\n${rows.join('\n')}\n`,
      );
      return 1;
    }
    case 'none':
      io.stderr(
        'No known error matches that id or message. The same explain command with --list instead lists the ids; paste the error line with its exception type (ValueError: …) or the log lines around it.\n',
      );
      return 1;
  }
}
