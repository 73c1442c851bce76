#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-FVAW7KAX.js";
import {
  triage
} from "./chunks/chunk-4JRU4C2A.js";
import {
  earlierReportsSearchPhrase,
  withEarlierReports
} from "./chunks/chunk-VEF75JXG.js";
import "./chunks/chunk-TQ7K3LZ7.js";
import "./chunks/chunk-WJJXS6X2.js";
import "./chunks/chunk-ZXK7OJ4P.js";
import "./chunks/chunk-2TS74DQN.js";
import {
  defaultCatalog
} from "./chunks/chunk-2RTYPDDP.js";
import "./chunks/chunk-SYSS5EKA.js";
export {
  analyze,
  defaultCatalog,
  earlierReportsSearchPhrase,
  triage,
  withEarlierReports
};
