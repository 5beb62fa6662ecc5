import { slugify } from '@shared/neighbourhood';

/**
 * Where a seeded home's postal code starts: its forward sortation area (FSA), the three
 * characters Canada Post gives a district. A buyer reads them as a place (M6R is Roncesvalles and
 * Parkdale, M5V the waterfront's towers), so a code drawn at random (M2T for Roncesvalles, QA 53)
 * marks the data as made up. Only the last three characters (the local delivery unit) are drawn.
 *
 * Toronto: each of the City's 158 neighbourhoods has the FSA that covers most of it, from
 * Canada Post's FSA list (its names, as Wikipedia's "List of postal codes of Canada: M" gives
 * them, matched to the City's neighbourhoods by hand). A neighbourhood split between two FSAs
 * gets one of them: the seed's homes in it then share it.
 *
 * Elsewhere: each town's own FSAs (its letters, from the same list's L page). A neighbourhood
 * takes one of them, the same for every home in it, by its name; which one is not geography.
 */
// prettier-ignore
const torontoFsas: Record<string, string> = {
  'Agincourt North': 'M1V', 'Agincourt South-Malvern West': 'M1S', Alderwood: 'M8W', Annex: 'M5R',
  Avondale: 'M2N', 'Banbury-Don Mills': 'M3B', 'Bathurst Manor': 'M3H', 'Bay-Cloverhill': 'M5S',
  'Bayview Village': 'M2K', 'Bayview Woods-Steeles': 'M2M', 'Bedford Park-Nortown': 'M5M',
  'Beechborough-Greenbrook': 'M6M', 'Bendale South': 'M1J', 'Bendale-Glen Andrew': 'M1H',
  'Birchcliffe-Cliffside': 'M1N', 'Black Creek': 'M3N', 'Blake-Jones': 'M4J', 'Briar Hill-Belgravia': 'M6E',
  'Bridle Path-Sunnybrook-York Mills': 'M2L', 'Broadview North': 'M4J', 'Brookhaven-Amesbury': 'M6L',
  'Cabbagetown-South St.James Town': 'M4X', 'Caledonia-Fairbank': 'M6E', 'Casa Loma': 'M5R',
  'Centennial Scarborough': 'M1C', 'Church-Wellesley': 'M4Y', 'Clairlea-Birchmount': 'M1L',
  'Clanton Park': 'M3H', Cliffcrest: 'M1M', 'Corso Italia-Davenport': 'M6E', Danforth: 'M4C',
  'Danforth East York': 'M4C', 'Don Valley Village': 'M2J', 'Dorset Park': 'M1P', 'Dovercourt Village': 'M6H',
  Downsview: 'M3K', 'Downtown Yonge East': 'M5B', 'Dufferin Grove': 'M6H', 'East End-Danforth': 'M4C',
  'East Willowdale': 'M2N', 'Edenbridge-Humber Valley': 'M9A', 'Eglinton East': 'M1K',
  'Elms-Old Rexdale': 'M9W', 'Englemount-Lawrence': 'M6A', 'Eringate-Centennial-West Deane': 'M9C',
  'Etobicoke City Centre': 'M9B', 'Etobicoke West Mall': 'M9C', 'Fenside-Parkwoods': 'M3A',
  'Flemingdon Park': 'M3C', 'Forest Hill North': 'M5N', 'Forest Hill South': 'M5P',
  'Fort York-Liberty Village': 'M6K', 'Glenfield-Jane Heights': 'M3N', 'Golfdale-Cedarbrae-Woburn': 'M1H',
  'Greenwood-Coxwell': 'M4L', Guildwood: 'M1E', 'Harbourfront-CityPlace': 'M5V', 'Henry Farm': 'M2J',
  'High Park North': 'M6P', 'High Park-Swansea': 'M6S', 'Highland Creek': 'M1C', 'Hillcrest Village': 'M2H',
  'Humber Bay Shores': 'M8V', 'Humber Heights-Westmount': 'M9P', 'Humber Summit': 'M9L', Humbermede: 'M9M',
  'Humewood-Cedarvale': 'M6C', Ionview: 'M1K', Islington: 'M9A', 'Junction Area': 'M6N',
  'Junction-Wallace Emerson': 'M6H', 'Keelesdale-Eglinton West': 'M6M', 'Kennedy Park': 'M1K',
  'Kensington-Chinatown': 'M5T', 'Kingsview Village-The Westway': 'M9R', 'Kingsway South': 'M8X',
  'Lambton Baby Point': 'M6S', 'Lansing-Westgate': 'M2R', 'Lawrence Park North': 'M4N',
  'Lawrence Park South': 'M4R', 'Leaside-Bennington': 'M4G', 'Little Portugal': 'M6J', 'Long Branch': 'M8W',
  'Malvern East': 'M1B', 'Malvern West': 'M1B', 'Maple Leaf': 'M6L', 'Markland Wood': 'M9C', Milliken: 'M1V',
  'Mimico-Queensway': 'M8Y', Morningside: 'M1G', 'Morningside Heights': 'M1B', 'Moss Park': 'M5A',
  'Mount Dennis': 'M6M', 'Mount Olive-Silverstone-Jamestown': 'M9V', 'Mount Pleasant East': 'M4S',
  'New Toronto': 'M8V', 'Newtonbrook East': 'M2M', 'Newtonbrook West': 'M2R', 'North Riverdale': 'M4K',
  'North St.James Town': 'M4X', 'North Toronto': 'M4P', 'Oakdale-Beverley Heights': 'M3L', Oakridge: 'M1L',
  'Oakwood Village': 'M6E', 'Old East York': 'M4J', 'Palmerston-Little Italy': 'M6G',
  'Pelmo Park-Humberlea': 'M9M', 'Playter Estates-Danforth': 'M4K', 'Pleasant View': 'M2J',
  'Princess-Rosethorn': 'M9A', 'Regent Park': 'M5A', 'Rexdale-Kipling': 'M9V', 'Rockcliffe-Smythe': 'M6N',
  Roncesvalles: 'M6R', 'Rosedale-Moore Park': 'M4W', 'Runnymede-Bloor West Village': 'M6S', Rustic: 'M6L',
  'Scarborough Village': 'M1J', 'South Eglinton-Davisville': 'M4S', 'South Parkdale': 'M6K',
  'South Riverdale': 'M4M', 'St Lawrence-East Bayfront-The Islands': 'M5E', 'St.Andrew-Windfields': 'M2P',
  Steeles: 'M1V', 'Stonegate-Queensway': 'M8Z', 'Taylor-Massey': 'M4C', 'The Beaches': 'M4E',
  'Thistletown-Beaumond Heights': 'M9V', 'Thorncliffe Park': 'M4H', 'Trinity-Bellwoods': 'M6J',
  University: 'M5S', 'Victoria Village': 'M4A', 'Wellington Place': 'M5V', 'West Hill': 'M1E',
  'West Humber-Clairville': 'M9W', 'West Queen West': 'M6J', 'West Rouge': 'M1C', 'Westminster-Branson': 'M2R',
  Weston: 'M9N', 'Weston-Pelham Park': 'M6N', 'Wexford/Maryvale': 'M1R', 'Willowdale West': 'M2N',
  'Willowridge-Martingrove-Richview': 'M9R', 'Woburn North': 'M1G', 'Woodbine Corridor': 'M4L',
  'Woodbine-Lumsden': 'M4C', Wychwood: 'M6C', 'Yonge-Bay Corridor': 'M5G', 'Yonge-Doris': 'M2N',
  "East L'Amoreaux": 'M1W', "L'Amoreaux West": 'M1W', "O'Connor-Parkview": 'M4B',
  "Parkwoods-O'Connor Hills": 'M3A', "Tam O'Shanter-Sullivan": 'M1T', 'Yonge-Eglinton': 'M4P', 'Yonge-St.Clair': 'M4V', 'York University Heights': 'M3J', 'Yorkdale-Glen Park': 'M6B',
};

