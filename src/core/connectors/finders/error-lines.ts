// Finder: an error line that is NIXL's own error or a connector's configuration error.
import { connectorOfConfigError } from '../recognisers/config-errors.js';
import { nixlLibraryEvidence } from '../recognisers/library-evidence.js';
import type { Finder } from './finder.js';

export const findInErrorLines: Finder = (input, { see }) => {
  for (const errorLine of input.errorLines) {
    const nixl = nixlLibraryEvidence(errorLine.exception?.type ?? '', errorLine.message);
    if (nixl) see({ name: 'NixlConnector', family: 'nixl' }, 'library-code', nixl, errorLine.line);
    const misconfigured = connectorOfConfigError(errorLine.exception?.type ?? null, errorLine.exception?.message ?? errorLine.message);
    if (misconfigured) see(misconfigured.identity, 'config-error', misconfigured.text, errorLine.line);
  }
};
