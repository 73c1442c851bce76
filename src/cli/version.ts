// The package's version, from package.json (bundled into dist/cli.js, so it needs no file at run time).
import packageJson from '../../package.json' with { type: 'json' };

/** `vllm-triage --version` prints this. */
export const VERSION: string = packageJson.version;
