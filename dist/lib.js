#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-ARL7YU6A.js";
import {
  triage
} from "./chunks/chunk-G2UPA6GU.js";
import "./chunks/chunk-YBKLNLAE.js";
import {
  earlierReportsSearchPhrase
} from "./chunks/chunk-ONJDTTEE.js";
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
