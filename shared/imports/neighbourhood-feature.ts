import * as z from 'zod';

/**
 * A feature of a City of Toronto neighbourhoods GeoJSON file, in both of the City's styles:
 * the 158-neighbourhood file (MultiPolygon, `AREA_SHORT_CODE` a string, plain names) and the
 * older 140 (Polygon, an integer code, names suffixed with the code: "Casa Loma (96)").
 */
const longitude = z.number().min(-180).max(180);
const latitude = z.number().min(-90).max(90);
const position = z
  .tuple([longitude, latitude], { error: 'Each position must be [longitude, latitude].' })
  .rest(z.number());
const ring = z.array(position).min(4, 'A ring needs at least 4 positions.');
const polygon = z.array(ring).min(1, 'A polygon needs an outer ring.');

export const neighbourhoodFeatureSchema = z.object({
  type: z.literal('Feature'),
  properties: z.object({
    AREA_NAME: z.string({ error: 'AREA_NAME is missing.' }).trim().min(1, 'AREA_NAME is empty.').max(120),
    AREA_SHORT_CODE: z.union([z.string(), z.number()]).optional(),
  }),
  geometry: z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('Polygon'), coordinates: polygon }),
      z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(polygon).min(1) }),
    ],
    { error: 'The geometry must be a Polygon or a MultiPolygon.' },
  ),
});
export type NeighbourhoodFeature = z.output<typeof neighbourhoodFeatureSchema>;

export const featureCollectionSchema = z.object({
  type: z.literal('FeatureCollection', { error: 'The file is not a GeoJSON FeatureCollection.' }),
  features: z.array(z.unknown()).min(1, 'The file has no features.'),
});

/** "Casa Loma (96)" → "Casa Loma": the older file repeats the code in the name. */
export const neighbourhoodName = (areaName: string) => areaName.replace(/\s*\(\d+\)\s*$/, '').trim();
