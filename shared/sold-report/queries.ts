import * as z from 'zod';
import { apiTimeSchema } from '../months-schemas';

/** A neighbourhood id in a path: a slug (DESIGN "wire formats"). */
export const neighbourhoodIdSchema = z
  .string()
  .max(100, 'The neighbourhood id is too long.')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'The neighbourhood id is not valid.');

/** `?time=YYYYMM` of the sold-report calls; absent means last month. `now` is the injected clock. */
export const soldReportQuerySchema = (now: () => Date) => z.object({ time: apiTimeSchema(now).optional() });

export const soldReportParamsSchema = z.object({ neighbourhoodId: neighbourhoodIdSchema });
