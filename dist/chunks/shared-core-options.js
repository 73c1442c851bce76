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
function maintainerLabelsKnown(options, inRepository) {
  const known = new Set(inRepository.map((name) => name.toLowerCase()));
  const ifKnown = (name) => known.has(name.toLowerCase()) ? name : null;
  return { dismiss: ifKnown(options.dismissLabel), rerun: ifKnown(options.rerunLabel) };
}

export {
  DEFAULT_LABELS,
  resolveLabelOptions,
  maintainerLabelsKnown
};
//# sourceMappingURL=shared-core-options.js.map
