// Reads one corpus file (`<!-- source: URL -->`, `# title`, then the thread) as the Action would see the issue.

/** An issue as `triage()` takes it: title, body and the repository it was filed in. */
export interface CorpusIssue {
  title: string | undefined;
  body: string;
  /** `owner/name` from the source URL, when it names a GitHub issue or pull request. */
  repository: string | undefined;
  /** The issue's or pull request's number from the source URL, or null. */
  number: number | null;
  /** The source is a pull request (`/pull/N`, or a file named `*-pr-*`). */
  pullRequest: boolean;
}

/** A fixture written here names its repository instead: `<!-- source: written for …; repository: owner/name -->`. */
const REPOSITORY = /\brepository:\s*([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})\s*(?:-->|;)/;
const SOURCE = /^<!--\s*source:\s*https:\/\/github\.com\/([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})\/(issues|pull)\/(\d{1,9})/;

/**
 * Split a corpus file into title, body and repository. The first `# ` line before any other text is
 * the title (the capture puts the issue title there); everything else is the body, untouched.
 * @param text the file's text
 * @param fileName the file's name, when known: `*-pr-*` names a pull request
 */
export function readCorpusIssue(text: string, fileName = ''): CorpusIssue {
  const lines = text.split('\n');
  let repository: string | undefined;
  let number: number | null = null;
  let pullRequest = /-pr-\d/.test(fileName);
  let title: string | undefined;
  let at = 0;
  for (; at < lines.length && at < 5; at++) {
    const line = (lines[at] ?? '').trim();
    if (line === '') continue;
    if (line.startsWith('<!--')) {
      const source = SOURCE.exec(line) ?? REPOSITORY.exec(line);
      if (source) repository = `${source[1]}/${source[2]}`;
      const url = SOURCE.exec(line);
      if (url) {
        number = Number(url[4]);
        pullRequest ||= url[3] === 'pull';
      }
      continue;
    }
    if (line.startsWith('# ') && title === undefined) {
      title = line.slice(2).trim();
      at++;
    }
    break;
  }
  return { title, body: lines.slice(title === undefined ? 0 : at).join('\n'), repository, number, pullRequest };
}
