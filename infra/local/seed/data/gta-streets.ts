import type { NeighbourhoodStreets } from './neighbourhood-streets';

/**
 * Well-known streets of each neighbourhood outside Toronto, by municipality and name (the
 * names of `gta-neighbourhoods.ts`): `arterials` along or across it, `towers` where its condo
 * and apartment buildings stand (absent where it has none), `homes` residential streets.
 *
 * From general knowledge of the region. Where the neighbourhood lies inside the
 * OpenStreetMap extract (most of York and Durham, east Peel) its streets were checked to pass
 * through its polygon or close to its centre; in Halton, Newmarket, Oshawa and west Peel they
 * were not checked against a map. See the seed README, "Streets". Street geometry ©
 * OpenStreetMap contributors (ODbL), used to check.
 */
export const gtaStreets: Readonly<Record<string, Readonly<Record<string, NeighbourhoodStreets>>>> = {
  Mississauga: {
    'Port Credit': {
      arterials: ['Lakeshore Rd E', 'Lakeshore Rd W', 'Hurontario St'],
      towers: ['Lakeshore Rd E', 'Port St E'],
      homes: ['Mississauga Rd S', 'Stavebank Rd', 'Queen St E'],
    },
    Mineola: {
      arterials: ['Hurontario St', 'Cawthra Rd', 'Mineola Rd E'],
      homes: ['Stavebank Rd', 'Kenollie Ave', 'Pinetree Way', 'Indian Valley Trl'],
    },
    Lakeview: {
      arterials: ['Lakeshore Rd E', 'Dixie Rd', 'Cawthra Rd', 'Ogden Ave'],
      towers: ['Lakeshore Rd E'],
      homes: ['Haig Blvd', 'Alexandra Ave', 'Strathy Ave', 'Meredith Ave'],
    },
    'Lorne Park': {
      arterials: ['Lakeshore Rd W', 'Mississauga Rd', 'Lorne Park Rd'],
      homes: ['Indian Rd', 'Hiawatha Pkwy', 'Meadow Wood Rd', 'Truscott Dr'],
    },
    Clarkson: {
      arterials: ['Lakeshore Rd W', 'Southdown Rd', 'Clarkson Rd N'],
      towers: ['Lakeshore Rd W'],
      homes: ['Truscott Dr', 'Clarkson Rd S', 'Inverhouse Dr'],
    },
    Erindale: {
      arterials: ['Dundas St W', 'Mississauga Rd', 'Burnhamthorpe Rd W'],
      homes: ['Erindale Station Rd', 'Deer Run', 'Shagbark Cres', 'Sawgrass Cres'],
    },
    Cooksville: {
      arterials: ['Hurontario St', 'Dundas St E', 'Dundas St W', 'Confederation Pkwy'],
      towers: ['Hurontario St', 'Kirwin Ave', 'Hillcrest Ave'],
      homes: ['Fairview Rd W', 'King St E', 'Paisley Blvd E', 'Camilla Rd'],
    },
    'City Centre': {
      arterials: ['Hurontario St', 'Burnhamthorpe Rd W', 'Confederation Pkwy'],
      towers: ['Webb Dr', 'Duke of York Blvd', 'Square One Dr', 'Kariya Dr'],
      homes: ['Queensbridge Dr', 'Meadows Blvd', 'Elora Dr'],
    },
    Applewood: {
      arterials: ['Dixie Rd', 'Bloor St', 'Burnhamthorpe Rd E', 'Tomken Rd'],
      towers: ['Bloor St'],
      homes: ['Golden Orchard Dr', 'Havenwood Dr', 'Queen Frederica Dr', 'Rymal Rd', 'Melton Dr'],
    },
    Hurontario: {
      arterials: ['Hurontario St', 'Eglinton Ave W', 'Bristol Rd W', 'Britannia Rd W'],
      towers: ['Hurontario St'],
      homes: ['Heritage Hills Blvd', 'Ashprior Ave', 'Little Creek Rd', 'Driftcurrent Dr'],
    },
    'Erin Mills': {
      arterials: ['Erin Mills Pkwy', 'Glen Erin Dr', 'Burnhamthorpe Rd W'],
      homes: ['The Collegeway', 'Folkway Dr', 'South Millway', 'Sawmill Valley Dr'],
    },
    Streetsville: {
      arterials: ['Queen St S', 'Britannia Rd W', 'Mississauga Rd'],
      homes: ['Main St', 'Thomas St', 'Joymar Dr', 'Church St'],
    },
    'Churchill Meadows': {
      arterials: ['Eglinton Ave W', 'Ninth Line', 'Winston Churchill Blvd', 'Britannia Rd W'],
      homes: ['Churchill Meadows Blvd', 'Erin Centre Blvd', 'Tenth Line W'],
    },
    Meadowvale: {
      arterials: ['Derry Rd W', 'Winston Churchill Blvd', 'Glen Erin Dr', 'Britannia Rd W'],
      homes: ['Battleford Rd', 'Montevideo Rd', 'Aquitaine Ave'],
    },
    'Meadowvale Village': {
      arterials: ['Derry Rd W', 'Mavis Rd'],
      homes: ['Old Derry Rd', 'Second Line W', 'Creditview Rd'],
    },
    Malton: {
      arterials: ['Airport Rd', 'Derry Rd E', 'Goreway Dr'],
      towers: ['Morning Star Dr'],
      homes: ['Darcel Ave', 'Redstone Rd', 'Etude Dr', 'Victory Cres'],
    },
  },
  Brampton: {
    'Downtown Brampton': {
      arterials: ['Main St N', 'Main St S', 'Queen St E', 'Queen St W'],
      towers: ['Queen St E', 'Main St N'],
      homes: ['Church St E', 'Wellington St E', 'Elizabeth St N'],
    },
    Bramalea: {
      arterials: ['Bramalea Rd', 'Queen St E', 'Dixie Rd', 'Williams Pkwy'],
      towers: ['Knightsbridge Rd', 'Lisa St'],
      homes: ['Balmoral Dr', 'Central Park Dr', 'Howden Blvd', 'Avondale Blvd'],
    },
    Springdale: {
      arterials: ['Bovaird Dr E', 'Sandalwood Pkwy E', 'Airport Rd', 'Torbram Rd'],
      homes: ['Sunny Meadow Blvd', 'Great Lakes Dr', 'Inspire Blvd', 'Father Tobin Rd'],
    },
    'Heart Lake': {
      arterials: ['Sandalwood Pkwy W', 'Kennedy Rd N', 'Bovaird Dr W', 'Hurontario St'],
      homes: ['Conestoga Dr', 'Heart Lake Rd', 'Wanless Dr'],
    },
    "Fletcher's Meadow": {
      arterials: ['Sandalwood Pkwy W', 'Chinguacousy Rd', 'Bovaird Dr W', 'Creditview Rd'],
      homes: ['Van Kirk Dr', 'Brisdale Dr', 'Edenbrook Hill Dr'],
    },
    'Mount Pleasant': {
      arterials: ['Bovaird Dr W', 'Mississauga Rd', 'Creditview Rd'],
      towers: ['Lagerfeld Dr'],
      homes: ['Elbern Markell Dr', 'Locomotive Cres', 'Salvation Rd'],
    },
    'Credit Valley': {
      arterials: ['Queen St W', 'Mississauga Rd', 'Creditview Rd', 'Steeles Ave W'],
      homes: ['Rivermont Rd', 'Gillingham Dr', 'Charolais Blvd'],
    },
    'Bram West': {
      arterials: ['Steeles Ave W', 'Mississauga Rd', 'Financial Dr'],
      homes: ['Heritage Rd', 'Bonnie Braes Dr', 'Churchville Rd'],
    },
    'Sandringham-Wellington': {
      arterials: ['Queen St E', 'Torbram Rd', 'Airport Rd', 'Williams Pkwy'],
      homes: ['Mountainash Rd', 'Peter Robertson Blvd', 'Sunny Meadow Blvd'],
    },
    Castlemore: {
      arterials: ['Castlemore Rd', 'The Gore Rd', 'Airport Rd', 'Goreway Dr'],
      homes: ['Cottrelle Blvd', 'Gardenbrooke Trl', 'Thorndale Rd'],
    },
    Snelgrove: {
      arterials: ['Hurontario St', 'Chinguacousy Rd', 'Mayfield Rd'],
      homes: ['Countryside Dr', 'Wanless Dr', 'Old School Rd'],
    },
    'Bram East': {
      arterials: ['The Gore Rd', 'Highway 50', 'Castlemore Rd', 'Queen St E'],
      homes: ['Ebenezer Rd', 'Deerhurst Dr', 'Fogal Rd'],
    },
  },
  Vaughan: {
    Woodbridge: {
      arterials: ['Highway 7', 'Islington Ave', 'Kipling Ave'],
      towers: ['Woodbridge Ave', 'Highway 7'],
      homes: ['Wallace St', 'Bruce St', 'Mapes Ave', 'Veneto Dr'],
    },
    'East Woodbridge': {
      arterials: ['Highway 7', 'Pine Valley Dr', 'Weston Rd', 'Langstaff Rd'],
      homes: ['Aberdeen Ave', 'Sylvadene Pkwy', 'Marycroft Ave', 'Belview Ave'],
    },
    'Vaughan Metropolitan Centre': {
      arterials: ['Highway 7', 'Jane St', 'Portage Pkwy'],
      towers: ['Millway Ave', 'Interchange Way', 'Applemill Rd', 'Commerce St'],
      homes: ['Cidermill Ave', 'Buttermill Ave', 'Courtland Ave'],
    },
    Concord: {
      arterials: ['Highway 7', 'Keele St', 'Dufferin St', 'Centre St'],
      towers: ['Highway 7'],
      homes: ['Glen Shields Ave', 'Jardin Dr', 'Doney Cres', 'Drumlin Crcl'],
    },
    Brownridge: {
      arterials: ['Centre St', 'Bathurst St', 'Dufferin St'],
      towers: ['New Westminster Dr'],
      homes: ['Brownridge Dr', 'Mullen Dr', 'Conley St', 'Charlton Ave'],
    },
    'Beverley Glen': {
      arterials: ['Bathurst St', 'Centre St', 'Clark Ave W'],
      towers: ['Promenade Crcl', 'New Westminster Dr'],
      homes: ['Beverley Glen Blvd', 'Flamingo Rd', 'York Hill Blvd', 'Highcliffe Dr'],
    },
    Thornhill: {
      arterials: ['Yonge St', 'Centre St', 'Bathurst St'],
      towers: ['Clark Ave W', 'Hilda Ave'],
      homes: ['Thornridge Dr', 'Thornbank Rd', 'Arnold Ave', 'Brooke St'],
    },
    'Thornhill Woods': {
      arterials: ['Bathurst St', 'Rutherford Rd', 'Dufferin St', 'Langstaff Rd'],
      homes: ['Thornhill Woods Dr', 'Summeridge Dr', 'Pleasant Ridge Ave', 'Autumn Hill Blvd'],
    },
    Patterson: {
      arterials: ['Dufferin St', 'Bathurst St', 'Rutherford Rd', 'Major Mackenzie Dr W'],
      homes: ['Ilan Ramon Blvd', 'Thomas Cook Ave', 'Marc Santi Blvd', 'Valley Vista Dr'],
    },
    Maple: {
      arterials: ['Keele St', 'Major Mackenzie Dr W', 'Rutherford Rd'],
      homes: ['Church St', 'Melville Ave', 'Peter Rupert Ave', 'McNaughton Rd'],
    },
    'Vellore Village': {
      arterials: ['Weston Rd', 'Major Mackenzie Dr W', 'Rutherford Rd', 'Pine Valley Dr'],
      homes: ['Vellore Park Ave', 'Velmar Dr', 'Vellore Woods Blvd', 'Lawford Rd'],
    },
    'Sonoma Heights': {
      arterials: ['Islington Ave', 'Rutherford Rd', 'Major Mackenzie Dr W', 'Highway 27'],
      homes: ['Napa Valley Ave', 'Sonoma Blvd', 'Forest Fountain Dr', 'Monte Carlo Dr'],
    },
    Kleinburg: {
      arterials: ['Islington Ave', 'Nashville Rd', 'Major Mackenzie Dr W', 'Highway 27'],
      homes: ['Stegmans Mill Rd', 'Napier St', 'Kipling Ave', 'Treelawn Blvd'],
    },
  },
  Markham: {
    Thornhill: {
      arterials: ['Yonge St', 'Bayview Ave', 'John St'],
      towers: ['Yonge St'],
      homes: ['Royal Orchard Blvd', 'Henderson Ave', 'Elgin St', 'Proctor Ave'],
    },
    'German Mills': {
      arterials: ['Leslie St', 'John St', 'Steeles Ave E'],
      homes: ['Simonston Blvd', 'Huntington Park Dr', 'German Mills Rd', 'Summerdale Dr', 'Lyndhurst Dr'],
    },
    Buttonville: {
      arterials: ['Woodbine Ave', '16th Ave', 'Highway 7 E'],
      homes: ['Cochrane Dr', 'Captain Francis Dr', 'John Button Blvd', 'Buttonville Cres E'],
    },
    'Markham Centre': {
      arterials: ['Highway 7 E', 'Warden Ave', 'Kennedy Rd'],
      towers: ['Enterprise Blvd', 'Cedarland Dr', 'South Town Centre Blvd', 'Clegg Rd'],
      homes: ['Cox Blvd', 'Buchanan Dr', 'Kerrigan Cres'],
    },
    Unionville: {
      arterials: ['Highway 7 E', '16th Ave', 'Kennedy Rd', 'Main St Unionville'],
      homes: ['South Unionville Ave', 'Fred Varley Dr', 'Helen Ave', 'Castan Ave'],
    },
    'Angus Glen': {
      arterials: ['Major Mackenzie Dr E', 'Kennedy Rd', 'Warden Ave', '16th Ave'],
      homes: ['Angus Glen Blvd', 'The Fairways', 'Glenbourne Park Dr', 'Cachet Pkwy'],
    },
    Cathedraltown: {
      arterials: ['Woodbine Ave', 'Major Mackenzie Dr E'],
      towers: ['Cathedral High St'],
      homes: ['Hillmount Rd', 'Willow Heights Blvd', 'Personna Blvd', 'Boynton Crcl'],
    },
    'Berczy Village': {
      arterials: ['McCowan Rd', '16th Ave', 'Major Mackenzie Dr E'],
      homes: ['Stonebridge Dr', 'Hillwood St', 'Ridgecrest Rd', 'The Bridle Walk'],
    },
    'Milliken Mills': {
      arterials: ['Steeles Ave E', 'Kennedy Rd', 'McCowan Rd', '14th Ave'],
      homes: ['Highglen Ave', 'Aldergrove Dr', 'Elson St', 'Coppard Ave'],
    },
    'Markham Village': {
      arterials: ['Main St N', 'Highway 7 E', '16th Ave', 'Bullock Dr'],
      homes: ['Reeve Dr', 'Sherwood Forest Dr', 'Drakefield Rd', 'Ramona Blvd'],
    },
    Wismer: {
      arterials: ['Major Mackenzie Dr E', 'McCowan Rd', '16th Ave'],
      homes: ['Fred McLaren Blvd', 'Alfred Paterson Dr', 'Hammersly Blvd', 'Swan Park Rd'],
    },
    Cornell: {
      arterials: ['Highway 7 E', '16th Ave', 'Ninth Line', 'Donald Cousens Pkwy'],
      homes: ['Whites Hill Ave', 'Cornell Park Ave', 'Country Glen Rd', 'Cornell Rouge Blvd'],
    },
    'Box Grove': {
      arterials: ['14th Ave', 'Ninth Line', 'Donald Cousens Pkwy'],
      homes: ['Copper Creek Dr', 'Riverwalk Dr', 'Rouge Bank Dr', 'Legacy Dr'],
    },
  },
  'Richmond Hill': {
    Langstaff: {
      arterials: ['Yonge St', 'Highway 7 W'],
      towers: ['Yonge St', 'Highway 7 W', 'High Tech Rd', 'Red Maple Rd'],
      homes: ['Silver Linden Dr', 'Kirk Dr', 'Eleanor Crcl'],
    },
    'South Richvale': {
      arterials: ['Yonge St', 'Bathurst St', 'Carrville Rd'],
      homes: ['Avenue Rd', 'Denham Dr', 'Cambridge Cres', 'Maryvale Cres'],
    },
    Doncrest: {
      arterials: ['Bayview Ave', 'Leslie St', '16th Ave', 'Highway 7 E'],
      homes: ['Doncrest Rd', 'Chalmers Rd', 'Red Oak Dr', 'Hazelmere Dr'],
    },
    Observatory: {
      arterials: ['Yonge St', '16th Ave', 'Major Mackenzie Dr E'],
      homes: ['Palmer Ave', 'Elmwood Ave', 'Fern Ave', 'David Dunlap Blvd'],
    },
    'Bayview Hill': {
      arterials: ['Bayview Ave', '16th Ave', 'Major Mackenzie Dr E', 'Leslie St'],
      homes: ['Clarendon Dr', 'Boake Trl', 'Vogell Rd', 'Brodie Dr'],
    },
    'Mill Pond': {
      arterials: ['Yonge St', 'Major Mackenzie Dr W', 'Elgin Mills Rd W'],
      towers: ['Yonge St'],
      homes: ['Mill St', 'Trench St', 'Arnold Cres', 'Browndale Cres'],
    },
    Westbrook: {
      arterials: ['Bathurst St', 'Elgin Mills Rd W', 'Major Mackenzie Dr W'],
      homes: ['Quail Run Blvd', 'Canyon Hill Ave', 'Shaftsbury Ave', 'Rivermill Cres'],
    },
    'Rouge Woods': {
      arterials: ['Bayview Ave', 'Major Mackenzie Dr E', 'Elgin Mills Rd E', 'Leslie St'],
      homes: ['Bawden Dr', 'Prince Regent St', 'Redstone Rd', 'Farmstead Rd'],
    },
    Devonsleigh: {
      arterials: ['Yonge St', 'Elgin Mills Rd E', '19th Ave'],
      homes: ['Devonsleigh Blvd', 'Shadow Falls Dr', 'Rose Branch Dr', 'Kensington Dr'],
    },
    Jefferson: {
      arterials: ['Yonge St', 'Jefferson Side Rd', '19th Ave', 'Gamble Rd'],
      homes: ['Tower Hill Rd', 'Selwyn Rd', 'Alpaca Dr', 'Lake Forest Dr'],
    },
    'Oak Ridges Lake Wilcox': {
      arterials: ['Bayview Ave', 'Stouffville Rd', 'Leslie St'],
      homes: ['Sunset Beach Rd', 'North Lake Rd', 'Olde Bayview Ave', 'Lakeland Cres'],
    },
    'Oak Ridges': {
      arterials: ['Yonge St', 'Bloomington Rd', 'King Rd', 'Bathurst St'],
      homes: ['Elderberry Trl', 'Blackforest Dr', 'Coons Rd', 'Regatta Ave'],
    },
  },
  Aurora: {
    'Aurora Village': {
      arterials: ['Yonge St', 'Wellington St E', 'Wellington St W'],
      homes: ['Mosley St', 'Tyler St', 'Temperance St', 'Kennedy St W'],
    },
    'Aurora Highlands': {
      arterials: ['Wellington St W', 'Bathurst St', 'Murray Dr'],
      homes: ['Timpson Dr', 'Willis Dr', 'Cranberry Lane', 'Corner Ridge Rd'],
    },
    'Aurora Heights': {
      arterials: ['Wellington St W', 'Yonge St', "St John's Side Rd"],
      homes: ['Aurora Heights Dr', 'Orchard Heights Blvd', 'Hollidge Blvd'],
    },
    'Aurora Grove': {
      arterials: ['Yonge St', 'Bloomington Rd', 'Industrial Pkwy S'],
      homes: ['Henderson Dr', 'Steeplechase Ave', 'Poplar Cres', 'Woodhaven Ave'],
    },
    'Bayview Wellington': {
      arterials: ['Bayview Ave', 'Wellington St E', 'Leslie St'],
      homes: ['Hollandview Trl', 'Mavrinac Blvd', 'Primeau Dr'],
    },
    'Bayview Northeast': {
      arterials: ['Bayview Ave', "St John's Side Rd", 'Leslie St'],
      homes: ['Hollandview Trl', 'Mavrinac Blvd', 'Wellington St E'],
    },
  },
  Newmarket: {
    'Central Newmarket': {
      arterials: ['Yonge St', 'Davis Dr', 'Eagle St'],
      towers: ['Davis Dr'],
      homes: ['Main St S', 'Prospect St', 'Timothy St', 'Botsford St'],
    },
    'Gorham-College Manor': {
      arterials: ['Yonge St', 'Gorham St', 'Mulock Dr'],
      homes: ['College Manor Dr', 'Lorne Ave', 'Srigley St'],
    },
    'Bristol-London': {
      arterials: ['Yonge St', 'Davis Dr', 'Mulock Dr'],
      homes: ['Bristol Rd', 'London Rd', 'Parkview Cres'],
    },
    'Glenway Estates': {
      arterials: ['Davis Dr', 'Bathurst St', 'Eagle St'],
      homes: ['Brimson Dr', 'Hilton Blvd', 'Lyman Blvd'],
    },
    'Woodland Hill': {
      arterials: ['Yonge St', 'Bathurst St', 'Green Lane W'],
      homes: ['Woodspring Ave', 'Alex Doner Dr', 'Savage Rd'],
    },
    Armitage: {
      arterials: ['Yonge St', 'Mulock Dr', 'Bayview Ave'],
      homes: ['Wayne Dr', 'Patterson St', 'Savage Rd'],
    },
    'Stonehaven-Wyndham': {
      arterials: ['Leslie St', 'Mulock Dr', 'Bayview Ave'],
      homes: ['Stonehaven Ave', 'Harry Walker Pkwy S', 'Wayne Dr'],
    },
    'Summerhill Estates': {
      arterials: ['Leslie St', 'Davis Dr', 'Bayview Ave'],
      homes: ['Harry Walker Pkwy N', 'Huron Heights Dr', 'Srigley St'],
    },
    'Huron Heights-Leslie Valley': {
      arterials: ['Leslie St', 'Davis Dr', 'Mulock Dr'],
      homes: ['Huron Heights Dr', 'Harry Walker Pkwy S', 'Srigley St'],
    },
  },
  Oakville: {
    'Old Oakville': {
      arterials: ['Lakeshore Rd E', 'Lakeshore Rd W', 'Trafalgar Rd'],
      towers: ['Lakeshore Rd E', 'Navy St'],
      homes: ['Reynolds St', 'Allan St', 'Dunn St', 'Randall St'],
    },
    Eastlake: {
      arterials: ['Lakeshore Rd E', 'Maple Grove Dr', 'Cornwall Rd'],
      homes: ['Chartwell Rd', 'Morrison Rd', 'Linbrook Rd', 'Brookdale Ave'],
    },
    Clearview: {
      arterials: ['Winston Churchill Blvd', 'Upper Middle Rd E', 'Royal Windsor Dr'],
      homes: ['Cedar Ridge Dr', 'Ford Dr', 'Maple Grove Dr'],
    },
    'Joshua Creek': {
      arterials: ['Upper Middle Rd E', 'Dundas St E', 'Eighth Line'],
      homes: ['Sawgrass Dr', 'Glenashton Dr', 'Ford Dr'],
    },
    'Iroquois Ridge North': {
      arterials: ['Trafalgar Rd', 'Dundas St E', 'Upper Middle Rd E', 'Eighth Line'],
      homes: ['Glenashton Dr', 'Grand Blvd', 'Sawgrass Dr'],
    },
    'College Park': {
      arterials: ['Trafalgar Rd', 'Upper Middle Rd E', 'Sixth Line', 'Cornwall Rd'],
      towers: ['Marlborough Crt'],
      homes: ['McCraney St E', 'Sixth Line', 'Millbank Dr'],
    },
    'Uptown Core': {
      arterials: ['Trafalgar Rd', 'Dundas St E'],
      towers: ['Oak Park Blvd', 'Hays Blvd'],
      homes: ['Taunton Rd', 'Sixth Line', 'Glenashton Dr'],
    },
    'River Oaks': {
      arterials: ['Upper Middle Rd E', 'Sixth Line', 'Trafalgar Rd'],
      homes: ['River Oaks Blvd E', 'River Oaks Blvd W', 'Postridge Dr'],
    },
    'Glen Abbey': {
      arterials: ['Dorval Dr', 'Upper Middle Rd W', 'Third Line'],
      homes: ['Pilgrims Way', 'Nottinghill Gate', 'Heritage Way', 'Glen Abbey Gate'],
    },
    Bronte: {
      arterials: ['Lakeshore Rd W', 'Bronte Rd', 'Third Line'],
      towers: ['Lakeshore Rd W', 'Marine Dr'],
      homes: ['Woodhurst Cres', 'Merritt Rd', 'Woodside Dr', 'Rebecca St'],
    },
    'Bronte Creek': {
      arterials: ['Bronte Rd', 'Upper Middle Rd W', 'Dundas St W'],
      homes: ['Westoak Trails Blvd', 'Calloway Dr', 'Wisteria Lane'],
    },
    'West Oak Trails': {
      arterials: ['Dundas St W', 'Upper Middle Rd W', 'Third Line'],
      homes: ['Westoak Trails Blvd', 'Wisteria Lane', 'Calloway Dr'],
    },
    'Palermo West': {
      arterials: ['Dundas St W', 'Bronte Rd', 'Tremaine Rd'],
      homes: ['Postmaster Dr', 'Carding Mill Trl', 'Calloway Dr'],
    },
  },
  Burlington: {
    'Downtown Burlington': {
      arterials: ['Lakeshore Rd', 'Brant St', 'Fairview St'],
      towers: ['Lakeshore Rd', 'Brant St', 'Maple Ave', 'Elgin St'],
      homes: ['Caroline St', 'Ontario St', 'Martha St', 'Burlington Ave'],
    },
    Aldershot: {
      arterials: ['Plains Rd W', 'Plains Rd E', 'Waterdown Rd'],
      towers: ['Plains Rd E'],
      homes: ['LaSalle Park Rd', 'Unsworth Ave', 'Francis Rd'],
    },
    Tyandaga: {
      arterials: ['Brant St', 'Dundas St', 'Guelph Line'],
      homes: ['Tyandaga Park Dr', 'Kerns Rd', 'Mount Forest Dr'],
    },
    Mountainside: {
      arterials: ['Guelph Line', 'Brant St', 'Upper Middle Rd'],
      homes: ['Mountainside Dr', 'Mountain Grove Ave', 'Cumberland Ave'],
    },
    'Brant Hills': {
      arterials: ['Brant St', 'Upper Middle Rd', 'Guelph Line', 'Dundas St'],
      homes: ['Duncaster Dr', 'Cavendish Dr', 'Bayshire Dr'],
    },
    Palmer: {
      arterials: ['Guelph Line', 'New St', 'Walkers Line'],
      homes: ['Palmer Dr', 'Prospect St', 'Ashley Ave'],
    },
    Shoreacres: {
      arterials: ['Lakeshore Rd', 'Appleby Line', 'Walkers Line', 'New St'],
      homes: ['Shoreacres Rd', 'Spruce Ave', 'Pine Cove Rd'],
    },
    Appleby: {
      arterials: ['Appleby Line', 'New St', 'Fairview St', 'Upper Middle Rd'],
      towers: ['Pinedale Ave'],
      homes: ['Longmoor Dr', 'Pinedale Ave', 'Spruce Ave'],
    },
    'Headon Forest': {
      arterials: ['Upper Middle Rd', 'Walkers Line', 'Guelph Line', 'Dundas St'],
      homes: ['Headon Forest Dr', 'Cleaver Ave', 'Headon Rd'],
    },
    Millcroft: {
      arterials: ['Walkers Line', 'Upper Middle Rd', 'Appleby Line', 'Dundas St'],
      homes: ['Millcroft Park Dr', 'Country Club Dr', 'Dillon Rd'],
    },
    Orchard: {
      arterials: ['Appleby Line', 'Dundas St', 'Upper Middle Rd'],
      homes: ['Sutton Dr', 'Sorrento Cres', 'Pondview Cres'],
    },
    'Alton Village': {
      arterials: ['Dundas St', 'Appleby Line', 'Walkers Line'],
      homes: ['Thomas Alton Blvd', 'Tim Dobbie Dr', 'Dryden Ave'],
    },
  },
  Milton: {
    'Old Milton': {
      arterials: ['Main St E', 'Main St W', 'Ontario St S'],
      towers: ['Main St E'],
      homes: ['Martin St', 'Commercial St', 'Mill St'],
    },
    Timberlea: {
      arterials: ['Ontario St N', 'Main St W', 'Derry Rd'],
      homes: ['Laurier Ave', 'Woodward Ave', 'Chisholm Dr'],
    },
    'Dorset Park': {
      arterials: ['Ontario St N', 'Steeles Ave E', 'Main St E'],
      homes: ['Chisholm Dr', 'Robert St', 'Maple Ave'],
    },
    'Bronte Meadows': {
      arterials: ['Bronte St N', 'Derry Rd', 'Main St W'],
      homes: ['Yates Dr', 'Coxe Blvd', 'Bronte St N'],
    },
    Dempsey: {
      arterials: ['Thompson Rd S', 'Derry Rd', 'Main St E'],
      homes: ['Savoline Blvd', 'Yates Dr', 'Holly Ave'],
    },
    Beaty: {
      arterials: ['Thompson Rd S', 'Derry Rd', 'James Snow Pkwy'],
      homes: ['Farmstead Dr', 'Bennett Blvd', 'Beaty Trl'],
    },
    Clarke: {
      arterials: ['Thompson Rd S', 'Louis St Laurent Ave', 'Derry Rd'],
      homes: ['Clark Blvd', 'Leiterman Dr', 'Yates Dr'],
    },
    Harrison: {
      arterials: ['Louis St Laurent Ave', 'Thompson Rd S', 'Derry Rd'],
      homes: ['Harrison Dr', 'Ferguson Dr', 'Scott Blvd'],
    },
    Coates: {
      arterials: ['Louis St Laurent Ave', 'James Snow Pkwy', 'Derry Rd'],
      homes: ['Etheridge Ave', 'Leiterman Dr', 'Whitlock Ave'],
    },
    Scott: {
      arterials: ['Thompson Rd S', 'Louis St Laurent Ave', 'Main St E'],
      homes: ['Scott Blvd', 'Whitlock Ave', 'Ferguson Dr'],
    },
    Willmott: {
      arterials: ['Louis St Laurent Ave', 'Bronte St S', 'Derry Rd'],
      homes: ['Ruhl Dr', 'Bennett Blvd', 'Etheridge Ave'],
    },
  },
  Pickering: {
    Rosebank: {
      arterials: ['Rosebank Rd', 'Altona Rd', 'Sheppard Ave'],
      homes: ['Rougemount Dr', 'Toynevale Rd', 'Fawndale Rd', 'Oakwood Dr'],
    },
    'West Shore': {
      arterials: ['West Shore Blvd', 'Whites Rd', 'Bayly St'],
      homes: ['Breezy Dr', 'Oklahoma Dr', 'Sanok Dr', 'Eyer Dr'],
    },
    'Bay Ridges': {
      arterials: ['Liverpool Rd', 'Bayly St', 'Sandy Beach Rd'],
      homes: ['Annland St', 'Krosno Blvd', 'Balaton Ave', 'Lublin Ave'],
    },
    Dunbarton: {
      arterials: ['Whites Rd', 'Kingston Rd', 'Strouds Lane'],
      homes: ['Foxwood Trl', 'Highview Rd', 'Aspen Rd', 'Autumn Cres'],
    },
    Amberlea: {
      arterials: ['Dixie Rd', 'Finch Ave', 'Glenanna Rd'],
      homes: ['Spruce Hill Rd', 'Lynn Heights Dr', 'Rambleberry Ave', 'Dunbarton Rd'],
    },
    Liverpool: {
      arterials: ['Liverpool Rd', 'Kingston Rd', 'Pickering Pkwy'],
      towers: ['Pickering Pkwy', 'Glenanna Rd', 'Valley Farm Rd'],
      homes: ['Bowler Dr', 'Fieldlight Blvd', 'Walnut Lane', 'Glendale Dr'],
    },
    Highbush: {
      arterials: ['Altona Rd', 'Finch Ave', 'Whites Rd'],
      homes: ['Pine Grove Ave', 'Erin Gate Blvd', 'Summerpark Cres', 'Sandhurst Cres'],
    },
    'Village East': {
      arterials: ['Brock Rd', 'Bayly St', 'Kingston Rd'],
      homes: ['Marshcourt Dr', 'Bainbridge Dr', 'Beechlawn Dr', 'Alwin Crcl'],
    },
    'Brock Ridge': {
      arterials: ['Brock Rd', 'Finch Ave', 'Valley Farm Rd'],
      homes: ['Major Oaks Rd', 'Dellbrook Ave', 'Wildwood Cres', 'Southcott Rd'],
    },
    'Duffin Heights': {
      arterials: ['Brock Rd', 'Taunton Rd'],
      homes: ['William Jackson Dr', 'Sapphire Dr', 'Azalea Ave', 'Liatris Dr'],
    },
    Seaton: {
      arterials: ['Whites Rd', 'Taunton Rd', 'Peter Matthews Dr'],
      homes: ['Dragonfly Ave', 'Forestream Trl', 'Whitevale Rd'],
    },
  },
  Ajax: {
    'Pickering Village': {
      arterials: ['Kingston Rd W', 'Church St N', 'Westney Rd N'],
      homes: ['Station St', 'Wright Cres', 'Hunt St', 'Reed Dr'],
    },
    'South West Ajax': {
      arterials: ['Westney Rd S', 'Bayly St W', 'Lake Driveway W'],
      homes: ['Finley Ave', 'Rands Rd', 'Lucas Lane', 'Monarch Ave'],
    },
    'South East Ajax': {
      arterials: ['Harwood Ave S', 'Bayly St E', 'Salem Rd S'],
      homes: ['Clements Rd E', 'Burcher Rd', 'Rollo Dr', 'Hills Rd'],
    },
    'Central Ajax': {
      arterials: ['Harwood Ave S', 'Kingston Rd E', 'Salem Rd S'],
      towers: ['Harwood Ave S'],
      homes: ['Kings Cres', 'Angus Dr', 'Booth Cres', 'Allard Ave'],
    },
    'Central West Ajax': {
      arterials: ['Kingston Rd W', 'Westney Rd N', 'Rossland Rd W'],
      homes: ['Kearney Dr', 'Griffiths Dr', 'Chatfield Dr', 'Wilce Dr'],
    },
    'Northwest Ajax': {
      arterials: ['Westney Rd N', 'Rossland Rd W', 'Taunton Rd W'],
      homes: ['Seggar Ave', 'Sullivan Dr', 'Large Cres', 'Thackery Dr'],
    },
    'Northeast Ajax': {
      arterials: ['Salem Rd N', 'Rossland Rd E', 'Harwood Ave N'],
      homes: ['Ainsbury Ave', 'Snowling Dr', 'Lloydminster Ave', 'Rushworth Dr'],
    },
  },
  Whitby: {
    'Port Whitby': {
      arterials: ['Brock St S', 'Victoria St W', 'Victoria St E'],
      homes: ['Gordon St', 'Watson St W', 'Charles St', 'Jeffery St'],
    },
    'Downtown Whitby': {
      arterials: ['Brock St N', 'Dundas St E', 'Dundas St W'],
      towers: ['Dundas St E'],
      homes: ['Mary St E', 'Centre St N', 'Byron St N', 'Dunlop St W'],
    },
    'Lynde Creek': {
      arterials: ['Dundas St W', 'Rossland Rd W', 'Cochrane St'],
      homes: ['Michael Blvd', 'Bonacord Ave', 'Holliday Dr', 'Westfield Dr'],
    },
    'Blue Grass Meadows': {
      arterials: ['Dundas St E', 'Garden St', 'Anderson St'],
      homes: ['Bradley Dr', 'Pringle Dr', 'Wyndfield Cres', 'Calder Cres'],
    },
    'Pringle Creek': {
      arterials: ['Rossland Rd E', 'Garden St', 'Anderson St'],
      homes: ['Bassett Blvd', 'Henderson Dr', 'Ribblesdale Dr', 'Rice Dr'],
    },
    'Rolling Acres': {
      arterials: ['Taunton Rd E', 'Garden St', 'Anderson St'],
      homes: ['Fallingbrook St', 'Forest Heights St', 'Willowbrook Dr', 'Braebrook Dr'],
    },
    Williamsburg: {
      arterials: ['Taunton Rd W', 'Brock St N', 'Cochrane St'],
      homes: ['Whitburn St', 'Auckland Dr', 'Baycliffe Dr', 'Country Lane'],
    },
    'Taunton North': {
      arterials: ['Taunton Rd E', 'Baldwin St', 'Garden St'],
      homes: ['Tormina Blvd', 'Robert Attersley Dr E', 'Sonley Dr', 'McKinney Dr'],
    },
    Brooklin: {
      arterials: ['Baldwin St N', 'Winchester Rd', 'Thickson Rd N'],
      homes: ['Cassels Rd E', 'Montgomery Ave', 'Wilshire Dr', 'Watford St'],
    },
  },
  Oshawa: {
    'Downtown Oshawa': {
      arterials: ['King St E', 'King St W', 'Simcoe St N', 'Simcoe St S'],
      towers: ['Simcoe St N', 'King St E', 'Bond St W'],
      homes: ['Centre St N', 'Athol St E', 'Celina St'],
    },
    Lakeview: {
      arterials: ['Simcoe St S', 'Park Rd S', 'Harbour Rd'],
      homes: ['Lakeview Park Ave', 'Cromwell Ave', 'Olive Ave'],
    },
    Vanier: {
      arterials: ['Stevenson Rd S', 'Gibb St', 'Park Rd S', 'Bloor St W'],
      homes: ['Cedar St', 'Gliddon Ave', 'Buckingham Ave'],
    },
    Centennial: {
      arterials: ['Ritson Rd S', 'Bloor St E', 'Wilson Rd S', 'Olive Ave'],
      homes: ['Eulalie Ave', 'Cubert St', 'Wasaga Ave'],
    },
    Donevan: {
      arterials: ['Harmony Rd S', 'Wilson Rd S', 'King St E', 'Olive Ave'],
      homes: ['Donevan Pl', 'Cedarvalley Ave', 'Farewell St'],
    },
    McLaughlin: {
      arterials: ['Stevenson Rd N', 'Thornton Rd N', 'King St W', 'Rossland Rd W'],
      homes: ['Mary St N', 'McLaughlin Blvd', 'Gibbons St'],
    },
    "O'Neill": {
      arterials: ['Simcoe St N', 'Ritson Rd N', 'Adelaide Ave E', 'Rossland Rd E'],
      homes: ['Mary St N', 'Elgin St E', 'Centre St N'],
    },
    Eastdale: {
      arterials: ['Harmony Rd N', 'Adelaide Ave E', 'Rossland Rd E', 'Townline Rd N'],
      homes: ['Grandview St N', 'Beatrice St E', 'Hillcroft St'],
    },
    Samac: {
      arterials: ['Simcoe St N', 'Rossland Rd E', 'Taunton Rd E'],
      homes: ['Beatrice St E', 'Coldstream Dr', 'Hillsdale Ave E'],
    },
    Taunton: {
      arterials: ['Taunton Rd E', 'Harmony Rd N', 'Wilson Rd N'],
      homes: ['Tresane St', 'Kingswood Dr', 'Colonel Sam Dr'],
    },
    Windfields: {
      arterials: ['Simcoe St N', 'Taunton Rd W', 'Conlin Rd W'],
      homes: ['Windfields Farm Dr W', 'Greenhill Ave', 'Britannia Ave W'],
    },
    Kedron: {
      arterials: ['Simcoe St N', 'Conlin Rd E', 'Harmony Rd N', 'Ritson Rd N'],
      homes: ['Kedron Dells Dr', 'Mackenzie Ave', 'Harmony Valley Dr'],
    },
  },
};
