import { describe, expect, it } from 'vitest';
import { createNeighbourhoodLocator } from '@shared/geo/neighbourhood-locator';
import { parseListingFile } from '../../../functions/imports/listing-file';
import { ImportError } from '../../../functions/imports/import-problems';
import { fixtureNeighbourhoods } from '../../support/sold-report-fixture';

const locator = createNeighbourhoodLocator(fixtureNeighbourhoods);
const locate = (point: [number, number]) => fixtureNeighbourhoods.find((n) => n.id === locator.locate(point));
const header =
  'mls,address,unit,municipality,type,saleType,status,listDate,soldDate,closeDate,listingPrice,soldPrice,bedroom,bathroom,parking,footage,lotFront,lotDepth,lat,lon';

const csv = (...rows: string[]) => [header, ...rows].join('\n');

describe('reading a listings CSV', () => {
  it('turns a row into a listing in the neighbourhood its coordinates fall in', () => {
    const { records, problems } = parseListingFile(
      csv(
        'C5550001,12 Alpha Road,,Toronto,Detached,sale,sold,2026-04-01,2026-04-21,2026-06-01,1000000,1050000,4,3,2,2000-2499,40,120,43.65,-79.39',
      ),
      locate,
      '2026-06-15',
    );

    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject({
      mls: 'C5550001',
      type: 'detatched',
      saleType: 'Sale',
      status: 'sold',
      neighbour: 'alpha-park',
      community: 'Toronto',
      area: 'Toronto',
      dom: 20,
      soldPrice: 1_050_000,
      footageFrom: 2000,
      footageTo: 2499,
      lotFront: 40,
      landFront: 40,
      location: { lat: 43.65, lon: -79.39 },
    });
  });

  it('keeps a parking count the file leaves blank as not known, and a 0 as none (QA 25a)', () => {
    // A blank written as 0 read as "sold with no space": an owner's space then moved the value
    // as if bought since, or (read as unknown) a condo bought without one never counted one added.
    const { records, problems } = parseListingFile(
      csv(
        'C5550004,18 Alpha Road,,Toronto,Detached,sale,sold,2026-04-01,2026-04-21,2026-06-01,1000000,1050000,4,3,,2000-2499,40,120,43.65,-79.39',
        'C5550005,20 Alpha Road,,Toronto,Detached,sale,sold,2026-04-01,2026-04-21,2026-06-01,1000000,1050000,4,3,0,2000-2499,40,120,43.65,-79.39',
      ),
      locate,
      '2026-06-15',
    );

    expect(problems).toEqual([]);
    expect(records[0]).not.toHaveProperty('parking');
    expect(records[0]).not.toHaveProperty('totalParking');
    expect(records[1]).toMatchObject({ parking: 0, totalParking: 0 });
  });

  it('reads a lot side of 0 as not known, as the property page does, never as a real size', () => {
    // A board writes 0 for a side it does not know: kept, the valuation form said "Left blank:
    // the listing's 0 ft is valued.", the model read a house on no frontage and the annual
    // report printed "0 × 120 ft".
    const { records, problems } = parseListingFile(
      csv(
        'C5550002,14 Alpha Road,,Toronto,Detached,sale,sold,2026-04-01,2026-04-21,2026-06-01,1000000,1050000,4,3,2,2000-2499,0,120,43.65,-79.39',
        'C5550003,16 Alpha Road,,Toronto,Detached,sale,sold,2026-04-01,2026-04-21,2026-06-01,1000000,1050000,4,3,2,2000-2499,35,0,43.65,-79.39',
      ),
      locate,
      '2026-06-15',
    );

    expect(problems).toEqual([]);
    expect(records[0]).toMatchObject({ lotDepth: 120, landDepth: 120 });
    expect(records[0]).not.toHaveProperty('lotFront');
    expect(records[0]).not.toHaveProperty('landFront');
    expect(records[1]).toMatchObject({ lotFront: 35, landFront: 35 });
    expect(records[1]).not.toHaveProperty('lotDepth');
    expect(records[1]).not.toHaveProperty('landDepth');
  });

  it("keeps the day a listing's asking price changed, where it changed, and refuses one before the listing", () => {
    const withChange = `${header},originalPrice,priceChangeDate`;
    const row = (mls: string, original: string, changed: string) =>
      `${mls},12 Alpha Road,,Toronto,Detached,Sale,forSale,2026-04-01,,,1000000,,4,3,2,,,,43.65,-79.39,${original},${changed}`;
    const { records, problems } = parseListingFile(
      [
        withChange,
        row('C5550011', '1099000', '2026-05-02'),
        row('C5550012', '1000000', '2026-05-02'),
        row('C5550013', '1099000', '2026-03-02'),
        row('C5550014', '1099000', '2026-07-01'),
        `C5550015,14 Alpha Road,,Toronto,Detached,Sale,sold,2026-04-01,2026-04-21,2026-06-01,1000000,990000,4,3,2,,,,43.65,-79.39,1099000,2026-05-02`,
      ].join('\n'),
      locate,
      '2026-06-15',
    );

    expect(records[0]).toMatchObject({
      originalPrice: 1_099_000,
      listingPrice: 1_000_000,
      priceChangeDate: '2026-05-02',
    });
    // The same price before and after: no change to show, whatever the column says.
    expect(records[1]).not.toHaveProperty('priceChangeDate');
    // A day still to come (today is 2026-06-15) is left out; a day after the sale is refused.
    expect(records.find((r) => r.mls === 'C5550014')).not.toHaveProperty('priceChangeDate');
    expect(records.map((r) => r.mls)).toEqual(['C5550011', 'C5550012', 'C5550014']);
    expect(problems).toEqual([
      { where: 'line 4', message: 'priceChangeDate: priceChangeDate is before listDate.' },
      { where: 'line 6', message: 'priceChangeDate: priceChangeDate is after the listing ended (soldDate).' },
    ]);
  });

  it('skips each bad row with its line number and keeps the good ones', () => {
    const { records, problems } = parseListingFile(
      csv(
        'C5550001,12 Alpha Road,,Toronto,Detached,Sale,sold,2026-04-01,2026-04-21,,1000000,1050000,4,3,2,,,,43.65,-79.39',
        'C5550002,13 Alpha Road,,Toronto,Castle,Sale,forSale,2026-04-01,,,1000000,,4,3,2,,,,43.65,-79.39',
        'C5550003,14 Alpha Road,,Toronto,condo,Sale,sold,2026-04-01,,,600000,,2,1,1,,,,43.65,-79.39',
        'C5550004,15 Alpha Road,,Toronto,condo,Sale,forSale,2026-04-01,,,-5,,2,1,1,,,,43.65,-79.39',
        'C5550005,16 Far Road,,Toronto,condo,Sale,forSale,2026-04-01,,,600000,,2,1,1,,,,45.00,-75.00',
        'C5550001,12 Alpha Road,,Toronto,Detached,Sale,forSale,2026-04-01,,,1000000,,4,3,2,,,,43.65,-79.39',
        'C5550006,17 Beta Road,,Toronto,semi-detached,Lease,forLease,2026-05-01,,,3200,,3,2,1,,,,43.65,-79.37',
      ),
      locate,
      '2026-06-15',
    );

    expect(records.map((r) => r.mls)).toEqual(['C5550001', 'C5550006']);
    expect(problems).toEqual([
      { where: 'line 3', message: 'type: type "Castle" is not a property type.' },
      { where: 'line 4', message: 'soldDate: A sold listing needs soldDate and soldPrice.' },
      { where: 'line 5', message: 'listingPrice: listingPrice must be at least 1.' },
      { where: 'line 6', message: 'lat/lon 45, -75 is outside every neighbourhood.' },
      { where: 'line 7', message: 'mls C5550001 already appears on line 2.' },
    ]);
    expect(records[1]).toMatchObject({ type: 'semiDetatched', neighbour: 'beta-village', dom: 45 });
  });

  it('refuses a file without the required columns, or without rows', () => {
    expect(() => parseListingFile('mls,address\nC1,1 Road', locate, '2026-06-15')).toThrow(
      'The file lacks the required columns: municipality, type, saleType, status, listDate, listingPrice, bedroom, bathroom, lat, lon.',
    );
    expect(() => parseListingFile(header, locate, '2026-06-15')).toThrow(ImportError);
  });
});
