import { displayDate } from '@shared/format/dates';
import { formatCurrency } from '@shared/format/currency';
import { priceText, propertyTypeLabel, sizeText } from '@shared/search/listing-labels';
import type { PropertyDetails } from '@shared/search/types';
import { shown, type DetailItem } from './details-grid';

/** The Summary section's facts (document 3 §2.6), in rows of 4. */
export function keyFacts(details: PropertyDetails): DetailItem[] {
  const { summary } = details;
  const lot =
    summary.lotFront || summary.lotDepth
      ? `${shown(summary.lotFront)} × ${shown(summary.lotDepth)} ft`
      : summary.landFront || summary.landDepth
        ? `${shown(summary.landFront)} × ${shown(summary.landDepth)} ft`
        : '-';
  return [
    { label: 'Type', value: propertyTypeLabel(summary.type) },
    { label: 'Style', value: shown(details.style ?? summary.style) },
    { label: 'Bedrooms', value: summary.brPlus ? `${summary.bedroom}+${summary.brPlus}` : summary.bedroom },
    { label: 'Bathrooms', value: summary.bathroom },
    { label: 'Parking', value: `${summary.parking} (${summary.totalParking} total)` },
    { label: 'Interior Size', value: sizeText(summary) ?? '-' },
    { label: 'Lot Size', value: lot },
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
