import { displayDate } from '@shared/format/dates';
import { bedroomCount } from '@shared/home-value/listed-facts';
import { formatCurrency } from '@shared/format/currency';
import { priceText, propertyTypeLabel, sizeText } from '@shared/search/listing-labels';
import { lotDimensions } from '@shared/sold-report/lot-size';
import type { PropertyDetails } from '@shared/search/types';
import { shown, type DetailItem } from './details-grid';

/**
 * Every space first, as the header, the cards and the Parking filter count them, then the
 * garage's share: "2 (1 garage)". "1 (2 total)" put a different figure first than the header's
 * "2 Parking" two lines above it.
 */
export function parkingText({ parking, totalParking }: Pick<PropertyDetails['summary'], 'parking' | 'totalParking'>) {
  // A count the board did not give (an imported listing's blank) is not none.
  if (totalParking === undefined || parking === undefined) return String(totalParking ?? parking ?? '-');
  // A board's garage count past its total is not a share of it.
  if (parking >= totalParking) return String(Math.max(parking, totalParking));
  return `${totalParking} (${parking === 0 ? 'no' : parking} garage)`;
}

/** The Summary section's facts (document 3 §2.6), in rows of 4. */
export function keyFacts(details: PropertyDetails): DetailItem[] {
  const { summary } = details;
  // In whole feet, as the sold report's table writes it; a board's 0 is a side it does not know.
  const lot = lotDimensions(summary, '-');
  return [
    { label: 'Type', value: propertyTypeLabel(summary.type) },
    { label: 'Style', value: shown(details.style ?? summary.style) },
    { label: 'Bedrooms', value: bedroomCount(summary.bedroom, summary.brPlus) },
    { label: 'Bathrooms', value: summary.bathroom },
    { label: 'Parking', value: parkingText(summary) },
    { label: 'Interior Size', value: sizeText(summary) ?? '-' },
    { label: 'Lot Size', value: lot ? `${lot} ft` : '-' },
    {
      label: 'Tax',
      value: summary.tax ? `${formatCurrency(summary.tax)}${summary.taxYear ? ` (${summary.taxYear})` : ''}` : '-',
    },
    { label: 'Maintenance', value: details.maintenance ? `${formatCurrency(details.maintenance)}/mo` : '-' },
    { label: 'Listed On', value: displayDate(summary.listDate) },
    { label: 'Days on Market', value: shown(summary.dom) },
    { label: 'Original Price', value: priceText(summary.originalPrice, summary.saleType) },
    { label: 'Postal Code', value: shown(details.postalCode) },
    { label: 'Board Type', value: shown(summary.oriType) },
    { label: 'Community', value: shown(summary.community) },
    { label: 'MLS® Number', value: summary.mls },
  ];
}

/** The Details section's facts: the building and its features. */
export function buildingFacts(details: PropertyDetails): DetailItem[] {
  return [
    { label: 'Basement', value: shown(details.basement) },
    { label: 'Exposure', value: shown(details.exposure) },
    { label: 'Included Utilities', value: shown(details.includedutility) },
    { label: 'Building Age', value: shown(details.buildingAge) },
    { label: 'Heating', value: shown(details.heating) },
    { label: 'Fuel', value: shown(details.fuel) },
    { label: 'Cooling', value: shown(details.cooling) },
    { label: 'Exterior Finish', value: shown(details.exteriorFinish) },
    { label: 'Pool Type', value: shown(details.poolType) },
    { label: 'Locker', value: shown(details.locker) },
    { label: 'Pets', value: shown(details.pets) },
    { label: 'Driveway', value: shown(details.driveWay) },
    { label: 'Garage Type', value: shown(details.garageType) },
    { label: 'Garage Space', value: shown(details.garageSpace) },
    { label: 'Amenities', value: shown(details.amenities) },
    { label: 'Features', value: shown(details.features) },
  ];
}
