#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  MARKER_PREFIX,
  parseMarker,
  renderMarker
} from "./chunk-TQ7K3LZ7.js";
import "./chunk-SYSS5EKA.js";
export {
  MARKER_PREFIX,
  parseMarker,
  renderMarker
};
