#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);

// src/cli/command-args.ts
var HELP_OPTION = { help: { type: "boolean", short: "h" } };
function isUsageError(error) {
  const code = error instanceof Error ? error.code : void 0;
  return typeof code === "string" && code.startsWith("ERR_PARSE_ARGS_");
}
function readCommandArgs(io, command, usage, parse) {
  let parsed;
  try {
    parsed = parse();
  } catch (error) {
    if (!isUsageError(error)) throw error;
    io.stderr(`${command}: ${error.message}
${usage}`);
    return 2;
  }
  if (parsed.values.help === true) {
    io.stdout(usage);
    return 0;
  }
  return parsed;
}

export {
  HELP_OPTION,
  readCommandArgs
};
//# sourceMappingURL=shared-cli-command-args.js.map
