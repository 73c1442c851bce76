// Finder: what each log line says of a connector, one reader a row: its prefix (a connector's log dialect or file),
// a NIXL error code, a native library's path, the Mooncake transfer engine's file, vLLM's factory line, an argparse error.
import { MOONCAKE_ENGINE } from '../../vllm/connector-names.js';
import type { LogLine } from '../../extract/types.js';
import type { Sighting } from '../evidence-book.js';
import { connectorOfConfigError } from '../recognisers/config-errors.js';
import { createdConnector } from '../recognisers/connector-paths.js';
import { connectorOfDialect, dialectEvidence, mooncakeEngineFile, nativeLibraryFrame, nixlLibraryEvidence } from '../recognisers/library-evidence.js';
import type { Finder, FinderState } from './finder.js';

/** One reading of a log line: the sighting it makes, or null. */
type LineReader = (line: LogLine, state: FinderState) => Sighting | null;

/** A connector's own log dialect, or else the connector its prefix's file belongs to; at INFO or DEBUG it only runs. */
const prefix: LineReader = (line, { logFileOf }) => {
  const failing = line.level === 'ERROR' || line.level === 'CRITICAL' || line.level === 'WARNING';
  const dialect = line.logModule === undefined ? null : connectorOfDialect(line.logModule, line.logFile);
  if (dialect !== null) return [dialect, failing ? 'library-log' : 'running-log', dialectEvidence(line), line.line];
  const identity = line.logFile === null ? null : logFileOf(line.logFile);
  if (identity === null) return null;
  return [identity, failing || line.level === null ? 'connector-log' : 'running-log', `[${line.logFile}:${line.logLine ?? ''}]`, line.line];
};

const LINE_READERS: LineReader[] = [
  prefix,
  (line) => {
    const nixl = line.text.includes('NIXL_ERR_') ? nixlLibraryEvidence('', line.text) : null;
    return nixl ? [{ name: 'NixlConnector', family: 'nixl' }, 'library-code', nixl, line.line] : null;
  },
  (line) => {
    const native = nativeLibraryFrame(line.text);
    return native === null ? null : [native.identity, 'library-code', native.text, line.line];
  },
  (line) => {
    const engineFile = mooncakeEngineFile(line.text);
    return engineFile === null ? null : [MOONCAKE_ENGINE, 'library-code', engineFile, line.line];
  },
  (line) => {
    const created = createdConnector(line.text);
    return created === null ? null : [created, 'running-log', `Creating v1 connector with name: ${created.name}`, line.line];
  },
  (line) => {
    const argparse = line.text.includes('error: argument') ? connectorOfConfigError(null, line.text) : null;
    return argparse === null ? null : [argparse.identity, 'config-error', argparse.text, line.line];
  },
];

export const findInLogLines: Finder = (input, state) => {
  for (const line of input.lines) {
    for (const read of LINE_READERS) {
      const sighting = read(line, state);
      if (sighting !== null) state.see(...sighting);
    }
  }
};
