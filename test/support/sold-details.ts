/**
 * Where an API answer gives away one sale (DESIGN "Visitors never learn one sale"): the JSON
 * paths of every sold price, sold date and close date, every price and date of a sold or
 * leased history row, every single sold marker's price that is not null, and a valued home's
 * own sale, direct or carried to today. An anonymous
 * caller's answer must have none; a signed-in caller's answer to the same request having some
 * shows that the request reached sold data at all.
 *
 * One `soldPrice` is not a sale's: a chart entry's (`statistics`, `communityStatistics`,
 * `neighbourhoodStatistics` → month → type) is the month's average, which DECISIONS row 26
 * lets a visitor see over 3 sales or more; the sold-reports tests pin when it is withheld.
 */
const chartAverage = /^(statistics|communityStatistics|neighbourhoodStatistics)\.[^.]+\.[^.]+\.soldPrice$/;
const dealEvents = new Set(['Sold', 'Leased']);
/**
 * A home's own sale in a valuation's answer (issue 25, DECISIONS row 47): the listing's last
 * sale behind its last listing, the last purchase derived from it, the owner's purchase, and
 * that sale carried to today (the explanation's line, or the indexed purchase price).
 */
const ownSaleKeys = [
  'lastSale',
  'lastPurchasePrice',
  'lastPurchaseDate',
  'purchasePrice',
  'purchaseDate',
  'carriedSale',
  'carriedPrice',
  'indexedPurchasePrice',
];

const present = (value: unknown) => value !== undefined && value !== null;

export function soldDetailsIn(answer: unknown, path = '', found: string[] = []): string[] {
  if (Array.isArray(answer)) {
    answer.forEach((item, i) => soldDetailsIn(item, path ? `${path}.${i}` : String(i), found));
    return found;
  }
  if (answer === null || typeof answer !== 'object') return found;
  const record = answer as Record<string, unknown>;
  const at = (key: string) => (path ? `${path}.${key}` : key);

  for (const key of ['soldDate', 'closeDate', ...ownSaleKeys]) if (present(record[key])) found.push(at(key));
  if (present(record.soldPrice) && !chartAverage.test(at('soldPrice'))) found.push(at('soldPrice'));
  if (typeof record.event === 'string' && dealEvents.has(record.event)) {
    for (const key of ['price', 'date']) if (present(record[key])) found.push(at(key));
  }
  // A single sold listing's marker shows its sold price (`Marker.price`).
  if (record.type === 'marker' && record.kind === 'sold' && present(record.price)) found.push(at('price'));

  for (const [key, value] of Object.entries(record)) soldDetailsIn(value, at(key), found);
  return found;
}
