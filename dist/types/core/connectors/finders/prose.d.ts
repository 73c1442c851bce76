import type { Finder } from './finder.js';
export declare const findInProse: Finder;
