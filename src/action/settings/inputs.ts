// Reads the action's inputs (through @actions/core's getInput family) and the run's context into one validated settings object.
import { DEFAULT_LABELS, type LabelOptions } from '../../core/index.js';
import { InputError, labelName, parseBotLogin, parseBudget, parseIssueNumbers, parseResumeAfter, parseShard, parseSince, parseState } from './input-parsers.js';
import { labelClashes, unknownConnectorWarnings } from './label-checks.js';

/** Where a backfill run pages from and how far it may go (implemented by the backfill module). */
export interface BackfillSettings {
  /** ISO date (`2025-01-31`) or null: only issues updated since then. */
  since: string | null;
  state: 'open' | 'closed' | 'all';
  /** Most API requests the run may make; null = the backfill's default budget. */
  requestBudget: number | null;
  /** This job's part of the backlog (`shard: 2/4` → index 1, count 4), or null for all of it. */
  shard: { index: number; count: number } | null;
  /** Skip listed issues numbered up to this one (a previous run's resume point), or null. */
  resumeAfter: number | null;
}

/** Everything the action was told, validated once. */
export interface ActionSettings {
  token: string;
  /** The login the token writes as (`bot-login`): only its comments that start with a marker are the bot's own. */
  botLogin: string;
  /** `owner/name` from GITHUB_REPOSITORY. */
  owner: string;
  repo: string;
  /** REST API root (GitHub Enterprise Server sets GITHUB_API_URL). */
  apiUrl: string;
  /** Web root for links to issues (GITHUB_SERVER_URL). */
  serverUrl: string;
  dryRun: boolean;
  /** dry-run as a backfill reads it: a backfill writes only when the input is explicitly false. */
  backfillDryRun: boolean;
  labels: LabelOptions;
  /** When false (default) labels the repository lacks are skipped; when true the action creates them (colour, description). */
  createMissingLabels: boolean;
  /** `workflow_dispatch` with `setup-labels: true`: create the labels the action uses that the repository lacks, and nothing else. */
  setupLabels: boolean;
  /** Issue numbers to triage on `workflow_dispatch`. */
  issueNumbers: number[];
  /** Look up earlier reports of the same error with one search request. */
  earlierReports: boolean;
  /** Ask GitHub (up to 4 compare requests per issue) whether the reporter's release contains the fixes the entry names. */
  releaseLookups?: boolean;
  backfill: BackfillSettings;
  /** GITHUB_RUN_ATTEMPT: above 1 when a maintainer re-ran the job, so the payload may be older than the issue's state. */
  runAttempt: number;
  /** Where the explainer pages the comment links are: docs/errors/ of the action's own repository at the ref it runs from; null (the built-in address) when the runner does not say. */
  docsBase: string | null;
  /** Inputs that are accepted but probably not what was meant (a connector no connector has), one line each. */
  inputWarnings?: string[];
}

/**
 * Where inputs come from: `@actions/core` itself in the action (its `INPUT_*` variables), a fake in tests.
 * Each reads an input by its `action.yml` name; `getInput` returns '' when unset, `getBooleanInput` throws a
 * TypeError unless the value is a YAML 1.2 core-schema boolean, `getMultilineInput` drops empty lines.
 */
export interface InputSource {
  getInput(name: string): string;
  getBooleanInput(name: string): boolean;
  getMultilineInput(name: string): string[];
}

/** What the settings need from `github.context`, read once in main and passed here as plain values. */
export interface RunFacts {
  /** `owner/name` (GITHUB_REPOSITORY); '' when the runner did not say. */
  repository: string;
  /** GITHUB_API_URL; `https://api.github.com` when absent. */
  apiUrl?: string;
  /** GITHUB_SERVER_URL; `https://github.com` when absent. */
  serverUrl?: string;
  /** GITHUB_RUN_ATTEMPT; 1 when absent or not a number. */
  runAttempt?: number;
  /** GITHUB_ACTION_REPOSITORY and GITHUB_ACTION_REF: the repository and ref of the action being run (`owner/vllm-triage`, `v1`); '' for a local `uses: ./`. */
  actionRepository?: string;
  actionRef?: string;
  /** GITHUB_SHA: the commit the workflow runs for; a local `uses: ./` runs the code checked out at it. */
  sha?: string;
}

