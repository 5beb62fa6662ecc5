import type { AnnualReport, ReportProperty } from '@shared/annual-report/types';
import { formatCurrency } from '@shared/format/currency';
import { displayDate } from '@shared/format/dates';
import { interiorSize } from '@shared/format/interior-size';
import { valuedInteriorSize, valuedLot } from '@shared/home-value/listed-facts';
import { knownLotSide } from '@shared/listing';
import { addressLine } from '@shared/search/listing-labels';
import { wholeFeet } from '@shared/sold-report/lot-size';

import { distanceKm, subjectLocation } from '@shared/annual-report/comparables';
import { lastSold, valueUsed } from '@shared/annual-report/figures';

export { distanceKm, interiorSize, lastSold, subjectLocation, valueUsed };

/**
 * How the annual report shows missing values (document 3 §8): 'N/A' for a dollar value
 * (confirmed value, last sold price, change), '****' for a hidden sold price, '-' for any
 * other missing figure.
 */
export const notAvailable = 'N/A';
export const hiddenPrice = '****';
export const missingCell = '-';

const finite = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);

/** A dollar value, or 'N/A'. */
export const money = (value: number | undefined) => (finite(value) ? formatCurrency(value) : notAvailable);

/** A date as every page shows it, or 'N/A'. */
export const dateOrNotAvailable = (value: string | undefined) => (value ? displayDate(value) : notAvailable);

/**
 * The home's interior size as it was valued (`valuedInteriorSize`): the owner's when given, else
 * its listing's range (the valuation's last listing, as the model read it, else the report's
 * listing, of the type given): a house's form asks for none (issue 25).
 */
export function homeInteriorSize(report: AnnualReport): string | undefined {
  const { request, lastListing } = report.homeValue;
  return valuedInteriorSize({ request, lastListing: lastListing ?? report.propertyDetails?.summary });
}

/**
 * The value the report uses, named for what it is, with its day (the confirmation's, else the
 * estimate's): `Confirmed value $1,250,000 on 2026-10-05`, `Estimate $1,180,000 on 2026-10-05`
 * (QA 45 L2: both had read "Value").
 */
export function valueWithDate(report: AnnualReport): string {
  const { homeValue } = report;
  const confirmed = homeValue.confirmedValue !== undefined;
  const day = confirmed ? homeValue.confirmedAt : homeValue.instanceValueDate;
  return `${confirmed ? 'Confirmed value' : 'Estimate'} ${money(valueUsed(report))}${day ? ` on ${displayDate(day)}` : ''}`;
}

/** The home's last sale as one phrase: `Last sold $980,000 on 2020-12-06`, or `Last sold N/A`. */
export function lastSoldText(report: AnnualReport): string {
  const sold = lastSold(report);
  if (sold.price === undefined) return `Last sold ${notAvailable}`;
  return `Last sold ${money(sold.price)}${sold.date ? ` on ${displayDate(sold.date)}` : ''}`;
}

/** `40 × 120 ft` in whole feet (as the screens), or undefined; a side not above 0 (a board's "not known") is none. */
export function lotSize(givenFront?: number, givenDepth?: number): string | undefined {
  const [front, depth] = [knownLotSide(givenFront), knownLotSide(givenDepth)];
  if (finite(front) && finite(depth)) return `${wholeFeet(front)} × ${wholeFeet(depth)} ft`;
  if (finite(front)) return `${wholeFeet(front)} ft frontage`;
  if (finite(depth)) return `${wholeFeet(depth)} ft deep`;
  return undefined;
}

/**
 * The home's lot as it was valued (`valuedLot`): each side the owner gave, else the listing's
 * (the valuation's last listing, as the model read it, else the report's listing).
 */
export function homeLotSize(report: AnnualReport): string | undefined {
  const { request, lastListing } = report.homeValue;
  const summary = report.propertyDetails?.summary;
  const listing = {
    lotFront: lastListing?.lotFront ?? summary?.lotFront,
    lotDepth: lastListing?.lotDepth ?? summary?.lotDepth,
  };
  const lot = valuedLot(request, listing);
  return lotSize(lot.lotFront, lot.lotDepth);
}

/**
 * A listing's parking as the home's own is counted (the valuation's: every space, garage and
 * drive), so the comparables' row pairs like with like; a report made before that was kept
 * has the garage spaces only.
 */
export const parkingSpaces = (p: ReportProperty) => p.totalParking ?? p.parking;

/**
 * A listing's address with its unit first, as the home's own and the screens write it
 * (`3306 - 119 Gerrard St W`; QA 38 L4: the comparables read `119 Gerrard St W #3306`).
 */
export const propertyAddress = (p: Pick<ReportProperty, 'address' | 'unit'>) => addressLine(p);

/** A sold price as a comparable shows it: '****' when the sale's price was withheld, '-' when there is none. */
export function soldPriceText(p: ReportProperty): string {
  if (finite(p.soldPrice)) return formatCurrency(p.soldPrice);
  return p.status === 'sold' ? hiddenPrice : missingCell;
}

/** `< 0.1 km` (a sale in the home's own building, not `0.0 km`), `0.8 km`, `12 km`. */
export const distanceText = (km: number) =>
  km < 0.05 ? '< 0.1 km' : km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;

/** The distance from the home to `p`, or '-' when either position is unknown. */
export function distanceFromHome(report: AnnualReport, p: ReportProperty): string {
  const home = subjectLocation(report);
  return home && p.location ? distanceText(distanceKm(home, p.location)) : missingCell;
}
