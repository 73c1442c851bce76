#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  triage
} from "./chunk-KJGX3DEH.js";
import "./chunk-V6F2UXXN.js";
import "./chunk-PHGPQ36I.js";
import "./chunk-TQ7K3LZ7.js";
import "./chunk-WJJXS6X2.js";
import "./chunk-ZXK7OJ4P.js";
import "./chunk-SYSS5EKA.js";
export {
  triage
};
