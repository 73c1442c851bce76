#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  MARKER_PREFIX,
  MAX_RECORDED_LABELS,
  parseMarker,
  renderMarker
} from "./shared-core-plan-marker.js";
import "./shared-runtime.js";
export {
  MARKER_PREFIX,
  MAX_RECORDED_LABELS,
  parseMarker,
  renderMarker
};
//# sourceMappingURL=core-plan-marker.js.map