/**
 * A boolean input through `core.getBooleanInput` (YAML 1.2 core schema); empty means the default, which
 * getBooleanInput cannot express (an empty `dry-run` means false for events, true for a backfill).
 * @param inputs the input source
 * @param name the input's name
 * @param fallback the value when the input is empty
 */
function booleanInput(inputs: InputSource, name: string, fallback: boolean): boolean {
  const value = inputs.getInput(name);
  if (value === '') return fallback;
  try {
    return inputs.getBooleanInput(name);
  } catch (error) {
    // getBooleanInput's own message names the input but not the value.
    throw new InputError(`input "${name}" is "${value}"; expected true or false`, { cause: error });
  }
}

/**
 * Parses `connector-labels`: one `ConnectorName=label` per line (`#` starts a comment line).
 * @param lines the input's lines, as `core.getMultilineInput` gives them
 */
export function parseConnectorLabels(lines: string[]): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const equals = line.indexOf('=');
    const connector = equals > 0 ? line.slice(0, equals).trim() : '';
    if (connector === '' || !/^[A-Za-z0-9_]+$/.test(connector)) {
      throw new InputError(`input "connector-labels" has the line "${line}"; expected ConnectorName=label (e.g. MooncakeStoreConnector=mooncake)`);
    }
    mapping[connector] = labelName('connector-labels', line.slice(equals + 1));
  }
  return mapping;
}

/** Runs one input's parser; on an InputError records its message and gives the stand-in, so every bad input is named. */
type Check = <T>(parse: () => T, standIn: T) => T;

/** The label inputs: the connector label, one per connector, needs-info, re-run and dismiss, and whether to label at all. */
function readLabels(inputs: InputSource, check: Check): LabelOptions {
  const read = (name: string): string => inputs.getInput(name);
  const perConnector = check(() => parseConnectorLabels(inputs.getMultilineInput('connector-labels')), {});
  const connectorLabel = check(() => labelName('connector-label', read('connector-label') || DEFAULT_LABELS.connectorLabel), DEFAULT_LABELS.connectorLabel);
  const needsInfo = read('needs-info-label');
  return {
    connectorLabel,
    perConnector,
    needsInfoLabel: needsInfo === '' ? DEFAULT_LABELS.needsInfoLabel : check(() => labelName('needs-info-label', needsInfo), null),
    rerunLabel: check(() => labelName('rerun-label', read('rerun-label') || DEFAULT_LABELS.rerunLabel), DEFAULT_LABELS.rerunLabel),
    dismissLabel: check(() => labelName('dismiss-label', read('dismiss-label') || DEFAULT_LABELS.dismissLabel), DEFAULT_LABELS.dismissLabel),
    disabled: !check(() => booleanInput(inputs, 'add-labels', !DEFAULT_LABELS.disabled), true),
  };
}

/** Where a backfill run pages from and how far it may go. */
function readBackfill(read: (name: string) => string, check: Check): BackfillSettings {
  return {
    since: check(() => parseSince(read('since')), null),
    state: check(() => parseState(read('state')), 'open'),
    requestBudget: check(() => parseBudget(read('request-budget')), 0),
    shard: check(() => parseShard(read('shard')), null),
    resumeAfter: check(() => parseResumeAfter(read('resume-after')), null),
  };
}

/**
 * Validates every input and the run's facts into one settings object.
 * @param inputs `@actions/core` (or a fake with its semantics)
 * @param facts the repository, API and web roots and the run attempt, from `github.context`
 * @throws InputError quoting each bad value and the expected form, one input per line
 */
