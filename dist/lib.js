#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-5FKHXTRH.js";
import {
  triage
} from "./chunks/chunk-52BGHCPB.js";
import {
  defaultCatalog
} from "./chunks/chunk-3PAJUER6.js";
import {
  earlierReportsSearchPhrase,
  withEarlierReports
} from "./chunks/chunk-C4AKSUDH.js";
import "./chunks/chunk-YBKLNLAE.js";
import "./chunks/chunk-WJJXS6X2.js";
import "./chunks/chunk-ZXK7OJ4P.js";
import "./chunks/chunk-SYSS5EKA.js";
export {
  analyze,
  defaultCatalog,
  earlierReportsSearchPhrase,
  triage,
  withEarlierReports
};
