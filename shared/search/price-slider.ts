import type { SaleType } from '../listing';

/**
 * The price slider of the filters (document 3 §9.1): seven stops, each 10 slider units apart
 * (60 in all), moving linearly between them, so the cheap end gets as much travel as the
 * expensive one. The first stop means no minimum and the last no maximum.
 */
export const sliderUnitsPerStop = 10;
export const sliderMax = 60;

export const priceStops: Record<SaleType, readonly number[]> = {
  Sale: [0, 200_000, 500_000, 1_000_000, 2_000_000, 4_000_000, 20_000_000],
  Lease: [0, 1_000, 2_500, 5_000, 10_000, 15_000, 25_000],
};

/** The stops' labels, as the spec writes them. */
export const priceStopLabels: Record<SaleType, readonly string[]> = {
  Sale: ['Min', '$200k', '$500k', '$1M', '$2M', '$4M', 'Max'],
  Lease: ['Min', '1k', '2.5k', '5k', '10k', '15k', 'Max'],
};

/** The price range's top (document 3 §9.1: 20,000,000 for sale, 25,000 for lease). */
export const maxPriceOf = (saleType: SaleType): number => priceStops[saleType][priceStops[saleType].length - 1]!;

/** The price at a slider position (0–60), on a whole dollar. */
export function sliderToPrice(units: number, saleType: SaleType): number {
  const stops = priceStops[saleType];
  const clamped = Math.min(Math.max(units, 0), sliderMax);
  const segment = Math.min(Math.floor(clamped / sliderUnitsPerStop), stops.length - 2);
  const low = stops[segment]!;
  const high = stops[segment + 1]!;
  const within = (clamped - segment * sliderUnitsPerStop) / sliderUnitsPerStop;
  return Math.round(low + (high - low) * within);
}

/** The slider position of a price (0–60), clamped to the range; exact at the stops. */
export function priceToSlider(price: number, saleType: SaleType): number {
  const stops = priceStops[saleType];
  if (!(price > 0)) return 0;
  if (price >= stops[stops.length - 1]!) return sliderMax;
  const segment = stops.findIndex((stop, index) => price >= stop && price < stops[index + 1]!);
  const low = stops[segment]!;
  const high = stops[segment + 1]!;
  return segment * sliderUnitsPerStop + ((price - low) / (high - low)) * sliderUnitsPerStop;
}

export interface PriceRange {
  minPrice?: number;
  /** Absent (or 0) means no upper limit (document 3 §5). */
  maxPrice?: number;
}

/** The filter's prices for a slider range: the ends of the slider mean no limit. */
export function rangeFromSlider([from, to]: readonly [number, number], saleType: SaleType): PriceRange {
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  return {
    ...(low > 0 && { minPrice: sliderToPrice(low, saleType) }),
    ...(high < sliderMax && { maxPrice: sliderToPrice(high, saleType) }),
  };
}

/** The slider range showing the filter's prices. */
export function sliderFromRange({ minPrice, maxPrice }: PriceRange, saleType: SaleType): [number, number] {
  return [priceToSlider(minPrice ?? 0, saleType), maxPrice ? priceToSlider(maxPrice, saleType) : sliderMax];
}
