#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-C5BGL2RK.js";
import {
  triage
} from "./chunks/chunk-FIVTOBW4.js";
import "./chunks/chunk-SHG7DVWY.js";
import {
  earlierReportsSearchPhrase
} from "./chunks/chunk-IMBETXFX.js";
import {
  defaultCatalog
} from "./chunks/chunk-RDJIJYGA.js";
import "./chunks/chunk-SYSS5EKA.js";
export {
  analyze,
  defaultCatalog,
  earlierReportsSearchPhrase,
  triage
};
