import type { AddressSuggestion } from '@shared/home-value/types';
import type { AddressEntry } from './artifact';

/** The address step shows a short list (document 3 §2.7). */
const maxSuggestions = 10;

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Every listing address (houses, and buildings with their units), searchable by what a
 * person types: each word typed must start a word of the address or its city, in any order
 * (`88 harb`, `harbour 88 tor`).
 */
export class AddressDirectory {
  private readonly byId: Map<string, AddressEntry>;
  private readonly searchable: { entry: AddressEntry; words: string[] }[];

  constructor(entries: AddressEntry[]) {
    this.byId = new Map(entries.map((entry) => [entry.id, entry]));
    this.searchable = entries.map((entry) => ({ entry, words: words(`${entry.address} ${entry.city}`) }));
  }

  get size(): number {
    return this.byId.size;
  }

  get(locationId: string): AddressEntry | undefined {
    return this.byId.get(locationId);
  }

  search(query: string): AddressSuggestion[] {
    const typed = words(query);
    if (typed.length === 0) return [];
    const found: AddressEntry[] = [];
    for (const { entry, words: own } of this.searchable) {
      if (typed.every((word) => own.some((w) => w.startsWith(word)))) found.push(entry);
    }
    return found
      .sort((a, b) => a.street.localeCompare(b.street) || numberOf(a) - numberOf(b) || a.city.localeCompare(b.city))
      .slice(0, maxSuggestions)
      .map(suggestionOf);
  }
}

const numberOf = (entry: AddressEntry) => Number.parseInt(entry.houseNumber, 10) || 0;

export function suggestionOf(entry: AddressEntry): AddressSuggestion {
  return {
    type: 'houseNumber',
    id: entry.id,
    address: {
      houseNumber: entry.houseNumber,
      street: entry.street,
      city: entry.city,
      neighbourhoodId: entry.neighbourhoodId,
      neighbourhood: entry.neighbourhood,
    },
    label: `${entry.address}, ${entry.city}`,
    ...(entry.units.length > 0 && { units: entry.units }),
  };
}
