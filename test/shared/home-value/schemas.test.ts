import { describe, expect, it } from 'vitest';
import { homeValueMessages as m } from '@shared/home-value/messages';
import {
  addressCompleteQuerySchema,
  confirmBodySchema,
  lastListingQuerySchema,
  valuationBodySchema,
} from '@shared/home-value/schemas';

const today = '2026-05-15';
const base = {
  locationId: '88-harbour-street-toronto',
  type: 'detatched',
  bedroom: 3,
  bathroom: 2,
  parking: 1,
  address: '88 Harbour Street, Toronto',
};
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the valuation body', () => {
  it('accepts a house with no size and keeps what was given', () => {
    const parsed = valuationBodySchema(today).parse({ ...base, unit: ' ' });
    expect(parsed).toEqual({ ...base });
  });

  it('refuses no bedroom, no type, and a condo without a size, with the messages', () => {
    expect(messagesOf(valuationBodySchema(today).safeParse({ ...base, bedroom: 0 }))).toEqual([m.bedroomRequired]);
    expect(messagesOf(valuationBodySchema(today).safeParse({ ...base, type: 'castle' }))).toEqual([m.typeRequired]);
    expect(messagesOf(valuationBodySchema(today).safeParse({ ...base, type: 'condo' }))).toEqual([m.footageRequired]);
  });

  it('reads a footage range by its first part, and footageFrom before it', () => {
    expect(valuationBodySchema(today).parse({ ...base, type: 'condo', footage: '1000-1199' })).toMatchObject({
      footage: 1000,
      footageFrom: 1000,
      footageTo: 1199,
    });
    expect(valuationBodySchema(today).parse({ ...base, footage: '1000-1199', footageFrom: 900 })).toMatchObject({
      footageFrom: 900,
    });
  });

  it('reads a size as the screens write it: thousands separators, a dash of any kind, "sq ft"', () => {
    // The summary says "1,100–1,500 sq ft"; an owner who typed that into the form was told the
    // size was not a number of square feet.
    const size = (footage: string) => {
      const { footageFrom, footageTo } = valuationBodySchema(today).parse({ ...base, type: 'condo', footage });
      return [footageFrom, footageTo];
    };
    expect(size('1,100–1,500 sq ft')).toEqual([1100, 1500]);
    expect(size('1,100 — 1,500')).toEqual([1100, 1500]);
    expect(size('1,100\u20111,500')).toEqual([1100, 1500]);
    expect(size('1100 - 1500 sqft')).toEqual([1100, 1500]);
    expect(size('850 sq. ft.')).toEqual([850, undefined]);
    expect(size('2,250')).toEqual([2250, undefined]);
    // A space is no thousands separator: '800 899' is a range typed without its dash, not
    // 800,899 sq ft. (A size out of 100–100,000 sq ft has its own message: below.)
    const huge = `9${' '.repeat(20_000)}x sq ft`;
    for (const footage of ['85o', '1,100 to 1,500', '1.100,5', '-', '12,34', '800 899', '0 499', '1,00', huge]) {
      expect(
        messagesOf(valuationBodySchema(today).safeParse({ ...base, type: 'condo', footage })),
        footage.slice(0, 20),
      ).toEqual([m.footageInvalid]);
    }
  });

  it('refuses a size no home has, typed or sent as a number, and a lot no home stands on (QA 36 M1, M2)', () => {
    const parse = (changes: object) => valuationBodySchema(today).safeParse({ ...base, type: 'condo', ...changes });
    // 1 sq ft valued a house at $2,539; 0.01 by 0.01 ft lowered one by $180,000.
    for (const footage of [1, '1', '99', '50-99', '999,999', 100_001])
      expect(messagesOf(parse({ footage })), String(footage)).toEqual([m.footageOutOfRange]);
    expect(messagesOf(parse({ footage: '1000', footageFrom: 1 }))).toEqual([m.footageOutOfRange]);
    expect(messagesOf(parse({ footage: '1000', footageTo: 100_001 }))).toEqual([m.footageOutOfRange]);
    for (const footage of [100, '100', '0-499', '300-399', 100_000])
      expect(parse({ footage }).success, String(footage)).toBe(true);
    for (const lot of [0.01, 4.9, 10_001])
      expect(messagesOf(parse({ footage: 800, lotFront: lot, lotDepth: 100 })), String(lot)).toEqual([m.lotOutOfRange]);
    expect(parse({ footage: 800, lotFront: 5, lotDepth: 10_000 }).success).toBe(true);
  });

  it('takes numbers and plain numerals only: never a boolean, an array or a hexadecimal (QA 36 M3)', () => {
    const parse = (changes: object) => valuationBodySchema(today).safeParse({ ...base, ...changes });
    expect(messagesOf(parse({ bedroom: true }))).toEqual([m.bedroomRequired]);
    expect(messagesOf(parse({ bedroom: [3] }))).toEqual([m.bedroomRequired]);
    for (const parking of ['0x10', '1e1', true, [1]])
      expect(messagesOf(parse({ parking })), String(parking)).toEqual([m.countInvalid]);
    const improvement = { randomId: 'a', area: 'Kitchen', completionDate: '2025-01-01' };
    expect(messagesOf(parse({ homeImprovements: [{ ...improvement, cost: true }] }))).toEqual([
      m.improvementCostInvalid,
    ]);
    expect(messagesOf(parse({ purchasePrice: [900_000], purchaseDate: '2020-01-01' }))).toEqual([
      m.purchasePriceInvalid,
    ]);
    // The form's numerals still read as numbers.
    expect(
      parse({ bedroom: '3', parking: ' 2 ', purchasePrice: '900000', purchaseDate: '2020-01-01' }).data,
    ).toMatchObject({
      bedroom: 3,
      parking: 2,
      purchasePrice: 900_000,
    });
  });

  it('says what is wrong with a bedroom count: none, too many, or not whole (QA 36 M5)', () => {
    const messages = (bedroom: unknown) => messagesOf(valuationBodySchema(today).safeParse({ ...base, bedroom }));
    expect(messages(99)).toEqual([m.bedroomInvalid]);
    expect(messages(1.5)).toEqual([m.bedroomInvalid]);
    expect(messages(-1)).toEqual([m.bedroomRequired]);
    expect(messages(undefined)).toEqual([m.bedroomRequired]);
  });

  it("takes the board's smallest range, 0-499, as a size, but not a size of 0", () => {
    expect(valuationBodySchema(today).parse({ ...base, type: 'condo', footage: '0-499' })).toMatchObject({
      footageFrom: 0,
      footageTo: 499,
    });
    for (const footage of ['0', '0-0']) {
      expect(messagesOf(valuationBodySchema(today).safeParse({ ...base, type: 'condo', footage }))).toEqual([
        m.footageRequired,
      ]);
    }
  });

  it('drops empty improvements and refuses a purchase date in the future', () => {
    const parsed = valuationBodySchema(today).parse({
      ...base,
      homeImprovements: [
        { randomId: '', area: '', cost: '', completionDate: '' },
        { randomId: 'a1', area: 'Kitchen', cost: 20000, completionDate: '2024-01-02' },
      ],
    });
    expect(parsed.homeImprovements).toEqual([
      { randomId: 'a1', area: 'Kitchen', cost: 20000, completionDate: '2024-01-02' },
    ]);
    expect(valuationBodySchema(today).safeParse({ ...base, purchaseDate: '2027-01-01' }).success).toBe(false);
  });

  it('refuses a purchase price no home sells for, on its field, and keeps a real one', () => {
    for (const purchasePrice of [5, 1_900, 9_999, 2_000_000_000]) {
      const result = valuationBodySchema(today).safeParse({ ...base, purchaseDate: '2024-01-02', purchasePrice });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['purchasePrice', 'Enter a purchase price from $10,000 to $1,000,000,000.'],
      ]);
    }
    const kept = valuationBodySchema(today).parse({ ...base, purchaseDate: '2024-01-02', purchasePrice: '1200000' });
    expect(kept.purchasePrice).toBe(1_200_000);
  });

  // QA 74a M3: a price typed without its date was stored and left out of the estimate without a
  // word: a price is carried to today from the day it was paid.
  it('refuses a purchase price without its date, on the date', () => {
    const result = valuationBodySchema(today).safeParse({ ...base, purchasePrice: 900_000 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['purchaseDate', m.purchaseDateRequired],
    ]);
    expect(m.purchaseDateRequired).toBe('Enter the purchase date too: the price is carried to today from that day.');
  });

  // QA 75a M1: a date kept without its price was used nowhere: the value, the chart's Since Sold
  // and the improvements before the purchase all went on as if there had been none.
  it('refuses a purchase date without its price, on the price, and keeps the two together', () => {
    const result = valuationBodySchema(today).safeParse({ ...base, purchaseDate: '2024-01-02' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['purchasePrice', 'Enter the purchase price too, or clear the date: a date alone is not used.'],
    ]);
    const kept = valuationBodySchema(today).parse({ ...base, purchaseDate: '2024-01-02', purchasePrice: 900_000 });
    expect([kept.purchaseDate, kept.purchasePrice]).toEqual(['2024-01-02', 900_000]);
  });
});

