import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { propertyTypes } from '@shared/property-types';
import { parseParams } from '../../../../lib/route-params';
import { ComingSoon } from '../../../../ui/coming-soon';

/** Document 1 §2.1: `/sold-report/{neighbourhoodId}/{monthStr?}/{propertyType?}`, month as `YYYY-M`. */
const soldReportParams = z.object({
  neighbourhoodId: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  monthStr: z
    .string()
    .regex(/^\d{4}-([1-9]|1[0-2])$/)
    .optional(),
  propertyType: z.enum(propertyTypes).optional(),
});

export const Route = createFileRoute('/sold-report/$neighbourhoodId/{-$monthStr}/{-$propertyType}')({
  params: { parse: parseParams(soldReportParams), stringify: (params) => params },
  component: () => <ComingSoon title="Sold Report" />,
});
