import type { PropertyType } from '@shared/property-types';
import type { Random } from '../random';

/**
 * Sold homes come back to market years later (issue 25, "The seed's homes sell again"). After
 * a sale closes, the owner keeps the home at least a year, then sells with a constant yearly
 * chance: 5% for houses, 6% for condo apartments and townhouses (investors turn them over
 * sooner). Those rates are the GTA's resale turnover: TRREB's sales averaged about 78,000 a year
 * over 2021–2025 (121,700 in 2021, 75,100 in 2022, 65,900 in 2023, 67,600 in 2024, about 62,000
 * in 2025) against roughly 1.6 million owner-occupied homes in its market area (2021 Census:
 * 66% of the Toronto CMA's 2.26 million households own), about 5% a year; a mean tenure of
 * about 20 years, which matches the Census's share of owners who moved in the last five years.
 *
 * Over the seed's five years that makes 4% of the sales repeat sales of a home sold earlier in
 * the window, and 11% of the last six months' (full seed, today 2026-05-15: 1,960 of 47,019 and
 * 419 of 3,693).
 */
export const resaleRate: Record<PropertyType, number> = {
  detatched: 0.05,
  semiDetatched: 0.05,
  freeholdTownhouse: 0.05,
  multi: 0.05,
  condo: 0.06,
  condoTownhouse: 0.06,
};

/** Owners seldom sell within a year: the land transfer taxes (Toronto's twice over) and moving costs. */
const minimumYears = 1;

/** The day a home sold (closed) on `closeDay` is listed for sale again. */
export function resaleDay(random: Random, type: PropertyType, closeDay: number): number {
  const years = minimumYears - Math.log(1 - random.next()) / resaleRate[type];
  return closeDay + Math.round(years * 365.25);
}

/**
 * The home's worth against its area when it sells again: what it was, moved by the years
 * between (wear, upkeep, the street's own drift: a 5% log-normal), and for one owner in six a
 * renovation no listing field shows (5–20% more). The market index moves the price itself.
 */
export function qualityWhenResold(random: Random, quality: number): number {
  const renovated = random.chance(1 / 6) ? random.between(1.05, 1.2) : 1;
  return quality * random.logNormal(0.05) * renovated;
}

/** Homes waiting to be listed again, by the day they may be; then ready, first due first served. */
export class ResaleQueue<T> {
  private readonly waiting = new Map<number, T[]>();
  private readonly ready: T[] = [];
  private readyFrom = 0;
  private releasedUpTo = -Infinity;

  add(day: number, item: T): void {
    const list = this.waiting.get(day);
    if (list) list.push(item);
    else this.waiting.set(day, [item]);
  }

  /** Makes every home due on or before `day` ready (days only move forward). */
  release(day: number): void {
    for (let d = Math.max(this.releasedUpTo + 1, day - 4000); d <= day; d++) {
      const list = this.waiting.get(d);
      if (!list) continue;
      this.ready.push(...list);
      this.waiting.delete(d);
    }
    this.releasedUpTo = day;
  }

  take(): T | undefined {
    return this.readyFrom < this.ready.length ? this.ready[this.readyFrom++] : undefined;
  }
}
