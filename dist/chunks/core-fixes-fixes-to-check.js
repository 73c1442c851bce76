#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  MAX_FIXES_PER_ISSUE,
  commitsToCheck,
  fixChecksFor,
  fixesInVersion,
  pullRequestsOfWorkaround,
  upgradeWorkaround
} from "./shared-core-fixes-fixes-to-check.js";
import "./shared-core-catalog-pull-requests.js";
import "./shared-runtime.js";
export {
  MAX_FIXES_PER_ISSUE,
  commitsToCheck,
  fixChecksFor,
  fixesInVersion,
  pullRequestsOfWorkaround,
  upgradeWorkaround
};
//# sourceMappingURL=core-fixes-fixes-to-check.js.map
