// Finder: a traceback's frames in a connector's code or package, its shared or hook frames (noted for later), and
// an exception that is NIXL's own or a connector's configuration error.
import type { Traceback } from '../../extract/types.js';
import { isConnectorHookFrame, isSharedConnectorFrame } from '../recognisers/hooks.js';
import { connectorOfConfigError } from '../recognisers/config-errors.js';
import { nixlLibraryEvidence } from '../recognisers/library-evidence.js';
import type { Finder, FinderState } from './finder.js';

export const findInTracebacks: Finder = (input, state) => {
  for (const traceback of input.tracebacks) {
    seeFrames(traceback, state);
    const nixl = traceback.exception && nixlLibraryEvidence(traceback.exception.type, traceback.exception.message);
    if (nixl) state.see({ name: 'NixlConnector', family: 'nixl' }, 'library-code', nixl, traceback.line);
    const misconfigured = traceback.exception && connectorOfConfigError(traceback.exception.type, traceback.exception.message);
    if (misconfigured) state.see(misconfigured.identity, 'config-error', misconfigured.text, traceback.line);
  }
};

/** Each frame in a connector's code; the first shared KV-connector frame and the first hook frame that name none. */
function seeFrames(traceback: Traceback, state: FinderState): void {
  for (const frame of traceback.frames) {
    const found = state.pathOf(frame.file);
    const text = `${frame.file}${frame.function === null ? '' : ` in ${frame.function}`}`;
    if (found !== null) state.see(found.identity, found.kind, text, traceback.line);
    else if (state.sharedFrame === null && isSharedConnectorFrame(frame.file, frame.function)) state.sharedFrame = { text, line: traceback.line };
    if (found === null && state.hookFrame === null && isConnectorHookFrame(frame.file, frame.function)) state.hookFrame = { text, line: traceback.line };
  }
}
