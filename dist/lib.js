#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-5L37W3IP.js";
import {
  triage
} from "./chunks/chunk-ITU6UOUA.js";
import "./chunks/chunk-YBKLNLAE.js";
import {
  earlierReportsSearchPhrase
} from "./chunks/chunk-UOJP5WOL.js";
import {
  defaultCatalog
} from "./chunks/chunk-3PAJUER6.js";
import "./chunks/chunk-SYSS5EKA.js";
export {
  analyze,
  defaultCatalog,
  earlierReportsSearchPhrase,
  triage
};
