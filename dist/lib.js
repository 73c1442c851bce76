#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-3JDQVFFL.js";
import {
  triage
} from "./chunks/chunk-PKOA66XS.js";
import {
  earlierReportsSearchPhrase,
  withEarlierReports
} from "./chunks/chunk-EQN7JU72.js";
import "./chunks/chunk-TQ7K3LZ7.js";
import "./chunks/chunk-WJJXS6X2.js";
import "./chunks/chunk-ZXK7OJ4P.js";
import {
  defaultCatalog
} from "./chunks/chunk-QR7LIV7C.js";
import "./chunks/chunk-SYSS5EKA.js";
export {
  analyze,
  defaultCatalog,
  earlierReportsSearchPhrase,
  triage,
  withEarlierReports
};
