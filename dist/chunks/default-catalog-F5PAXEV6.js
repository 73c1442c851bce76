#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  defaultCatalog
} from "./chunk-2RTYPDDP.js";
import "./chunk-SYSS5EKA.js";
export {
  defaultCatalog
};
