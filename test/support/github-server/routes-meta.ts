// `GET /rate_limit` and `GET /user` (which an Actions token may not call: GitHub answers 403 for integrations).
import { notAccessibleByIntegration } from './api-errors.js';
import { renderUser } from './resources.js';
import type { RouteContext, RouteResult, RouteTableEntries } from './route-context.js';

function getRateLimit(context: RouteContext): RouteResult {
  const limits = context.state.rateLimits;
  const core = limits.render('core');
  return {
    status: 200,
    body: { resources: { core, search: limits.render('search'), graphql: { limit: 1000, used: 0, remaining: 1000, reset: core['reset'] } }, rate: core },
  };
}

/** The token's user; an installation token (`GITHUB_TOKEN`, a Bot) gets GitHub's 403 instead. */
function getAuthenticatedUser(context: RouteContext): RouteResult {
  if (context.actor.type === 'Bot') throw notAccessibleByIntegration('https://docs.github.com/rest/users/users#get-the-authenticated-user');
  return {
    status: 200,
    body: {
      ...renderUser(context.actor, context.urls),
      name: null,
      public_repos: 0,
      followers: 0,
      following: 0,
      created_at: '2020-01-01T00:00:00Z',
      updated_at: '2020-01-01T00:00:00Z',
      bio: null,
      blog: '',
      company: null,
      email: null,
      hireable: null,
      location: null,
      public_gists: 0,
    },
  };
}

export const metaRoutes: RouteTableEntries = {
  'GET /rate_limit': getRateLimit,
  'GET /user': getAuthenticatedUser,
};
