#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  triage
} from "./chunk-N75TNHH4.js";
import "./chunk-SHG7DVWY.js";
import "./chunk-WH3NWFGT.js";
import "./chunk-VZY2PJT7.js";
import "./chunk-SYSS5EKA.js";
export {
  triage
};
