// The action's entry point (dist/index.js): runs the steps in main.
import { run } from './main.js';

await run();
