#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-6JUOIQOW.js";
import {
  triage
} from "./chunks/chunk-JKEHGNZY.js";
import {
  earlierReportsSearchPhrase,
  withEarlierReports
} from "./chunks/chunk-CLHZ5IK3.js";
import "./chunks/chunk-TQ7K3LZ7.js";
import "./chunks/chunk-WJJXS6X2.js";
import "./chunks/chunk-ZXK7OJ4P.js";
import "./chunks/chunk-VLV5W5E4.js";
import "./chunks/chunk-2TS74DQN.js";
import {
  defaultCatalog
} from "./chunks/chunk-2RTYPDDP.js";
import "./chunks/chunk-SYSS5EKA.js";
export {
  analyze,
  defaultCatalog,
  earlierReportsSearchPhrase,
  triage,
  withEarlierReports
};