// prettier-ignore
export const townFsas: Readonly<Record<string, readonly string[]>> = {
  Mississauga: ['L4T', 'L4V', 'L4W', 'L4X', 'L4Y', 'L4Z', 'L5A', 'L5B', 'L5C', 'L5E', 'L5G', 'L5H', 'L5J', 'L5K', 'L5L', 'L5M', 'L5N', 'L5R', 'L5V', 'L5W'],
  Brampton: ['L6P', 'L6R', 'L6S', 'L6T', 'L6V', 'L6W', 'L6X', 'L6Y', 'L6Z', 'L7A'],
  Vaughan: ['L4H', 'L4J', 'L4K', 'L4L', 'L6A'],
  Markham: ['L3P', 'L3R', 'L3S', 'L3T', 'L6B', 'L6C', 'L6E', 'L6G'],
  'Richmond Hill': ['L4B', 'L4C', 'L4E', 'L4S'],
  Aurora: ['L4G'],
  Newmarket: ['L3X', 'L3Y'],
  Oakville: ['L6H', 'L6J', 'L6K', 'L6L', 'L6M'],
  Burlington: ['L7L', 'L7M', 'L7N', 'L7P', 'L7R', 'L7S', 'L7T'],
  Milton: ['L9T', 'L9E'],
  Pickering: ['L1V', 'L1W', 'L1X', 'L1Y'],
  Ajax: ['L1S', 'L1T', 'L1Z'],
  Whitby: ['L1M', 'L1N', 'L1P', 'L1R'],
  Oshawa: ['L1G', 'L1H', 'L1J', 'L1K', 'L1L'],
};

/** Toronto's FSAs by neighbourhood id (the slug of the City's name, as the seed's ids are). */
const torontoFsaById = new Map(Object.entries(torontoFsas).map(([name, fsa]) => [slugify(name), fsa]));

/** The same small number for the same text: which of its town's FSAs a neighbourhood takes. */
function textHash(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

/**
 * The FSA of a seeded home in neighbourhood `neighbourhoodId` of `municipality`; undefined for a
 * place the table does not know (a neighbourhood file imported later), whose homes then get a
 * code drawn in their town's letter.
 */
export function fsaOf(neighbourhoodId: string, municipality: string): string | undefined {
  if (municipality === 'Toronto') return torontoFsaById.get(neighbourhoodId);
  const fsas = townFsas[municipality];
  return fsas?.[textHash(neighbourhoodId) % fsas.length];
}

/** Every Toronto neighbourhood name the table holds: for its test against the City's list. */
export const torontoFsaNames = Object.keys(torontoFsas);
