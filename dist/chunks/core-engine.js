#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  renderErrorPage,
  renderErrorPages,
  resolveExplainQuery
} from "./shared-core-engine.js";
import {
  analyze,
  commitsToCheck,
  defaultCatalog,
  triage,
  triageKeepingReading,
  withEarlierReports
} from "./shared-core-analyze.js";
import "./shared-core-catalog-page-links.js";
import "./shared-runtime.js";
export {
  analyze,
  commitsToCheck,
  defaultCatalog,
  renderErrorPage,
  renderErrorPages,
  resolveExplainQuery,
  triage,
  triageKeepingReading,
  withEarlierReports
};
//# sourceMappingURL=core-engine.js.map
