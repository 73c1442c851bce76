// What an input costs next to another, measured in one run: tests that a hostile input stays cheap compare it with a
// benign input of the same size instead of a fixed number of milliseconds, which a loaded machine can always exceed.
//
//   expect(costRatio(() => parse(hostile), () => parse(benign))).toBeLessThan(10);
//   expect(costRatio(() => parse(hostile), () => parse(hostile.slice(0, hostile.length / 4)))).toBeLessThan(8);  // linear: ~4, quadratic: ~16

/** The CPU time `run` takes, in milliseconds (this process's user and system time). */
export function cpuMs(run: () => unknown): number {
  const start = process.cpuUsage();
  run();
  const spent = process.cpuUsage(start);
  return (spent.user + spent.system) / 1000;
}

/**
 * The cheapest of `rounds` runs of `subject` over the cheapest of `rounds` runs of `reference`, taken in turns after
 * one warm-up run of each. Load and garbage collection only make a run slower, so the cheapest run of each is the
 * nearest to its true cost, and a burst of load cannot make a linear input look quadratic.
 * @param subject the input under test (a hostile text)
 * @param reference the same work on an input of the same size that is known to be cheap (benign text)
 */
export function costRatio(subject: () => unknown, reference: () => unknown, rounds = 5): number {
  subject();
  reference();
  let cheapestSubject = Number.POSITIVE_INFINITY;
  let cheapestReference = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    cheapestSubject = Math.min(cheapestSubject, cpuMs(subject));
    cheapestReference = Math.min(cheapestReference, cpuMs(reference));
  }
  return cheapestSubject / Math.max(cheapestReference, 0.001);
}
