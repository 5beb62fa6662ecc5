import * as z from 'zod';
import { propertyTypes } from '../property-types';
import { isPlainText } from '../validation/rules';
import { optional, pastDate, wireNumber } from '../validation/rules-schemas';
import { improvementDateIssues } from './improvement-dates';
import {
  addressQueryMaxLength,
  confirmedValueLimits,
  purchasePriceLimits,
  receiveUpdatesValues,
  sizeRequiredTypes,
  type ValuationRequest,
} from './types';
import { homeValueMessages as m } from './messages';

/**
 * The home-value service's request schemas (document 3 §5, §7.1; issue 13): the server checks
 * every call with them, and the forms may too. Types are in types.ts, messages in messages.ts.
 */

/** A locationId: the address's slug (see `AddressSuggestion.id`). */
export const locationIdSchema = z
  .string({ error: m.locationRequired })
  .trim()
  // One message, once: an empty or overlong id fails the pattern too (QA 36 L13).
  .min(1, { error: m.locationRequired, abort: true })
  .max(200, { error: m.locationRequired, abort: true })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, m.locationRequired);

/** A unit as typed: trimmed (document 3 §2.7); '' means none. */
export const unitSchema = optional(
  z
    .string({ error: m.unitInvalid })
    .trim()
    .max(20, m.unitInvalid)
    .regex(/^[A-Za-z0-9-]*$/, m.unitInvalid)
    .transform((value) => value || undefined),
);

/** A valuation id in a path. */
export const valuationIdSchema = z.string().regex(/^[A-Za-z0-9_-]{10,40}$/, m.idInvalid);
export const valuationParamsSchema = z.object({ id: valuationIdSchema });
export const assignParamsSchema = z.object({
  id: valuationIdSchema,
  contactId: z
    .string()
    .min(1, 'The contact id is required.')
    .max(64, 'The contact id is too long.')
    .regex(/^[A-Za-z0-9-]+$/, 'The contact id is not valid.'),
});

/** `GET /addressComplete?q=`. */
export const addressCompleteQuerySchema = z.object({
  q: z.string({ error: m.queryRequired }).trim().min(1, m.queryRequired).max(addressQueryMaxLength, m.queryTooLong),
});

/** `GET /homevalue/lastlisting?locationId=&unit=`. */
export const lastListingQuerySchema = z.object({ locationId: locationIdSchema, unit: unitSchema });

const count = (message: string = m.countInvalid) =>
  wireNumber(z.number({ error: message }).int(message).min(0, message).max(20, message));
/** At least 1 bedroom ("required" for none or fewer), at most 20, whole (QA 36 M5: 99 read "at least one"). */
const bedrooms = wireNumber(
  z.number({ error: m.bedroomRequired }).int(m.bedroomInvalid).min(1, m.bedroomRequired).max(20, m.bedroomInvalid),
);
const between = (message: string, outOfRange: string, min: number, max: number) =>
  optional(wireNumber(z.number({ error: message }).min(min, outOfRange).max(max, outOfRange)));

/**
 * A size as the screens write it (`1,100–1,500 sq ft`) in the form's terms (`1100-1500`): the
 * commas of a number grouped by thousands dropped, any dash a hyphen, and "sq ft" after it
 * ignored. A space is no separator ('800 899' is a range missing its dash, not 800,899 sq ft);
 * anything else is left for the pattern to refuse.
 */
function plainFootage(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .trim()
    .replace(/(?:sq\.?\s?ft\.?|sqft|ft²)$/i, '')
    .trim()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\d,]+/g, (run) => (/^\d{1,3}(?:,\d{3})+$/.test(run) ? run.replace(/,/g, '') : run));
}

/**
 * The least and most a size can be, typed or sent as a number (sq ft): the smallest GTA units
 * are about 300 sq ft; a size of 1 valued a house at $2,539 (QA 36 M1). A range may start at 0
 * (the board's `0-499`), but must end at the least or above.
 */
