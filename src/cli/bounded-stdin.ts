// Standard input read up to a limit: reading stops as soon as more than the limit has come, so an endless or huge
// stream (`yes | vllm-triage analyze -`) is refused at once instead of being read whole first.
import { readSync } from 'node:fs';

/**
 * Reads fd 0 until its end or until more than `limit` bytes came, whichever is first.
 * @param limit the most bytes wanted; one byte more is read when there is more, and the caller sees `length > limit`
 * @returns the bytes read, in one buffer (no copy per chunk)
 */
export function readStdinUpTo(limit: number): Buffer {
  // Pages of an unsafe allocation are only touched as they are written: a short input costs what it holds.
  const buffer = Buffer.allocUnsafe(limit + 1);
  let total = 0;
  while (total <= limit) {
    let read: number;
    try {
      read = readSync(0, buffer, total, buffer.length - total, null);
    } catch (error) {
      // A non-blocking pipe with nothing in it yet: wait a moment and read again.
      if ((error as { code?: unknown } | null)?.code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      continue;
    }
    if (read === 0) break;
    total += read;
  }
  return buffer.subarray(0, total);
}
