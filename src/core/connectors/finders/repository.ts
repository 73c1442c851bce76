// Finder: an issue filed in a connector project's own repository speaks (weakly) for that connector.
import type { Finder } from './finder.js';

export const findInRepository: Finder = (input, { see }) => {
  if (input.project !== undefined) see(input.project.identity, 'repository', `filed in ${input.project.repository}`, 0);
};
