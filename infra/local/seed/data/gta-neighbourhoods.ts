import { slugify } from '@shared/neighbourhood';
import type { Position } from '@shared/neighbourhood';
import type { NeighbourhoodCentre } from './neighbourhood-centre';
import { municipalities } from './municipalities';
import { torontoNeighbourhoods } from './toronto-neighbourhoods';

/**
 * What a neighbourhood is like, which decides its mix of property types and how busy it is:
 * `core` downtown condo towers; `hub` a secondary centre of condos (Yonge–Eglinton, North York
 * Centre, Square One, the VMC); `inner` the old streets of semis, rows and plexes; `estate`
 * large detached houses; `postwar` Toronto's inner suburbs; `suburb` the newer 905 subdivisions.
 */
export type NeighbourhoodKind = 'core' | 'hub' | 'inner' | 'estate' | 'postwar' | 'suburb';

export interface GtaNeighbourhoodRow extends NeighbourhoodCentre {
  kind?: NeighbourhoodKind;
  /** Price level against its municipality (1 when absent). */
  premium?: number;
}

/**
 * The other GTA municipalities' well-known neighbourhoods, with approximate centre points
 * ([longitude, latitude]) from general knowledge of the region: good to a kilometre or so,
 * which is what a generated map needs. Kinds and premiums are rough characterisations.
 */
