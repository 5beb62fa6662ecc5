import type { Colour, FontWeight } from './model';
import type { TextStyle } from './text';

/** The reports' look (sold and annual): the product's deep teal, quiet greys, Inter. */
export const colours = {
  brand: '#0b7c76',
  brandDark: '#005a56',
  brandDeep: '#0a4744',
  brandLight: '#e7f6f5',
  brandMid: '#a2d6d2',
  ink: '#1f2937',
  body: '#374151',
  muted: '#6b7280',
  faint: '#9ca3af',
  rule: '#e5e7eb',
  grid: '#eceef1',
  panel: '#f8fafb',
  white: '#ffffff',
  good: '#0f8a5f',
  bad: '#c2410c',
  // Chart series: the neighbourhood stands out in the brand colour.
  gta: '#64748b',
  community: '#d97706',
  neighbourhood: '#0b7c76',
  // The market guide: its bands, and its words in darker shades that read on white.
  // The market guide's bands in the web's colours (market-guide.tsx: teal.3, blue.3, orange.3), so
  // a colour means the same market on the page and in its PDF (QA 46d L5: teal was the buyer's on
  // one and the seller's on the other).
  buyerBand: '#63e6be',
  balancedBand: '#74c0fc',
  sellerBand: '#ffc078',
  buyer: '#09785a',
  balanced: '#1d4ed8',
  seller: '#c2410c',
} as const satisfies Record<string, Colour>;

export const page = { margin: 40, headerBottom: 58, footerTop: 752 } as const;

const style = (size: number, weight: FontWeight, colour: Colour): TextStyle => ({ size, weight, colour });

export const text = {
  pageHeader: style(8.5, 'semibold', colours.brandDark),
  pageHeaderMuted: style(8.5, 'regular', colours.muted),
  footer: style(7.5, 'regular', colours.muted),
  sectionTitle: style(22, 'bold', colours.ink),
  sectionSubtitle: style(10, 'regular', colours.muted),
  heading: style(11.5, 'semibold', colours.ink),
  label: style(7.5, 'semibold', colours.muted),
  figure: style(15, 'bold', colours.ink),
  change: style(8.5, 'semibold', colours.muted),
  small: style(7.5, 'regular', colours.muted),
  body: style(9, 'regular', colours.body),
  tableHeader: style(7.5, 'semibold', colours.brandDark),
  tableBody: style(8, 'regular', colours.body),
  tableFirst: style(8, 'semibold', colours.ink),
} as const;
