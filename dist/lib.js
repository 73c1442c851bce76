#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze,
  defaultCatalog,
  earlierReportsSearchPhrase,
  triage,
  withEarlierReports
} from "./chunks/shared-core-analyze.js";
import "./chunks/shared-core-catalog-page-links.js";
import "./chunks/shared-runtime.js";
export {
  analyze,
  defaultCatalog,
  earlierReportsSearchPhrase,
  triage,
  withEarlierReports
};
//# sourceMappingURL=lib.js.map