export const neighbourhoodsOutsideToronto: Readonly<Record<string, readonly GtaNeighbourhoodRow[]>> = {
  Mississauga: [
    { name: 'Port Credit', centre: [-79.587, 43.556], kind: 'inner', premium: 1.15 },
    { name: 'Mineola', centre: [-79.598, 43.569], kind: 'estate', premium: 1.45 },
    { name: 'Lakeview', centre: [-79.563, 43.583], premium: 1.05 },
    { name: 'Lorne Park', centre: [-79.62, 43.53], kind: 'estate', premium: 1.55 },
    { name: 'Clarkson', centre: [-79.638, 43.511], premium: 1.05 },
    { name: 'Erindale', centre: [-79.659, 43.553], premium: 1.05 },
    { name: 'Cooksville', centre: [-79.618, 43.58], premium: 0.9 },
    { name: 'City Centre', centre: [-79.643, 43.59], kind: 'hub' },
    { name: 'Applewood', centre: [-79.592, 43.608], premium: 0.95 },
    { name: 'Hurontario', centre: [-79.666, 43.615] },
    { name: 'Erin Mills', centre: [-79.697, 43.553], premium: 1.05 },
    { name: 'Streetsville', centre: [-79.713, 43.583], premium: 1.05 },
    { name: 'Churchill Meadows', centre: [-79.74, 43.555] },
    { name: 'Meadowvale', centre: [-79.755, 43.59], premium: 0.95 },
    { name: 'Meadowvale Village', centre: [-79.73, 43.627] },
    { name: 'Malton', centre: [-79.636, 43.705], premium: 0.8 },
  ],
  Brampton: [
    { name: 'Downtown Brampton', centre: [-79.76, 43.686], kind: 'inner' },
    { name: 'Bramalea', centre: [-79.723, 43.718], premium: 0.92 },
    { name: 'Springdale', centre: [-79.74, 43.753] },
    { name: 'Heart Lake', centre: [-79.795, 43.742] },
    { name: "Fletcher's Meadow", centre: [-79.812, 43.716] },
    { name: 'Mount Pleasant', centre: [-79.823, 43.68] },
    { name: 'Credit Valley', centre: [-79.79, 43.66], premium: 1.1 },
    { name: 'Bram West', centre: [-79.76, 43.642], premium: 1.08 },
    { name: 'Sandringham-Wellington', centre: [-79.702, 43.738] },
    { name: 'Castlemore', centre: [-79.69, 43.78], kind: 'estate', premium: 1.2 },
    { name: 'Snelgrove', centre: [-79.83, 43.745] },
    { name: 'Bram East', centre: [-79.655, 43.758], premium: 1.05 },
  ],
  Vaughan: [
    { name: 'Woodbridge', centre: [-79.597, 43.785] },
    { name: 'East Woodbridge', centre: [-79.57, 43.79] },
    { name: 'Vaughan Metropolitan Centre', centre: [-79.528, 43.795], kind: 'hub' },
    { name: 'Concord', centre: [-79.49, 43.801] },
    { name: 'Brownridge', centre: [-79.468, 43.805], premium: 0.95 },
    { name: 'Beverley Glen', centre: [-79.448, 43.813] },
    { name: 'Thornhill', centre: [-79.432, 43.812], premium: 1.05 },
    { name: 'Thornhill Woods', centre: [-79.472, 43.825] },
    { name: 'Patterson', centre: [-79.465, 43.85] },
    { name: 'Maple', centre: [-79.51, 43.848] },
    { name: 'Vellore Village', centre: [-79.565, 43.83] },
    { name: 'Sonoma Heights', centre: [-79.613, 43.825] },
    { name: 'Kleinburg', centre: [-79.628, 43.84], kind: 'estate', premium: 1.3 },
  ],
  Markham: [
    { name: 'Thornhill', centre: [-79.408, 43.816], premium: 1.05 },
    { name: 'German Mills', centre: [-79.378, 43.823] },
    { name: 'Buttonville', centre: [-79.36, 43.855] },
    { name: 'Markham Centre', centre: [-79.333, 43.857], kind: 'hub' },
    { name: 'Unionville', centre: [-79.313, 43.868], kind: 'inner', premium: 1.2 },
    { name: 'Angus Glen', centre: [-79.33, 43.888], kind: 'estate', premium: 1.3 },
    { name: 'Cathedraltown', centre: [-79.372, 43.88] },
    { name: 'Berczy Village', centre: [-79.295, 43.888], premium: 1.05 },
    { name: 'Milliken Mills', centre: [-79.288, 43.833], premium: 0.88 },
    { name: 'Markham Village', centre: [-79.263, 43.877], kind: 'inner' },
    { name: 'Wismer', centre: [-79.268, 43.905] },
    { name: 'Cornell', centre: [-79.225, 43.89], premium: 0.95 },
    { name: 'Box Grove', centre: [-79.215, 43.862] },
  ],
  'Richmond Hill': [
    { name: 'Langstaff', centre: [-79.425, 43.84], kind: 'hub' },
    { name: 'South Richvale', centre: [-79.455, 43.843], kind: 'estate', premium: 1.2 },
    { name: 'Doncrest', centre: [-79.398, 43.85] },
    { name: 'Observatory', centre: [-79.42, 43.862] },
    { name: 'Bayview Hill', centre: [-79.392, 43.868], kind: 'estate', premium: 1.35 },
    { name: 'Mill Pond', centre: [-79.445, 43.878], kind: 'inner' },
    { name: 'Westbrook', centre: [-79.462, 43.886] },
    { name: 'Rouge Woods', centre: [-79.388, 43.89] },
    { name: 'Devonsleigh', centre: [-79.433, 43.909] },
    { name: 'Jefferson', centre: [-79.452, 43.923] },
    { name: 'Oak Ridges Lake Wilcox', centre: [-79.433, 43.948], premium: 0.95 },
    { name: 'Oak Ridges', centre: [-79.457, 43.95] },
  ],
  Aurora: [
    { name: 'Aurora Village', centre: [-79.467, 44] },
    { name: 'Aurora Highlands', centre: [-79.49, 43.988], premium: 1.05 },
    { name: 'Aurora Heights', centre: [-79.481, 44.012] },
    { name: 'Aurora Grove', centre: [-79.45, 43.985] },
    { name: 'Bayview Wellington', centre: [-79.438, 44.005] },
    { name: 'Bayview Northeast', centre: [-79.43, 44.022], premium: 1.05 },
  ],
  Newmarket: [
    { name: 'Central Newmarket', centre: [-79.46, 44.053], kind: 'inner' },
    { name: 'Gorham-College Manor', centre: [-79.46, 44.07] },
    { name: 'Bristol-London', centre: [-79.485, 44.062] },
    { name: 'Glenway Estates', centre: [-79.487, 44.045], premium: 1.05 },
    { name: 'Woodland Hill', centre: [-79.495, 44.029] },
    { name: 'Armitage', centre: [-79.465, 44.033] },
    { name: 'Stonehaven-Wyndham', centre: [-79.44, 44.04], premium: 1.08 },
    { name: 'Summerhill Estates', centre: [-79.44, 44.065] },
    { name: 'Huron Heights-Leslie Valley', centre: [-79.428, 44.053] },
  ],
  Oakville: [
    { name: 'Old Oakville', centre: [-79.675, 43.448], kind: 'estate', premium: 1.6 },
    { name: 'Eastlake', centre: [-79.65, 43.47], kind: 'estate', premium: 1.7 },
    { name: 'Clearview', centre: [-79.645, 43.493] },
    { name: 'Joshua Creek', centre: [-79.671, 43.497], premium: 1.1 },
    { name: 'Iroquois Ridge North', centre: [-79.694, 43.494] },
    { name: 'College Park', centre: [-79.692, 43.468], premium: 0.9 },
    { name: 'Uptown Core', centre: [-79.715, 43.491], kind: 'hub' },
    { name: 'River Oaks', centre: [-79.726, 43.47] },
    { name: 'Glen Abbey', centre: [-79.727, 43.437], premium: 1.05 },
    { name: 'Bronte', centre: [-79.717, 43.4], kind: 'inner', premium: 1.05 },
    { name: 'Bronte Creek', centre: [-79.75, 43.414] },
    { name: 'West Oak Trails', centre: [-79.76, 43.442] },
    { name: 'Palermo West', centre: [-79.785, 43.435] },
  ],
  Burlington: [
    { name: 'Downtown Burlington', centre: [-79.802, 43.329], kind: 'hub', premium: 1.1 },
    { name: 'Aldershot', centre: [-79.85, 43.305], premium: 0.95 },
    { name: 'Tyandaga', centre: [-79.825, 43.345], premium: 1.1 },
    { name: 'Mountainside', centre: [-79.83, 43.362], premium: 0.9 },
    { name: 'Brant Hills', centre: [-79.815, 43.37], premium: 0.92 },
    { name: 'Palmer', centre: [-79.79, 43.35] },
    { name: 'Shoreacres', centre: [-79.768, 43.354], kind: 'estate', premium: 1.3 },
    { name: 'Appleby', centre: [-79.752, 43.371] },
    { name: 'Headon Forest', centre: [-79.799, 43.385] },
    { name: 'Millcroft', centre: [-79.775, 43.394], premium: 1.08 },
    { name: 'Orchard', centre: [-79.758, 43.404] },
    { name: 'Alton Village', centre: [-79.783, 43.415] },
  ],
  Milton: [
    { name: 'Old Milton', centre: [-79.883, 43.515], kind: 'inner' },
    { name: 'Timberlea', centre: [-79.897, 43.527] },
    { name: 'Dorset Park', centre: [-79.87, 43.528] },
    { name: 'Bronte Meadows', centre: [-79.872, 43.545] },
    { name: 'Dempsey', centre: [-79.858, 43.538] },
    { name: 'Beaty', centre: [-79.845, 43.527] },
    { name: 'Clarke', centre: [-79.843, 43.512] },
    { name: 'Harrison', centre: [-79.862, 43.499] },
    { name: 'Coates', centre: [-79.838, 43.497] },
    { name: 'Scott', centre: [-79.875, 43.486] },
    { name: 'Willmott', centre: [-79.895, 43.498] },
  ],
  Pickering: [
    { name: 'Rosebank', centre: [-79.13, 43.808], premium: 1.05 },
    { name: 'West Shore', centre: [-79.105, 43.808] },
    { name: 'Bay Ridges', centre: [-79.085, 43.816], premium: 0.95 },
    { name: 'Dunbarton', centre: [-79.125, 43.825], premium: 1.1 },
    { name: 'Amberlea', centre: [-79.108, 43.828] },
    { name: 'Liverpool', centre: [-79.09, 43.831], kind: 'hub' },
    { name: 'Highbush', centre: [-79.138, 43.838] },
    { name: 'Village East', centre: [-79.065, 43.84] },
    { name: 'Brock Ridge', centre: [-79.08, 43.853] },
    { name: 'Duffin Heights', centre: [-79.1, 43.875] },
    { name: 'Seaton', centre: [-79.13, 43.885] },
  ],
  Ajax: [
    { name: 'Pickering Village', centre: [-79.035, 43.853], kind: 'inner' },
    { name: 'South West Ajax', centre: [-79.04, 43.837] },
    { name: 'South East Ajax', centre: [-79.005, 43.842] },
    { name: 'Central Ajax', centre: [-79.018, 43.858], kind: 'hub' },
    { name: 'Central West Ajax', centre: [-79.055, 43.862] },
    { name: 'Northwest Ajax', centre: [-79.045, 43.878] },
    { name: 'Northeast Ajax', centre: [-79.01, 43.876] },
  ],
  Whitby: [
    { name: 'Port Whitby', centre: [-78.94, 43.864] },
    { name: 'Downtown Whitby', centre: [-78.942, 43.878], kind: 'inner' },
    { name: 'Lynde Creek', centre: [-78.965, 43.882] },
    { name: 'Blue Grass Meadows', centre: [-78.92, 43.887] },
    { name: 'Pringle Creek', centre: [-78.925, 43.903] },
    { name: 'Rolling Acres', centre: [-78.94, 43.91] },
    { name: 'Williamsburg', centre: [-78.965, 43.905], premium: 1.05 },
    { name: 'Taunton North', centre: [-78.955, 43.93] },
    { name: 'Brooklin', centre: [-78.958, 43.96], premium: 1.05 },
  ],
  Oshawa: [
    { name: 'Downtown Oshawa', centre: [-78.865, 43.897], kind: 'hub', premium: 0.85 },
    { name: 'Lakeview', centre: [-78.845, 43.878], premium: 0.85 },
    { name: 'Vanier', centre: [-78.882, 43.88], premium: 0.9 },
    { name: 'Centennial', centre: [-78.835, 43.89] },
    { name: 'Donevan', centre: [-78.82, 43.9] },
    { name: 'McLaughlin', centre: [-78.885, 43.908] },
    { name: "O'Neill", centre: [-78.86, 43.913], kind: 'inner' },
    { name: 'Eastdale', centre: [-78.83, 43.915] },
    { name: 'Samac', centre: [-78.87, 43.93], premium: 1.05 },
    { name: 'Taunton', centre: [-78.84, 43.94], premium: 1.08 },
    { name: 'Windfields', centre: [-78.895, 43.945], premium: 1.1 },
    { name: 'Kedron', centre: [-78.86, 43.955], premium: 1.1 },
  ],
};

