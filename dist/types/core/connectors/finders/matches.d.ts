import type { Finder } from './finder.js';
export declare const findInMatches: Finder;
