import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Neighbourhood, Position } from '@shared/neighbourhood';
import { orderCommunities, slugify } from '@shared/neighbourhood';
import { pointInGeometry } from '@shared/geo/point-in-polygon';
import { gtaNeighbourhoodTable } from '../../../../../infra/local/seed/data/gta-neighbourhoods';
import { municipalities, municipality } from '../../../../../infra/local/seed/data/municipalities';
import { buildNeighbourhoodPolygons } from '../../../../../infra/local/seed/data/neighbourhood-polygons';
import { torontoNeighbourhoods } from '../../../../../infra/local/seed/data/toronto-neighbourhoods';
import { createRandom } from '../../../../../infra/local/seed/random';

/** The City of Toronto's 158 neighbourhood names (2022). */
// prettier-ignore
const cityNames = [
  'Agincourt North', 'Agincourt South-Malvern West', 'Alderwood', 'Annex', 'Avondale', 'Banbury-Don Mills',
  'Bathurst Manor', 'Bay-Cloverhill', 'Bayview Village', 'Bayview Woods-Steeles', 'Bedford Park-Nortown',
  'Beechborough-Greenbrook', 'Bendale South', 'Bendale-Glen Andrew', 'Birchcliffe-Cliffside', 'Black Creek',
  'Blake-Jones', 'Briar Hill-Belgravia', 'Bridle Path-Sunnybrook-York Mills', 'Broadview North',
  'Brookhaven-Amesbury', 'Cabbagetown-South St.James Town', 'Caledonia-Fairbank', 'Casa Loma',
  'Centennial Scarborough', 'Church-Wellesley', 'Clairlea-Birchmount', 'Clanton Park', 'Cliffcrest',
  'Corso Italia-Davenport', 'Danforth', 'Danforth East York', 'Don Valley Village', 'Dorset Park',
  'Dovercourt Village', 'Downsview', 'Downtown Yonge East', 'Dufferin Grove', 'East End-Danforth', "East L'Amoreaux",
  'East Willowdale', 'Edenbridge-Humber Valley', 'Eglinton East', 'Elms-Old Rexdale', 'Englemount-Lawrence',
  'Eringate-Centennial-West Deane', 'Etobicoke City Centre', 'Etobicoke West Mall', 'Fenside-Parkwoods',
  'Flemingdon Park', 'Forest Hill North', 'Forest Hill South', 'Fort York-Liberty Village', 'Glenfield-Jane Heights',
  'Golfdale-Cedarbrae-Woburn', 'Greenwood-Coxwell', 'Guildwood', 'Harbourfront-CityPlace', 'Henry Farm',
  'High Park North', 'High Park-Swansea', 'Highland Creek', 'Hillcrest Village', 'Humber Bay Shores',
  'Humber Heights-Westmount', 'Humber Summit', 'Humbermede', 'Humewood-Cedarvale', 'Ionview', 'Islington',
  'Junction Area', 'Junction-Wallace Emerson', 'Keelesdale-Eglinton West', 'Kennedy Park', 'Kensington-Chinatown',
  'Kingsview Village-The Westway', 'Kingsway South', "L'Amoreaux West", 'Lambton Baby Point', 'Lansing-Westgate',
  'Lawrence Park North', 'Lawrence Park South', 'Leaside-Bennington', 'Little Portugal', 'Long Branch',
  'Malvern East', 'Malvern West', 'Maple Leaf', 'Markland Wood', 'Milliken', 'Mimico-Queensway', 'Morningside',
  'Morningside Heights', 'Moss Park', 'Mount Dennis', 'Mount Olive-Silverstone-Jamestown', 'Mount Pleasant East',
  'New Toronto', 'Newtonbrook East', 'Newtonbrook West', 'North Riverdale', 'North St.James Town', 'North Toronto',
  "O'Connor-Parkview", 'Oakdale-Beverley Heights', 'Oakridge', 'Oakwood Village', 'Old East York',
  'Palmerston-Little Italy', "Parkwoods-O'Connor Hills", 'Pelmo Park-Humberlea', 'Playter Estates-Danforth',
  'Pleasant View', 'Princess-Rosethorn', 'Regent Park', 'Rexdale-Kipling', 'Rockcliffe-Smythe', 'Roncesvalles',
  'Rosedale-Moore Park', 'Runnymede-Bloor West Village', 'Rustic', 'Scarborough Village',
  'South Eglinton-Davisville', 'South Parkdale', 'South Riverdale', 'St Lawrence-East Bayfront-The Islands',
  'St.Andrew-Windfields', 'Steeles', 'Stonegate-Queensway', "Tam O'Shanter-Sullivan", 'Taylor-Massey', 'The Beaches',
  'Thistletown-Beaumond Heights', 'Thorncliffe Park', 'Trinity-Bellwoods', 'University', 'Victoria Village',
  'Wellington Place', 'West Hill', 'West Humber-Clairville', 'West Queen West', 'West Rouge', 'Westminster-Branson',
  'Weston', 'Weston-Pelham Park', 'Wexford/Maryvale', 'Willowdale West', 'Willowridge-Martingrove-Richview',
  'Woburn North', 'Woodbine Corridor', 'Woodbine-Lumsden', 'Wychwood', 'Yonge-Bay Corridor', 'Yonge-Doris',
  'Yonge-Eglinton', 'Yonge-St.Clair', 'York University Heights', 'Yorkdale-Glen Park',
];