const smallestFootage = 100;
const largestFootage = 100_000;
/** A size as the form sends it: `850`, or a range `800-899`. */
const footagePattern = /^\d{1,6}(\s*-\s*\d{1,6})?$/;

/** `1000`, `'1000'` or a range `'1000-1199'` (document 3 §5: a range uses its first part). */
const footageSchema = optional(
  z.preprocess(
    plainFootage,
    z.union([
      z
        .number({ error: m.footageInvalid })
        .min(smallestFootage, m.footageOutOfRange)
        .max(largestFootage, m.footageOutOfRange),
      z
        .string({ error: m.footageInvalid })
        .trim()
        .regex(footagePattern, m.footageInvalid)
        .refine(
          // Past the pattern only: a text it refuses has its message already. A size, or a
          // range's end, at the least; a range's start may be 0.
          (text) => {
            if (!footagePattern.test(text)) return true;
            const parts = text.split('-').map(Number);
            // All zeros is no size (the transform's "required" for a condo).
            const none = parts.every((part) => part === 0);
            return parts.every((part) => part <= largestFootage) && (none || parts.at(-1)! >= smallestFootage);
          },
          m.footageOutOfRange,
        ),
    ]),
  ),
);

/** A real `YYYY-MM-DD` of any year: too early a year is 'before the home was built', not a bad date. */
const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const improvementSchema = z.object(
  {
    // Each field its own message: "needs an area, a cost and a date" beside three filled-in
    // fields sent the owner looking for an empty one (QA 23a), or a caller who left out the id
    // the form makes (QA 36 L7).
    randomId: z
      .string({ error: m.improvementIdInvalid })
      .trim()
      .min(1, m.improvementIdInvalid)
      .max(64, m.improvementIdInvalid),
    area: z
      .string({ error: m.improvementAreaInvalid })
      .trim()
      .min(1, m.improvementAreaInvalid)
      .max(100, m.improvementAreaInvalid)
      .refine(isPlainText, m.improvementAreaInvalid),
    cost: wireNumber(
      z
        .number({ error: m.improvementCostInvalid })
        .min(0, m.improvementCostInvalid)
        .max(100_000_000, m.improvementCostInvalid),
    ),
    completionDate: z.string({ error: m.improvementDateInvalid }).refine(isCalendarDate, m.improvementDateInvalid),
  },
  { error: m.improvementInvalid },
);

/** An improvement the form left empty is dropped (document 3 §5). */
const isEmptyImprovement = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value as Record<string, unknown>).every(
    (field) => field === undefined || field === null || field === '',
  );

/**
 * The valuation body (property details payload). `today` is the caller's Toronto date (for the
 * purchase date and the improvements'). Bedroom must be above 0, a type chosen, and for condo
 * types a size above 0 (document 3 §5); no improvement completed in the future or before the
 * home was built (`home.earliestYearBuilt`, from its listings, when the caller knows it: the
 * form does, the API's edge does not and the service checks it again; issue 25). The output is
 * the stored `request`: size as `footageFrom` (taking precedence) or the first part of
 * `footage`, `footageTo` the range's end.
 */
