#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-URDEMGNG.js";
import {
  triage
} from "./chunks/chunk-D7RKUYG2.js";
import "./chunks/chunk-SHG7DVWY.js";
import {
  earlierReportsSearchPhrase
} from "./chunks/chunk-RNJT5UIC.js";
import {
  defaultCatalog
} from "./chunks/chunk-VZY2PJT7.js";
import "./chunks/chunk-SYSS5EKA.js";
export {
  analyze,
  defaultCatalog,
  earlierReportsSearchPhrase,
  triage
};