export function readSettings(inputs: InputSource, facts: RunFacts): ActionSettings {
  const read = (name: string): string => inputs.getInput(name);
  const repository = facts.repository;
  const slash = repository.indexOf('/');
  if (slash <= 0 || slash === repository.length - 1 || repository.indexOf('/', slash + 1) !== -1) {
    throw new InputError(`GITHUB_REPOSITORY is "${repository}"; expected "owner/name" (the runner sets it)`);
  }
  // Every bad input is named, not only the first: each check records its problem and stands in a harmless value.
  // The label inputs' problems come first, then a clash between the labels, then the other inputs'.
  const labelProblems = new Set<string>();
  const problems = new Set<string>();
  const checkInto =
    (found: Set<string>): Check =>
    (parse, standIn) => {
      try {
        return parse();
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        found.add(error.message);
        return standIn;
      }
    };
  const check = checkInto(problems);
  const labels = readLabels(inputs, checkInto(labelProblems));
  const serverUrl = (facts.serverUrl || 'https://github.com').replace(/(?<!\/)\/+$/, '');
  const settings: ActionSettings = {
    token: read('github-token'),
    botLogin: check(() => parseBotLogin(read('bot-login')), ''),
    owner: repository.slice(0, slash),
    repo: repository.slice(slash + 1),
    apiUrl: (facts.apiUrl || 'https://api.github.com').replace(/(?<!\/)\/+$/, ''),
    serverUrl,
    dryRun: check(() => booleanInput(inputs, 'dry-run', false), true),
    backfillDryRun: check(() => booleanInput(inputs, 'dry-run', true), true),
    labels,
    createMissingLabels: check(() => booleanInput(inputs, 'create-missing-labels', false), false),
    setupLabels: check(() => booleanInput(inputs, 'setup-labels', false), false),
    issueNumbers: check(() => parseIssueNumbers(read('issue-numbers')), []),
    earlierReports: check(() => booleanInput(inputs, 'earlier-reports', false), false),
    releaseLookups: check(() => booleanInput(inputs, 'release-lookups', false), false),
    backfill: readBackfill(read, check),
    runAttempt: Number.isSafeInteger(facts.runAttempt) ? Math.max(1, facts.runAttempt ?? 1) : 1,
    // A local `uses: ./` (no action repository) runs this repository's checkout: its pages at the workflow's commit.
    docsBase: facts.actionRepository
      ? docsBaseOf(serverUrl, facts.actionRepository, facts.actionRef ?? '')
      : docsBaseOf(serverUrl, repository, facts.sha ?? ''),
  };
  const all = new Set([...labelProblems, ...labelClashes(labels), ...problems]);
  if (all.size > 0) throw new InputError([...all].join('\n'));
  const inputWarnings = unknownConnectorWarnings(labels.perConnector);
  return inputWarnings.length === 0 ? settings : { ...settings, inputWarnings };
}

/** `owner/name` as GitHub allows it, and a ref of plain characters (`v1`, `main`, a SHA, `releases/v1`). */
const ACTION_REPOSITORY = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;
const ACTION_REF = /^[A-Za-z0-9._-]{1,100}(?:\/[A-Za-z0-9._-]{1,100}){0,5}$/;

/**
 * docs/errors/ of the repository the action runs from, at the ref the workflow's `uses:` names: the pages of that
 * very version (for a local `uses: ./`, the workflow's repository at GITHUB_SHA). Null for an unexpected one.
 * @param serverUrl GITHUB_SERVER_URL, no trailing slash
 * @param repository GITHUB_ACTION_REPOSITORY
 * @param ref GITHUB_ACTION_REF
 */
export function docsBaseOf(serverUrl: string, repository: string, ref: string): string | null {
  if (!ACTION_REPOSITORY.test(repository) || !ACTION_REF.test(ref) || !/^https:\/\/[A-Za-z0-9.-]+(?::\d+)?$/.test(serverUrl)) return null;
  return `${serverUrl}/${repository}/blob/${ref}/docs/errors`;
}
