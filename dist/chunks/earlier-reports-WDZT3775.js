#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  MAX_EARLIER_REPORTS,
  earlierReportsSearchPhrase,
  renderEarlierReports,
  selectEarlierReports,
  withoutEarlierReports
} from "./chunk-VHLMP5LS.js";
import "./chunk-SYSS5EKA.js";
export {
  MAX_EARLIER_REPORTS,
  earlierReportsSearchPhrase,
  renderEarlierReports,
  selectEarlierReports,
  withoutEarlierReports
};
