import { listingLastSale, soldSince } from '@shared/home-value/last-sale';
import type { LastSale } from '@shared/home-value/types';
import { homeValueMessages } from '@shared/home-value/messages';
import { bedroomCount, hasOwnLot, roomsRead, valuedLot } from '@shared/home-value/listed-facts';
import type { ValuationBody } from '@shared/home-value/schemas';
import {
  sizeRequiredTypes,
  type HomeImprovement,
  type HomeValuation,
  type LastListing,
} from '@shared/home-value/types';
import { knownLot } from '@shared/listing';
import type { PropertyType } from '@shared/property-types';
import { isoToUsDate, usDateToIso } from '@shared/validation/rules';
import type { ValuationInfo } from './valuation-storage';

/** An improvement as the form edits it: cost as typed, date in the mask MM/DD/YYYY. */
export interface ImprovementInput {
  randomId: string;
  area: string;
  cost: number | '';
  completionDate: string;
}

/** The property details form (document 3 §3, §5), as typed. */
export interface ValuationFormValues {
  locationId: string;
  address: string;
  unit: string;
  type: PropertyType | null;
  bedroom: number;
  bathroom: number;
  parking: number;
  footage: string;
  lotFront: number | '';
  lotDepth: number | '';
  purchasePrice: number | '';
  purchaseDate: string;
  improvements: ImprovementInput[];
  /** The earliest year the home was built, from its listings: no improvement before it. */
  earliestYearBuilt?: number;
  /** The listing's type, bedrooms and dens when it gives dens (`3+1`): the form says when they count. */
  listed?: ListedRooms;
  /** The listing's lot: a side left blank is valued as the listing's (`valuedLot`), and the form says so. */
  listedLot?: Pick<LastListing, 'lotFront' | 'lotDepth'>;
}

export type ListedRooms = Required<Pick<LastListing, 'type' | 'bedroom' | 'brPlus'>>;

/** The listing's rooms when it gives dens, which the form does not ask (shared/home-value/listed-facts.ts). */
function listedRooms(listing: LastListing | undefined): { listed?: ListedRooms } {
  return listing?.brPlus ? { listed: { type: listing.type, bedroom: listing.bedroom, brPlus: listing.brPlus } } : {};
}

/** The listing's facts the form says something of: its dens, and its lot. */
function listedFacts(listing: LastListing | undefined): Pick<ValuationFormValues, 'listed' | 'listedLot'> {
  const lot = knownLot(listing);
  return { ...listedRooms(listing), ...(Object.keys(lot).length > 0 && { listedLot: lot }) };
}

export function randomId(): string {
  return crypto.randomUUID();
}

export function improvementInput(item: HomeImprovement): ImprovementInput {
  return {
    randomId: item.randomId,
    area: item.area,
    cost: item.cost,
    completionDate: isoToUsDate(item.completionDate),
  };
}

/**
 * The size field's text: an exact size (`850`), or a range as the board writes it (`800-899`,
 * and its smallest, `0-499`).
 */
const footageField = (from: number | undefined, to: number | undefined) =>
  from === undefined ? '' : to && to > from ? `${from}-${to}` : from > 0 ? String(from) : '';

/**
 * Create mode: the info state. The home's last sale (never a lease, however recent) gives the
 * purchase facts, which only signed-in users get and see (DECISIONS row 47).
 */
export function formFromInfo(info: ValuationInfo): ValuationFormValues {
  const sold = listingLastSale(info.lastListing);
  return {
    locationId: info.locationId,
    address: info.address,
    unit: info.unit ?? '',
    type: info.type ?? null,
    bedroom: info.bedroom ?? 0,
    bathroom: info.bathroom ?? 0,
    parking: info.parking ?? 0,
    // The board's range as it is ('1100-1500'): its floor alone is a smaller home than the listing's.
    footage: footageField(info.footageFrom, info.lastListing?.footageTo),
    lotFront: info.lotFront ?? '',
    lotDepth: info.lotDepth ?? '',
    purchasePrice: sold?.soldPrice ?? '',
    purchaseDate: sold?.soldDate ? isoToUsDate(sold.soldDate) : '',
    improvements: [],
    ...(info.lastListing?.earliestYearBuilt !== undefined && { earliestYearBuilt: info.lastListing.earliestYearBuilt }),
    ...listedFacts(info.lastListing),
  };
}