let neighbourhoods: Neighbourhood[];

beforeAll(() => {
  neighbourhoods = buildNeighbourhoodPolygons(gtaNeighbourhoodTable());
});

const kmBetween = ([lon1, lat1]: Position, [lon2, lat2]: Position) =>
  Math.hypot((lon1 - lon2) * 111.32 * Math.cos((43.7 * Math.PI) / 180), (lat1 - lat2) * 111.13);

describe('the neighbourhood table', () => {
  it("holds all 158 of the City of Toronto's neighbourhoods, each once, with its code", () => {
    expect(cityNames).toHaveLength(158);
    expect(torontoNeighbourhoods.map((row) => row.name).sort()).toEqual([...cityNames].sort());
    expect(new Set(torontoNeighbourhoods.map((row) => row.code)).size).toBe(158);
  });

  it('carries the City of Toronto attribution', () => {
    const source = readFileSync(
      new URL('../../../../../infra/local/seed/data/toronto-neighbourhoods.ts', import.meta.url),
      'utf8',
    );
    expect(source).toContain('Contains information licensed under the Open Government Licence – Toronto');
  });

  it('lists the other GTA municipalities with 4 to 16 neighbourhoods each, Toronto first', () => {
    const table = gtaNeighbourhoodTable();
    const communities = [...new Set(table.map((row) => row.community))];
    expect(communities).toEqual(municipalities.map((m) => m.name));
    expect(orderCommunities(communities)[0]).toBe('Toronto');
    expect(communities.length).toBeGreaterThanOrEqual(15);
    for (const community of communities.slice(1)) {
      const count = table.filter((row) => row.community === community).length;
      expect(count, community).toBeGreaterThanOrEqual(4);
      expect(count, community).toBeLessThanOrEqual(16);
    }
  });

  it('gives unique slug ids: plain in Toronto, with the municipality where a name repeats', () => {
    const table = gtaNeighbourhoodTable();
    expect(new Set(table.map((row) => row.id)).size).toBe(table.length);
    for (const row of table.filter((r) => r.community === 'Toronto')) expect(row.id).toBe(slugify(row.name));
    const ids = table.map((row) => row.id);
    expect(ids).toContain('casa-loma');
    expect(ids).toContain('dorset-park');
    expect(ids).toContain('dorset-park-milton');
    expect(ids).toContain('thornhill-vaughan');
    expect(ids).toContain('thornhill-markham');
    expect(ids).toContain('lakeview-mississauga');
  });
});

