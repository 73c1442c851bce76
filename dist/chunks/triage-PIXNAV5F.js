#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  triage
} from "./chunk-ELLQLPJU.js";
import "./chunk-4L3DJ6CW.js";
import "./chunk-YBKLNLAE.js";
import "./chunk-3PAJUER6.js";
import "./chunk-SYSS5EKA.js";
export {
  triage
};
