import { seededRandom } from '@shared/valuation/seeded-random';
import type { ValuationSale } from '@shared/valuation/types';

/**
 * Small hand-built markets for the model's tests and the back-test fixture: one town of a
 * few neighbourhoods around (43.70, -79.40), detached houses and condos whose prices follow
 * stated rules: a price per square foot by neighbourhood and type, +25,000 a bedroom and
 * +15,000 a bathroom, a market trend of `trendPerMonth`, and ±`noise` (log-normal).
 */
export interface MarketOptions {
  sales: number;
  /** First sale month, `YYYY-MM`, and how many months the sales spread over. */
  from: string;
  months: number;
  trendPerMonth?: number;
  noise?: number;
  seed?: number;
  /** What a bedroom adds, size for size (default 25,000; negative: a market where rooms cut into space). */
  bedroomValue?: number;
  /** Prices rise this much (log) per km west to east, inside neighbourhoods too (default 0: flat). */
  gradientPerKm?: number;
  /**
   * Repeat sales and what the facts add (each unset: not drawn, so the other markets stay as they
   * were): each home's own quality no fact shows (log sd), kept between its sales; the share of
   * sales that are an earlier home sold again `resaleMonths` or more later; the share of those
   * that are flips (bought `flipGain` (log) below the home's worth, and resold within months after works).
   */
  quality?: number;
  repeatShare?: number;
  resaleMonths?: number;
  flipShare?: number;
  flipGain?: number;
  /** What a parking space adds (houses get 0–3), and a foot of lot frontage. */
  parkingValue?: number;
  lotFootValue?: number;
}

const neighbourhoods = [
  { id: 'north-park', lat: 43.715, lon: -79.41, freehold: 650, condo: 780 },
  { id: 'lakeside', lat: 43.69, lon: -79.385, freehold: 900, condo: 1000 },
  { id: 'old-mill', lat: 43.7, lon: -79.425, freehold: 520, condo: 640 },
];

export function monthsAfter(month: string, count: number): string {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The market's price of a home on a day (no noise): what the tests check values against. */
export function marketPrice(
  home: Pick<ValuationSale, 'neighbourhood' | 'type' | 'sqft' | 'bedrooms' | 'bathrooms' | 'parking' | 'lotFront'>,
  monthsFromStart: number,
  trendPerMonth: number,
  bedroomValue = 25_000,
  facts: Pick<MarketOptions, 'parkingValue' | 'lotFootValue'> = {},
): number {
  const place = neighbourhoods.find((n) => n.id === home.neighbourhood)!;
  const perSqft = home.type === 'condo' ? place.condo : place.freehold;
  const extras = (facts.parkingValue ?? 0) * (home.parking ?? 0) + (facts.lotFootValue ?? 0) * (home.lotFront ?? 0);
  return (
    (perSqft * home.sqft! + bedroomValue * home.bedrooms + 15_000 * home.bathrooms + extras) *
    (1 + trendPerMonth) ** monthsFromStart
  );
}

export function handBuiltMarket(options: MarketOptions): ValuationSale[] {
  const random = seededRandom(options.seed ?? 7);
  const trend = options.trendPerMonth ?? 0.005;
  const noise = options.noise ?? 0.05;
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const sold: { sale: ValuationSale; month: number; quality: number }[] = [];
  return Array.from({ length: options.sales }, (_, i) => {
    const monthOffset = Math.floor((i / options.sales) * options.months);
    const again = options.repeatShare !== undefined && random() < options.repeatShare ? resale(monthOffset) : undefined;
    if (again) return again;
    const place = neighbourhoods[i % neighbourhoods.length]!;
    const condo = random() < 0.3;
    const bedrooms = condo ? 1 + Math.floor(random() * 2) : 2 + Math.floor(random() * 3);
    const bathrooms = condo ? 1 : 1 + Math.floor(random() * bedrooms);
    const sqft = Math.round((condo ? 450 + 250 * bedrooms : 700 + 350 * bedrooms) * (0.85 + 0.3 * random()));
    // Rooms beyond what the size suggests (a 3-bedroom in 1,400 sq ft): bedrooms vary size for size.
    const rooms = Math.max(1, bedrooms + (random() < 0.3 ? (random() < 0.5 ? -1 : 1) : 0));
    const day = 1 + Math.floor(random() * 28);
    const home = {
      lat: place.lat + (random() - 0.5) * 0.02,
      lon: place.lon + (random() - 0.5) * 0.025,
      neighbourhood: place.id,
      area: 'Toronto',
      type: condo ? ('condo' as const) : ('detatched' as const),
      bedrooms: rooms,
      bathrooms,
      sqft,
      ...(condo ? {} : { lotFront: Math.round(25 + random() * 25), lotDepth: 110 }),
      ...(options.parkingValue !== undefined && { parking: condo ? 1 : Math.floor(random() * 4) }),
    };
    const quality = options.quality === undefined ? 0 : options.quality * normal();
    const eastKm = (home.lon + 79.4) * 80.4;
    const price =
      marketPrice(home, monthOffset, trend, options.bedroomValue, options) *
      Math.exp((options.gradientPerKm ?? 0) * eastKm + quality + noise * normal());
    const sale = {
      ...home,
      id: `S${String(i).padStart(5, '0')}`,
      date: `${monthsAfter(options.from, monthOffset)}-${String(day).padStart(2, '0')}`,
      price: Math.round(price / 100) * 100,
      address: `${10 + i} Test Street`,
      // A condo is a unit of its building (`homeKeyOf`).
      ...(condo && { unit: '101' }),
    };
    if (options.repeatShare !== undefined) sold.push({ sale, month: monthOffset, quality });
    return sale;
  });

  /** An earlier home sold again: the same home and quality at this month's prices (a flip: soon, and its first sale cheap). */
  function resale(month: number): ValuationSale | undefined {
    const flip = random() < (options.flipShare ?? 0);
    const gap = flip ? 2 + Math.floor(random() * 8) : (options.resaleMonths ?? 12);
    const candidates = sold.filter((s) => (flip ? month - s.month === gap : month - s.month >= gap));
    if (candidates.length === 0) return undefined;
    const k = Math.floor(random() * candidates.length);
    const earlier = candidates[k]!;
    sold.splice(sold.indexOf(earlier), 1);
    const { id, date: _date, price: _price, ...home } = earlier.sale;
    // A flip was bought below what the home is worth after its works, which no fact records
    // (as King County's: its records are the home's as resold).
    if (flip) earlier.sale.price = Math.round((earlier.sale.price * Math.exp(-(options.flipGain ?? 0.4))) / 100) * 100;
    const quality = earlier.quality;
    const price = marketPrice(home, month, trend, options.bedroomValue, options) * Math.exp(quality + noise * normal());
    const sale = {
      ...home,
      id: `${id}-R${month}`,
      date: `${monthsAfter(options.from, month)}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
      price: Math.round(price / 100) * 100,
    };
    sold.push({ sale, month, quality });
    return sale;
  }
}
