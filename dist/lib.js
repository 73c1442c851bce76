#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/shared-core-analyze.js";
import {
  triage
} from "./chunks/shared-core-catalog-entries-by-id.js";
import {
  defaultCatalog
} from "./chunks/shared-core-catalog-default-catalog.js";
import {
  earlierReportsSearchPhrase,
  withEarlierReports
} from "./chunks/shared-core-catalog-claims.js";
import "./chunks/shared-core-match-messages-placeholders.js";
import "./chunks/shared-core-fixes-fixes-to-check.js";
import "./chunks/shared-core-catalog-pull-requests.js";
import "./chunks/shared-core-options.js";
import "./chunks/shared-core-catalog-page-links.js";
import "./chunks/shared-core-text-safe-markdown.js";
import "./chunks/shared-core-text-cut.js";
import "./chunks/shared-core-plan-marker.js";
import "./chunks/shared-runtime.js";
export {
  analyze,
  defaultCatalog,
  earlierReportsSearchPhrase,
  triage,
  withEarlierReports
};
//# sourceMappingURL=lib.js.map
