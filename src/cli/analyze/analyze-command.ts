// `vllm-triage analyze <file|->… [--json] [--repo owner/name] [--comments FILE]`: the same triage, offline, on markdown
// files, on an issue with its comments as `gh` prints it, or on standard input; one bad input does not stop the rest.
import { readCorpusIssue } from './corpus-issue.js';
import { parseArgs } from 'node:util';
import { commitsToCheck, defaultCatalog, triage } from '../../core/engine.js';
import type { TriageInput, TriageReport } from '../../core/index.js';
import { HELP_OPTION, readCommandArgs } from '../command-args.js';
import type { CommandIO } from '../command-io.js';
import { InputFileError, MAX_INPUT_BYTES, readInputFile, STDIN_NAME } from '../input-file.js';
import { commentListOf, parseJsonValues, readComments, readIssueThread } from './issue-thread.js';
import { containmentFromCheckout, formatFixesInVersion } from './release-containment.js';
import { resolveCommit } from '../catalog/pull-request-history.js';
import { cutText } from '../../core/index.js';

const USAGE = `usage: vllm-triage analyze <file|->… [--json] [--repo owner/name] [--comments FILE] [--vllm-src DIR]

Triages each input offline, as the Action would, and prints what it found, the labels and the comment
(or, with --json, the report). An input is issue markdown (the body), or JSON holding one issue with its
comments, as either of these prints it:

  gh issue view 123 --repo vllm-project/vllm --json number,title,author,body,labels,comments | vllm-triage analyze - --repo vllm-project/vllm
  gh api repos/vllm-project/vllm/issues/123 > issue.json
  gh api --paginate repos/vllm-project/vllm/issues/123/comments > comments.json
  vllm-triage analyze issue.json --comments comments.json

A file is read as JSON when its name ends in .json; standard input (-) when it starts with { or [.
The bot's own comments (they carry its <!-- vllm-triage marker) and other bots' are left out.

  --json             print the JSON report (an array with a "file" field for several inputs)
  --repo owner/name  the repository the issue lives in (an issue in a connector's own project is about it);
                     read from the JSON's repository_url or url when not given
  --comments FILE    the issue's comments, a JSON array (REST or gh form); one input only
  --vllm-src DIR     a vLLM git checkout with release tags: whether the reporter's release (or build commit)
                     contains each fix the entry names (git merge-base --is-ancestor); without it, not determined
  -h, --help         this text

An input over ${MAX_INPUT_BYTES / 1024 / 1024} MiB is refused (one line on standard error naming its size and the limit).

Exit code: 0 every input triaged, 1 an input could not be read or was over ${MAX_INPUT_BYTES / 1024 / 1024} MiB, 2 bad usage.
`;

const OPTIONS = {
  json: { type: 'boolean' },
  repo: { type: 'string' },
  comments: { type: 'string' },
  'vllm-src': { type: 'string' },
  ...HELP_OPTION,
} as const;

/** GitHub's form of a repository name, for `--repo`. */
const REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;

/** One input, ready for `triage()`: what it is (for the header) and the input. */
interface PreparedInput {
  input: TriageInput;
  /** `#123 title (owner/name), 2 comments read, 1 left out as the bot's`; empty for markdown. */
  description: string;
  issueNumber: number | null;
}

/** What came of one input. */
type AnalyzedInput = { file: string; report: TriageReport; description: string } | { file: string; error: string };

