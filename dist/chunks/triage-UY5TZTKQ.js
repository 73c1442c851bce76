#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  triage
} from "./chunk-G2UPA6GU.js";
import "./chunk-YBKLNLAE.js";
import "./chunk-ONJDTTEE.js";
import "./chunk-3PAJUER6.js";
import "./chunk-SYSS5EKA.js";
export {
  triage
};
