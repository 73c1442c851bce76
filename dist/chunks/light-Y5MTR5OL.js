#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  require_light
} from "./chunk-AFMIXSMX.js";
import "./chunk-SYSS5EKA.js";
export default require_light();
