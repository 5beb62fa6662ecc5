/**
 * The GTA's municipalities by regional municipality: a listing's `area` (the board's area)
 * is its region; the city of Toronto is an area of its own.
 */
const regions: Record<string, string[]> = {
  Toronto: ['Toronto'],
  Peel: ['Mississauga', 'Brampton', 'Caledon'],
  York: [
    'Vaughan',
    'Markham',
    'Richmond Hill',
    'Newmarket',
    'Aurora',
    'King',
    'Whitchurch-Stouffville',
    'East Gwillimbury',
    'Georgina',
  ],
  Halton: ['Oakville', 'Burlington', 'Milton', 'Halton Hills'],
  Durham: ['Pickering', 'Ajax', 'Whitby', 'Oshawa', 'Clarington', 'Uxbridge', 'Scugog', 'Brock'],
};

const regionByMunicipality = new Map(
  Object.entries(regions).flatMap(([region, municipalities]) => municipalities.map((m) => [m.toLowerCase(), region])),
);

/** The region of a GTA municipality; the municipality itself when it is not one we know. */
export function regionOf(municipality: string): string {
  return regionByMunicipality.get(municipality.trim().toLowerCase()) ?? municipality;
}
