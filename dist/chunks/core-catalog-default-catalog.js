#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  defaultCatalog
} from "./shared-core-catalog-default-catalog.js";
import "./shared-runtime.js";
export {
  defaultCatalog
};
//# sourceMappingURL=core-catalog-default-catalog.js.map
