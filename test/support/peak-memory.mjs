// Runs the script named by PEAK_MEMORY_SCRIPT in this process and, when the process exits, prints its peak resident
// memory (`process.resourceUsage().maxRSS`, in kilobytes) as a last line on standard error: `peak-rss-kb: N`.
// runAction({ script: <this file>, env: { PEAK_MEMORY_SCRIPT: <dist/index.js> } }) measures the bundled action alone,
// as the runner runs it, without the test process and the stand-in it holds.
import { pathToFileURL } from 'node:url';

process.on('exit', () => process.stderr.write(`\npeak-rss-kb: ${process.resourceUsage().maxRSS}\n`));
await import(pathToFileURL(process.env.PEAK_MEMORY_SCRIPT ?? '').href);
