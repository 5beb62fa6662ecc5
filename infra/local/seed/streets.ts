/**
 * Real street names of each part of the GTA, for generated addresses: `towers` are the
 * arterials and condo streets apartments stand on, `homes` the streets houses stand on.
 * Toronto is split into its old parts so a Scarborough house is not on Roncesvalles.
 */
export interface StreetSet {
  towers: readonly string[];
  homes: readonly string[];
}

export const torontoStreetGroups = [
  'downtown',
  'midtown',
  'west-end',
  'york',
  'etobicoke',
  'north-york',
  'east-end',
  'scarborough',
] as const;
export type TorontoStreetGroup = (typeof torontoStreetGroups)[number];

/** Which old part of Toronto a centre lies in, roughly (for street names only). */
export function torontoStreetGroup([lon, lat]: readonly [number, number]): TorontoStreetGroup {
  const fromDowntown = Math.hypot((lon + 79.382) * 80.5, (lat - 43.652) * 111.1);
  if (fromDowntown < 2.6) return 'downtown';
  if (lon < -79.505 || (lon < -79.48 && lat < 43.64)) return 'etobicoke';
  if (lat > 43.72 && lon < -79.3) return 'north-york';
  if (lon > -79.29 || (lat > 43.7 && lon > -79.3)) return 'scarborough';
  if (lon < -79.44 && lat > 43.665) return 'york';
  if (lon < -79.42) return 'west-end';
  if (lon > -79.355) return 'east-end';
  return 'midtown';
}

