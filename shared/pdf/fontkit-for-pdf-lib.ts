import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;
type Glyph = ReturnType<Font['glyphForCodePoint']>;
type GlyphRun = ReturnType<Font['layout']>;

/**
 * @pdf-lib/fontkit as pdf-lib should use it for our reports, with two changes:
 *
 * 1. Subsets keep exact glyph offsets. @pdf-lib/fontkit 1.1.1 writes a TrueType subset's
 *    `loca` table in the short format whenever the subset is small, halving every offset,
 *    but copies glyph records of odd length as they are: every glyph after the first odd
 *    one then points a byte off and draws blank (Inter loses most of its letters; upstream
 *    fontkit fixed it in 1.8). Declaring the long format before the first glyph is added
 *    keeps exact offsets, for 2 bytes a glyph.
 * 2. Text is laid out by the character map alone, with tabular figures. pdf-lib draws glyph
 *    ids with their advance widths and ignores positioning, so fontkit's full shaping
 *    (Inter's kerning and 40 features: about 1–5 ms a call, once to measure and again to
 *    draw) bought nothing and cost seconds per report. Tabular figures keep the numbers of
 *    a column aligned.
 */
export function fontkitForPdfLib(fontkit: Fontkit): Fontkit {
  return {
    create(buffer, postscriptName) {
      const cached = postscriptName ? undefined : parsedFonts.get(buffer);
      if (cached) return cached;
      const font = fontkit.create(buffer, postscriptName);
      withLongLocaSubsets(font);
      font.layout = characterMapLayout(font);
      if (!postscriptName) parsedFonts.set(buffer, font);
      return font;
    },
  };
}

/**
 * Fonts parsed before, by their bytes: parsing Inter's tables is most of a report's cost, and
 * a font is only read (each document makes its own subset), so the next report reuses it.
 */
const parsedFonts = new WeakMap<Uint8Array, Font>();

interface TrueTypeSubset {
  loca?: { version?: number };
  _addGlyph?: (this: TrueTypeSubset, glyphId: number) => number;
}

function withLongLocaSubsets(font: Font): void {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    const ttf = subset as unknown as TrueTypeSubset;
    const addGlyph = ttf._addGlyph;
    // CFF (OTF) subsets have no `loca`; only TrueType ones get the fix.
    if (typeof addGlyph === 'function') {
      ttf._addGlyph = function (glyphId) {
        if (this.loca) this.loca.version = 1;
        return addGlyph.call(this, glyphId);
      };
    }
    return subset;
  };
}

const digits = '0123456789';

function characterMapLayout(font: Font): Font['layout'] {
  const byCodePoint = new Map<number, Glyph>();
  // The tabular digits, found once by fontkit's own shaping.
  try {
    const run = font.layout(digits, { tnum: true });
    if (run.glyphs.length === digits.length)
      run.glyphs.forEach((glyph, i) => byCodePoint.set(digits.charCodeAt(i), glyph));
  } catch {
    // A font without the feature keeps its proportional digits.
  }
  const glyphOf = (codePoint: number) => {
    let glyph = byCodePoint.get(codePoint);
    if (!glyph) {
      glyph = font.glyphForCodePoint(codePoint);
      byCodePoint.set(codePoint, glyph);
    }
    return glyph;
  };
  return (text: string) => {
    const glyphs: Glyph[] = [];
    let advanceWidth = 0;
    for (const character of text) {
      const glyph = glyphOf(character.codePointAt(0)!);
      glyphs.push(glyph);
      advanceWidth += glyph.advanceWidth;
    }
    const positions = glyphs.map((g) => ({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }));
    return { glyphs, positions, advanceWidth } as unknown as GlyphRun;
  };
}
