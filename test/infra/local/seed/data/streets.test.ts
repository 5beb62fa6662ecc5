import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '@shared/listing';
import { gtaNeighbourhoodTable } from '../../../../../infra/local/seed/data/gta-neighbourhoods';
import { gtaStreets } from '../../../../../infra/local/seed/data/gta-streets';
import type * as streetsModule from '../../../../../infra/local/seed/data/streets';
import { allStreets, streetsOf, towerStreets } from '../../../../../infra/local/seed/data/streets';
import { torontoStreets } from '../../../../../infra/local/seed/data/toronto-streets';

const table = gtaNeighbourhoodTable();
const byId = new Map(table.map((entry) => [entry.id, entry]));
const streetsOfId = (id: string) => streetsOf(byId.get(id)!);

/** The board's style: `Dundas St W`, `The Kingsway`, `Highway 7`; no spelled-out types or directions. */
const boardStyle = /^(?:[A-Z0-9][A-Za-z0-9']*|of)(?: (?:[A-Z0-9][A-Za-z0-9']*|of))*$/;
const spelledOut = / (?:Street|Avenue|Road|Drive|Boulevard|Crescent|Court|Parkway|West|East|North|South)$/;

describe('the street lists', () => {
  it('give every neighbourhood of the table at least one arterial and three residential streets, 4 to 12 in all', () => {
    const problems = table.flatMap((entry) => {
      const streets = streetsOf(entry);
      const all = allStreets(streets);
      const lists = [streets.arterials, streets.towers ?? [], streets.homes];
      return [
        ...(streets.arterials.length >= 1 ? [] : [`${entry.id}: no arterial`]),
        ...(streets.homes.length >= 3 ? [] : [`${entry.id}: fewer than 3 residential streets`]),
        ...(streets.towers === undefined || streets.towers.length >= 1 ? [] : [`${entry.id}: empty towers`]),
        ...(all.length >= 4 && all.length <= 12 ? [] : [`${entry.id}: ${all.length} streets`]),
        ...lists
          .filter((list) => new Set(list).size !== list.length)
          .map(() => `${entry.id}: a street twice in a list`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("hold no neighbourhood the table does not have (every name matches the City's or the table's)", () => {
    const torontoNames = new Set(table.filter((e) => e.community === 'Toronto').map((e) => e.name));
    expect(Object.keys(torontoStreets).filter((name) => !torontoNames.has(name))).toEqual([]);
    expect(Object.keys(torontoStreets)).toHaveLength(158);
    const others = Object.entries(gtaStreets).flatMap(([community, lists]) =>
      Object.keys(lists).map((name) => `${community}/${name}`),
    );
    const otherNames = table.filter((e) => e.community !== 'Toronto').map((e) => `${e.community}/${e.name}`);
    expect(others.sort()).toEqual(otherNames.sort());
  });

  it("write every street in the board's style", () => {
    const names = new Set(table.flatMap((entry) => allStreets(streetsOf(entry))));
    const offStyle = [...names].filter((name) => !boardStyle.test(name) || spelledOut.test(name));
    expect(offStyle).toEqual([]);
  });

  it('put apartments on condo streets, or on the arterials where a neighbourhood has none', () => {
    expect(towerStreets(streetsOfId('bay-cloverhill'))).toContain('St Joseph St');
    expect(towerStreets(streetsOfId('agincourt-north'))).toEqual(streetsOfId('agincourt-north').arterials);
  });

  it('keep a street to the neighbourhoods it runs through: no Dundas St W in Humber Bay Shores, Roncesvalles Ave only in the west end', () => {
    expect(allStreets(streetsOfId('humber-bay-shores'))).not.toContain('Dundas St W');
    const onRoncesvalles = table.filter((entry) => allStreets(streetsOf(entry)).includes('Roncesvalles Ave'));
    expect(onRoncesvalles.map((entry) => entry.id).sort()).toEqual(['high-park-swansea', 'roncesvalles']);
  });

  it('fail an unknown neighbourhood loudly rather than give it streets of elsewhere', () => {
    expect(() => streetsOf({ community: 'Toronto', name: 'Atlantis', id: 'atlantis' })).toThrow(
      'No streets for atlantis',
    );
  });
});

describe('the addresses', () => {
  afterEach(() => {
    vi.doUnmock('../../../../../infra/local/seed/data/streets');
    vi.resetModules();
  });

  /** What a listing is apart from where it is. */
  const withoutPlace = ({ address, unit, location, details, ...rest }: Listing) => {
    void [address, unit, location, details];
    return rest;
  };

  it('come from a random stream of their own: other street lists leave MLS numbers, dates and prices as they were', async () => {
    const options = { size: 1_500, today: '2026-05-15' };
    const { generateGtaDataSet } = await import('../../../../../infra/local/seed/gta-data-set');
    const real = generateGtaDataSet(options).listings;

    vi.resetModules();
    vi.doMock('../../../../../infra/local/seed/data/streets', async (importOriginal) => ({
      ...(await importOriginal<typeof streetsModule>()),
      streetsOf: () => ({ arterials: ['Test Rd'], homes: ['First St', 'Second St', 'Third St'] }),
    }));
    const { generateGtaDataSet: withOtherStreets } = await import('../../../../../infra/local/seed/gta-data-set');
    const other = withOtherStreets(options).listings;

    expect(other.every((listing) => /^\d+ (Test Rd|First St|Second St|Third St)$/.test(listing.address))).toBe(true);
    expect(other.map(withoutPlace)).toEqual(real.map(withoutPlace));
  }, 60_000);
});
