import { describe, expect, it } from 'vitest';
import { generateGtaDataSet } from '../../../../../infra/local/seed/gta-data-set';
import { listingDetails } from '../../../../../infra/local/seed/listings/listing-details';
import { torontoFsaNames, townFsas } from '../../../../../infra/local/seed/data/postal-districts';
import { torontoNeighbourhoods } from '../../../../../infra/local/seed/data/toronto-neighbourhoods';
import { municipalities } from '../../../../../infra/local/seed/data/municipalities';

const { listings } = generateGtaDataSet({ size: 3_000, today: '2026-06-15' });
const condos = listings.filter((l) => l.type === 'condo');
const houses = listings.filter((l) => l.type === 'detatched');

describe("the seed's listing details", () => {
  it('gives every listing a description, rooms in metres and the property page fields', () => {
    for (const listing of listings) {
      const details = listing.details!;
      expect(details.description).toMatch(/^Bright \d/);
      expect(details.postalCode).toMatch(/^[LM]\d[A-Z] \d[A-Z]\d$/);
      expect(details.rooms!.filter((room) => /^(Primary|\d\w\w Br)$/.test(room.name))).toHaveLength(
        Math.max(listing.bedroom, 1),
      );
      for (const room of details.rooms!) {
        expect(room.length).toBeGreaterThan(1.5);
        expect(room.length).toBeLessThan(12);
      }
      expect(details.garageSpace).toBe(listing.parking);
    }
  });

  it('gives rooms that together cover most of the interior size, as a floor plan does (QA 54b)', () => {
    // Scaled by the size's square root, a 700 sq ft condo's rooms added up to 370 sq ft, its
    // second bedroom 7 ft × 6 ft.
    const shares = condos
      .filter((condo) => condo.footageFrom! >= 500 && condo.footageFrom! <= 1500)
      .map((condo) => {
        const area = condo.details!.rooms!.reduce((sum, room) => sum + room.length * room.width, 0);
        return (area * 10.764) / condo.footageFrom!;
      });
    expect(shares.length).toBeGreaterThan(100);
    for (const share of shares) {
      expect(share).toBeGreaterThan(0.6);
      expect(share).toBeLessThan(0.9);
    }
    const secondBedrooms = condos.flatMap((condo) => condo.details!.rooms!.filter((room) => room.name === '2nd Br'));
    for (const room of secondBedrooms) expect(Math.min(room.length, room.width)).toBeGreaterThan(1.9);
  });

  it("fits the type: condos have a fee, an exposure and amenities; houses a driveway and their lot's size", () => {
    for (const condo of condos) {
      expect(condo.details).toMatchObject({ basement: 'None', exteriorFinish: 'Concrete' });
      expect(condo.details!.exposure).toBeDefined();
      expect(condo.details!.amenities!.length).toBeGreaterThanOrEqual(3);
      // Its building's pool is its pool (QA 54b: "None" beside an indoor pool in the amenities).
      expect(condo.details!.poolType).toBe(condo.details!.amenities!.includes('Indoor Pool') ? 'Indoor' : 'None');
      if (condo.saleType === 'Sale') expect(condo.details!.maintenance).toBeGreaterThan(0);
    }
    for (const house of houses) {
      expect(house.details!.driveWay).toBeDefined();
      expect(house.details!.exposure).toBeUndefined();
      if (house.lotFront) expect(house.details!.description).toContain(`${Math.round(house.lotFront)} x`);
      // The board's "None" reads as what it means, never "radiant heating and none."
      expect(house.details!.description).not.toMatch(/ and none\./);
      if (house.details!.cooling === 'None') expect(house.details!.description).toContain('no air conditioning');
    }
  });

  it('describes a home the same way in each of its listings, and is the same for the same listing', () => {
    const byHome = new Map<string, string>();
    for (const listing of listings) {
      const home = `${listing.address}|${listing.unit ?? ''}|${listing.type}`;
      const heating = `${listing.details!.heating} ${listing.details!.basement} ${listing.details!.postalCode}`;
      expect(byHome.get(home) ?? heating).toBe(heating);
      byHome.set(home, heating);
    }
    const { details, ...listing } = listings[0]!;
    expect(listingDetails(listing)).toEqual(details);
  });

  it("gives the units of one condo building the building's age, postal code, heating and amenities", () => {
    // An owner's form checks improvements against the year the building went up: two units of
    // one tower cannot have been built 30 years apart.
    const byBuilding = new Map<string, string>();
    let shared = 0;
    for (const listing of listings.filter((l) => l.unit)) {
      const d = listing.details!;
      const building = `${d.buildingAge} ${d.postalCode} ${d.heating} ${d.exteriorFinish} ${d.amenities?.join('/')}`;
      const key = `${listing.address}|${listing.municipality}|${listing.type}`;
      if (byBuilding.has(key)) shared++;
      expect(byBuilding.get(key) ?? building, key).toBe(building);
      byBuilding.set(key, building);
    }
    expect(shared).toBeGreaterThan(50);
  });

  it("starts a home's postal code with its district's, the same for every home of a neighbourhood (QA 53)", () => {
    // A code drawn at random put Roncesvalles in M2T, a North York district.
    expect([...torontoFsaNames].sort()).toEqual(torontoNeighbourhoods.map((n) => n.name).sort());
    expect(Object.keys(townFsas).sort()).toEqual(
      municipalities
        .map((m) => m.name)
        .filter((name) => name !== 'Toronto')
        .sort(),
    );
    const fsaOfCode = (listing: (typeof listings)[number]) => listing.details!.postalCode!.slice(0, 3);
    const byNeighbourhood = new Map<string, Set<string>>();
    for (const listing of listings) {
      const fsa = fsaOfCode(listing);
      if (listing.municipality === 'Toronto') expect(fsa).toMatch(/^M\d[A-Z]$/);
      else expect(townFsas[listing.municipality], listing.municipality).toContain(fsa);
      byNeighbourhood.set(listing.neighbour, (byNeighbourhood.get(listing.neighbour) ?? new Set()).add(fsa));
    }
    for (const [neighbourhood, fsas] of byNeighbourhood) expect([...fsas], neighbourhood).toHaveLength(1);
    const fsaIn = (neighbourhood: string) => [...byNeighbourhood.get(neighbourhood)!][0];
    expect(fsaIn('roncesvalles')).toBe('M6R');
    expect(fsaIn('harbourfront-cityplace')).toBe('M5V');
    expect(fsaIn('the-beaches')).toBe('M4E');
  });
});
