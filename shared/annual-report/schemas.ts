import * as z from 'zod';
import { assignParamsSchema } from '../home-value/schemas';
import { listingNumberPattern } from '../search/filters';
import { optional } from '../validation/rules-schemas';
import { annualReportMessages as m } from './types';

/**
 * The annual report calls' request schemas (README.md's table): the service checks every call
 * with them at the edge. Types and messages are in types.ts.
 */

/** A report id in a path (opaque, random, as valuation ids are). */
export const reportIdSchema = z.string({ error: m.idInvalid }).regex(/^[A-Za-z0-9_-]{10,40}$/, m.idInvalid);

/** `GET`/`DELETE /homevalue/reports/{id}`, `POST /homevalue/{id}/report/print` ({id}: the report). */
export const reportParamsSchema = z.object({ id: reportIdSchema });

/** `PUT`/`DELETE /homevalue/reports/{id}/similarSolds/{mls}`. */
export const comparableParamsSchema = z.object({
  id: reportIdSchema,
  mls: z.string({ error: m.mlsInvalid }).trim().regex(listingNumberPattern, m.mlsInvalid),
});

/** `GET /homevalue/agent/reports?onlyPrintRequested=true|false` (default false: every report). */
export const agentReportsQuerySchema = z.object({
  onlyPrintRequested: optional(
    z.enum(['true', 'false'], { error: 'onlyPrintRequested is true or false.' }).transform((v) => v === 'true'),
  ),
});

/** `GET /homevalue/contact/reports?userId=`. */
export const contactReportsQuerySchema = z.object({ userId: assignParamsSchema.shape.contactId });
