#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);

// src/core/plan/label-options.ts
var DEFAULT_LABELS = {
  connectorLabel: "kv-connector",
  perConnector: {},
  needsInfoLabel: null,
  rerunLabel: "vllm-triage:rerun",
  dismissLabel: "vllm-triage:dismiss",
  disabled: false
};
function resolveLabelOptions(given) {
  return { ...DEFAULT_LABELS, ...given ?? {} };
}

export {
  DEFAULT_LABELS,
  resolveLabelOptions
};
//# sourceMappingURL=shared-core-options.js.map
