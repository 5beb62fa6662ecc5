/**
 * Text as the address search compares it: lower case, no accents, words of letters and
 * digits separated by single spaces. Keys are stored with a leading newline, so a match at
 * a key's start is `'\n' + query` and no match runs from one key into the next.
 */
export function searchText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const searchKey = (value: string) => `\n${searchText(value)}`;

/** The row whose text starts at or before `position` (binary search over the row starts). */
export function rowAt(starts: Uint32Array, rows: number, position: number): number {
  let low = 0;
  let high = rows - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Rows whose key contains `query` (already `searchText`-normalised), those where it starts
 * the key first, then those where it starts a word, then any other, at most `limit`; only rows
 * `accept` takes, when given.
 */
export function findRows(
  column: { joined: string; starts: Uint32Array },
  rows: number,
  query: string,
  limit: number,
  accept: (row: number) => boolean = () => true,
) {
  const found: number[] = [];
  const seen = new Set<number>();
  if (!query) return found;
  for (const needle of [`\n${query}`, ` ${query}`, query]) {
    for (let at = column.joined.indexOf(needle); at !== -1 && found.length < limit;) {
      const row = rowAt(column.starts, rows, at);
      if (!seen.has(row)) {
        seen.add(row);
        if (accept(row)) found.push(row);
      }
      at = column.joined.indexOf(needle, at + needle.length);
    }
    if (found.length >= limit) break;
  }
  return found;
}
