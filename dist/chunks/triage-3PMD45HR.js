#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  triage
} from "./chunk-4A2TCDDL.js";
import "./chunk-SHG7DVWY.js";
import "./chunk-IMBETXFX.js";
import "./chunk-RB3SJWCD.js";
import "./chunk-SYSS5EKA.js";
export {
  triage
};
