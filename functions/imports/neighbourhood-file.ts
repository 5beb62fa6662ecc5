import type { Neighbourhood, Position } from '@shared/neighbourhood';
import { slugify } from '@shared/neighbourhood';
import { interiorPoint, simplifyGeometry } from '@shared/geo/shape';
import {
  featureCollectionSchema,
  neighbourhoodFeatureSchema,
  neighbourhoodName,
} from '@shared/imports/neighbourhood-feature';
import { ImportError, type ImportProblem, type ParsedFile } from './import-problems';

const toPosition = ([lon, lat]: readonly number[]): Position => [lon!, lat!];

/**
 * Reads a City of Toronto style neighbourhoods file (GeoJSON: `AREA_NAME`, `AREA_SHORT_CODE`,
 * Polygon or MultiPolygon) into neighbourhoods of `community`. A feature that breaks a rule
 * is reported with its number and skipped; a file that is not a FeatureCollection is refused.
 */
export function parseNeighbourhoodFile(text: string, community: string): ParsedFile<Neighbourhood> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ImportError(`The file is not valid JSON: ${(error as Error).message}`);
  }
  const collection = featureCollectionSchema.safeParse(json);
  if (!collection.success) throw new ImportError(collection.error.issues[0]?.message ?? 'Not a FeatureCollection.');

  const records: Neighbourhood[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Map<string, number>();
  for (const [index, raw] of collection.data.features.entries()) {
    const number = index + 1;
    const parsed = neighbourhoodFeatureSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push({
        where: `feature ${number}`,
        message: `${issue?.path.join('.') || 'feature'}: ${issue?.message}`,
      });
      continue;
    }
    const { properties, geometry } = parsed.data;
    const name = neighbourhoodName(properties.AREA_NAME);
    const where = `feature ${number} (${name})`;
    const id = slugify(name);
    const first = seen.get(id);
    if (!id || first) {
      problems.push({
        where,
        message: id ? `The name is already used by feature ${first}.` : 'The name gives no usable id.',
      });
      continue;
    }
    seen.set(id, number);

    const shape = simplifyGeometry(
      geometry.type === 'Polygon'
        ? { type: 'Polygon', coordinates: geometry.coordinates.map((ring) => ring.map(toPosition)) }
        : {
            type: 'MultiPolygon',
            coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => ring.map(toPosition))),
          },
    );
    records.push({
      id,
      name,
      community,
      ...(properties.AREA_SHORT_CODE !== undefined && { code: String(properties.AREA_SHORT_CODE) }),
      centre: interiorPoint(shape),
      geometry: shape,
    });
  }
  return { records, problems };
}

/**
 * The set after an import: the other communities' neighbourhoods kept, this community's
 * replaced. An imported id that another community already uses gets the community's name
 * appended, so ids stay unique across the GTA.
 */
export function mergeNeighbourhoods(
  current: Neighbourhood[],
  imported: Neighbourhood[],
  community: string,
): Neighbourhood[] {
  const kept = current.filter((neighbourhood) => neighbourhood.community !== community);
  const taken = new Set(kept.map((neighbourhood) => neighbourhood.id));
  return [
    ...kept,
    ...imported.map((neighbourhood) =>
      taken.has(neighbourhood.id)
        ? { ...neighbourhood, id: `${neighbourhood.id}-${slugify(community)}` }
        : neighbourhood,
    ),
  ];
}