describe('the neighbourhood polygons', () => {
  it('hold their own centre', () => {
    const outside = neighbourhoods.filter((n) => !pointInGeometry(n.centre, n.geometry));
    expect(outside.map((n) => n.id)).toEqual([]);
  });

  it('are closed rings of longitude and latitude in the GTA', () => {
    for (const { geometry, id } of neighbourhoods) {
      expect(geometry.type, id).toBe('Polygon');
      for (const ring of geometry.type === 'Polygon' ? geometry.coordinates : []) {
        expect(ring.length, id).toBeGreaterThanOrEqual(4);
        expect(ring[0], id).toEqual(ring[ring.length - 1]);
        for (const [lon, lat] of ring) expect(lon > -80 && lon < -78.6 && lat > 43.2 && lat < 44.3, id).toBe(true);
      }
    }
  });

  it("stay within their municipality's radius of their centre", () => {
    for (const n of neighbourhoods) {
      const limit = municipality(n.community).maxRadiusKm + 0.05;
      const ring = n.geometry.type === 'Polygon' ? n.geometry.coordinates[0]! : [];
      expect(Math.max(...ring.map((point) => kmBetween(point, n.centre))), n.id).toBeLessThanOrEqual(limit);
    }
  });

  it('do not overlap, and leave Lake Ontario empty', () => {
    const random = createRandom('overlap');
    const overlaps: string[] = [];
    let covered = 0;
    for (let i = 0; i < 8_000; i++) {
      const point: Position = [random.between(-79.95, -78.75), random.between(43.27, 44.1)];
      const holders = neighbourhoods.filter((n) => pointInGeometry(point, n.geometry));
      if (holders.length > 1) overlaps.push(holders.map((n) => n.id).join(' & '));
      covered += holders.length;
    }
    expect(overlaps).toEqual([]);
    expect(covered).toBeGreaterThan(400);
    for (const water of [
      [-79.38, 43.62],
      [-79.6, 43.45],
      [-79.1, 43.75],
      [-78.9, 43.84],
    ] as Position[]) {
      expect(
        neighbourhoods.some((n) => pointInGeometry(water, n.geometry)),
        String(water),
      ).toBe(false);
    }
  });

  it('keep Toronto south of Steeles and the neighbouring cities north of it', () => {
    const locate = (point: Position) => neighbourhoods.find((n) => pointInGeometry(point, n.geometry))?.community;
    expect(locate([-79.42, 43.79])).toBe('Toronto'); // Yonge, just south of Steeles
    expect(locate([-79.41, 43.81])).toBe('Markham'); // Thornhill, east of Yonge
    expect(locate([-79.44, 43.81])).toBe('Vaughan'); // Thornhill, west of Yonge
    expect(locate([-79.38, 43.65])).toBe('Toronto'); // downtown
    expect(locate([-79.64, 43.59])).toBe('Mississauga'); // Square One
  });
});

const cityFile = fileURLToPath(
  new URL('../../../../../../shared/data/toronto-neighbourhoods-158.geojson', import.meta.url),
);

describe.skipIf(!existsSync(cityFile))("the table against the City's file (when ../shared/data is there)", () => {
  it("puts each Toronto centre inside the City's polygon of that neighbourhood", () => {
    const { features } = JSON.parse(readFileSync(cityFile, 'utf8')) as {
      features: { properties: { AREA_NAME: string }; geometry: Neighbourhood['geometry'] }[];
    };
    const byName = new Map(features.map((f) => [f.properties.AREA_NAME, f.geometry]));
    const misplaced = torontoNeighbourhoods.filter((row) => !pointInGeometry(row.centre, byName.get(row.name)!));
    expect(misplaced.map((row) => row.name)).toEqual([]);
  });
});
