#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  triage
} from "./chunk-52BGHCPB.js";
import "./chunk-3PAJUER6.js";
import "./chunk-C4AKSUDH.js";
import "./chunk-YBKLNLAE.js";
import "./chunk-WJJXS6X2.js";
import "./chunk-ZXK7OJ4P.js";
import "./chunk-SYSS5EKA.js";
export {
  triage
};
