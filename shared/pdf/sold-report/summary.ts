import {
  balancedMarketFrom,
  marketGuideLabels,
  monthMarket,
  type MarketGuide,
  type NoGuide,
  sellersMarketFrom,
} from '@shared/sold-report/market-guide';
import { currentMonth } from '@shared/months';
import { soldReportTiles, type SoldReportTile } from '@shared/sold-report/tiles';
import type { TypeReport } from '@shared/sold-report/types';
import { formatPercent, missingFigure } from '@shared/sold-report/year-over-year';
import { letter, type Colour, type MeasureText, type PdfOp } from '../model';
import { textOp, wrapText, type TextStyle } from '../text';
import type { LayoutContext } from './context';
import { colours, page, text } from '../theme';

/** The summary of a type's page: the five tiles (document 1 §2.2) and the market guide. */
export const summaryHeight = 156;

const width = letter.width - 2 * page.margin;
const tileGap = 8;
const tileHeight = 98;
const tilePadding = 9;

export function summaryOps(ctx: LayoutContext, report: TypeReport, top: number): PdfOp[] {
  const tiles = soldReportTiles(report, { monthToDate: ctx.month === currentMonth(ctx.now) });
  const tileWidth = (width - tileGap * (tiles.length - 1)) / tiles.length;
  const inner = tileWidth - 2 * tilePadding;
  // One way of writing the year on every tile: the short one on all when one tile needs it, not
  // "vs Nov '25" beside "vs Nov 2025" (QA 76b L1).
  const shortYear = tiles.some((tile) => !fits(ctx, versusTexts(ctx, tile).long, changeRoom(ctx, tile, inner)));
  return [
    ...tiles.flatMap((tile, i) =>
      tileOps(ctx, tile, page.margin + i * (tileWidth + tileGap), top, tileWidth, shortYear),
    ),
    ...marketGuideOps(ctx, report, top + tileHeight + 10),
  ];
}

/** The screen's rule (shared/sold-report/tiles.ts): rising days on market is red here too. */
const toneColour = (tone: SoldReportTile['tone']): Colour =>
  tone === 'good' ? colours.good : tone === 'bad' ? colours.bad : colours.muted;

/** The largest size up to the figure's own at which `value` fits `maxWidth`. */
function fittingStyle(value: string, maxWidth: number, measure: MeasureText): TextStyle {
  let size = text.figure.size;
  while (size > 10 && measure(value, text.figure.weight, size) > maxWidth) size -= 0.5;
  return { ...text.figure, size };
}

/**
 * What a tile's change is compared with, beside it: the month a year before, or beside a month
 * to date all of it. The short month, as the web's tiles: "vs October 2025" did not fit a tile
 * beside "+60k", and "vs Nov 2025" does not fit beside "+19 pts": then "vs Nov '25".
 */
function versusTexts(ctx: LayoutContext, tile: SoldReportTile): { long: string; short: string } {
  const [monthName, year] = ctx.lastYearShort.split(' ');
  const against = tile.lastYearWhole ? 'in all of' : 'vs';
  return { long: `${against} ${ctx.lastYearShort}`, short: `${against} ${monthName} '${year!.slice(2)}` };
}

const changeStyle = (tile: SoldReportTile): TextStyle => ({ ...text.change, colour: toneColour(tile.tone) });

/** The room beside a tile's change for what it compares with. */
const changeRoom = (ctx: LayoutContext, tile: SoldReportTile, inner: number) =>
  inner - ctx.measure(tile.change, changeStyle(tile).weight, changeStyle(tile).size) - 4;

const fits = (ctx: LayoutContext, words: string, room: number) =>
  ctx.measure(words, text.small.weight, text.small.size) <= room;