describe('improvements with impossible dates (issue 25 "Bad input")', () => {
  const improvement = (completionDate: string) => ({ randomId: 'r1', area: 'Kitchen', cost: 60_000, completionDate });
  const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('refuses a completion date in the future, or not a calendar date, on its own field', () => {
    const body = { ...base, homeImprovements: [improvement('2024-04-01'), improvement('2026-05-16')] };
    expect(issuesOf(valuationBodySchema(today).safeParse(body))).toEqual([
      ['homeImprovements.1.completionDate', m.improvementInFuture],
    ]);
    expect(
      issuesOf(valuationBodySchema(today).safeParse({ ...base, homeImprovements: [improvement('2024-02-31')] })),
    ).toEqual([['homeImprovements.0.completionDate', 'Enter a completion date that exists, such as 06/15/2025.']]);
  });

  it('says which field of an improvement is wrong: a cost past $100,000,000, or no area', () => {
    const costly = { ...improvement('2024-04-01'), cost: 200_000_000 };
    expect(issuesOf(valuationBodySchema(today).safeParse({ ...base, homeImprovements: [costly] }))).toEqual([
      ['homeImprovements.0.cost', 'Enter a cost from $0 to $100,000,000.'],
    ]);
    const unnamed = { ...improvement('2024-04-01'), area: '  ' };
    expect(issuesOf(valuationBodySchema(today).safeParse({ ...base, homeImprovements: [unnamed] }))).toEqual([
      ['homeImprovements.0.area', 'Name what was improved, such as Kitchen (at most 100 characters).'],
    ]);
  });

  it("names an improvement's missing or overlong id, not the three fields its sender filled (QA 36 L7)", () => {
    const filled = { area: 'Kitchen', cost: 45_000, completionDate: '2025-01-01' };
    for (const randomId of [undefined, '', '  ', 'x'.repeat(65), 7])
      expect(
        messagesOf(valuationBodySchema(today).safeParse({ ...base, homeImprovements: [{ ...filled, randomId }] })),
        String(randomId),
      ).toEqual([m.improvementIdInvalid]);
    expect(
      valuationBodySchema(today).parse({ ...base, homeImprovements: [{ ...filled, randomId: 'k1' }] }).homeImprovements,
    ).toHaveLength(1);
  });

  it('refuses one before the home was built, when its listings say so, and before any GTA home stood', () => {
    const body = { ...base, homeImprovements: [improvement('2008-12-31')] };
    expect(issuesOf(valuationBodySchema(today, { earliestYearBuilt: 2009 }).safeParse(body))).toEqual([
      ['homeImprovements.0.completionDate', m.improvementBeforeBuilt],
    ]);
    expect(valuationBodySchema(today, { earliestYearBuilt: 2008 }).safeParse(body).success).toBe(true);
    expect(
      messagesOf(valuationBodySchema(today).safeParse({ ...base, homeImprovements: [improvement('1205-06-01')] })),
    ).toEqual([m.improvementBeforeBuilt]);
  });
});

