import { describe, expect, it } from 'vitest';
import { comparablesInOrder } from '@shared/annual-report/comparables';
import type { AnnualReport } from '@shared/annual-report/types';
import { subjectLocation } from '@shared/annual-report/comparables';
import { distanceFromHome } from '@shared/pdf/annual-report/facts';
import { sample } from './annual-report-fixtures';

/** A home with no listing still has a position: its valuation's address (review finding 4). */
describe("the home's position in the annual report", () => {
  const comparable = sample.similarSolds.find((p) => p.location)!;
  const unlisted: AnnualReport = {
    ...sample,
    propertyDetails: undefined,
    location: { lat: comparable.location!.lat + 0.01, lon: comparable.location!.lon },
  };

  it("measures distances from the valuation's address when the home has no listing", () => {
    expect(subjectLocation(unlisted)).toEqual(unlisted.location);
    expect(distanceFromHome(unlisted, comparable)).toBe('1.1 km');
  });

  it("gives a sale in the home's own building as '< 0.1 km', not '0.0 km' (QA 55a)", () => {
    const sameBuilding: AnnualReport = { ...sample, propertyDetails: undefined, location: comparable.location };

    expect(distanceFromHome(sameBuilding, comparable)).toBe('< 0.1 km');
    expect(
      distanceFromHome(
        { ...sameBuilding, location: { ...comparable.location!, lat: comparable.location!.lat + 0.0006 } },
        comparable,
      ),
    ).toBe('0.1 km');
  });

  it("prefers the listing's position when the home has one", () => {
    const listed = { ...sample, location: { lat: 0, lon: 0 } };

    expect(subjectLocation(listed)).toEqual(sample.propertyDetails!.summary.location);
  });

  it("shows '-' when neither the listing nor the address gives a position", () => {
    const nowhere: AnnualReport = { ...sample, propertyDetails: undefined, location: undefined };

    expect(distanceFromHome(nowhere, comparable)).toBe('-');
  });
});

/** One order for the modal, the table, the map and the cards (QA 63a L7). */
describe("the report's comparables in order", () => {
  const home = sample.propertyDetails!.summary.location!;
  const sale = (mls: string, km: number, type = sample.homeValue.request.type) => ({
    ...sample.similarSolds[0]!,
    mls,
    type,
    location: { lat: home.lat + km / 111.2, lon: home.lon },
  });

  it("puts the home's own type first, each kind nearest first, in whatever order they were added", () => {
    const report = {
      ...sample,
      similarSolds: [sale('far', 2.8), sale('semi', 0.2, 'semiDetatched'), sale('farther', 3.1), sale('near', 1.7)],
    };

    expect(comparablesInOrder(report).map((p) => p.mls)).toEqual(['near', 'far', 'farther', 'semi']);
  });
});
