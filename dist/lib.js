#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-O2GUQ5OB.js";
import {
  triage
} from "./chunks/chunk-X5DR3JKD.js";
import {
  earlierReportsSearchPhrase,
  withEarlierReports
} from "./chunks/chunk-4AMEM76H.js";
import "./chunks/chunk-YBKLNLAE.js";
import "./chunks/chunk-WJJXS6X2.js";
import "./chunks/chunk-ZXK7OJ4P.js";
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