function tileOps(
  ctx: LayoutContext,
  tile: SoldReportTile,
  x: number,
  top: number,
  tileWidth: number,
  shortYear: boolean,
): PdfOp[] {
  const { measure } = ctx;
  const inner = tileWidth - 2 * tilePadding;
  const left = x + tilePadding;
  const ops: PdfOp[] = [
    {
      kind: 'rect',
      x,
      y: top,
      width: tileWidth,
      height: tileHeight,
      fill: colours.panel,
      stroke: colours.rule,
      strokeWidth: 0.7,
      radius: 6,
    },
    { kind: 'rect', x: x + 0.5, y: top + 10, width: 2.5, height: tileHeight - 20, fill: colours.brand, radius: 1.25 },
  ];
  wrapText(tile.label, inner, text.label, measure, 2).forEach((line, i) => {
    ops.push(textOp(line, { x: left, y: top + 16 + i * 9.5, width: inner }, text.label, measure));
  });
  ops.push(
    textOp(tile.value, { x: left, y: top + 50, width: inner }, fittingStyle(tile.value, inner, measure), measure),
  );

  const change = changeStyle(tile);
  const changeWidth = measure(tile.change, change.weight, change.size);
  const room = changeRoom(ctx, tile, inner);
  const { long, short } = versusTexts(ctx, tile);
  // Beside a change as wide as "+510 pts", nothing: the tiles beside it say what they compare with.
  const versus = (shortYear ? [short] : [long, short]).find((candidate) => fits(ctx, candidate, room));
  ops.push(textOp(tile.change, { x: left, y: top + 67 }, change, measure));
  if (versus) ops.push(textOp(versus, { x: left + changeWidth + 4, y: top + 67, width: room }, text.small, measure));
  if (tile.shortfall !== undefined) {
    const shortfall = { ...text.change, colour: tile.shortfall === missingFigure ? colours.muted : colours.body };
    const shortWidth = measure(tile.shortfall, shortfall.weight, shortfall.size);
    ops.push(
      textOp(tile.shortfall, { x: left, y: top + 84 }, shortfall, measure),
      textOp(
        'vs list price',
        { x: left + shortWidth + 4, y: top + 84, width: inner - shortWidth - 4 },
        text.small,
        measure,
      ),
    );
  }
  if (tile.note !== undefined) ops.push(textOp(tile.note, { x: left, y: top + 84, width: inner }, text.small, measure));
  if (tile.guide !== undefined) {
    const label = tile.guide ? marketGuideLabels[tile.guide] : missingFigure;
    const colour = tile.guide ? colours[tile.guide] : colours.muted;
    ops.push(textOp(label, { x: left, y: top + 84, width: inner }, { ...text.change, colour }, measure));
  }
  return ops;
}

const guideHeight = 48;

/** The rate on a 0–100 % bar split into the buyer's, balanced and seller's bands. */
const guideExplanations: Record<MarketGuide, string> = {
  seller: `${sellersMarketFrom}% or more is a seller's market.`,
  balanced: `${balancedMarketFrom} to ${sellersMarketFrom}% is a balanced market.`,
  buyer: `Under ${balancedMarketFrom}% is a buyer's market.`,
};

const noGuideSentences: Record<NoGuide, string> = {
  noNewListings: 'There were no new listings.',
  fewListings: 'Too few new listings to judge.',
  withheld: 'Not enough sales.',
};

function marketGuideOps(ctx: LayoutContext, report: TypeReport, top: number): PdfOp[] {
  const { measure } = ctx;
  const { rate, guide, noGuide } = monthMarket(report.soldNumber, report.newListing);
  const heading = 'Market guide';
  const headingWidth = measure(heading, text.heading.weight, text.heading.size);
  const textWidth = 262;
  const ops: PdfOp[] = [
    {
      kind: 'rect',
      x: page.margin,
      y: top,
      width,
      height: guideHeight,
      fill: colours.panel,
      stroke: colours.rule,
      strokeWidth: 0.7,
      radius: 6,
    },
    textOp(heading, { x: page.margin + 12, y: top + 20 }, text.heading, measure),
    textOp(
      guide ? marketGuideLabels[guide] : missingFigure,
      { x: page.margin + 12 + headingWidth + 8, y: top + 20, width: textWidth - headingWidth - 8 },
      { ...text.heading, colour: guide ? colours[guide] : colours.muted },
      measure,
    ),
    textOp(
      `Sales-To-New Listings Rate ${formatPercent(rate)}. ${guide ? guideExplanations[guide] : noGuideSentences[noGuide!]}`,
      { x: page.margin + 12, y: top + 36, width: textWidth },
      text.small,
      measure,
    ),
  ];

  const barLeft = page.margin + textWidth + 28;
  const barWidth = width - textWidth - 28 - 14;
  const barTop = top + 16;
  const at = (percent: number) => barLeft + (Math.max(0, Math.min(100, percent)) / 100) * barWidth;
  const bands: Array<[number, number, Colour, string]> = [
    [0, balancedMarketFrom, colours.buyerBand, `Buyer's, under ${balancedMarketFrom}%`],
    [balancedMarketFrom, sellersMarketFrom, colours.balancedBand, 'Balanced'],
    [sellersMarketFrom, 100, colours.sellerBand, `Seller's, ${sellersMarketFrom}% or more`],
  ];
  for (const [from, to, colour, label] of bands) {
    ops.push(
      { kind: 'rect', x: at(from) + 0.5, y: barTop, width: at(to) - at(from) - 1, height: 7, fill: colour },
      textOp(label, { x: at(from), y: barTop + 21, width: at(to) - at(from), align: 'center' }, text.small, measure),
    );
  }
  if (rate !== null) {
    // A rate above 100 % (more sales than new listings) sits at the bar's end.
    const x = at(rate);
    ops.push({
      kind: 'polyline',
      points: [
        [x - 4, barTop - 6],
        [x + 4, barTop - 6],
        [x, barTop - 0.5],
      ],
      fill: colours.ink,
    });
  }
  return ops;
}
