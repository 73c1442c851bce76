#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-5ETCCOJM.js";
import {
  triage
} from "./chunks/chunk-ELLQLPJU.js";
import {
  earlierReportsSearchPhrase,
  withEarlierReports
} from "./chunks/chunk-4L3DJ6CW.js";
import "./chunks/chunk-YBKLNLAE.js";
import {
  defaultCatalog
} from "./chunks/chunk-3PAJUER6.js";
import "./chunks/chunk-SYSS5EKA.js";
export {
  analyze,
  defaultCatalog,
  earlierReportsSearchPhrase,
  triage,
  withEarlierReports
};
