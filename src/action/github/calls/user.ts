// The token's own login: `GET /user`, which answers for a personal access token and refuses an Actions or app
// installation token (GitHub answers 403 for integrations). Asked only when the bot must tell whether a marked comment
// under another login than `bot-login` is its own.
import { asRecord, stringAt } from '../issue-json.js';
import type { GitHubClient } from '../octokit-client.js';

/**
 * The login the token writes as, or null when GitHub will not say (an installation token) or the request failed:
 * never retried or waited for, since an unknown login only means no comment is adopted.
 * @param client the Octokit set-up
 */
export async function authenticatedLogin(client: GitHubClient): Promise<string | null> {
  try {
    return await client.call(
      'read the token user',
      async () => {
        const response = await client.octokit.rest.users.getAuthenticated({ request: { retries: 0 } });
        return stringAt(asRecord(response.data), 'login');
      },
      false,
    );
  } catch {
    return null;
  }
}
