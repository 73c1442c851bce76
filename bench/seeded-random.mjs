// A small seeded random source (mulberry32) so every benchmark run sees the same generated text.

/**
 * Creates a deterministic random source.
 * @param {number} seed any 32-bit integer; the same seed gives the same sequence
 */
export function createRandom(seed) {
  let state = seed >>> 0;
  /** A float in [0, 1). */
  function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [low, high]. */
  function int(low, high) {
    return low + Math.floor(next() * (high - low + 1));
  }
  /** One element of a non-empty array. */
  function pick(items) {
    return items[Math.floor(next() * items.length)];
  }
  /** True with the given probability. */
  function chance(probability) {
    return next() < probability;
  }
  /** `length` lowercase hex digits. */
  function hex(length) {
    let digits = '';
    for (let i = 0; i < length; i++) digits += '0123456789abcdef'[Math.floor(next() * 16)];
    return digits;
  }
  return { next, int, pick, chance, hex };
}