describe('the address search', () => {
  it('asks for an address when none is typed, and says when the one typed is too long (QA 36 L1)', () => {
    expect(messagesOf(addressCompleteQuerySchema.safeParse({ q: '  ' }))).toEqual([m.queryRequired]);
    expect(messagesOf(addressCompleteQuerySchema.safeParse({ q: `1 ${'a'.repeat(100)}` }))).toEqual([m.queryTooLong]);
    expect(addressCompleteQuerySchema.parse({ q: ` 25 Acacia ${'a'.repeat(80)} ` }).q).toHaveLength(90);
  });

  it('asks once for the address of a last listing when none is given (QA 36 L13: the message came twice)', () => {
    for (const locationId of ['', '  ', undefined, 'X'.repeat(201)])
      expect(messagesOf(lastListingQuerySchema.safeParse({ locationId })), String(locationId)).toEqual([
        m.locationRequired,
      ]);
  });
});

describe('the confirmation payload', () => {
  it('needs a number, not an array or a boolean (QA 36 M3: [1500000] was confirmed)', () => {
    for (const confirmedValue of [[1_500_000], true, '0x16E360'])
      expect(messagesOf(confirmBodySchema.safeParse({ confirmedValue })), String(confirmedValue)).toEqual([
        m.confirmedValueInvalid,
      ]);
    expect(confirmBodySchema.parse({ confirmedValue: '1500000' }).confirmedValue).toBe(1_500_000);
  });

  it('keeps line breaks in the notes and refuses other control characters, as an improvement area does (QA 36 L5)', () => {
    expect(confirmBodySchema.parse({ confirmedValue: 900_000, notes: 'New roof.\r\nSee photos.' }).notes).toBe(
      'New roof.\r\nSee photos.',
    );
    for (const notes of ['a\u0000b', 'red \u001b[31m text', 'half \ud800 a pair'])
      for (const field of ['notes', 'privateNotes'])
        expect(messagesOf(confirmBodySchema.safeParse({ confirmedValue: 900_000, [field]: notes })), field).toEqual([
          m.notesCharacters,
        ]);
    const improvement = { randomId: 'a', area: 'Kitchen\u0000', cost: 1000, completionDate: '2025-01-01' };
    expect(messagesOf(valuationBodySchema(today).safeParse({ ...base, homeImprovements: [improvement] }))).toEqual([
      m.improvementAreaInvalid,
    ]);
  });

  it('says notes must be text when they are not (QA 36 L6: a number read "at most 2000 characters")', () => {
    for (const notes of [5, true, ['a'], { text: 'a' }])
      for (const field of ['notes', 'privateNotes'])
        expect(messagesOf(confirmBodySchema.safeParse({ confirmedValue: 900_000, [field]: notes })), field).toEqual([
          m.notesNotText,
        ]);
  });

  it('needs a number', () => {
    expect(messagesOf(confirmBodySchema.safeParse({ confirmedValue: 'lots' }))).toEqual([m.confirmedValueInvalid]);
    expect(confirmBodySchema.parse({ confirmedValue: '950000', notes: ' ok ' })).toEqual({
      confirmedValue: 950000,
      notes: 'ok',
    });
  });

  it('refuses a value under $10,000 or over $100,000,000 with the message (issue 25: $2 was accepted)', () => {
    for (const confirmedValue of [2, 9_999, -5, 0, 100_000_001, '2']) {
      expect(messagesOf(confirmBodySchema.safeParse({ confirmedValue }))).toEqual([m.confirmedValueRange]);
    }
    expect(confirmBodySchema.parse({ confirmedValue: 10_000 }).confirmedValue).toBe(10_000);
    expect(confirmBodySchema.parse({ confirmedValue: 100_000_000 }).confirmedValue).toBe(100_000_000);
  });
});
