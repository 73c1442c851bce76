#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  triage
} from "./chunk-4JRU4C2A.js";
import "./chunk-VEF75JXG.js";
import "./chunk-TQ7K3LZ7.js";
import "./chunk-WJJXS6X2.js";
import "./chunk-ZXK7OJ4P.js";
import "./chunk-2TS74DQN.js";
import "./chunk-2RTYPDDP.js";
import "./chunk-SYSS5EKA.js";
export {
  triage
};
