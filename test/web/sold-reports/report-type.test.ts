import { describe, expect, it } from 'vitest';
import { propertyTypes, type PropertyType } from '@shared/property-types';
import { reportType } from '../../../web/src/features/sold-reports/report-type';

const reports = (sales: Partial<Record<PropertyType, number | null>>) =>
  Object.fromEntries(
    propertyTypes.map((type) => [type, { soldNumber: sales[type] === undefined ? 0 : sales[type] }]),
  ) as Record<PropertyType, { soldNumber: number | null }>;

describe('the sold report type (document 1 §4.1, DECISIONS row 27)', () => {
  it("takes the route's type, even one without sales", () => {
    expect(reportType('multi', reports({ detatched: 4 }))).toBe('multi');
  });

  it("defaults to the first type with sales in document 1's order", () => {
    expect(reportType(undefined, reports({ condo: 3, semiDetatched: 1, multi: 2 }))).toBe('semiDetatched');
    expect(reportType(undefined, reports({ condoTownhouse: 1, condo: 5 }))).toBe('condo');
  });

  it('opens a visitor on a type whose figures show before one whose count is withheld (QA 21c F6)', () => {
    expect(reportType(undefined, reports({ semiDetatched: null, condo: 3 }))).toBe('condo');
  });

  it("counts a visitor's withheld count (1 or 2 sales) as a type with sales when no other shows", () => {
    expect(reportType(undefined, reports({ semiDetatched: null, condo: null }))).toBe('semiDetatched');
  });

  it('defaults to detatched when nothing sold', () => {
    expect(reportType(undefined, reports({}))).toBe('detatched');
  });
});
