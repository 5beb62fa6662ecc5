import fontkit from '@pdf-lib/fontkit';
import { LineCapStyle, PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { fontkitForPdfLib } from './fontkit-for-pdf-lib';
import { imageKind } from './image-kind';
import {
  fontWeights,
  type Colour,
  type FontWeight,
  type MeasureText,
  type PdfDocumentModel,
  type PdfOp,
} from './model';
import { circleOperators, colour, drawImage, polylineOperators, pt } from './pdf-lib-operators';
import { polylinePath, roundedRectPath } from './svg-paths';

/**
 * Draws a drawing model with pdf-lib. It takes bytes only (TTF fonts, PNG or JPEG images), so
 * the browser, Node tests and the bench run the same code. Browsers must reach this module
 * through a dynamic `import()`: pdf-lib and fontkit are large and needed only on download.
 */
export type PdfFontFiles = Partial<Record<FontWeight, Uint8Array>>;
export type PdfImageFiles = Record<string, Uint8Array>;

export interface RenderPdfInput {
  /** One TrueType file per weight the layout uses; embedded as subsets. */
  fonts: PdfFontFiles;
  /** Images by the keys the layout's image operations name. */
  images: PdfImageFiles;
  /** Lays the document out with the embedded fonts' own metrics. */
  layout: (measure: MeasureText) => PdfDocumentModel;
}

export async function renderPdf({ fonts, images, layout }: RenderPdfInput): Promise<Uint8Array> {
  for (const [key, bytes] of Object.entries(images)) {
    if (!imageKind(bytes)) throw new Error(`The image '${key}' is neither PNG nor JPEG.`);
  }
  // Measured with every weight given, embedded with only the weights the pages use: an
  // unused weight would still cost its font's tables in the file.
  const measuring = await embedFonts(fonts, fontWeights);
  const measure: MeasureText = (text, weight, size) => fontOf(measuring, weight).widthOfTextAtSize(text, size);
  const model = layout(measure);

  const used = new Set<FontWeight>();
  for (const p of model.pages) for (const op of p.ops) if (op.kind === 'text') used.add(op.weight);
  const drawing = await embedFonts(
    fonts,
    fontWeights.filter((w) => used.has(w)),
  );
  const { pdf } = drawing;
  pdf.setTitle(model.title);
  if (model.author) pdf.setAuthor(model.author);
  if (model.subject) pdf.setSubject(model.subject);
  pdf.setCreator('GTA Homes');

  const embedImage = cachedImages(pdf, images);
  for (const pageModel of model.pages) {
    const page = pdf.addPage([pageModel.width, pageModel.height]);
    for (const op of pageModel.ops) await drawOp(page, op, drawing, embedImage);
  }
  return pdf.save();
}

/**
 * Each image embedded once, on first use. Keys handed the same bytes share one embedded
 * image: listings that point at the same photo (the seed's shared pool) cost it once.
 */
interface EmbeddedFonts {
  pdf: PDFDocument;
  embedded: Partial<Record<FontWeight, PDFFont>>;
}

/** A new document with `weights` embedded as subsets; fontkit keeps each file parsed once. */
async function embedFonts(fonts: PdfFontFiles, weights: readonly FontWeight[]) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkitForPdfLib(fontkit));
  const embedded: Partial<Record<FontWeight, PDFFont>> = {};
  for (const weight of weights) {
    const file = fonts[weight];
    if (file) embedded[weight] = await pdf.embedFont(file, { subset: true });
  }
  return { pdf, embedded };
}

function fontOf({ embedded }: EmbeddedFonts, weight: FontWeight): PDFFont {
  const font = embedded[weight];
  if (!font) throw new Error(`The layout uses the font weight '${weight}', which was not given to the renderer.`);
  return font;
}

function cachedImages(pdf: PDFDocument, images: PdfImageFiles) {
  const cache = new Map<Uint8Array, Promise<PDFImage>>();
  return (key: string) => {
    const bytes = images[key];
    if (!bytes) throw new Error(`No image was given for '${key}'.`);
    let image = cache.get(bytes);
    if (!image) {
      image = imageKind(bytes) === 'png' ? pdf.embedPng(bytes) : pdf.embedJpg(bytes);
      cache.set(bytes, image);
    }
    return image;
  };
}

/** Fill and border options of pdf-lib's shapes; no fill or border when the colour is not given. */
function paint(fill: Colour | undefined, stroke: Colour | undefined, strokeWidth = 1, opacity?: number) {
  return {
    ...(fill && { color: colour(fill) }),
    ...(stroke && { borderColor: colour(stroke), borderWidth: strokeWidth }),
    ...(opacity !== undefined && { opacity, borderOpacity: opacity }),
  };
}

/** SVG paths are given in the layout's top-down coordinates, anchored at the page's top-left. */
const svgPathAnchor = (page: PDFPage) => ({ x: 0, y: page.getHeight() });

async function drawOp(
  page: PDFPage,
  op: PdfOp,
  fonts: EmbeddedFonts,
  embedImage: (key: string) => Promise<PDFImage>,
): Promise<void> {
  const height = page.getHeight();
  switch (op.kind) {
    case 'text':
      page.drawText(op.text, {
        x: pt(op.x),
        y: pt(height - op.y),
        size: op.size,
        font: fontOf(fonts, op.weight),
        color: colour(op.colour),
      });
      return;
    case 'line':
      page.drawLine({
        start: { x: pt(op.x1), y: pt(height - op.y1) },
        end: { x: pt(op.x2), y: pt(height - op.y2) },
        thickness: op.width,
        color: colour(op.colour),
        ...(op.dash && { dashArray: op.dash }),
      });
      return;
    case 'rect':
      if (op.radius) {
        page.drawSvgPath(roundedRectPath(op.x, op.y, op.width, op.height, op.radius), {
          ...svgPathAnchor(page),
          ...paint(op.fill, op.stroke, op.strokeWidth, op.opacity),
        });
      } else {
        page.drawRectangle({
          x: pt(op.x),
          y: pt(height - op.y - op.height),
          width: pt(op.width),
          height: pt(op.height),
          ...paint(op.fill, op.stroke, op.strokeWidth, op.opacity),
        });
      }
      return;
    case 'circle':
      if (op.opacity !== undefined) {
        // Translucency needs a graphics state, which pdf-lib's own circle sets up.
        page.drawCircle({
          x: op.cx,
          y: height - op.cy,
          size: op.r,
          ...paint(op.fill, op.stroke, op.strokeWidth, op.opacity),
        });
      } else {
        page.pushOperators(...circleOperators(op, height));
      }
      return;
    case 'polyline':
      if (op.points.length < 2) return;
      // Filled shapes and translucent lines need pdf-lib's path drawing (and its graphics state).
      if (op.fill || op.opacity !== undefined) {
        page.drawSvgPath(polylinePath(op.points, op.fill !== undefined), {
          ...svgPathAnchor(page),
          ...paint(op.fill, op.stroke, op.width, op.opacity),
          ...(op.dash && { borderDashArray: op.dash }),
          borderLineCap: LineCapStyle.Round,
        });
        return;
      }
      page.pushOperators(...polylineOperators(op, height));
      return;
    case 'image':
      drawImage(page, op, await embedImage(op.key));
      return;
  }
}
