/**
 * A tiny drawing model for PDFs: a document is pages of drawing operations, laid out by pure
 * functions and drawn by one renderer (render-pdf-lib.ts). Coordinates are PDF points with
 * the origin at the page's top-left corner and y growing downwards, as a layout reads.
 */

/**
 * The seven weights of document 3 §9.3 (Inter 100 to 900). The renderer embeds the weights it
 * is given, one font file each: the sold report gives three, the annual report all seven.
 */
export const fontWeights = ['thin', 'regular', 'medium', 'semibold', 'bold', 'extrabold', 'black'] as const;
export type FontWeight = (typeof fontWeights)[number];

/** `#rrggbb`. */
export type Colour = `#${string}`;

/** The width of `text` in points at `size` in the font of `weight`: how a layout measures without fonts. */
export type MeasureText = (text: string, weight: FontWeight, size: number) => number;

export interface TextOp {
  kind: 'text';
  text: string;
  /** The left end of the text. */
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  weight: FontWeight;
  colour: Colour;
  /** The box the layout fitted the text into (left edge and width); the renderer ignores it, tests check it. */
  box?: { x: number; width: number };
}

export interface LineOp {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  colour: Colour;
  dash?: number[];
}

export interface RectOp {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  fill?: Colour;
  stroke?: Colour;
  strokeWidth?: number;
  /** Corner radius. */
  radius?: number;
  opacity?: number;
}

export interface CircleOp {
  kind: 'circle';
  cx: number;
  cy: number;
  r: number;
  fill?: Colour;
  stroke?: Colour;
  strokeWidth?: number;
  opacity?: number;
}

/** Straight segments through `points`; closed and filled when `fill` is given. */
export interface PolylineOp {
  kind: 'polyline';
  points: ReadonlyArray<readonly [number, number]>;
  stroke?: Colour;
  width?: number;
  fill?: Colour;
  dash?: number[];
  opacity?: number;
}

/**
 * An image the renderer was handed under `key`, placed in a box: `contain` fits it whole
 * (aligned within the box), `cover` fills the box and crops; `clip: 'circle'` crops to the
 * box's inscribed circle. The layout does not know the image's size; the renderer does.
 */
export interface ImageOp {
  kind: 'image';
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fit: 'contain' | 'cover';
  align?: 'left' | 'center' | 'right';
  clip?: 'circle';
}

export type PdfOp = TextOp | LineOp | RectOp | CircleOp | PolylineOp | ImageOp;

export interface PdfPage {
  width: number;
  height: number;
  ops: PdfOp[];
}

export interface PdfDocumentModel {
  title: string;
  author?: string;
  subject?: string;
  pages: PdfPage[];
}

/** US Letter, the size of every report of the product (document 3 §9.3, §9.4). */
export const letter = { width: 612, height: 792 } as const;
