#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  MAX_EARLIER_REPORTS,
  earlierReportsSearchPhrase,
  planEarlierReportsSearch,
  renderEarlierReports,
  selectEarlierReports,
  withEarlierReports,
  withoutEarlierReports
} from "./chunk-CLHZ5IK3.js";
import "./chunk-TQ7K3LZ7.js";
import "./chunk-ZXK7OJ4P.js";
import "./chunk-VLV5W5E4.js";
import "./chunk-2TS74DQN.js";
import "./chunk-SYSS5EKA.js";
export {
  MAX_EARLIER_REPORTS,
  earlierReportsSearchPhrase,
  planEarlierReportsSearch,
  renderEarlierReports,
  selectEarlierReports,
  withEarlierReports,
  withoutEarlierReports
};