/** Whether the input is read as JSON: a `.json` file, or standard input that starts like a JSON document. */
function isJsonInput(path: string, text: string): boolean {
  if (path === '-') return /^\s*[[{]/.test(text);
  return path.toLowerCase().endsWith('.json');
}

/** Parses JSON text, naming the input in the error. */
function parseJson(name: string, text: string): unknown[] {
  try {
    return parseJsonValues(text);
  } catch (error) {
    throw new InputFileError(`${name}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * Reads one input into a triage input.
 * @param path the argument (`-` for standard input)
 * @param text what it holds
 * @param extraComments comments from `--comments`, or null
 * @param repo `--repo`, or null
 */
function prepareInput(path: string, text: string, extraComments: TriageInput['comments'] | null, repo: string | null): PreparedInput {
  const name = path === '-' ? STDIN_NAME : path;
  if (!isJsonInput(path, text)) {
    // A captured thread (`<!-- source: https://github.com/O/R/issues/N -->` first) names its issue, and whether it is a pull request.
    const header = readCorpusIssue(text, path.split('/').at(-1) ?? '');
    const repository = repo ?? header.repository;
    const comments = extraComments ?? undefined;
    // Said, not silently taken: the repository decides what the bot may say (an issue in a connector's own project).
    const fromSource =
      repo === null && header.repository !== undefined
        ? `repository ${header.repository}, read from the file's \`<!-- source: … -->\` line (--repo overrides)`
        : '';
    const description = [comments ? `${comments.length} comment${comments.length === 1 ? '' : 's'} read` : '', fromSource]
      .filter((part) => part !== '')
      .join('; ');
    // A captured thread's `# title` line is its issue's title, as the Action gets it apart from the body (and as `eval`
    // reads it); a markdown file without the `<!-- source: … -->` line is all body.
    const titled = header.repository !== undefined && header.title !== undefined;
    return {
      input: {
        ...(titled ? { title: header.title, body: header.body } : { body: text }),
        ...(comments ? { comments } : {}),
        ...(repository ? { repository } : {}),
        ...(header.pullRequest ? { pullRequest: true } : {}),
      },
      description,
      issueNumber: header.number,
    };
  }
  const values = parseJson(name, text);
  if (values.length !== 1) throw new InputFileError(`${name}: holds ${values.length} JSON documents; expected one issue`);
  let thread;
  try {
    thread = readIssueThread(values[0]);
  } catch (error) {
    throw new InputFileError(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const comments = [...thread.comments, ...(extraComments ?? [])];
  const repository = repo ?? thread.repository;
  const read = `${comments.length} comment${comments.length === 1 ? '' : 's'} read`;
  const leftOut = thread.commentsLeftOut > 0 ? `, ${thread.commentsLeftOut} left out (the bot's or a bot's)` : '';
  const where = repository === null ? '' : ` (${repository})`;
  return {
    input: {
      title: thread.title,
      body: thread.body,
      author: thread.author,
      ...(thread.authorAssociation === null ? {} : { authorAssociation: thread.authorAssociation }),
      comments,
      labels: thread.labels,
      ...(repository === null ? {} : { repository }),
      ...(thread.pullRequest ? { pullRequest: true } : {}),
    },
    description: `${thread.number === null ? 'issue' : `#${thread.number}`} ${thread.title}${where}; ${read}${leftOut}`,
    issueNumber: thread.number,
  };
}

/** Reads `--comments FILE`; the count of comments left out is added to what the header reports. */
function readCommentsFile(path: string, text: string): { comments: NonNullable<TriageInput['comments']>; leftOut: number } {
  const name = path === '-' ? STDIN_NAME : path;
  const values = parseJson(name, text);
  try {
    return readComments(values.map(commentListOf));
  } catch (error) {
    throw new InputFileError(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The human-readable form: what was found, the asks, the labels, and the comment the bot would post. */
export function formatReport(name: string, report: TriageReport, description = ''): string {
  const earlier = (match: TriageReport['matches'][number]): string =>
    match.earlier === undefined ? '' : `, reproduced: ${match.earlier.length} earlier run${match.earlier.length === 1 ? '' : 's'} under another request id`;
  const found = report.matches.map(
    (match) => `  - ${match.id} [${match.confidence}${match.curated ? '' : ', not curated'}${earlier(match)}] (${match.connector})`,
  );
  const exceptions = report.tracebacks
    .filter((traceback) => traceback.exception)
    .map((traceback) => {
      const message = traceback.exception?.message.split('\n')[0] ?? '';
      const line = `  - ${traceback.exception?.type}${message === '' ? '' : `: ${message}`}`;
      // Cut to 160 characters, marked, and never ending in a blank.
      return line.length <= 160 ? line.trimEnd() : `${cutText(line, 159, '').trimEnd()}…`;
    });
  const asks = report.asks.map((ask) => `  - [${ask.satisfied ? 'x' : ' '}] ${ask.id}${ask.satisfied && ask.satisfiedBy ? ` (${ask.satisfiedBy})` : ''}`);
  return [
    `== ${name}${description === '' ? '' : `: ${description}`}`,
    `vLLM version: ${report.vllmVersion ?? 'not found'}`,
    // A connector seen only as a product word ("KV offloading") is said to be only that, not listed as if it ran.
    `connectors: ${
      report.connectors
        .map((connector) =>
          connector.evidence.every((item) => item.kind === 'product-word' || item.kind === 'repository')
            ? `${connector.name} (named only by ${connector.evidence[0]?.kind === 'repository' ? 'the repository' : 'a product word'}, not evidence that it ran)`
            : connector.name,
        )
        .join(', ') || 'none'
    }`,
    `tracebacks: ${report.tracebacks.length}, error lines: ${report.errorLines.length}`,
    ...exceptions,
    report.matches.length === 0 ? 'matches: none' : 'matches:',
    ...found,
    ...(asks.length === 0 ? [] : ['asks:', ...asks]),
    ...[formatFixesInVersion(report.fixesInVersion)].filter((line): line is string => line !== null),
    `labels: ${report.labels.join(', ') || 'none'}`,
    '',
    report.comment === null ? `comment: none (${silenceWords(report.speech?.silence)}; the bot stays silent)` : `comment:\n\n${report.comment}`,
    '',
  ].join('\n');
}

/** Why the bot is silent, in the words `analyze` prints (the reasons before `other-engine` keep their old line). */
function silenceWords(silence: string | null | undefined): string {
  return SILENCE_WORDS[silence ?? ''] ?? 'nothing recognised';
}

/** Why the bot says nothing, by the speech's silence. */
const SILENCE_WORDS: Record<string, string> = {
  'other-engine': "another engine's thread with no vLLM in it, and not a library's own error",
  'draft-only': 'what it recognised is left out of comments (an entry in draft, or a warning beside a crash it does not explain)',
  'no-final-exception': 'recognised, but no final exception to explain',
  'pull-request': 'a pull request: the label only',
  'ci-report': 'a CI failure report: the label only',
  'test-suite': "another project's test run: the label only",
  'feature-request': 'a feature request or RFC: the label only',
};

/**
 * Runs `analyze`. Each input is read and triaged on its own; a failure is reported and the rest go on.
 * @param args the arguments after `analyze`
 * @param io where to print
 * @returns the exit code: 0 all triaged, 1 an input failed, 2 bad usage
 */
export function runAnalyze(args: string[], io: CommandIO): number {
  const parsed = readCommandArgs(io, 'analyze', USAGE, () => parseArgs({ args, options: OPTIONS, allowPositionals: true }));
  if (typeof parsed === 'number') return parsed;
  const { values, positionals: paths } = parsed;
  const usageError = (message: string): number => {
    io.stderr(`analyze: ${message}\n${USAGE}`);
    return 2;
  };
  if (paths.length === 0) return usageError('give at least one file, or - for standard input');
  if (values.repo !== undefined && !REPOSITORY.test(values.repo)) return usageError(`--repo is "${values.repo}"; expected owner/name, e.g. vllm-project/vllm`);
  if (values.comments !== undefined && paths.length > 1) return usageError(`--comments belongs to one issue; ${paths.length} inputs were given`);
  if (values['vllm-src'] !== undefined && resolveCommit(values['vllm-src'], 'HEAD') === null)
    return usageError(`--vllm-src is "${values['vllm-src']}"; expected a vLLM git checkout with release tags`);
  if (paths.filter((path) => path === '-').length + (values.comments === '-' ? 1 : 0) > 1) return usageError('standard input (-) can be read only once');

  let extra: ReturnType<typeof readCommentsFile> | null = null;
  if (values.comments !== undefined) {
    try {
      extra = readCommentsFile(values.comments, readInputFile(values.comments, io.stdin));
    } catch (error) {
      io.stderr(`analyze: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    }
  }
  const results: AnalyzedInput[] = paths.map((path) => {
    const file = path === '-' ? STDIN_NAME : path;
    try {
      const prepared = prepareInput(path, readInputFile(path, io.stdin), extra?.comments ?? null, values.repo ?? null);
      const leftOut = extra !== null && extra.leftOut > 0 ? `; ${extra.leftOut} comment(s) of ${values.comments} left out (the bot's or a bot's)` : '';
      let report = triage(prepared.input, { issueNumber: prepared.issueNumber }).report;
      // With a checkout, the core's question (which commits) is answered with git and the triage decides again.
      const need = values['vllm-src'] === undefined ? null : commitsToCheck(report, defaultCatalog());
      if (need !== null && values['vllm-src'] !== undefined) {
        const containment = containmentFromCheckout(values['vllm-src'], need);
        report = triage(prepared.input, { issueNumber: prepared.issueNumber, containment }).report;
      }
      return { file, report, description: prepared.description + leftOut };
    } catch (error) {
      if (!(error instanceof InputFileError)) throw error;
      return { file, error: error.message };
    }
  });

  for (const result of results) if ('error' in result) io.stderr(`analyze: ${result.error}\n`);
  if (values.json === true) {
    const first = results[0];
    const value =
      results.length === 1
        ? first !== undefined && 'report' in first
          ? first.report
          : undefined
        : results.map((result) => ('report' in result ? { file: result.file, ...result.report } : result));
    if (value !== undefined) io.stdout(`${JSON.stringify(value, null, 2)}\n`);
  } else {
    for (const result of results) if ('report' in result) io.stdout(formatReport(result.file, result.report, result.description));
  }
  return results.some((result) => 'error' in result) ? 1 : 0;
}
