#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  triage
} from "./shared-core-catalog-entries-by-id.js";

// src/core/analyze.ts
function analyze(markdown, options = {}) {
  return triage({ body: markdown }, options).report;
}

export {
  analyze
};
//# sourceMappingURL=shared-core-analyze.js.map
