import { linkOptions } from '@tanstack/react-router';
import { toRouteMonth } from '@shared/months';
import type { PropertyType } from '@shared/property-types';

/**
 * `/sold-report/{neighbourhoodId}/{monthStr?}/{propertyType?}` (document 1 §2.1). A type is
 * only written after a month, so the optional segments are never ambiguous.
 */
export function soldReportLink(neighbourhoodId: string, month?: string, propertyType?: PropertyType) {
  return linkOptions({
    to: '/sold-report/$neighbourhoodId/{-$monthStr}/{-$propertyType}',
    params: {
      neighbourhoodId,
      monthStr: month ? toRouteMonth(month) : undefined,
      propertyType: month ? propertyType : undefined,
    },
  });
}
