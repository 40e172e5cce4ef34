// Small helpers the benchmarks share: a bounded worker pool, percentiles and medians of timings,
// and the order of interleaved runs.

/**
 * Runs `task` for every item, at most `limit` at a time, and returns the results in item order.
 * @template T, R
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<R>} task
 * @returns {Promise<R[]>}
 */
export async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/**
 * The p-th percentile (nearest rank) of `values`, unrounded; NaN for none. p = 100 gives the
 * maximum, p = 0 the minimum.
 * @param {number[]} values
 * @param {number} p
 */
export function percentileOf(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

/**
 * The p-th percentile (nearest rank) of `values`, rounded; 0 for none. p = 100 gives the maximum.
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  return values.length === 0 ? 0 : Math.round(percentileOf(values, p));
}

/**
 * The median of numbers (NaN for none; NaN values are left out): the middle value, or the mean of
 * the two middle values of an even count.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? /** @type {number} */ (sorted[middle])
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The order of `runs` runs of every item, interleaved: run 1 of every item, then run 2 of every
 * item, and so on. A burst of load from other work then spreads over all items instead of
 * spoiling every run of one.
 * @template T
 * @param {readonly T[]} items
 * @param {number} runs
 * @returns {Array<{ run: number; item: T }>} runs numbered from 1
 */
export function interleave(items, runs) {
  return Array.from({ length: runs }, (_, index) => items.map((item) => ({ run: index + 1, item }))).flat();
}