/** Update mode: the valuation's stored request. */
export function formFromValuation(valuation: HomeValuation): ValuationFormValues {
  const request = valuation.request;
  return {
    locationId: request.locationId,
    address: request.address,
    unit: request.unit ?? '',
    type: request.type,
    bedroom: request.bedroom,
    bathroom: request.bathroom,
    parking: request.parking,
    footage: footageField(request.footageFrom, request.footageTo),
    lotFront: request.lotFront ?? '',
    lotDepth: request.lotDepth ?? '',
    purchasePrice: request.purchasePrice ?? '',
    purchaseDate: request.purchaseDate ? isoToUsDate(request.purchaseDate) : '',
    improvements: (request.homeImprovements ?? []).map(improvementInput),
    ...(valuation.lastListing?.earliestYearBuilt !== undefined && {
      earliestYearBuilt: valuation.lastListing.earliestYearBuilt,
    }),
    ...listedFacts(valuation.lastListing),
  };
}

/**
 * What the form says of the listing's dens, which it does not ask (a home of the listed type
 * only): how the valuation reads the bedrooms given beside them (`roomsRead`): the home as listed
 * for any count from the listed bedrooms to the bedrooms and dens together, a room added above.
 */
export function densHint(values: Pick<ValuationFormValues, 'type' | 'bedroom' | 'listed'>): string | undefined {
  const { listed, type, bedroom } = values;
  // A listing of another type is another home. A studio with a den (`0+1`) is a home the form,
  // which asks at least one bedroom, can give only with the den counted.
  if (!listed || type !== listed.type) return undefined;
  const listedRooms = bedroomCount(listed.bedroom, listed.brPlus);
  const rooms = `Listed as ${listedRooms} bedrooms`;
  const many = listed.brPlus > 1;
  const dens = many ? 'dens' : 'den';
  const read = roomsRead({ type, bedroom }, listed);
  if (read.dens === undefined)
    return `${rooms}: give ${listed.bedroom} or more to have the ${dens} valued as ${many ? 'dens' : 'a den'}.`;
  if (bedroom === listed.bedroom) return `${rooms}: the ${dens} ${many ? 'are' : 'is'} valued too.`;
  if (read.bedrooms === listed.bedroom)
    return `${rooms}: ${bedroom} counts the ${dens}, so the home is valued as listed.`;
  return `${rooms}: valued as ${bedroomCount(read.bedrooms, read.dens)}, the ${dens} too.`;
}

/** How far a lot side typed may stray from the listing's before the form asks to check it. */
const lotStray = 3;

/**
 * What the form says under a lot side: left blank, the listing's is valued in its place
 * (`valuedLot`), as a house's lot is the land's; typed at over three times the listing's or under
 * a third of it, the listing's figure, to check (QA 74a M1: 2300 ft for 22.73 ft, a slipped
 * decimal point, added $358,000 without a word). Nothing for a condo, which has none.
 */
export function lotHint(
  values: Pick<ValuationFormValues, 'type' | 'lotFront' | 'lotDepth' | 'listedLot'>,
  side: 'lotFront' | 'lotDepth',
): string | undefined {
  if (values.type === null) return undefined;
  const listed = valuedLot({ type: values.type }, values.listedLot)[side];
  if (listed === undefined) return undefined;
  const typed = values[side];
  if (typed === '') return `Left blank: the listing's ${listed} ft is valued.`;
  const stray = typed > listed * lotStray || typed * lotStray < listed;
  return stray ? `The listing gives ${listed} ft: check this figure, it moves the value.` : undefined;
}

export const needsFootage = (type: PropertyType | null) => type !== null && sizeRequiredTypes.includes(type);

/** Whether the form asks a lot: of a house, or before a type is chosen; a condo has none of its own. */
export const asksLot = (type: PropertyType | null) => type === null || hasOwnLot(type);

/**
 * Document 3 §5: bedroom above 0 and a type, and for condo types a size above 0. What is
 * missing, in the schema's words, said under the disabled button (a studio's 0 bedrooms
 * greyed it out with no reason, QA 23a); undefined when the form can be sent.
 */
export function missingToSubmit(values: ValuationFormValues): string | undefined {
  if (values.type === null) return homeValueMessages.typeRequired;
  if (values.bedroom <= 0) return homeValueMessages.bedroomRequired;
  // A size above 0, or a range ending above it ('0-499'); the schema checks the rest.
  if (needsFootage(values.type) && !/[1-9]/.test(values.footage)) return homeValueMessages.footageRequired;
  return undefined;
}

