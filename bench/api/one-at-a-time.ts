/** Milliseconds of each of `times` calls made one after another (the first `warmUp` left out). */
export async function sequentialTimes(
  times: number,
  call: (index: number) => Promise<unknown>,
  warmUp = 3,
): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < warmUp + times; index++) {
    const start = performance.now();
    await call(index);
    if (index >= warmUp) durations.push(performance.now() - start);
  }
  return durations;
}
