/** The median of numbers sorted ascending; NaN when there are none. */
export function medianOfSorted(sorted: readonly number[]): number {
  if (sorted.length === 0) return Number.NaN;
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
