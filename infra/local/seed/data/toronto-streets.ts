import type { NeighbourhoodStreets } from './neighbourhood-streets';

/**
 * Streets that run through each of the City of Toronto's 158 neighbourhoods, by the City's
 * name: `arterials` along or across it, `towers` where its condo and apartment buildings
 * stand (absent where it has none), `homes` residential streets of its houses.
 *
 * Chosen by hand for this seed (no street file is part of the project): arterials from the
 * City's traffic-signal list, residential streets from the City's traffic-calming,
 * crossover and beacon records and from an OpenStreetMap street extract, condo streets from
 * general knowledge; each street was then checked to run inside its neighbourhood's City
 * polygon (an arterial: inside or along its edge). How, and what was left unchecked: the
 * seed README, "Streets". Contains information licensed under the Open Government Licence –
 * Toronto; street geometry © OpenStreetMap contributors (ODbL), used to check.
 */
export const torontoStreets: Readonly<Record<string, NeighbourhoodStreets>> = {
  'Agincourt North': {
    arterials: ['Finch Ave E', 'Brimley Rd', 'McCowan Rd', 'Midland Ave'],
    homes: ['Chartland Blvd S', 'Brimwood Blvd', 'Alexmuir Blvd', 'Sandhurst Crcl', 'Kenhatch Blvd'],
  },
  'Agincourt South-Malvern West': {
    arterials: ['Sheppard Ave E', 'Midland Ave', 'Brimley Rd', 'McCowan Rd'],
    towers: ['Sheppard Ave E', 'Village Green Sq'],
    homes: ['Glen Watford Dr', 'Pitfield Rd', 'Agincourt Dr', 'Reidmount Ave', 'Marilake Dr'],
  },
  Alderwood: {
    arterials: ['Evans Ave', 'Browns Line', 'Horner Ave'],
    homes: ['Valermo Dr', 'Foch Ave', 'Treeview Dr', 'Delma Dr', 'Sheldon Ave'],
  },
  Annex: {
    arterials: ['Bloor St W', 'Bathurst St', 'Avenue Rd'],
    towers: ['Bloor St W', 'Avenue Rd', 'Prince Arthur Ave', 'Yorkville Ave'],
    homes: ['Walmer Rd', 'Albany Ave', 'Howland Ave', 'Brunswick Ave', 'Lowther Ave'],
  },
  Avondale: {
    arterials: ['Sheppard Ave E', 'Yonge St', 'Bayview Ave'],
    towers: ['Sheppard Ave E', 'Yonge St', 'Harrison Garden Blvd', 'Anndale Dr'],
    homes: ['Avondale Ave', 'Glendora Ave', 'Dudley Ave', 'Oakburn Cres'],
  },
  'Banbury-Don Mills': {
    arterials: ['Lawrence Ave E', 'Don Mills Rd', 'York Mills Rd'],
    towers: ['The Donway W', 'The Donway E'],
    homes: ['Banbury Rd', 'Duncairn Rd', 'Greenland Rd', 'Moccasin Trl', 'Mallow Rd'],
  },
  'Bathurst Manor': {
    arterials: ['Sheppard Ave W', 'Bathurst St', 'Finch Ave W', 'Dufferin St'],
    homes: ['Wilmington Ave', 'Codsell Ave', 'Maxwell St', 'Kennard Ave', 'Searle Ave'],
  },
  'Bay-Cloverhill': {
    arterials: ['Bay St', 'Bloor St W', 'Wellesley St W'],
    towers: ['Bay St', 'St Joseph St', 'Grenville St', 'Charles St W'],
    homes: ['St Nicholas St', 'Breadalbane St', 'St Thomas St'],
  },
  'Bayview Village': {
    arterials: ['Sheppard Ave E', 'Bayview Ave', 'Finch Ave E'],
    towers: ['Sheppard Ave E', 'Esther Shiner Blvd', 'Provost Dr'],
    homes: ['Burbank Dr', 'Citation Dr', 'Clarinda Dr', 'Forest Grove Dr', 'Alamosa Dr'],
  },
  'Bayview Woods-Steeles': {
    arterials: ['Bayview Ave', 'Steeles Ave E', 'Cummer Ave', 'Finch Ave E'],
    homes: ['Pineway Blvd', 'Bestview Dr', 'Ruddington Dr', 'Bluffwood Dr', 'Goldenwood Rd'],
  },
  'Bedford Park-Nortown': {
    arterials: ['Yonge St', 'Avenue Rd', 'Bathurst St', 'Lawrence Ave W'],
    homes: ['Brooke Ave', 'Fairlawn Ave', 'Cortleigh Blvd', 'Ridley Blvd', 'Joicey Blvd'],
  },
  'Beechborough-Greenbrook': {
    arterials: ['Keele St', 'Eglinton Ave W', 'Trethewey Dr'],
    homes: ['Beechborough Ave', 'Clearview Hts', 'Strathnairn Ave', 'Lonborough Ave', 'Bertal Rd'],
  },
  'Bendale South': {
    arterials: ['Lawrence Ave E', 'Midland Ave', 'Brimley Rd', 'Danforth Rd'],
    homes: ['Seminole Ave', 'Marcos Blvd', 'Romulus Dr', 'Deerfield Rd', 'Barrymore Rd'],
  },
  'Bendale-Glen Andrew': {
    arterials: ['Ellesmere Rd', 'Brimley Rd', 'McCowan Rd'],
    towers: ['Borough Dr', 'Town Centre Crt'],
    homes: ['Birkdale Rd', 'St Andrews Rd', 'Packard Blvd', 'Applefield Dr', 'Brimorton Dr'],
  },
  'Birchcliffe-Cliffside': {
    arterials: ['Kingston Rd', 'Victoria Park Ave', 'Birchmount Rd', 'Warden Ave'],
    towers: ['Kingston Rd'],
    homes: ['Fallingbrook Rd', 'Blantyre Ave', 'Cliffside Dr', 'Aylesworth Ave', 'Glen Everest Rd'],
  },
  'Black Creek': {
    arterials: ['Jane St', 'Finch Ave W', 'Steeles Ave W'],
    towers: ['Driftwood Ave', 'Hullmar Dr', 'San Romanoway'],
    homes: ['Tobermory Dr', 'Gosford Blvd', 'Hoover Cres'],
  },
  'Blake-Jones': {
    arterials: ['Danforth Ave', 'Pape Ave', 'Jones Ave', 'Greenwood Ave'],
    homes: ['Hazelwood Ave', 'Riverdale Ave', 'Blake St', 'Boultbee Ave', 'Oakvale Ave'],
  },
  'Briar Hill-Belgravia': {
    arterials: ['Eglinton Ave W', 'Dufferin St', 'Caledonia Rd'],
    homes: ['Hopewell Ave', 'Livingstone Ave', 'Schell Ave', 'Briar Hill Ave', 'Fairbank Ave'],
  },
  'Bridle Path-Sunnybrook-York Mills': {
    arterials: ['Bayview Ave', 'Lawrence Ave E', 'York Mills Rd'],
    homes: ['The Bridle Path', 'Post Rd', 'Park Lane Crcl', 'High Point Rd', 'Mildenhall Rd'],
  },
  'Broadview North': {
    arterials: ['Broadview Ave', 'Pape Ave', 'Mortimer Ave', 'Cosburn Ave'],
    towers: ['Broadview Ave'],
    homes: ['Torrens Ave', 'Hillside Dr', 'Westwood Ave', 'Carlaw Ave', 'Hopedale Ave'],
  },
  'Brookhaven-Amesbury': {
    arterials: ['Lawrence Ave W', 'Keele St', 'Jane St', 'Black Creek Dr'],
    homes: ['Amesbury Dr', 'Flamborough Dr', 'Culford Rd', 'Comay Rd', 'Hearst Crcl'],
  },
  'Cabbagetown-South St.James Town': {
    arterials: ['Parliament St', 'Gerrard St E', 'Carlton St', 'Wellesley St E'],
    towers: ['Sherbourne St', 'Wellesley St E'],
    homes: ['Sackville St', 'Winchester St', 'Spruce St', 'Amelia St', 'Metcalfe St'],
  },
  'Caledonia-Fairbank': {
    arterials: ['Eglinton Ave W', 'Dufferin St', 'Caledonia Rd', 'Rogers Rd'],
    homes: ['Harvie Ave', 'McRoberts Ave', 'Nairn Ave', 'Gilbert Ave', 'Kitchener Ave'],
  },
  'Casa Loma': {
    arterials: ['St Clair Ave W', 'Bathurst St', 'Davenport Rd'],
    towers: ['St Clair Ave W', 'Spadina Rd', 'Avenue Rd'],
    homes: ['Russell Hill Rd', 'Poplar Plains Rd', 'Wells Hill Ave', 'Walmer Rd', 'Clarendon Ave'],
  },
  'Centennial Scarborough': {
    arterials: ['Kingston Rd', 'Port Union Rd', 'Lawson Rd', 'Centennial Rd'],
    homes: ['Charlottetown Blvd', 'Satchell Blvd', 'Acheson Blvd', 'Colonel Danforth Trl', 'Bathgate Dr'],
  },
  'Church-Wellesley': {
    arterials: ['Church St', 'Yonge St', 'Jarvis St'],
    towers: ['Charles St E', 'Isabella St', 'Wellesley St E', 'Church St'],
    homes: ['Dundonald St', 'Maitland St', 'Gloucester St', 'Monteith St'],
  },
  'Clairlea-Birchmount': {
    arterials: ['Victoria Park Ave', 'Warden Ave', 'Birchmount Rd', 'Eglinton Ave E', 'St Clair Ave E'],
    homes: ['Fairfax Cres', 'Sinnott Rd', 'Santamonica Blvd', 'North Woodrow Blvd', 'Delwood Dr'],
  },
  'Clanton Park': {
    arterials: ['Wilson Ave', 'Bathurst St', 'Sheppard Ave W', 'Wilson Heights Blvd'],
    homes: ['Invermay Ave', 'Faywood Blvd', 'Allingham Gdns', 'Reiner Rd', 'Clanton Park Rd'],
  },
  Cliffcrest: {
    arterials: ['Kingston Rd', 'Brimley Rd S', 'McCowan Rd', 'St Clair Ave E'],
    homes: ['Chine Dr', 'Pine Ridge Dr', 'Cliffcrest Dr', 'Cathedral Bluffs Dr', 'Meadowcliffe Dr'],
  },
  'Corso Italia-Davenport': {
    arterials: ['St Clair Ave W', 'Dufferin St', 'Davenport Rd', 'Lansdowne Ave'],
    towers: ['St Clair Ave W'],
    homes: ['Rosemount Ave', 'Earlscourt Ave', 'Boon Ave', 'Westmount Ave', 'Ascot Ave'],
  },
  Danforth: {
    arterials: ['Danforth Ave', 'Coxwell Ave', 'Greenwood Ave'],
    homes: ['Strathmore Blvd', 'Glebeholme Blvd', 'Woodington Ave', 'Fielding Ave', 'Woodmount Ave'],
  },
  'Danforth East York': {
    arterials: ['Cosburn Ave', 'Pape Ave', 'Donlands Ave', 'Coxwell Ave'],
    towers: ['Cosburn Ave'],
    homes: ['Sammon Ave', 'Memorial Park Ave', 'Gowan Ave', 'Linsmore Cres', 'Glebemount Ave'],
  },
  'Don Valley Village': {
    arterials: ['Finch Ave E', 'Sheppard Ave E', 'Don Mills Rd', 'Leslie St'],
    homes: ['Seneca Hill Dr', 'Kingslake Rd', 'Nymark Ave', 'Glentworth Rd', 'Lesgay Cres'],
  },
  'Dorset Park': {
    arterials: ['Kennedy Rd', 'Birchmount Rd', 'Ellesmere Rd', 'Lawrence Ave E'],
    homes: ['Ellendale Dr', 'Flora Dr', 'Vauxhall Dr', 'Dundalk Dr', 'Shropshire Dr'],
  },
  'Dovercourt Village': {
    arterials: ['Bloor St W', 'Dupont St', 'Dufferin St', 'Dovercourt Rd'],
    homes: ['Bartlett Ave', 'Salem Ave', 'Westmoreland Ave', 'Concord Ave', 'Delaware Ave'],
  },
  Downsview: {
    arterials: ['Keele St', 'Wilson Ave', 'Sheppard Ave W', 'Dufferin St'],
    homes: ['Tilbury Dr', 'Whitburn Cres', 'Diana Dr', 'Katherine Rd', 'Ancaster Rd'],
  },
  'Downtown Yonge East': {
    arterials: ['Yonge St', 'Church St', 'Jarvis St', 'Queen St E'],
    towers: ['Church St', 'Jarvis St', 'Dundas St E', 'Victoria St', 'Richmond St E'],
    homes: ['Granby St', 'McGill St', 'Mutual St'],
  },
  'Dufferin Grove': {
    arterials: ['Bloor St W', 'College St', 'Dufferin St', 'Lansdowne Ave'],
    towers: ['Sterling Rd', 'Bloor St W'],
    homes: ['Havelock St', 'Gladstone Ave', 'St Clarens Ave', 'Margueretta St', 'Brock Ave'],
  },
  'East End-Danforth': {
    arterials: ['Danforth Ave', 'Main St', 'Gerrard St E', 'Kingston Rd'],
    homes: ['Swanwick Ave', 'Golfview Ave', 'Lawlor Ave', 'Kimberley Ave', 'Burgess Ave'],
  },
  "East L'Amoreaux": {
    arterials: ['Finch Ave E', 'Warden Ave', 'Birchmount Rd', 'Kennedy Rd'],
    towers: ['Bridletowne Crcl'],
    homes: ['Timberbank Blvd', 'Glendower Crct', 'Silver Springs Blvd', 'Brookmill Blvd', 'Fluellen Dr'],
  },
  'East Willowdale': {
    arterials: ['Bayview Ave', 'Sheppard Ave E', 'Finch Ave E', 'Willowdale Ave'],
    homes: ['Spring Garden Ave', 'Hollywood Ave', 'McKee Ave', 'Princess Ave', 'Hillcrest Ave'],
  },
  'Edenbridge-Humber Valley': {
    arterials: ['Royal York Rd', 'Islington Ave', 'The Kingsway', 'Eglinton Ave W'],
    homes: ['Edenbridge Dr', 'Wimbleton Rd', 'Allanhurst Dr', 'Anglesey Blvd', 'Valecrest Dr'],
  },
  'Eglinton East': {
    arterials: ['Eglinton Ave E', 'McCowan Rd', 'Brimley Rd', 'Danforth Rd'],
    homes: ['Lord Roberts Dr', 'Chillery Ave', 'Cedar Brae Blvd', 'Barbados Blvd', 'Bimbrok Rd'],
  },
  'Elms-Old Rexdale': {
    arterials: ['Islington Ave', 'Albion Rd'],
    homes: ['Tandridge Cres', 'Shendale Dr', 'Golfdown Dr', 'Elmhurst Dr', 'Allenby Ave'],
  },
  'Englemount-Lawrence': {
    arterials: ['Bathurst St', 'Lawrence Ave W', 'Glencairn Ave'],
    towers: ['Bathurst St'],
    homes: ['Brucewood Cres', 'Brookview Dr', 'Dell Park Ave', 'Varna Dr', 'Ridgevale Dr'],
  },
  'Eringate-Centennial-West Deane': {
    arterials: ['Eglinton Ave W', 'Rathburn Rd', 'Renforth Dr', 'Martin Grove Rd'],
    homes: ['Eringate Dr', 'Wellesworth Dr', 'West Deane Park Dr', 'Beaver Bend Cres', 'Elmcrest Rd'],
  },
  'Etobicoke City Centre': {
    arterials: ['Dundas St W', 'Bloor St W', 'Kipling Ave', 'The Queensway'],
    towers: ['Dundas St W', 'Bloor St W', 'North Queen St', 'The East Mall'],
    homes: ['Munster Ave', 'Warnica Ave', 'St Albans Rd', 'Fieldway Rd'],
  },
  'Etobicoke West Mall': {
    arterials: ['The West Mall', 'Burnhamthorpe Rd', 'Rathburn Rd', 'Renforth Dr'],
    towers: ['The West Mall', 'Burnhamthorpe Rd'],
    homes: ['Carsbrooke Rd', 'Crendon Dr', 'Wareside Rd', 'Saturn Rd', 'Holiday Dr'],
  },
  'Fenside-Parkwoods': {
    arterials: ['York Mills Rd', 'Victoria Park Ave'],
    towers: ['Parkwoods Village Dr'],
    homes: ['Fenside Dr', 'Brookbanks Dr', 'Roywood Dr', 'Rayoak Dr', 'Ness Dr'],
  },
  'Flemingdon Park': {
    arterials: ['Eglinton Ave E', 'Don Mills Rd'],
    towers: ['Grenoble Dr', 'St Dennis Dr', 'Gateway Blvd', 'Deauville Lane'],
    homes: ['Ferrand Dr', 'Rochefort Dr', 'Edgecliff Golfway', 'Vicora Linkway'],
  },
  'Forest Hill North': {
    arterials: ['Eglinton Ave W', 'Bathurst St', 'Chaplin Cres'],
    towers: ['Eglinton Ave W'],
    homes: ['Elm Ridge Dr', 'Old Forest Hill Rd', 'Ridge Hill Dr', 'Glenarden Rd', 'Aldburn Rd'],
  },
  'Forest Hill South': {
    arterials: ['Bathurst St', 'Eglinton Ave W', 'Spadina Rd', 'Avenue Rd'],
    towers: ['Spadina Rd'],
    homes: ['Forest Hill Rd', 'Dunvegan Rd', 'Kilbarry Rd', 'Old Forest Hill Rd', 'Ardmore Rd'],
  },
  'Fort York-Liberty Village': {
    arterials: ['King St W', 'Strachan Ave', 'Bathurst St'],
    towers: ['East Liberty St', 'Western Battery Rd', 'Fleet St', 'Fort York Blvd'],
    homes: ['Pirandello St', 'Bruyeres Mews', 'Iannuzzi St'],
  },
  'Glenfield-Jane Heights': {
    arterials: ['Jane St', 'Finch Ave W', 'Sheppard Ave W'],
    towers: ['Jane St', 'Firgrove Cres'],
    homes: ['Grandravine Dr', 'Clair Rd', 'Stanley Rd', 'Laura Rd', 'Topcliff Ave'],
  },
  'Golfdale-Cedarbrae-Woburn': {
    arterials: ['Markham Rd', 'Lawrence Ave E', 'Ellesmere Rd', 'Scarborough Golf Club Rd'],
    towers: ['Markham Rd'],
    homes: ['Hiscock Blvd', 'Confederation Dr', 'Painted Post Dr', 'Mossbank Dr', 'Farmbrook Rd'],
  },
  'Greenwood-Coxwell': {
    arterials: ['Gerrard St E', 'Queen St E', 'Greenwood Ave', 'Coxwell Ave'],
    homes: ['Woodfield Rd', 'Rhodes Ave', 'Craven Rd', 'Ashdale Ave', 'Highfield Rd'],
  },
  Guildwood: {
    arterials: ['Kingston Rd', 'Guildwood Pkwy', 'Morningside Ave', 'Scarborough Golf Club Rd'],
    homes: ['Livingston Rd', 'Catalina Dr', 'Prince Philip Blvd', 'Toynbee Trl', 'Guildcrest Dr'],
  },
  'Harbourfront-CityPlace': {
    arterials: ['Queens Quay W', 'Lake Shore Blvd W', 'Spadina Ave'],
    towers: ['Queens Quay W', 'Fort York Blvd', 'Bremner Blvd', 'Navy Wharf Crt', 'Iceboat Terr'],
    homes: ['Telegram Mews', 'Brunel Crt', 'Housey St'],
  },
  'Henry Farm': {
    arterials: ['Sheppard Ave E', 'Don Mills Rd'],
    towers: ['Parkway Forest Dr', 'Sheppard Ave E', 'Fairview Mall Dr'],
    homes: ['Havenbrook Blvd', 'Settlers Rd', 'Denver Cres', 'George Henry Blvd'],
  },
  'High Park North': {
    arterials: ['Bloor St W', 'Keele St', 'Annette St'],
    towers: ['High Park Ave', 'Quebec Ave', 'Bloor St W'],
    homes: ['Glenlake Ave', 'Glendonwynne Rd', 'Humberside Ave', 'Clendenan Ave', 'Evelyn Ave'],
  },
  'High Park-Swansea': {
    arterials: ['Bloor St W', 'The Queensway', 'Roncesvalles Ave'],
    towers: ['Windermere Ave', 'The Queensway'],
    homes: ['Ellis Park Rd', 'Riverside Dr', 'Indian Rd', 'Sunnyside Ave', 'Garden Ave'],
  },
  'Highland Creek': {
    arterials: ['Kingston Rd', 'Military Trl', 'Morningside Ave', 'Old Kingston Rd'],
    homes: ['Glenthorne Dr', 'Calverley Trl', 'Grover Dr', 'Canmore Blvd', 'Deep Dene Dr'],
  },
  'Hillcrest Village': {
    arterials: ['Steeles Ave E', 'McNicoll Ave', 'Don Mills Rd', 'Victoria Park Ave'],
    homes: ['Hollyberry Trl', 'Clansman Blvd', 'Aspenwood Dr', 'Cliffwood Rd', 'Cherrystone Dr'],
  },
  'Humber Bay Shores': {
    arterials: ['Lake Shore Blvd W', 'Park Lawn Rd'],
    towers: [
      'Lake Shore Blvd W',
      'Marine Parade Dr',
      'Palace Pier Crt',
      'Shore Breeze Dr',
      'Annie Craig Dr',
      'Park Lawn Rd',
    ],
    homes: ['Superior Ave', 'Summerhill Rd', 'Douglas Blvd', 'Norris Cres'],
  },
  'Humber Heights-Westmount': {
    arterials: ['Royal York Rd', 'Scarlett Rd', 'Eglinton Ave W', 'La Rose Ave'],
    homes: ['Freemont Ave', 'Chapman Rd', 'Renault Cres', 'Westona St', 'Yorkleigh Ave'],
  },
  'Humber Summit': {
    arterials: ['Islington Ave', 'Weston Rd', 'Steeles Ave W', 'Finch Ave W'],
    homes: ['Duncanwoods Dr', 'Pearldale Ave', 'Seacliff Blvd', 'Gracedale Blvd', 'Whitfield Ave'],
  },
  Humbermede: {
    arterials: ['Weston Rd', 'Finch Ave W', 'Sheppard Ave W'],
    homes: ['Verobeach Blvd', 'Ardwick Blvd', 'Coral Gable Dr', 'Habitant Dr', 'Lindylou Rd'],
  },
  'Humewood-Cedarvale': {
    arterials: ['Eglinton Ave W', 'Bathurst St', 'St Clair Ave W', 'Vaughan Rd'],
    towers: ['Bathurst St', 'Vaughan Rd'],
    homes: ['Humewood Dr', 'Arlington Ave', 'Chiltern Hill Rd', 'Dewbourne Ave', 'Glen Cedar Rd'],
  },
  Ionview: {
    arterials: ['Eglinton Ave E', 'Kennedy Rd', 'Birchmount Rd'],
    homes: ['Treverton Dr', 'Ranstone Gdns', 'Chelwood Rd', 'Ionview Rd', 'Bonniewood Rd'],
  },
  Islington: {
    arterials: ['Bloor St W', 'Burnhamthorpe Rd', 'Kipling Ave', 'Martin Grove Rd'],
    towers: ['Bloor St W', 'Burnhamthorpe Rd', 'The East Mall'],
    homes: ['Mervyn Ave', 'Royalavon Cres', 'Goswell Rd', 'Shaver Ave N', 'Wilmar Rd'],
  },
  'Junction Area': {
    arterials: ['Dundas St W', 'Annette St', 'Keele St', 'St Clair Ave W'],
    towers: ['Dundas St W'],
    homes: ['Gilmour Ave', 'Laws St', 'Maria St', 'Mulock Ave', 'Indian Grv'],
  },
  'Junction-Wallace Emerson': {
    arterials: ['Bloor St W', 'Dupont St', 'Lansdowne Ave', 'Dufferin St'],
    towers: ['Dupont St', 'Bloor St W'],
    homes: ['Wallace Ave', 'Emerson Ave', 'Perth Ave', 'Edwin Ave', 'Campbell Ave'],
  },
  'Keelesdale-Eglinton West': {
    arterials: ['Eglinton Ave W', 'Keele St', 'Rogers Rd', 'Black Creek Dr'],
    homes: ['Kane Ave', 'Scott Rd', 'Donald Ave', 'Bicknell Ave', 'Aileen Ave'],
  },
  'Kennedy Park': {
    arterials: ['Kennedy Rd', 'Eglinton Ave E', 'Danforth Rd', 'St Clair Ave E'],
    towers: ['Greystone Walk Dr', 'Danforth Rd'],
    homes: ['Roebuck Dr', 'Glenshephard Dr', 'Laurel Ave', 'Magnolia Ave', 'Falmouth Ave'],
  },
  'Kensington-Chinatown': {
    arterials: ['Spadina Ave', 'College St', 'Dundas St W', 'Bathurst St'],
    towers: ['McCaul St', 'Spadina Ave'],
    homes: ['Augusta Ave', 'Denison Ave', 'Nassau St', 'Cecil St', 'Beverley St'],
  },
  'Kingsview Village-The Westway': {
    arterials: ['Dixon Rd', 'Islington Ave', 'Kipling Ave', 'The Westway'],
    towers: ['Dixon Rd', 'The Westway'],
    homes: ['Kingsview Blvd', 'Wincott Dr', 'Poynter Dr', 'Northcrest Rd', 'Saskatoon Dr'],
  },
  'Kingsway South': {
    arterials: ['Bloor St W', 'The Kingsway', 'Royal York Rd', 'Prince Edward Dr N'],
    towers: ['Bloor St W'],
    homes: ['Montgomery Rd', 'Kingsway Cres', 'Strath Ave', 'King Georges Rd', 'Kingsgrove Blvd'],
  },
  "L'Amoreaux West": {
    arterials: ['Finch Ave E', 'Victoria Park Ave', 'Pharmacy Ave', 'Warden Ave'],
    towers: ['Bridletowne Crcl'],
    homes: ['Huntingdale Blvd', 'Collingsbrook Blvd', 'Fairglen Ave', 'Corinthian Blvd', 'Kilkenny Dr'],
  },
  'Lambton Baby Point': {
    arterials: ['Jane St', 'Dundas St W', 'Bloor St W'],
    homes: ['Baby Point Rd', 'Baby Point Cres', 'Humbercrest Blvd', 'Humberview Rd', 'Varsity Rd'],
  },
  'Lansing-Westgate': {
    arterials: ['Yonge St', 'Sheppard Ave W', 'Bathurst St'],
    towers: ['Yonge St', 'Sheppard Ave W', 'Beecroft Rd'],
    homes: ['Armour Blvd', 'Bombay Ave', 'Burnett Ave', 'Sandringham Dr', 'Johnston Ave'],
  },
  'Lawrence Park North': {
    arterials: ['Yonge St', 'Lawrence Ave W', 'Mount Pleasant Rd'],
    towers: ['Yonge St'],
    homes: ['Teddington Park Ave', 'Wanless Ave', 'Glenforest Rd', 'Jedburgh Rd', 'Golfdale Rd'],
  },
  'Lawrence Park South': {
    arterials: ['Yonge St', 'Avenue Rd', 'Lawrence Ave W', 'Mount Pleasant Rd'],
    homes: ['Rosewell Ave', 'Lytton Blvd', 'Dinnick Cres', 'Glengrove Ave W', 'Cheritan Ave'],
  },
  'Leaside-Bennington': {
    arterials: ['Bayview Ave', 'Eglinton Ave E', 'Laird Dr', 'Millwood Rd'],
    towers: ['Eglinton Ave E'],
    homes: ['Sutherland Dr', 'Hanna Rd', 'Bessborough Dr', 'Rumsey Rd', 'Airdrie Rd'],
  },
  'Little Portugal': {
    arterials: ['Dundas St W', 'College St', 'Queen St W', 'Dufferin St'],
    towers: ['Queen St W', 'Dundas St W'],
    homes: ['Sheridan Ave', 'Florence St', 'Lisgar St', 'Heydon Park Rd', 'Shirley St'],
  },
  'Long Branch': {
    arterials: ['Lake Shore Blvd W', 'Browns Line'],
    towers: ['Lake Shore Blvd W'],
    homes: ['Thirty First St', 'Long Branch Ave', 'Lake Promenade', 'Arcadian Crcl', 'Ash Cres'],
  },
  'Malvern East': {
    arterials: ['Sheppard Ave E', 'Morningside Ave', 'Neilson Rd', 'McLevin Ave'],
    homes: ['Murison Blvd', 'Burrows Hall Blvd', 'Wickson Trl', 'Hupfield Trl', 'John Tabor Trl'],
  },
  'Malvern West': {
    arterials: ['Finch Ave E', 'Markham Rd', 'Neilson Rd', 'McLevin Ave'],
    homes: ['Crow Trl', 'Horseley Hill Dr', 'Griffen Dr', 'Washburn Way', 'Pinery Trl'],
  },
  'Maple Leaf': {
    arterials: ['Keele St', 'Lawrence Ave W'],
    towers: ['Falstaff Ave'],
    homes: ['Wyndale Dr', 'Culford Rd', 'Maple Leaf Dr', 'Floral Pkwy', 'Cornelius Pkwy'],
  },
  'Markland Wood': {
    arterials: ['Bloor St W', 'Burnhamthorpe Rd', 'The West Mall'],
    towers: ['Bloor St W', 'Mill Rd'],
    homes: ['Markland Dr', 'Neilson Dr', 'Broadfield Dr', 'Toledo Rd', 'Thicket Rd'],
  },
  Milliken: {
    arterials: ['Steeles Ave E', 'McNicoll Ave', 'Kennedy Rd', 'Midland Ave'],
    towers: ['Alton Towers Crcl', 'Steeles Ave E'],
    homes: ['Port Royal Trl', 'Goldhawk Trl', 'Ingleton Blvd', 'Roxanne Cres', 'Shady Hollow Dr'],
  },
  'Mimico-Queensway': {
    arterials: ['Lake Shore Blvd W', 'Royal York Rd', 'Kipling Ave', 'Evans Ave'],
    towers: ['Lake Shore Blvd W'],
    homes: ['Melrose St', 'Ourland Ave', 'Stanley Ave', 'Lake Cres', 'Algoma St'],
  },
  Morningside: {
    arterials: ['Morningside Ave', 'Ellesmere Rd', 'Neilson Rd', 'Military Trl'],
    homes: ['Oakmeadow Blvd', 'Botany Hill Rd', 'Keeler Blvd', 'Highcastle Rd', 'Purpledusk Trl'],
  },
  'Morningside Heights': {
    arterials: ['Morningside Ave', 'Steeles Ave E', 'Finch Ave E', 'McNicoll Ave'],
    homes: ['Morningview Trl', 'Boulderbrook Dr', 'Steppingstone Trl', 'Seasons Dr', 'Misty Hills Trl'],
  },
  'Moss Park': {
    arterials: ['Queen St E', 'Jarvis St', 'Parliament St'],
    towers: ['King St E', 'Richmond St E', 'Sherbourne St', 'Jarvis St'],
    homes: ['Ontario St', 'Berkeley St', 'Seaton St', 'Power St'],
  },
  'Mount Dennis': {
    arterials: ['Weston Rd', 'Eglinton Ave W', 'Jane St'],
    homes: ['Buttonwood Ave', 'Astoria Ave', 'Guestville Ave', 'Ray Ave', 'Bala Ave'],
  },
  'Mount Olive-Silverstone-Jamestown': {
    arterials: ['Kipling Ave', 'Martin Grove Rd', 'Finch Ave W'],
    towers: ['Mount Olive Dr', 'Silverstone Dr', 'John Garland Blvd'],
    homes: ['Kendleton Dr', 'Orpington Cres', 'Gihon Spring Dr', 'Minglehaze Dr'],
  },
  'Mount Pleasant East': {
    arterials: ['Bayview Ave', 'Mount Pleasant Rd', 'Eglinton Ave E'],
    towers: ['Davisville Ave', 'Balliol St', 'Eglinton Ave E'],
    homes: ['Cleveland St', 'Hillsdale Ave E', 'Forman Ave', 'Sheldrake Blvd', 'Belsize Dr'],
  },
  'New Toronto': {
    arterials: ['Lake Shore Blvd W', 'Kipling Ave', 'Islington Ave'],
    towers: ['Lake Shore Blvd W'],
    homes: ['Fifth St', 'Sixth St', 'Eighth St', 'Twelfth St', 'Lake Shore Dr'],
  },
  'Newtonbrook East': {
    arterials: ['Yonge St', 'Steeles Ave E', 'Cummer Ave', 'Bayview Ave'],
    towers: ['Yonge St'],
    homes: ['Conacher Dr', 'Otonabee Ave', 'Pemberton Ave', 'Athabaska Ave', 'Madawaska Ave'],
  },
  'Newtonbrook West': {
    arterials: ['Yonge St', 'Bathurst St', 'Steeles Ave W'],
    towers: ['Yonge St', 'Hilda Ave', 'Drewry Ave'],
    homes: ['Chelmsford Ave', 'Pleasant Ave', 'Cactus Ave', 'Fontainbleau Dr', 'Grantbrook St'],
  },
  'North Riverdale': {
    arterials: ['Broadview Ave', 'Danforth Ave', 'Pape Ave', 'Gerrard St E'],
    homes: ['Langley Ave', 'Withrow Ave', 'Simpson Ave', 'Bain Ave', 'Victor Ave'],
  },
  'North St.James Town': {
    arterials: ['Bloor St E', 'Sherbourne St', 'Parliament St', 'Wellesley St E'],
    towers: ['Wellesley St E', 'Howard St', 'Bleecker St', 'Sherbourne St'],
    homes: ['Earl St', 'Huntley St', 'Linden St'],
  },
  'North Toronto': {
    arterials: ['Yonge St', 'Eglinton Ave E', 'Mount Pleasant Rd'],
    towers: ['Redpath Ave', 'Yonge St', 'Eglinton Ave E'],
    homes: ['Broadway Ave', 'Erskine Ave', 'Roehampton Ave'],
  },
  "O'Connor-Parkview": {
    arterials: ["O'Connor Dr", 'St Clair Ave E', 'Victoria Park Ave', 'Dawes Rd'],
    homes: ['Parkview Hill Cres', 'Westview Blvd', 'Glenwood Cres', 'Selwyn Ave', 'Northdale Blvd'],
  },
  'Oakdale-Beverley Heights': {
    arterials: ['Jane St', 'Wilson Ave', 'Sheppard Ave W', 'Keele St'],
    homes: ['Beverly Hills Dr', 'Exbury Rd', 'Troutbrooke Dr', 'Jethro Rd', 'Heathrow Dr'],
  },
  Oakridge: {
    arterials: ['Victoria Park Ave', 'Warden Ave', 'Danforth Ave', 'Danforth Rd'],
    homes: ['Denton Ave', 'Leyton Ave', 'Medford Ave', 'Butterworth Ave', 'Scotia Ave'],
  },
  'Oakwood Village': {
    arterials: ['Oakwood Ave', 'Eglinton Ave W', 'St Clair Ave W', 'Dufferin St'],
    towers: ['Vaughan Rd', 'Eglinton Ave W'],
    homes: ['Winona Dr', 'Glenholme Ave', 'Atlas Ave', 'Lauder Ave', 'Alameda Ave'],
  },
  'Old East York': {
    arterials: ["O'Connor Dr", 'Donlands Ave', 'Coxwell Ave', 'Woodbine Ave'],
    homes: ['Plains Rd', 'Four Oaks Gate', 'Barbara Cres', 'Binswood Ave', 'Norlong Blvd'],
  },
  'Palmerston-Little Italy': {
    arterials: ['College St', 'Bloor St W', 'Bathurst St', 'Harbord St'],
    homes: ['Palmerston Blvd', 'Euclid Ave', 'Manning Ave', 'Clinton St', 'Grace St'],
  },
  "Parkwoods-O'Connor Hills": {
    arterials: ['Lawrence Ave E', 'Victoria Park Ave', 'Don Mills Rd', 'York Mills Rd'],
    towers: ['Graydon Hall Dr'],
    homes: ['Broadlands Blvd', 'Castlegrove Blvd', 'Laurentide Dr', 'Cassandra Blvd', 'Valentine Dr'],
  },
  'Pelmo Park-Humberlea': {
    arterials: ['Weston Rd', 'Sheppard Ave W'],
    homes: ['Strathburn Blvd', 'Queenslea Ave', 'Highbury Rd', 'Pelmo Cres', 'Howbert Dr'],
  },
  'Playter Estates-Danforth': {
    arterials: ['Danforth Ave', 'Broadview Ave', 'Pape Ave'],
    homes: ['Browning Ave', 'Ellerbeck St', 'Cambridge Ave', 'Playter Blvd', 'Jackman Ave'],
  },
  'Pleasant View': {
    arterials: ['Sheppard Ave E', 'Victoria Park Ave', 'Finch Ave E'],
    towers: ['Cherokee Blvd'],
    homes: ['Apache Trl', 'Shawnee Crcl', 'Pleasant View Dr', 'Clydesdale Dr', 'Navaho Dr'],
  },
  'Princess-Rosethorn': {
    arterials: ['Kipling Ave', 'Eglinton Ave W', 'Islington Ave', 'Rathburn Rd'],
    homes: ['Lloyd Manor Rd', 'Princess Anne Cres', 'Prince George Dr', 'Princess Margaret Blvd', 'Thorncrest Rd'],
  },
  'Regent Park': {
    arterials: ['Dundas St E', 'Gerrard St E', 'Parliament St', 'River St'],
    towers: ['Dundas St E', 'Sumach St'],
    homes: ['Sackville St', 'Regent St', 'St David St', 'Cole St'],
  },
  'Rexdale-Kipling': {
    arterials: ['Kipling Ave', 'Islington Ave', 'Rexdale Blvd'],
    homes: ['Elmhurst Dr', 'Clearbrooke Crcl', 'Riverhead Dr', 'Redwater Dr', 'Barrhead Cres'],
  },
  'Rockcliffe-Smythe': {
    arterials: ['Jane St', 'Weston Rd', 'Eglinton Ave W', 'Scarlett Rd'],
    towers: ['Jane St'],
    homes: ['Eileen Ave', 'Alliance Ave', 'Rockcliffe Blvd', 'Ellins Ave', 'Pritchard Ave'],
  },
  Roncesvalles: {
    arterials: ['Queen St W', 'Dundas St W', 'Lansdowne Ave', 'Roncesvalles Ave'],
    towers: ['West Lodge Ave'],
    homes: ['Sorauren Ave', 'MacDonell Ave', 'Fermanagh Ave', 'Fern Ave', 'Galley Ave'],
  },
  'Rosedale-Moore Park': {
    arterials: ['Yonge St', 'Mount Pleasant Rd', 'St Clair Ave E', 'Moore Ave'],
    towers: ['St Clair Ave E', 'Yonge St'],
    homes: ['Chestnut Park', 'Roxborough Dr', 'Crescent Rd', 'Glen Rd', 'Clifton Rd'],
  },
  'Runnymede-Bloor West Village': {
    arterials: ['Bloor St W', 'Jane St', 'Runnymede Rd', 'Annette St'],
    homes: ['Willard Ave', 'Beresford Ave', 'Durie St', 'Windermere Ave', 'Colbeck St'],
  },
  Rustic: {
    arterials: ['Jane St', 'Lawrence Ave W'],
    towers: ['Jane St'],
    homes: ['Queens Dr', 'Burr Ave', 'Lawnside Dr', 'Sorlyn Ave', 'Raven Rd'],
  },
  'Scarborough Village': {
    arterials: ['Kingston Rd', 'Eglinton Ave E', 'Markham Rd', 'Scarborough Golf Club Rd'],
    towers: ['Kingston Rd', 'Markham Rd'],
    homes: ['Hill Cres', 'Parkcrest Dr', 'Brinloor Blvd', 'Lochleven Dr', 'Bellehaven Cres'],
  },
  'South Eglinton-Davisville': {
    arterials: ['Yonge St', 'Eglinton Ave E', 'Mount Pleasant Rd', 'Davisville Ave'],
    towers: ['Yonge St', 'Davisville Ave', 'Redpath Ave', 'Merton St'],
    homes: ['Belsize Dr', 'Manor Rd E', 'Hillsdale Ave E', 'Acacia Rd'],
  },
  'South Parkdale': {
    arterials: ['King St W', 'Queen St W', 'Dufferin St'],
    towers: ['Jameson Ave', 'Tyndall Ave', 'Close Ave'],
    homes: ['Cowan Ave', 'Beaty Ave', 'Wilson Park Rd', 'Elm Grove Ave'],
  },
  'South Riverdale': {
    arterials: ['Queen St E', 'Gerrard St E', 'Dundas St E', 'Eastern Ave'],
    towers: ['Carlaw Ave', 'Queen St E'],
    homes: ['De Grassi St', 'Alton Ave', 'Kintyre Ave', 'Hastings Ave', 'Curzon St'],
  },
  'St Lawrence-East Bayfront-The Islands': {
    arterials: ['Front St E', 'Queens Quay E', 'Lake Shore Blvd E'],
    towers: ['The Esplanade', 'Front St E', 'Queens Quay E', 'Lower Jarvis St', 'Market St', 'Mill St'],
    homes: ['Scadding Ave', 'Henry Lane Terr', 'Longboat Ave'],
  },
  'St.Andrew-Windfields': {
    arterials: ['York Mills Rd', 'Bayview Ave', 'Leslie St', 'Yonge St'],
    homes: ['Fifeshire Rd', 'Lord Seaton Rd', 'Owen Blvd', 'York Ridge Rd', 'Bannatyne Dr'],
  },
  Steeles: {
    arterials: ['Steeles Ave E', 'McNicoll Ave', 'Warden Ave', 'Victoria Park Ave'],
    towers: ['Bamburgh Crcl', 'Steeles Ave E'],
    homes: ['Huntsmill Blvd', 'Fundy Bay Blvd', 'Canongate Trl', 'Wintermute Blvd', 'Ambercroft Blvd'],
  },
  'Stonegate-Queensway': {
    arterials: ['The Queensway', 'Royal York Rd', 'Park Lawn Rd', 'Islington Ave'],
    towers: ['The Queensway'],
    homes: ['Grenview Blvd S', 'Lothian Ave', 'Humbervale Blvd', 'Fernalroy Blvd', 'Queen Elizabeth Blvd'],
  },
  "Tam O'Shanter-Sullivan": {
    arterials: ['Sheppard Ave E', 'Kennedy Rd', 'Victoria Park Ave', 'Warden Ave'],
    homes: ['Bridlewood Blvd', 'Lowcrest Blvd', 'Allanford Rd', 'Dunmurray Blvd', 'Vradenberg Dr'],
  },
  'Taylor-Massey': {
    arterials: ['Danforth Ave', 'Victoria Park Ave', 'Dawes Rd'],
    towers: ['Crescent Town Rd', 'Massey Sq'],
    homes: ['Dentonia Park Ave', 'Thyra Ave', 'Secord Ave', 'Eldon Ave', 'Goodwood Park Cres'],
  },
  'The Beaches': {
    arterials: ['Queen St E', 'Kingston Rd', 'Lake Shore Blvd E', 'Woodbine Ave'],
    homes: ['Balsam Ave', 'Kenilworth Ave', 'Glen Manor Dr', 'Beech Ave', 'Silver Birch Ave'],
  },
  'Thistletown-Beaumond Heights': {
    arterials: ['Albion Rd', 'Islington Ave', 'Kipling Ave', 'Finch Ave W'],
    homes: ['Thistle Down Blvd', 'Taysham Cres', 'Alhart Dr', 'Barkwin Dr', 'Monterrey Dr'],
  },
  'Thorncliffe Park': {
    arterials: ['Overlea Blvd', 'Millwood Rd', 'Laird Dr'],
    towers: ['Thorncliffe Park Dr', 'Overlea Blvd', 'Leaside Park Dr'],
    homes: ['Banigan Dr', 'Pat Moore Dr', 'Thomas Elgie Dr'],
  },
  'Trinity-Bellwoods': {
    arterials: ['Queen St W', 'Dundas St W', 'College St', 'Ossington Ave'],
    homes: ['Crawford St', 'Bellwoods Ave', 'Gore Vale Ave', 'Shaw St', 'Givins St'],
  },
  University: {
    arterials: ['Bloor St W', 'College St', 'Spadina Ave', 'Harbord St'],
    homes: ['Huron St', 'Robert St', 'Major St', 'Borden St', 'Lippincott St'],
  },
  'Victoria Village': {
    arterials: ['Victoria Park Ave', 'Lawrence Ave E', "O'Connor Dr", 'Eglinton Ave E'],
    homes: ['Bartley Dr', 'Sweeney Dr', 'Jonesville Cres', 'Carnforth Rd', 'Wigmore Dr'],
  },
  'Wellington Place': {
    arterials: ['King St W', 'Spadina Ave', 'Bathurst St'],
    towers: ['Wellington St W', 'Adelaide St W', 'Portland St', 'Peter St'],
    homes: ['Draper St', 'Stewart St', 'Oxley St'],
  },
  'West Hill': {
    arterials: ['Kingston Rd', 'Lawrence Ave E', 'Morningside Ave', 'Galloway Rd'],
    towers: ['Kingston Rd', 'Galloway Rd'],
    homes: ['Coronation Dr', 'Weir Cres', 'Manse Rd', 'Celeste Dr', 'Rodda Blvd'],
  },
  'West Humber-Clairville': {
    arterials: ['Albion Rd', 'Martin Grove Rd', 'Rexdale Blvd', 'Humber College Blvd'],
    homes: ['Humberwood Blvd', 'Westhumber Blvd', 'Cabernet Crcl', 'Cinrickbar Dr', 'Avening Dr'],
  },
  'West Queen West': {
    arterials: ['Queen St W', 'Bathurst St', 'Strachan Ave'],
    towers: ['King St W', 'Adelaide St W', 'Sudbury St'],
    homes: ['Walnut Ave', 'Tecumseth St', 'Shank St', 'Stafford St'],
  },
  'West Rouge': {
    arterials: ['Kingston Rd', 'Sheppard Ave E', 'Port Union Rd'],
    homes: ['Braymore Blvd', 'Generation Blvd', 'Royal Rouge Trl', 'Rouge Highlands Dr', 'Island Rd'],
  },
  'Westminster-Branson': {
    arterials: ['Bathurst St', 'Steeles Ave W', 'Finch Ave W'],
    towers: ['Torresdale Ave', 'Antibes Dr', 'Bathurst St'],
    homes: ['Hidden Trl', 'Carscadden Dr', 'Red Robinway', 'Coneflower Cres', 'Denmark Cres'],
  },
  Weston: {
    arterials: ['Weston Rd', 'Lawrence Ave W', 'Jane St'],
    towers: ['Weston Rd', 'Lawrence Ave W'],
    homes: ['Rosemount Ave', 'Pine St', 'King St', 'MacDonald Ave', 'William St'],
  },
  'Weston-Pelham Park': {
    arterials: ['Old Weston Rd', 'St Clair Ave W', 'Davenport Rd'],
    homes: ['Blackthorn Ave', 'Laughton Ave', 'Prescott Ave', 'Turnberry Ave', 'Connolly St'],
  },
  'Wexford/Maryvale': {
    arterials: ['Lawrence Ave E', 'Victoria Park Ave', 'Warden Ave', 'Pharmacy Ave'],
    towers: ['Victoria Park Ave'],
    homes: ['Crocus Dr', 'Marchington Crcl', 'Manhattan Dr', 'Ellington Dr', 'Ainsdale Rd'],
  },
  'Willowdale West': {
    arterials: ['Yonge St', 'Finch Ave W', 'Bathurst St'],
    towers: ['Yonge St', 'Beecroft Rd', 'Park Home Ave'],
    homes: ['Horsham Ave', 'Hounslow Ave', 'Ellerslie Ave', 'Yorkview Dr', 'Betty Ann Dr'],
  },
  'Willowridge-Martingrove-Richview': {
    arterials: ['Eglinton Ave W', 'Kipling Ave', 'Islington Ave', 'The Westway'],
    towers: ['Widdicombe Hill Blvd', 'Eglinton Ave W'],
    homes: ['Willowridge Rd', 'Clement Rd', 'Redgrave Dr', 'Celestine Dr', 'Summitcrest Dr'],
  },
  'Woburn North': {
    arterials: ['Ellesmere Rd', 'Markham Rd', 'McCowan Rd'],
    towers: ['Lee Centre Dr', 'Corporate Dr', 'Greenbrae Crct'],
    homes: ['Benleigh Dr', 'Lynnbrook Dr', 'Sedgemount Dr', 'Amberjack Blvd'],
  },
  'Woodbine Corridor': {
    arterials: ['Danforth Ave', 'Gerrard St E', 'Woodbine Ave', 'Coxwell Ave'],
    homes: ['Eastwood Rd', 'Gainsborough Rd', 'Edgewood Ave', 'West Lynn Ave', 'Bowmore Rd'],
  },
  'Woodbine-Lumsden': {
    arterials: ['Woodbine Ave', 'Cosburn Ave', 'Main St'],
    homes: ['Cedarvale Ave', 'Oak Park Ave', 'Gledhill Ave', 'Westlake Ave', 'Chisholm Ave'],
  },
  Wychwood: {
    arterials: ['St Clair Ave W', 'Bathurst St', 'Christie St', 'Davenport Rd'],
    towers: ['St Clair Ave W'],
    homes: ['Wychwood Ave', 'Tyrrel Ave', 'Benson Ave', 'Alberta Ave', 'Ellsworth Ave'],
  },
  'Yonge-Bay Corridor': {
    arterials: ['Yonge St', 'Bay St', 'University Ave', 'King St W'],
    towers: ['Bay St', 'Yonge St', 'Gerrard St W'],
    homes: ['Elm St', 'Walton St', 'Hayter St'],
  },
  'Yonge-Doris': {
    arterials: ['Yonge St', 'Finch Ave E', 'Sheppard Ave E'],
    towers: ['Yonge St', 'Doris Ave', 'Empress Ave', 'Hollywood Ave'],
    homes: ['Holmes Ave', 'Church Ave', 'Elmwood Ave', 'Norton Ave'],
  },
  'Yonge-Eglinton': {
    arterials: ['Yonge St', 'Eglinton Ave W', 'Avenue Rd'],
    towers: ['Yonge St', 'Eglinton Ave W', 'Duplex Ave', 'Orchard View Blvd'],
    homes: ['Hillsdale Ave W', 'Tranmer Ave', 'Braemar Ave', 'Anderson Ave', 'Elmsthorpe Ave'],
  },
  'Yonge-St.Clair': {
    arterials: ['Yonge St', 'St Clair Ave W', 'Avenue Rd'],
    towers: ['St Clair Ave W', 'Deer Park Cres', 'Heath St W'],
    homes: ['Lawton Blvd', 'Farnham Ave', 'Foxbar Rd', 'Walmsley Blvd', 'Oriole Rd'],
  },
  'York University Heights': {
    arterials: ['Keele St', 'Finch Ave W', 'Steeles Ave W', 'Sheppard Ave W'],
    homes: ['Derrydown Rd', 'Sharpecroft Blvd', 'Broadoaks Dr', 'Stilecroft Dr', 'Ollerton Rd'],
  },
  'Yorkdale-Glen Park': {
    arterials: ['Dufferin St', 'Lawrence Ave W', 'Caledonia Rd'],
    towers: ['Marlee Ave'],
    homes: ['Glen Park Ave', 'Cartwright Ave', 'Wenderly Dr', 'Highland Hill', 'Dane Ave'],
  },
};
