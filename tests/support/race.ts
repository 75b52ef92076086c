/**
 * The bell in a test: `count` calls released together, so that every one of them has sent its
 * request before any answer comes back (decision 0087: every limit and every "at most N" must hold
 * when its requests arrive at once; PGlite runs one query at a time and hides such races, so these
 * tests run on PostgreSQL where the machine has it).
 */
export async function together<T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const calls = Array.from({ length: count }, (_, index) => gate.then(() => call(index)));
  release();
  return Promise.all(calls);
}

/** How many of `results` satisfy `test`: the count a race test asserts exactly. */
export const countOf = <T>(results: readonly T[], test: (result: T) => boolean): number => results.filter(test).length;