// prettier-ignore
export const streets: Readonly<Record<TorontoStreetGroup | string, StreetSet>> = {
  downtown: {
    towers: [
      'Bay St', 'Yonge St', 'Front St W', 'Front St E', 'King St W', 'Queens Quay W', 'Queens Quay E',
      'Lake Shore Blvd W', 'Fort York Blvd', 'Bremner Blvd', 'Harbour St', 'Wellington St W', 'Adelaide St W',
      'Richmond St W', 'Peter St', 'Blue Jays Way', 'Spadina Ave', 'Charles St E', 'Wellesley St E', 'Jarvis St',
      'Church St', 'Mutual St', 'Dundas St E', 'Carlton St', 'Sherbourne St', 'Bloor St E', 'Isabella St',
      'Grenville St', 'The Esplanade', 'Market St', 'Lower Jarvis St', 'Fleet St', 'Liberty St', 'East Liberty St',
      'Western Battery Rd', 'Niagara St', 'Bathurst St', 'University Ave', 'St Joseph St', 'Wellesley St W',
    ],
    homes: [
      'Sackville St', 'Berkeley St', 'Ontario St', 'Seaton St', 'Sumach St', 'Metcalfe St', 'Winchester St',
      'Homewood Ave', 'Maitland St', 'Alexander St', 'Gloucester St', 'Dundonald St', 'Huntley St', 'Draper St',
      'Wolseley St', 'Denison Ave', 'Augusta Ave', 'Baldwin St', 'Beverley St', 'Cecil St', 'Henry St', 'Phoebe St',
    ],
  },
  midtown: {
    towers: [
      'Yonge St', 'Eglinton Ave E', 'Eglinton Ave W', 'Redpath Ave', 'Broadway Ave', 'Roehampton Ave', 'Erskine Ave',
      'Soudan Ave', 'Balliol St', 'Davisville Ave', 'Merton St', 'St Clair Ave W', 'St Clair Ave E', 'Avenue Rd',
      'Bloor St W', 'Spadina Rd', 'Bathurst St', 'Mount Pleasant Rd', 'Lawrence Ave W', 'Lonsdale Rd',
    ],
    homes: [
      'Glengrove Ave', 'Chaplin Cres', 'Oriole Pkwy', 'Russell Hill Rd', 'Forest Hill Rd', 'Dunvegan Rd',
      'Poplar Plains Rd', 'Roxborough Dr', 'Crescent Rd', 'Glen Rd', 'Highland Ave', 'Beaumont Rd', 'Huron St',
      'Madison Ave', 'Brunswick Ave', 'Walmer Rd', 'Admiral Rd', 'Albany Ave', 'Bernard Ave', 'Wells Hill Ave',
      'Vaughan Rd', 'Bessborough Dr', 'Millwood Rd', 'Hanna Rd', 'Airdrie Rd', 'Rumsey Rd', 'Sutherland Dr',
      'Manor Rd E', 'Belsize Dr', 'Hillsdale Ave E', 'Briar Hill Ave', 'Castlefield Ave', 'Strathallan Blvd',
      'Lytton Blvd', 'St Clements Ave', 'Blythwood Rd', 'Cluny Dr', 'Chestnut Park', 'Glenayr Rd', 'Heath St W',
    ],
  },
  'west-end': {
    towers: [
      'Lake Shore Blvd W', 'King St W', 'Queen St W', 'Dundas St W', 'Bloor St W', 'High Park Ave', 'Keele St',
      'Dufferin St', 'Jameson Ave', 'Springhurst Ave', 'Quebec Ave', 'Gladstone Ave',
    ],
    homes: [
      'Roncesvalles Ave', 'Galley Ave', 'Fermanagh Ave', 'Westminster Ave', 'Garden Ave', 'Grenadier Rd',
      'Sorauren Ave', 'Macdonell Ave', 'Indian Rd', 'Sunnyside Ave', 'Wright Ave', 'Geoffrey St', 'Howard Park Ave',
      'Constance St', 'Parkside Dr', 'Glenlake Ave', 'Pacific Ave', 'Annette St', 'Clendenan Ave', 'Runnymede Rd',
      'Windermere Ave', 'Ellis Park Rd', 'Durie St', 'Beresford Ave', 'Willard Ave', 'Armadale Ave', 'Humberside Ave',
      'Medland St', 'Dovercourt Rd', 'Ossington Ave', 'Shaw St', 'Crawford St', 'Euclid Ave', 'Manning Ave',
      'Palmerston Ave', 'Markham St', 'Montrose Ave', 'Grace St', 'Brock Ave', 'Sheridan Ave', 'Gwynne Ave',
      'Dunn Ave', 'Close Ave', 'Havelock St', 'Concord Ave', 'Delaware Ave', 'Emerson Ave', 'St Clarens Ave',
      'Margueretta St', 'Salem Ave', 'Lansdowne Ave', 'Perth Ave', 'Wallace Ave',
    ],
  },
  york: {
    towers: [
      'Eglinton Ave W', 'Weston Rd', 'Lawrence Ave W', 'Jane St', 'Keele St', 'Dufferin St', 'Oakwood Ave',
    ],
    homes: [
      'Rogers Rd', 'Gilbert Ave', 'Caledonia Rd', 'Northcliffe Blvd', 'Glenholme Ave', 'Winona Dr', 'Atlas Ave',
      'Nairn Ave', 'Bicknell Ave', 'Rockcliffe Blvd', 'Humber Blvd', 'Lambton Ave', 'Baby Point Rd', 'Cordella Ave',
      'Denison Rd E', 'Eileen Ave', 'Ypres Rd', 'Hopewell Ave', 'Blackthorn Ave', 'Glen Cedar Rd', 'Everden Rd',
      'Hillmount Ave', 'Times Rd', 'Kane Ave', 'Guestville Ave', 'Church St', 'John St', 'Little Ave',
    ],
  },
  etobicoke: {
    towers: [
      'The East Mall', 'The West Mall', 'Bloor St W', 'Dundas St W', 'The Queensway', 'Lake Shore Blvd W',
      'Park Lawn Rd', 'Marine Parade Dr', 'Islington Ave', 'Kipling Ave', 'Mabelle Ave', 'Rathburn Rd',
      'Humber College Blvd', 'Dixon Rd',
    ],
    homes: [
      'Prince Edward Dr', 'The Kingsway', 'Royal York Rd', 'Edgehill Rd', 'Valecrest Dr', 'Princess Anne Cres',
      'Martin Grove Rd', 'Burnhamthorpe Rd', 'Eringate Dr', 'Markland Dr', 'Lake Promenade', 'Twenty Fifth St',
      'Thirtieth St', 'Lakeshore Dr', 'Birmingham St', 'Horner Ave', "Brown's Line", 'Delroy Dr', 'Berl Ave',
      'Stonegate Rd', 'Glenroy Ave', 'Grenview Blvd S', 'Albion Rd', 'Finch Ave W', 'Rexdale Blvd', 'Silverstone Dr',
      'Kendleton Dr', 'Thistle Down Blvd', 'Humberwood Blvd', 'Westhumber Blvd', 'Richview Rd', 'Willowridge Rd',
      'Widdicombe Hill Blvd', 'La Rose Ave', 'Scarlett Rd', 'Lloyd Ave', 'Summitcrest Dr',
    ],
  },
  'north-york': {
    towers: [
      'Yonge St', 'Sheppard Ave E', 'Sheppard Ave W', 'Finch Ave W', 'Finch Ave E', 'Bayview Ave', 'Bathurst St',
      'Leslie St', 'Don Mills Rd', 'Greenview Ave', 'Kenneth Ave', 'Beecroft Rd', 'Park Home Ave', 'Hillcrest Ave',
      'Empress Ave', 'Hollywood Ave', 'Doris Ave', 'Byng Ave', 'Harrison Garden Blvd', 'Bonnington Pl', 'Rean Dr',
      'Barberry Pl', 'Steeles Ave W', 'Steeles Ave E', 'Wilson Ave', 'York Mills Rd', 'Lawrence Ave E',
    ],
    homes: [
      'Armour Blvd', 'Wilmington Ave', 'Codsell Ave', 'Faywood Blvd', 'Old Yonge St', 'The Bridle Path', 'Post Rd',
      'Park Lane Cir', 'Highland Cres', 'Banbury Rd', 'Fenn Ave', 'The Donway W', 'Cummer Ave', 'Drewry Ave',
      'Willowdale Ave', 'Maxome Ave', 'Horsham Ave', 'Ellerslie Ave', 'Churchill Ave', 'Kingsdale Ave',
      'Johnston Ave', 'Elmhurst Ave', 'Franklin Ave', 'Spring Garden Ave', 'Princess Ave', 'Pemberton Ave',
      'Burnett Ave', 'Senlac Rd', 'Torresdale Ave', 'Calvington Dr', 'Grandravine Dr', 'Driftwood Ave',
      'Yorkwoods Gate', 'Shoreham Dr', 'Arleta Ave', 'Derrydown Rd', 'Downsview Ave', 'Maniza Rd', 'Reiner Rd',
      'Overbrook Pl', 'Fisherville Rd', 'Pannahill Rd', 'Bayview Mews Ln', 'Parkview Ave', 'Ternhill Cres',
    ],
  },
  'east-end': {
    towers: [
      'Queen St E', 'Broadview Ave', 'Danforth Ave', 'Gerrard St E', 'Eastern Ave', 'Kingston Rd', 'Main St',
      'Carlaw Ave', "O'Connor Dr", 'Cosburn Ave', 'Pape Ave', 'Thorncliffe Park Dr', 'Overlea Blvd', 'Grenoble Dr',
      'Deauville Ln', 'Broadway Ave',
    ],
    homes: [
      'Logan Ave', 'Jones Ave', 'Leslie St', 'Greenwood Ave', 'Coxwell Ave', 'Woodbine Ave', 'Glen Manor Dr',
      'Balsam Ave', 'Beech Ave', 'Kippendavie Ave', 'Waverley Rd', 'Lee Ave', 'Hammersmith Ave', 'Scarborough Rd',
      'Brookmount Rd', 'Withrow Ave', 'Riverdale Ave', 'Langley Ave', 'Simpson Ave', 'Hogarth Ave', 'Bain Ave',
      'First Ave', 'Dingwall Ave', 'Mortimer Ave', 'Milverton Blvd', 'Strathmore Blvd', 'Monarch Park Ave',
      'Linsmore Cres', 'Sammon Ave', 'Plains Rd', 'Dewhurst Blvd', 'Chester Ave', 'Curzon St', 'Marjory Ave',
      'Boston Ave', 'Bertmount Ave', 'Hiltz Ave', 'Craven Rd', 'Connaught Ave', 'Rhodes Ave', 'Leuty Ave',
    ],
  },
  scarborough: {
    towers: [
      'Kingston Rd', 'Sheppard Ave E', 'Ellesmere Rd', 'Lawrence Ave E', 'Eglinton Ave E', 'Victoria Park Ave',
      'Warden Ave', 'Birchmount Rd', 'Kennedy Rd', 'Midland Ave', 'Brimley Rd', 'McCowan Rd', 'Markham Rd',
      'Borough Dr', 'Bamburgh Cir', 'Town Centre Crt', 'Morningside Ave', 'Sandhurst Cir', 'Lee Centre Dr',
    ],
    homes: [
      'Brimorton Dr', 'Bellamy Rd N', 'Danforth Rd', 'Fairglen Ave', 'Scarborough Golf Club Rd', 'Guildwood Pkwy',
      'Livingston Rd', 'Poplar Rd', 'Manse Rd', 'Lawson Rd', 'Centennial Rd', 'Port Union Rd', 'Neilson Rd',
      'Tapscott Rd', 'Huntingwood Dr', 'Agincourt Dr', 'Glen Watford Dr', 'Pharmacy Ave', 'Dorset Rd',
      'Cliffcrest Dr', 'Chine Dr', 'Milner Ave', 'Old Finch Ave', 'Military Trail', 'Highcastle Rd', 'Pitfield Rd',
      'Bridlewood Blvd', 'Chartland Blvd S', 'Brookside Dr', 'Sylvan Ave', 'Cathedral Bluffs Dr', 'Midland Ave',
    ],
  },
  Mississauga: {
    towers: [
      'Hurontario St', 'Burnhamthorpe Rd W', 'Square One Dr', 'City Centre Dr', 'Confederation Pkwy', 'Webb Dr',
      'Absolute Ave', 'Duke of York Blvd', 'Elm Dr W', 'Lakeshore Rd W', 'Lakeshore Rd E', 'Eglinton Ave W',
      'Kariya Dr', 'Park St E', 'Rathburn Rd E', 'Bloor St',
    ],
    homes: [
      'Mississauga Rd', 'Lorne Park Rd', 'Indian Rd', 'Truscott Dr', 'Clarkson Rd N', 'Southdown Rd', 'Glen Erin Dr',
      'Erin Mills Pkwy', 'Winston Churchill Blvd', 'Ninth Line', 'Tenth Line W', 'Britannia Rd W', 'Derry Rd W',
      'Battleford Rd', 'Montevideo Rd', 'Queen St S', 'Cawthra Rd', 'Dixie Rd', 'Ogden Ave', 'Atwater Ave',
      'Mineola Rd E', 'Stavebank Rd', 'Creditview Rd', 'Mavis Rd', 'Bristol Rd W', 'Goreway Dr', 'Morning Star Dr',
      'Darcel Ave', 'Meadowvale Blvd', 'Old Derry Rd', 'Churchill Meadows Blvd', 'Thomas St', 'Erin Centre Blvd',
    ],
  },
  Brampton: {
    towers: [
      'Queen St E', 'Queen St W', 'Main St N', 'Main St S', 'Steeles Ave W', 'Kennedy Rd S', 'Bramalea Rd', 'Lisa St',
      'Knightsbridge Rd', 'Mill St N',
    ],
    homes: [
      'Sandalwood Pkwy W', 'Bovaird Dr W', 'Williams Pkwy', 'Chinguacousy Rd', 'Creditview Rd', 'McLaughlin Rd',
      'Mississauga Rd', 'Torbram Rd', 'Airport Rd', 'Countryside Dr', 'Castlemore Rd', 'Mayfield Rd', 'Ebenezer Rd',
      'Dixie Rd', 'North Park Dr', 'Central Park Dr', 'Conestoga Dr', 'Heart Lake Rd', 'Sunny Meadow Blvd',
      'Great Lakes Dr', 'Vodden St E', 'Wanless Dr', 'Bonnie Braes Dr', 'Ray Lawson Blvd', 'Charolais Blvd',
      'Howden Blvd', 'Clark Blvd', 'Balmoral Dr', 'Elgin Dr', 'Church St E',
    ],
  },
  Vaughan: {
    towers: [
      'Highway 7', 'Jane St', 'Millway Ave', 'Interchange Way', 'Apple Mill Rd', 'Commerce St', 'Centre St',
      'Bathurst St', 'Clark Ave W', 'Promenade Cir', 'Steeles Ave W', 'Islington Ave', 'Major Mackenzie Dr W',
    ],
    homes: [
      'Pine Valley Dr', 'Weston Rd', 'Kipling Ave', 'Woodbridge Ave', 'Langstaff Rd', 'Rutherford Rd', 'Teston Rd',
      'Keele St', 'Dufferin St', 'Nashville Rd', "Stegman's Mill Rd", 'Thornhill Woods Dr', 'Summeridge Dr',
      'Via Romano Blvd', 'Brownridge Dr', 'Beverley Glen Blvd', 'New Westminster Dr', 'Clarence St',
      'Napa Valley Ave', 'Melville Ave', 'McNaughton Rd', 'Weldrick Rd W', 'Peter Rupert Ave', 'Velmar Dr',
      'Ansley Grove Rd', 'Valley Vista Dr', 'Vellore Park Ave', 'Islington Ave',
    ],
  },
  Markham: {
    towers: [
      'Highway 7 E', 'Enterprise Blvd', 'Cedarland Dr', 'Birchmount Rd', 'South Park Rd', 'Bur Oak Ave', 'Warden Ave',
      'Kennedy Rd', 'Main St N', 'Clegg Rd',
    ],
    homes: [
      '16th Ave', 'Major Mackenzie Dr E', 'Woodbine Ave', 'McCowan Rd', 'Markham Rd', 'Ninth Line', 'Castlemore Ave',
      'Church St', 'Bullock Dr', 'Carlton Rd', 'Main St Unionville', 'Highglen Ave', 'Denison St', 'Steeles Ave E',
      'John St', 'Green Lane', 'Leslie St', 'Cachet Pkwy', 'Angus Glen Blvd', 'Cornell Park Ave', "White's Hill Ave",
      'Roy Rainey Ave', 'Bayview Ave', 'Elgin Mills Rd E', 'Raymerville Dr', 'Fred Varley Dr', 'Village Pkwy',
    ],
  },
  'Richmond Hill': {
    towers: [
      'Yonge St', 'Highway 7 W', 'Bayview Ave', 'Major Mackenzie Dr E', 'High Tech Rd', 'Red Maple Rd', 'Leslie St',
      'Beverley Acres Blvd',
    ],
    homes: [
      'Elgin Mills Rd E', 'Bathurst St', 'Bernard Ave', 'Crosby Ave', 'Harding Blvd', 'Trench St', 'Mill St',
      'Bloomington Rd', 'King Rd', 'Jefferson Side Rd', 'Gamble Rd', 'Westbrook Dr', 'Weldrick Rd E', '16th Ave',
      'Carrville Rd', 'Lucas St', 'Centre St E', 'Elgin Mills Rd W', 'North Lake Rd', 'Sunset Beach Rd',
      'Olde Bayview Ave', 'Bayview Hill Dr', 'Spadina Rd', 'Oak Ave',
    ],
  },
  Aurora: {
    towers: [
      'Yonge St', 'Wellington St E', 'Bayview Ave',
    ],
    homes: [
      'Wellington St W', 'Bathurst St', "St John's Side Rd", 'Henderson Dr', 'Murray Dr', 'Kennedy St W', 'Mosley St',
      'Aurora Heights Dr', 'Orchard Heights Blvd', 'Hollidge Blvd', 'Bloomington Rd', 'Vandorf Side Rd', 'Leslie St',
      'Tyler St', 'Industrial Pkwy N', 'Spruce St', 'Golf Links Dr',
    ],
  },
  Newmarket: {
    towers: [
      'Yonge St', 'Davis Dr', 'Eagle St', 'Main St S',
    ],
    homes: [
      'Mulock Dr', 'Gorham St', 'Leslie St', 'Bayview Ave', 'London Rd', 'Bristol Rd', 'Green Lane E', 'Savage Rd',
      'Wayne Dr', 'Woodspring Ave', 'Stonehaven Ave', 'Alex Doner Dr', 'Srigley St', 'Huron Heights Dr',
      'Prospect St', 'Lorne Ave', 'Timothy St', 'Water St', 'Patterson St', 'Brimson Dr',
    ],
  },
  Oakville: {
    towers: [
      'Trafalgar Rd', 'Dundas St E', 'Oak Park Blvd', 'Lakeshore Rd E', 'Lakeshore Rd W', 'Kerr St', 'Speers Rd',
      'Cross Ave', 'Rebecca St', 'Wyecroft Rd',
    ],
    homes: [
      'Reynolds St', 'Allan St', 'Chartwell Rd', 'Morrison Rd', 'Maple Grove Dr', 'Ford Dr', 'Upper Middle Rd E',
      'Upper Middle Rd W', 'Sixth Line', 'Neyagawa Blvd', 'Third Line', 'Bronte Rd', 'Dorval Dr', 'Pilgrims Way',
      'River Oaks Blvd E', 'Postridge Dr', 'Iroquois Shore Rd', 'Glenashton Dr', 'Grand Blvd', 'Nottinghill Gate',
      'West Oak Trail', 'Westoak Trails Blvd', 'Pine Glen Rd', 'Heritage Way', 'Eighth Line', 'Burnhamthorpe Rd W',
      'Lakeshore Rd W', 'Navy St', 'Gloucester Ave', 'Wedgewood Dr',
    ],
  },
  Burlington: {
    towers: [
      'Lakeshore Rd', 'Brant St', 'Maple Ave', 'Elgin St', 'Plains Rd E', 'Fairview St', 'Upper Middle Rd',
      'Appleby Line', 'Locust St', 'Pearl St',
    ],
    homes: [
      'Guelph Line', 'Walkers Line', 'Headon Forest Dr', 'Millcroft Park Dr', 'Dundas St', 'Tyandaga Park Dr',
      'Duncaster Dr', 'Mountainside Dr', 'Palmer Dr', 'New St', 'Spruce Ave', 'Shoreacres Rd', 'LaSalle Park Rd',
      'Plains Rd W', 'Waterdown Rd', 'Kerns Rd', 'Thomas Alton Blvd', 'Sutton Dr', 'Country Club Dr', 'Itabashi Way',
      'Upper Middle Rd', 'Cavendish Dr', 'Lakeshore Rd',
    ],
  },
  Milton: {
    towers: [
      'Main St E', 'Ontario St S', 'Thompson Rd S', 'Bronte St S', 'Derry Rd', 'Costigan Rd',
    ],
    homes: [
      'Main St W', 'Louis St Laurent Ave', 'Commercial St', 'Martin St', 'Laurier Ave', 'Woodward Ave', 'Yates Dr',
      'Farmstead Dr', 'Savoline Blvd', 'Whitlock Ave', 'Scott Blvd', 'Ferguson Dr', 'Bennett Blvd', 'Etheridge Ave',
      'Fourth Line', 'Fifth Line', 'Clark Blvd', 'Ruhl Dr', 'Leiterman Dr', 'Harrison Dr',
    ],
  },
  Pickering: {
    towers: [
      'Kingston Rd', 'Pickering Pkwy', 'Liverpool Rd', 'Bayly St', 'Glenanna Rd', 'Valley Farm Rd',
    ],
    homes: [
      'Brock Rd', 'Whites Rd', 'Rosebank Rd', 'Finch Ave', 'Altona Rd', 'Sheppard Ave', 'Strouds Ln', 'Dixie Rd',
      'Fairport Rd', 'Toynevale Rd', 'Sandy Beach Rd', 'Krosno Blvd', 'Taunton Rd', 'Foxwood Trail', 'Highbush Trail',
      'Amberlea Rd', 'Dunbarton Rd', 'Fieldlight Blvd', 'Twyn Rivers Dr',
    ],
  },
  Ajax: {
    towers: [
      'Harwood Ave S', 'Kingston Rd E', 'Bayly St W', 'Salem Rd S', 'Old Harwood Ave',
    ],
    homes: [
      'Harwood Ave N', 'Kingston Rd W', 'Westney Rd N', 'Salem Rd N', 'Rossland Rd E', 'Church St N', 'Audley Rd N',
      'Lake Driveway W', 'Clements Rd', 'Ravenscroft Rd', 'Williamson Dr E', 'Taunton Rd E', 'Shoal Point Rd',
      'Pickering Beach Rd', 'Rotherglen Rd N', 'Delaney Dr', 'Monarch Ave', 'Riverside Dr', 'Mandrake St',
    ],
  },
  Whitby: {
    towers: [
      'Dundas St E', 'Brock St N', 'Gordon St', 'Water St', 'Anderson St',
    ],
    homes: [
      'Brock St S', 'Dundas St W', 'Garden St', 'Thickson Rd N', 'Rossland Rd W', 'Taunton Rd W', 'Winchester Rd',
      'Baldwin St', 'Cochrane St', 'Henry St', 'Victoria St W', 'Carnwith Dr', 'Columbus Rd', 'Des Newman Blvd',
      'Country Ln', 'Coronation Rd', 'Kenneth Hobbs Ave', 'Ribblesdale Dr', 'Cassels Rd E',
    ],
  },
  Oshawa: {
    towers: [
      'Simcoe St N', 'King St E', 'Bond St W', 'Gibb St', 'Harmony Rd N',
    ],
    homes: [
      'Simcoe St S', 'King St W', 'Ritson Rd N', 'Wilson Rd N', 'Park Rd S', 'Adelaide Ave E', 'Rossland Rd E',
      'Taunton Rd E', 'Conlin Rd', 'Thornton Rd N', 'Stevenson Rd N', 'Bloor St E', 'Olive Ave', 'Grandview St N',
      'Townline Rd N', 'Beatrice St', 'Athol St', 'Centre St N', 'Colonel Sam Dr', 'Tresane St', 'Grassmere Ave',
    ],
  },
};