export function valuationBodySchema(today: string, home: { earliestYearBuilt?: number } = {}) {
  return z
    .object({
      locationId: locationIdSchema,
      unit: unitSchema,
      type: z.enum(propertyTypes, { error: m.typeRequired }),
      footage: footageSchema,
      footageFrom: between(m.footageInvalid, m.footageOutOfRange, smallestFootage, largestFootage),
      footageTo: between(m.footageInvalid, m.footageOutOfRange, smallestFootage, largestFootage),
      bedroom: bedrooms,
      bathroom: count(),
      parking: count(),
      // A lot's side from 5 feet (0.01 by 0.01 ft lowered a house's value by $180,000: QA 36 M2).
      lotFront: between(m.lotInvalid, m.lotOutOfRange, 5, 10_000),
      lotDepth: between(m.lotInvalid, m.lotOutOfRange, 5, 10_000),
      purchaseDate: optional(pastDate(today)),
      // No home sells for $5: a price that low is a slip (a rent, a missing 000), and would be
      // set beside the comparables as a sale (QA 23a). The same floor as a confirmed value's.
      purchasePrice: optional(
        wireNumber(
          z
            .number({ error: m.purchasePriceInvalid })
            .min(purchasePriceLimits.min, m.purchasePriceRange)
            .max(purchasePriceLimits.max, m.purchasePriceRange),
        ),
      ),
      homeImprovements: optional(
        z
          .array(z.unknown())
          .max(50, m.tooManyImprovements)
          .transform((items) => items.filter((item) => !isEmptyImprovement(item)))
          .pipe(z.array(improvementSchema)),
      ),
      address: z.string({ error: m.addressRequired }).trim().min(2, m.addressRequired).max(200, m.addressRequired),
    })
    .transform((body, ctx): ValuationRequest => {
      const [rangeFrom, rangeTo] =
        typeof body.footage === 'string' ? body.footage.split('-').map((part) => Number(part.trim())) : [body.footage];
      const footageTo = body.footageTo ?? (body.footageFrom === undefined ? rangeTo : undefined);
      // A range may start at 0, the board's smallest ('0-499', a seventh of the seed's condos);
      // a size of 0 is none.
      const footageFrom = body.footageFrom ?? (rangeFrom || (rangeFrom === 0 && footageTo ? 0 : undefined));
      if (sizeRequiredTypes.includes(body.type) && footageFrom === undefined) {
        ctx.addIssue({ code: 'custom', path: ['footage'], message: m.footageRequired });
        return z.NEVER;
      }
      if (footageFrom !== undefined && footageTo !== undefined && footageFrom > footageTo) {
        ctx.addIssue({ code: 'custom', path: ['footage'], message: m.footageRange });
        return z.NEVER;
      }
      // A price is carried to today from the day it was paid: without the day it would be kept
      // and left out of the estimate without a word (QA 74a M3); a day without its price so too,
      // and the owner read the chart and the improvements lose their purchase (QA 75a M1).
      if (body.purchasePrice !== undefined && body.purchaseDate === undefined) {
        ctx.addIssue({ code: 'custom', path: ['purchaseDate'], message: m.purchaseDateRequired });
        return z.NEVER;
      }
      if (body.purchaseDate !== undefined && body.purchasePrice === undefined) {
        ctx.addIssue({ code: 'custom', path: ['purchasePrice'], message: m.purchasePriceRequired });
        return z.NEVER;
      }
      const dateIssues = improvementDateIssues(body.homeImprovements ?? [], { today, ...home });
      for (const issue of dateIssues) {
        ctx.addIssue({
          code: 'custom',
          path: ['homeImprovements', issue.index, 'completionDate'],
          message: issue.message,
        });
      }
      if (dateIssues.length > 0) return z.NEVER;
      const { footage: _footage, homeImprovements, ...rest } = body;
      return {
        ...rest,
        ...(footageFrom !== undefined && { footage: footageFrom, footageFrom }),
        ...(footageTo && { footageTo }),
        ...(homeImprovements?.length && { homeImprovements }),
      };
    });
}

/** The facts a form or page was opened on (`HomeValuation.factsStamp`). */
const factsStamp = optional(z.string({ error: m.factsStampInvalid }).regex(/^[0-9a-f]{16}$/, m.factsStampInvalid));

/**
 * `PUT /homevalue/{id}`: the form's facts, with the `factsStamp` of the valuation the form was
 * opened on (optional: a caller that sends none saves as before).
 */
export function valuationUpdateSchema(today: string) {
  return valuationBodySchema(today).and(z.object({ factsStamp }));
}