/** One neighbourhood of the table, with its GTA-wide id and its community. */
export interface GtaNeighbourhoodEntry extends GtaNeighbourhoodRow {
  id: string;
  community: string;
  centre: Position;
}

/**
 * Every neighbourhood of the seed, communities in `municipalities` order (Toronto first).
 * Ids are slugs of the names; a name used in more than one municipality (Thornhill, Lakeview,
 * Dorset Park…) keeps the plain slug in Toronto, so that ids match what an import of the City's
 * file gives, and gets its municipality appended elsewhere (`thornhill-vaughan`).
 */
export function gtaNeighbourhoodTable(): GtaNeighbourhoodEntry[] {
  const rows = municipalities.flatMap((municipality) =>
    (municipality.name === 'Toronto'
      ? torontoNeighbourhoods
      : (neighbourhoodsOutsideToronto[municipality.name] ?? [])
    ).map((row) => ({ ...row, community: municipality.name })),
  );
  const uses = new Map<string, number>();
  for (const row of rows) uses.set(slugify(row.name), (uses.get(slugify(row.name)) ?? 0) + 1);
  const entries = rows.map((row) => {
    const slug = slugify(row.name);
    const shared = (uses.get(slug) ?? 0) > 1 && row.community !== 'Toronto';
    return { ...row, id: shared ? `${slug}-${slugify(row.community)}` : slug };
  });
  const ids = new Set(entries.map((entry) => entry.id));
  if (ids.size !== entries.length) throw new Error('Neighbourhood ids are not unique');
  return entries;
}
