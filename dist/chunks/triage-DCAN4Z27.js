#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  triage
} from "./chunk-7COAMCQZ.js";
import "./chunk-SHG7DVWY.js";
import "./chunk-IMBETXFX.js";
import "./chunk-CBY6OBSZ.js";
import "./chunk-SYSS5EKA.js";
export {
  triage
};
