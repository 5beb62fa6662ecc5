/**
 * Property types, keys spelled as the spec spells them. The order is document 1's
 * (DECISIONS row 27): it decides tab order and "the first type with sales".
 */
export const propertyTypes = [
  'detatched',
  'semiDetatched',
  'freeholdTownhouse',
  'condo',
  'condoTownhouse',
  'multi',
] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const propertyTypeLabels: Record<PropertyType, string> = {
  detatched: 'Detached',
  semiDetatched: 'Semi-Detached',
  freeholdTownhouse: 'Townhouse',
  condo: 'Condominium',
  condoTownhouse: 'Condo Townhouse',
  multi: 'Multi-Residential',
};

/** `others` exists only as a default key and has no label. */
export const defaultPropertyTypeKey = 'others';

export function isPropertyType(value: string): value is PropertyType {
  return (propertyTypes as readonly string[]).includes(value);
}
