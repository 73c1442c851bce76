#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-CRV37IBW.js";
import {
  triage
} from "./chunks/chunk-7COAMCQZ.js";
import "./chunks/chunk-SHG7DVWY.js";
import {
  earlierReportsSearchPhrase
} from "./chunks/chunk-IMBETXFX.js";
import {
  defaultCatalog
} from "./chunks/chunk-CBY6OBSZ.js";
import "./chunks/chunk-SYSS5EKA.js";
export {
  analyze,
  defaultCatalog,
  earlierReportsSearchPhrase,
  triage
};
