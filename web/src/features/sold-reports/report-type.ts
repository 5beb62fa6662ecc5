import { propertyTypes, type PropertyType } from '@shared/property-types';
import { hasSales } from '@shared/sold-report/types';

/**
 * The sold report's property type (document 1 §4.1): the route's, else the first type with
 * sales in document 1's order (DECISIONS row 27), else detatched. A visitor's withheld count
 * (1 or 2 sales, null) is a type with sales.
 */
export function reportType(
  routeType: PropertyType | undefined,
  reports: Record<PropertyType, { soldNumber: number | null }>,
): PropertyType {
  if (routeType) return routeType;
  return propertyTypes.find((type) => hasSales(reports[type].soldNumber)) ?? 'detatched';
}
