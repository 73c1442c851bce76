#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-GJPML5KH.js";
import {
  triage
} from "./chunks/chunk-YQJ7OEER.js";
import {
  defaultCatalog
} from "./chunks/chunk-V6F2UXXN.js";
import {
  earlierReportsSearchPhrase,
  withEarlierReports
} from "./chunks/chunk-ZAATDPTB.js";
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
