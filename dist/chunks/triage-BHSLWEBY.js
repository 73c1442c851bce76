#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  triage
} from "./chunk-EX67QYSN.js";
import "./chunk-YBKLNLAE.js";
import "./chunk-VHLMP5LS.js";
import "./chunk-3PAJUER6.js";
import "./chunk-SYSS5EKA.js";
export {
  triage
};
