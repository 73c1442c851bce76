import type { Finder } from './finder.js';
export declare const findInRepository: Finder;
