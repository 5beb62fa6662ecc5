import type { Neighbourhood } from '@shared/neighbourhood';

// One collator for every comparison: localeCompare with options builds one per call.
const names = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: Pick<Neighbourhood, 'name'>, b: Pick<Neighbourhood, 'name'>) => names.compare(a.name, b.name);

/**
 * A community's neighbourhoods in three alphabetical columns (document 1 §2.3), read top to
 * bottom then left to right; the first columns take the extra names.
 */
export function alphabeticalColumns<T extends Pick<Neighbourhood, 'name'>>(items: readonly T[], columns = 3): T[][] {
  const sorted = [...items].sort(byName);
  const perColumn = Math.ceil(sorted.length / columns);
  return Array.from({ length: columns }, (_, i) => sorted.slice(i * perColumn, (i + 1) * perColumn));
}

/** Neighbourhoods by name, for lists other than the columns. */
export const sortByName = <T extends Pick<Neighbourhood, 'name'>>(items: readonly T[]): T[] => [...items].sort(byName);
