import { propertyTypes, type PropertyType } from '@shared/property-types';

/**
 * The sold report's property type (document 1 §4.1): the route's, else the first type with
 * sales in document 1's order (DECISIONS row 27), else detatched.
 */
export function reportType(
  routeType: PropertyType | undefined,
  reports: Record<PropertyType, { soldNumber: number }>,
): PropertyType {
  if (routeType) return routeType;
  return propertyTypes.find((type) => reports[type].soldNumber > 0) ?? 'detatched';
}
