#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  require_light
} from "./shared-bottleneck.js";
import "./shared-runtime.js";
export default require_light();
//# sourceMappingURL=bottleneck.js.map