export const canSubmit = (values: ValuationFormValues) => missingToSubmit(values) === undefined;

/** The fields of an improvement's row a message can be about. */
export const improvementFields = ['area', 'cost', 'completionDate'] as const;
export type ImprovementField = (typeof improvementFields)[number];
export const isImprovementField = (key: PropertyKey | undefined): key is ImprovementField =>
  improvementFields.some((field) => field === key);

/** The form's key of a message about an improvement's row (`improvements.{randomId}`), or one of its fields. */
export const improvementErrorKey = (randomId: string, field?: ImprovementField) =>
  field ? `improvements.${randomId}.${field}` : `improvements.${randomId}`;

/**
 * The form's key of an error at a body's path: an improvement's own field
 * (`improvements.{randomId}.cost`, as the body keeps only the rows filled in, QA 54a: a cost's
 * message stood under the row's date), or its row, else the field as the form names it.
 */
export function errorKeyOf(body: ValuationBody, path: readonly PropertyKey[]): string {
  const [field, index, rowField] = path;
  if (field !== 'homeImprovements') return String(field);
  const rows: readonly unknown[] = Array.isArray(body.homeImprovements) ? body.homeImprovements : [];
  const row = index === undefined ? undefined : rows[Number(index)];
  const id = typeof row === 'object' && row !== null && 'randomId' in row ? row.randomId : undefined;
  if (typeof id !== 'string') return 'improvements';
  return improvementErrorKey(id, isImprovementField(rowField) ? rowField : undefined);
}

/** An improvement row left blank (its id is the form's own, not the user's). */
export const isEmptyImprovement = (item: ImprovementInput) =>
  !item.area.trim() && item.cost === '' && !item.completionDate.trim();

const orUndefined = <T>(value: T | '') => (value === '' ? undefined : value);

/**
 * The body the API takes (the shared schema checks it here and on the server). Footage only for
 * condo types, where it is shown, and a lot only for houses; purchase facts and improvements only for signed-in users;
 * empty improvements are dropped by the schema (document 3 §5).
 */
export function valuationBody(values: ValuationFormValues, signedIn: boolean): ValuationBody {
  return {
    locationId: values.locationId,
    address: values.address,
    unit: values.unit.trim() || undefined,
    type: values.type ?? undefined!,
    bedroom: values.bedroom,
    bathroom: values.bathroom,
    parking: values.parking,
    footage: needsFootage(values.type) ? values.footage.trim() || undefined : undefined,
    lotFront: asksLot(values.type) ? orUndefined(values.lotFront) : undefined,
    lotDepth: asksLot(values.type) ? orUndefined(values.lotDepth) : undefined,
    ...(signedIn && {
      purchasePrice: orUndefined(values.purchasePrice),
      purchaseDate: values.purchaseDate.trim() ? (usDateToIso(values.purchaseDate) ?? values.purchaseDate) : undefined,
      homeImprovements: values.improvements
        .filter((item) => !isEmptyImprovement(item))
        .map((item) => ({
          randomId: item.randomId,
          area: item.area.trim(),
          cost: item.cost === '' ? '' : item.cost,
          completionDate: item.completionDate.trim() ? (usDateToIso(item.completionDate) ?? item.completionDate) : '',
        })),
    }),
  };
}

/**
 * The values with a purchase only when both its price and its date are given: the improvements
 * section saves the details as stored, and a half stored before the form refused one (a date
 * without its price, QA 75a M1; a price without its date, QA 74a M3) was used nowhere, yet refused
 * every improvement's save, which cannot mend it.
 */
export function withWholePurchase(values: ValuationFormValues): ValuationFormValues {
  return values.purchasePrice === '' || values.purchaseDate.trim() === ''
    ? { ...values, purchasePrice: '', purchaseDate: '' }
    : values;
}

/**
 * The listing's sale when it is later than the purchase the owner typed (`soldSince`): the
 * home's last sale, which the estimate carries in place of the purchase, so the form says so
 * under the date (QA 33: a purchase typed years before it had silently replaced it).
 */
export function laterRecordedSale(purchaseDate: string, recorded: LastSale | undefined): LastSale | undefined {
  const date = usDateToIso(purchaseDate.trim());
  if (!date || !recorded) return undefined;
  return soldSince(date, recorded) ? recorded : undefined;
}
