import type { ReportProperty } from '@shared/annual-report/types';

/**
 * The sample annual report's listings (a data table, for sample.ts): the comparable sales and
 * the active listings near the sample home in the Beaches. Days are counted back from the
 * report's date; `pic` picks a photo from the seed's shared pool.
 */

export interface Listed {
  mls: string;
  address: string;
  at: [lat: number, lon: number];
  price: number;
  daysAgo: number;
  bedroom: number;
  brPlus?: number;
  bathroom: number;
  parking: number;
  footage?: [number, number];
  lot?: [number, number];
  dom: number;
  type?: ReportProperty['type'];
  hidden?: boolean;
  pic: number;
}

export const solds: Listed[] = [
  {
    mls: 'E9001101',
    address: '38 Kippendavie Avenue',
    at: [43.6728, -79.299],
    price: 1_295_000,
    daysAgo: 40,
    bedroom: 3,
    brPlus: 1,
    bathroom: 2,
    parking: 1,
    footage: [1500, 1999],
    lot: [25, 120],
    dom: 9,
    pic: 7,
  },
  {
    mls: 'E9001102',
    address: '115 Hambly Avenue',
    at: [43.6681, -79.3102],
    price: 1_188_000,
    daysAgo: 75,
    bedroom: 3,
    bathroom: 2,
    parking: 1,
    footage: [1100, 1500],
    lot: [20, 110],
    dom: 14,
    pic: 8,
  },
  {
    mls: 'E9001103',
    address: '72 Wineva Avenue',
    at: [43.6745, -79.3121],
    price: 1_340_000,
    daysAgo: 120,
    bedroom: 4,
    bathroom: 3,
    parking: 2,
    footage: [1500, 1999],
    lot: [30, 125],
    dom: 6,
    pic: 9,
    hidden: true,
  },
  {
    mls: 'E9001104',
    address: '9 Lee Avenue',
    at: [43.6662, -79.2968],
    price: 1_215_000,
    daysAgo: 160,
    bedroom: 3,
    bathroom: 2,
    parking: 0,
    footage: [1100, 1500],
    lot: [22, 100],
    dom: 21,
    pic: 10,
  },
  {
    mls: 'E9001105',
    address: '204 Beech Avenue',
    at: [43.677, -79.304],
    price: 1_262_000,
    daysAgo: 210,
    bedroom: 3,
    brPlus: 1,
    bathroom: 3,
    parking: 1,
    footage: [1500, 1999],
    lot: [25, 115],
    dom: 11,
    pic: 11,
  },
];

export const actives: Listed[] = [
  {
    mls: 'E9002201',
    address: '51 Bellefair Avenue',
    at: [43.6712, -79.2985],
    price: 1_349_000,
    daysAgo: 0,
    bedroom: 4,
    bathroom: 3,
    parking: 1,
    footage: [1500, 1999],
    dom: 12,
    pic: 12,
  },
  {
    mls: 'E9002202',
    address: '18 Balsam Avenue',
    at: [43.6738, -79.2952],
    price: 1_279_000,
    daysAgo: 0,
    bedroom: 3,
    bathroom: 2,
    parking: 1,
    footage: [1100, 1500],
    dom: 5,
    pic: 13,
  },
  {
    mls: 'E9002203',
    address: '96 Glen Manor Drive',
    at: [43.6759, -79.3008],
    price: 1_895_000,
    daysAgo: 0,
    bedroom: 5,
    bathroom: 4,
    parking: 2,
    footage: [2500, 2999],
    dom: 27,
    pic: 14,
  },
  {
    mls: 'E9002204',
    address: '1990 Queen Street East',
    at: [43.6687, -79.3011],
    price: 849_000,
    daysAgo: 0,
    bedroom: 2,
    bathroom: 2,
    parking: 1,
    footage: [900, 999],
    dom: 18,
    pic: 15,
    type: 'condo',
  },
  {
    mls: 'E9002205',
    address: '27 Waverley Road',
    at: [43.6697, -79.3076],
    price: 1_199_000,
    daysAgo: 0,
    bedroom: 3,
    bathroom: 2,
    parking: 0,
    footage: [1100, 1500],
    dom: 3,
    pic: 16,
  },
];
