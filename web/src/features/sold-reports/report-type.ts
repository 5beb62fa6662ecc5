import { propertyTypes, type PropertyType } from '@shared/property-types';
import { hasSales } from '@shared/sold-report/types';

/**
 * The sold report's property type (document 1 §4.1): the route's, else the first type with
 * sales in document 1's order (DECISIONS row 27), else detatched. A visitor's withheld count
 * (1 or 2 sales, null) is a type with sales, but one whose figures show comes first: a visitor
 * opening a neighbourhood should not land on tiles of "--" beside a type of 3 sales they may see.
 */
export function reportType(
  routeType: PropertyType | undefined,
  reports: Record<PropertyType, { soldNumber: number | null }>,
): PropertyType {
  if (routeType) return routeType;
  return (
    propertyTypes.find((type) => (reports[type].soldNumber ?? 0) > 0) ??
    propertyTypes.find((type) => hasSales(reports[type].soldNumber)) ??
    'detatched'
  );
}
