#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  triage
} from "./shared-core-catalog-entries-by-id.js";
import "./shared-core-catalog-default-catalog.js";
import "./shared-core-catalog-claims.js";
import "./shared-core-match-messages-placeholders.js";
import "./shared-core-fixes-fixes-to-check.js";
import "./shared-core-catalog-pull-requests.js";
import "./shared-core-options.js";
import "./shared-core-catalog-page-links.js";
import "./shared-core-text-safe-markdown.js";
import "./shared-core-text-cut.js";
import "./shared-core-plan-marker.js";
import "./shared-runtime.js";
export {
  triage
};
//# sourceMappingURL=core-triage.js.map
