#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-VVAQAVNF.js";
import {
  triage
} from "./chunks/chunk-KJGX3DEH.js";
import {
  defaultCatalog
} from "./chunks/chunk-V6F2UXXN.js";
import {
  earlierReportsSearchPhrase,
  withEarlierReports
} from "./chunks/chunk-PHGPQ36I.js";
import "./chunks/chunk-TQ7K3LZ7.js";
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
