// Child process for (d): runs one engine over the whole corpus, so its peak memory can be read from outside
// (GNU time) or from its own report on stdout (`process.resourceUsage().maxRSS`, kB) where GNU time is missing.

import { parseArgs } from 'node:util';
import { generateCorpus } from './corpus.mjs';
import { loadEngine } from './engines.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'analyze' },
    passes: { type: 'string', default: '2' },
    count: { type: 'string', default: '48' },
  },
});

const bodies = generateCorpus({ count: Number(values.count) }).map((report) => report.body);
if (values.engine !== 'none') {
  const engine = await loadEngine(values.engine);
  for (let pass = 0; pass < Number(values.passes); pass++) {
    for (const body of bodies) engine(body);
  }
}
process.stdout.write(JSON.stringify({ engine: values.engine, maxRssKb: process.resourceUsage().maxRSS }) + '\n');
