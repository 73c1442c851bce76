#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);

// src/core/text/limits.ts
var MAX_BODY_LENGTH = 65536;
var MAX_COMMENT_LENGTH = MAX_BODY_LENGTH;
var MAX_LABEL_LENGTH = 50;
var MAX_LABELS_PER_ISSUE = 100;

export {
  MAX_COMMENT_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_LABELS_PER_ISSUE
};
