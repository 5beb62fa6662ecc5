import { describe, expect, it } from 'vitest';
import type { AnnualReport } from '@shared/annual-report/types';
import { distanceFromHome, subjectLocation } from '@shared/pdf/annual-report/facts';
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
