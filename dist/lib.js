#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-SJJMD2RL.js";
import {
  triage
} from "./chunks/chunk-UIXSH43F.js";
import "./chunks/chunk-SHG7DVWY.js";
import {
  earlierReportsSearchPhrase
} from "./chunks/chunk-IMBETXFX.js";
import {
  defaultCatalog
} from "./chunks/chunk-M4WIORJB.js";
import "./chunks/chunk-SYSS5EKA.js";
export {
  analyze,
  defaultCatalog,
  earlierReportsSearchPhrase,
  triage
};
