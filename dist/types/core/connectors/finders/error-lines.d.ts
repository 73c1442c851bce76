import type { Finder } from './finder.js';
export declare const findInErrorLines: Finder;