/** An agent's notes: line breaks, and no other control character (QA 36 L5: NUL and ESC were stored as sent). */
const agentNotes = optional(
  z.string({ error: m.notesNotText }).trim().max(2000, m.notesTooLong).refine(isPlainText, m.notesCharacters),
);

/**
 * `PUT /confirm` (document 3 §3 "Confirmation payload"), the agent's confirmed or adjusted
 * value: a home between $10,000 and $100,000,000 (issue 25: a $2 value was listed and printed).
 */
export const confirmBodySchema = z.object({
  confirmedValue: wireNumber(
    z
      .number({ error: m.confirmedValueInvalid })
      .min(confirmedValueLimits.min, m.confirmedValueRange)
      .max(confirmedValueLimits.max, m.confirmedValueRange),
  ),
  notes: agentNotes,
  privateNotes: agentNotes,
  /**
   * What the page was opened on (QA 48b H1), both optional (a caller that sends neither confirms
   * as before): the home's facts, and the confirmation it showed (`confirmedAt`, null for none).
   * A confirmation of other facts, or over someone else's newer one, is refused (409).
   */
  factsStamp,
  previousConfirmedAt: z
    .union([z.iso.datetime({ error: m.previousConfirmedAtInvalid }), z.null()], { error: m.previousConfirmedAtInvalid })
    .optional(),
});

/** `PUT /receiveUpdates`. */
export const receiveUpdatesBodySchema = z.object({
  receiveUpdates: z.enum(receiveUpdatesValues, { error: m.receiveUpdatesInvalid }),
});

/** `POST /homevalue/{id}/claim`: the secret the anonymous create returned (43 base64url characters). */
export const claimBodySchema = z.object({
  secret: z.string({ error: m.secretInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, m.secretInvalid),
});

/** `GET /homevalue/shared/{token}`. */
export const shareParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22,43}$/, m.tokenInvalid),
});

/**
 * The last moment of the year 9999 (ms): past the last a JavaScript date can hold `toISOString`
 * throws (QA 36 H1: a 500), and past 9999 it writes the year '+010000', which sorts before
 * '1970' in the history's keys (QA 46b M1: a 500 too).
 */
const lastTimestamp = Date.UTC(10_000, 0, 1) - 1;
const timestamp = optional(
  wireNumber(
    z
      .number({ error: m.chartRangeInvalid })
      .int(m.chartRangeInvalid)
      .min(0, m.chartRangeInvalid)
      .max(lastTimestamp, m.chartRangeInvalid),
  ),
);

/** `GET /homevalue/{id}/chart?from=&to=`: timestamps in ms; defaults: 30 years back, now. */
export const chartQuerySchema = z
  .object({ from: timestamp, to: timestamp })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: m.chartRangeInvalid,
  });

const cursorSchema = optional(
  z
    .string()
    .max(500, m.cursorInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, m.cursorInvalid),
);

/** `GET /homevalue?cursor=`. */
export const valuationListQuerySchema = z.object({ cursor: cursorSchema });

/** `GET /homevalue/agent?userId=&cursor=`. */
export const agentValuationsQuerySchema = z.object({
  userId: optional(assignParamsSchema.shape.contactId),
  cursor: cursorSchema,
});

/** `GET /homevalue/agent/homes?agentId=`: the agent an admin chose (an agent's own id, or none). */
export const agentHomesQuerySchema = z.object({
  agentId: optional(assignParamsSchema.shape.contactId),
});

export { contactSearchQuerySchema } from './contact-search-schemas';

export type ValuationBody = z.input<ReturnType<typeof valuationBodySchema>>;
export type ValuationUpdateBody = z.input<ReturnType<typeof valuationUpdateSchema>>;
export type ConfirmBody = z.output<typeof confirmBodySchema>;
export type ReceiveUpdatesBody = z.output<typeof receiveUpdatesBodySchema>;
export type ChartQuery = z.output<typeof chartQuerySchema>;
