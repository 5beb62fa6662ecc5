import type { Neighbourhood } from '@shared/neighbourhood';

/** The map's neighbourhood search lists at most 10 matches (document 1 §2.4, §9). */
export const maxSearchResults = 10;

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Neighbourhoods whose name (or community) matches the text: names that start with it first,
 * then names containing a word that starts with it, then any other match; alphabetical within each.
 */
export function searchNeighbourhoods<T extends Pick<Neighbourhood, 'name' | 'community'>>(
  neighbourhoods: readonly T[],
  text: string,
): T[] {
  const query = fold(text.trim());
  if (!query) return [];
  const ranked: { item: T; rank: number }[] = [];
  for (const item of neighbourhoods) {
    const name = fold(item.name);
    const rank = name.startsWith(query)
      ? 0
      : name.split(/[\s\-–'.]+/).some((word) => word.startsWith(query))
        ? 1
        : name.includes(query)
          ? 2
          : fold(item.community).startsWith(query)
            ? 3
            : -1;
    if (rank >= 0) ranked.push({ item, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.item.name.localeCompare(b.item.name))
    .slice(0, maxSearchResults)
    .map(({ item }) => item);
}
