import { describe, expect, it } from 'vitest';
import { neighbourhoodGeoJson } from '@shared/geo/neighbourhood-geojson';
import type { Neighbourhood, Position } from '@shared/neighbourhood';

const squareRings = (lon: number, lat: number): Position[][] => [
  [
    [lon, lat],
    [lon + 0.01, lat],
    [lon + 0.01, lat + 0.01],
    [lon, lat + 0.01],
    [lon, lat],
  ],
];

const annex: Neighbourhood = {
  id: 'annex',
  name: 'Annex',
  community: 'Toronto',
  centre: [-79.405, 43.67],
  geometry: { type: 'Polygon', coordinates: squareRings(-79.41, 43.665) },
};
const leaside: Neighbourhood = {
  id: 'leaside',
  name: 'Leaside',
  community: 'Toronto',
  centre: [-79.365, 43.705],
  geometry: { type: 'MultiPolygon', coordinates: [squareRings(-79.37, 43.7)] },
};

describe('the neighbourhood GeoJSON the maps draw', () => {
  it('keys each outline by its neighbourhood id and keeps its geometry as it is', () => {
    const { outlines } = neighbourhoodGeoJson([annex, leaside]);

    expect(outlines.type).toBe('FeatureCollection');
    expect(outlines.features.map((feature) => feature.id)).toEqual(['annex', 'leaside']);
    expect(outlines.features[0]).toEqual({
      type: 'Feature',
      id: 'annex',
      properties: { id: 'annex', name: 'Annex' },
      geometry: annex.geometry,
    });
    expect(outlines.features[1]!.geometry).toBe(leaside.geometry);
  });

  it("puts each name on the neighbourhood's centre", () => {
    const { centres } = neighbourhoodGeoJson([annex, leaside]);

    expect(centres.features.map((feature) => [feature.properties.name, feature.geometry])).toEqual([
      ['Annex', { type: 'Point', coordinates: [-79.405, 43.67] }],
      ['Leaside', { type: 'Point', coordinates: [-79.365, 43.705] }],
    ]);
  });

  it('draws nothing for an empty list', () => {
    expect(neighbourhoodGeoJson([])).toEqual({
      outlines: { type: 'FeatureCollection', features: [] },
      centres: { type: 'FeatureCollection', features: [] },
    });
  });
});
