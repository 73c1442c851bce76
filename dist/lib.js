#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-IBBEC2A6.js";
import {
  triage
} from "./chunks/chunk-4A2TCDDL.js";
import "./chunks/chunk-SHG7DVWY.js";
import {
  earlierReportsSearchPhrase
} from "./chunks/chunk-IMBETXFX.js";
import {
  defaultCatalog
} from "./chunks/chunk-RB3SJWCD.js";
import "./chunks/chunk-SYSS5EKA.js";
export {
  analyze,
  defaultCatalog,
  earlierReportsSearchPhrase,
  triage
};
