#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  defaultCatalog
} from "./chunk-V6F2UXXN.js";
import "./chunk-SYSS5EKA.js";
export {
  defaultCatalog
};
