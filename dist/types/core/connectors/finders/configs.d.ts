import type { Finder } from './finder.js';
export declare const findInConfigs: Finder;
