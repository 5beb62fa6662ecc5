import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pointInGeometry } from '@shared/geo/point-in-polygon';
import { mergeNeighbourhoods, parseNeighbourhoodFile } from '../../../functions/imports/neighbourhood-file';
import { ImportError } from '../../../functions/imports/import-problems';
import { fixtureNeighbourhoods } from '../../support/sold-report-fixture';

const ring = (west: number, south: number, size: number) => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
];

/** The City's current style: MultiPolygon, the code as a string, plain names. */
const style158 = {
  type: 'FeatureCollection',
  name: 'Neighbourhoods - 4326',
  features: [
    {
      type: 'Feature',
      properties: { _id: 1, AREA_SHORT_CODE: '174', AREA_NAME: 'South Eglinton-Davisville', CLASSIFICATION_CODE: 'NA' },
      geometry: { type: 'MultiPolygon', coordinates: [[ring(-79.4, 43.69, 0.01)]] },
    },
    {
      type: 'Feature',
      properties: { _id: 2, AREA_SHORT_CODE: '96', AREA_NAME: 'Casa Loma', CLASSIFICATION_CODE: 'NA' },
      geometry: { type: 'MultiPolygon', coordinates: [[ring(-79.42, 43.67, 0.01)]] },
    },
  ],
};

/** The older style: Polygon, the code as a number, the code repeated in the name. */
const style140 = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { AREA_SHORT_CODE: 96, AREA_NAME: 'Casa Loma (96)', LATITUDE: null },
      geometry: { type: 'Polygon', coordinates: [ring(-79.42, 43.67, 0.01)] },
    },
  ],
};

describe('reading a City of Toronto neighbourhoods file', () => {
  it('reads the current style: names, codes as text, MultiPolygons, a centre inside each', () => {
    const { records, problems } = parseNeighbourhoodFile(JSON.stringify(style158), 'Toronto');

    expect(problems).toEqual([]);
    expect(records.map(({ id, name, code, community }) => ({ id, name, code, community }))).toEqual([
      { id: 'south-eglinton-davisville', name: 'South Eglinton-Davisville', code: '174', community: 'Toronto' },
      { id: 'casa-loma', name: 'Casa Loma', code: '96', community: 'Toronto' },
    ]);
    for (const record of records) expect(pointInGeometry(record.centre, record.geometry)).toBe(true);
  });

  it('reads the older style, dropping the code from the name', () => {
    const { records } = parseNeighbourhoodFile(JSON.stringify(style140), 'Toronto');

    expect(records[0]).toMatchObject({ id: 'casa-loma', name: 'Casa Loma', code: '96' });
    expect(records[0]!.geometry.type).toBe('Polygon');
  });

  it('reports a bad feature with its number and keeps the good ones', () => {
    const file = {
      ...style158,
      features: [
        ...style158.features,
        { type: 'Feature', properties: { AREA_NAME: 'Nowhere' }, geometry: { type: 'Point', coordinates: [0, 0] } },
        { type: 'Feature', properties: { AREA_NAME: 'Casa Loma' }, geometry: style140.features[0]!.geometry },
        { type: 'Feature', properties: {}, geometry: style140.features[0]!.geometry },
      ],
    };

    const { records, problems } = parseNeighbourhoodFile(JSON.stringify(file), 'Toronto');

    expect(records).toHaveLength(2);
    expect(problems).toEqual([
      { where: 'feature 3', message: 'geometry.type: The geometry must be a Polygon or a MultiPolygon.' },
      { where: 'feature 4 (Casa Loma)', message: 'The name is already used by feature 2.' },
      { where: 'feature 5', message: 'properties.AREA_NAME: AREA_NAME is missing.' },
    ]);
  });

  it('refuses a file that is not JSON or not a FeatureCollection', () => {
    expect(() => parseNeighbourhoodFile('{ not json', 'Toronto')).toThrow(ImportError);
    expect(() => parseNeighbourhoodFile(JSON.stringify({ type: 'Feature' }), 'Toronto')).toThrow(
      'The file is not a GeoJSON FeatureCollection.',
    );
  });

  it("replaces one community's neighbourhoods, keeps the others, and keeps ids unique across the GTA", () => {
    const imported = parseNeighbourhoodFile(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: { AREA_NAME: 'Gamma Heights' }, geometry: style140.features[0]!.geometry },
        ],
      }),
      'Toronto',
    ).records;

    const merged = mergeNeighbourhoods(fixtureNeighbourhoods, imported, 'Toronto');

    expect(merged.map((n) => `${n.community}:${n.id}`)).toEqual([
      'Mississauga:gamma-heights',
      'Toronto:gamma-heights-toronto',
    ]);
  });
});

// The City's real files live beside the project (../shared/data), not in it: checked when present.
const cityFile = (count: number) =>
  new URL(`../../../../shared/data/toronto-neighbourhoods-${count}.geojson`, import.meta.url);

describe.each([158, 140])("the City's %i-neighbourhood file", (count) => {
  it.runIf(existsSync(cityFile(count)))('imports every neighbourhood with a centre inside it', () => {
    const { records, problems } = parseNeighbourhoodFile(readFileSync(cityFile(count), 'utf8'), 'Toronto');

    expect(problems).toEqual([]);
    expect(records).toHaveLength(count);
    expect(new Set(records.map((r) => r.id)).size).toBe(count);
    for (const record of records) expect(pointInGeometry(record.centre, record.geometry)).toBe(true);
    expect(JSON.stringify(records).length).toBeLessThan(400_000);
  });
});
