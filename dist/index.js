#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  screenEvent
} from "./chunks/shared-action-github-bot-comment.js";
import "./chunks/shared-core-plan-marker.js";
import "./chunks/shared-runtime.js";

// src/action/index.ts
import { readFileSync } from "node:fs";
function readEvent() {
  const name = process.env.GITHUB_EVENT_NAME;
  const path = process.env.GITHUB_EVENT_PATH;
  if (!name || !path) return null;
  try {
    return { name, payload: JSON.parse(readFileSync(path, "utf8")) };
  } catch {
    return null;
  }
}
var event = readEvent();
var skip = event === null ? null : screenEvent(event.name, event.payload);
if (skip === null) {
  const { run } = await import("./chunks/action-main.js");
  await run();
} else {
  process.stdout.write(`Skipped${skip.issueNumber === null ? "" : ` #${skip.issueNumber}`}: ${skip.reason}
`);
}
