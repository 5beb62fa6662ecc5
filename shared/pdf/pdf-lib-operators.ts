import {
  appendBezierCurve,
  clip,
  closePath,
  endPath,
  fill,
  fillAndStroke,
  LineCapStyle,
  LineJoinStyle,
  lineTo,
  moveTo,
  rectangle,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setDashPattern,
  setLineCap,
  setLineJoin,
  setLineWidth,
  setStrokingColor,
  stroke,
  type Color,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import type { CircleOp, Colour, ImageOp, PolylineOp } from './model';

/*
 * The drawing operators render-pdf-lib.ts writes itself, where pdf-lib's own would write long
 * floats or lack a shape: colours, rounded coordinates, circles, polylines and clipped images.
 */

const colourCache = new Map<Colour, Color>();
export function colour(hex: Colour): Color {
  let value = colourCache.get(hex);
  if (!value) {
    const n = Number.parseInt(hex.slice(1), 16);
    value = rgb(((n >> 16) & 0xff) / 255, ((n >> 8) & 0xff) / 255, (n & 0xff) / 255);
    colourCache.set(hex, value);
  }
  return value;
}

/**
 * Coordinates to the hundredth of a point: finer is invisible, and pdf-lib writes every
 * digit of a float into the page, which makes files larger and slower to write.
 */
export const pt = (value: number) => Math.round(value * 100) / 100;

/** A circle as path operators with rounded numbers (pdf-lib's own writes 15-digit floats). */
export function circleOperators(op: CircleOp, pageHeight: number) {
  const cx = op.cx;
  const cy = pageHeight - op.cy;
  const r = op.r;
  const k = r * 0.5523;
  const curve = (x1: number, y1: number, x2: number, y2: number, x3: number, y3: number) =>
    appendBezierCurve(pt(x1), pt(y1), pt(x2), pt(y2), pt(x3), pt(y3));
  const paintOperator = op.fill && op.stroke ? fillAndStroke() : op.fill ? fill() : stroke();
  return [
    pushGraphicsState(),
    ...(op.fill ? [setFillingColor(colour(op.fill))] : []),
    ...(op.stroke ? [setStrokingColor(colour(op.stroke)), setLineWidth(op.strokeWidth ?? 1)] : []),
    moveTo(pt(cx + r), pt(cy)),
    curve(cx + r, cy + k, cx + k, cy + r, cx, cy + r),
    curve(cx - k, cy + r, cx - r, cy + k, cx - r, cy),
    curve(cx - r, cy - k, cx - k, cy - r, cx, cy - r),
    curve(cx + k, cy - r, cx + r, cy - k, cx + r, cy),
    closePath(),
    paintOperator,
    popGraphicsState(),
  ];
}

/** An open line as one stroked path, round at its ends and joints. */
export function polylineOperators(op: PolylineOp, pageHeight: number) {
  const [first, ...rest] = op.points;
  return [
    pushGraphicsState(),
    setStrokingColor(colour(op.stroke ?? '#000000')),
    setLineWidth(op.width ?? 1),
    setLineCap(LineCapStyle.Round),
    setLineJoin(LineJoinStyle.Round),
    ...(op.dash ? [setDashPattern(op.dash, 0)] : []),
    moveTo(pt(first![0]), pt(pageHeight - first![1])),
    ...rest.map(([x, y]) => lineTo(pt(x), pt(pageHeight - y))),
    stroke(),
    popGraphicsState(),
  ];
}

/** Places an image in its box (contain or cover), cropped to the box or its circle. */
export function drawImage(page: PDFPage, op: ImageOp, image: PDFImage): void {
  const scale =
    op.fit === 'cover'
      ? Math.max(op.width / image.width, op.height / image.height)
      : Math.min(op.width / image.width, op.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const align = op.align ?? 'center';
  const left = align === 'left' ? op.x : align === 'right' ? op.x + op.width - width : op.x + (op.width - width) / 2;
  const top = op.y + (op.height - height) / 2;
  const pageHeight = page.getHeight();

  const cropped = op.fit === 'cover' || op.clip === 'circle';
  if (cropped) {
    page.pushOperators(pushGraphicsState(), ...clipPath(op, pageHeight), clip(), endPath());
  }
  page.drawImage(image, { x: left, y: pageHeight - top - height, width, height });
  if (cropped) page.pushOperators(popGraphicsState());
}

/** The box, or its inscribed circle, as path operators in PDF coordinates. */
function clipPath(op: ImageOp, pageHeight: number) {
  const bottom = pageHeight - op.y - op.height;
  if (op.clip !== 'circle') return [rectangle(op.x, bottom, op.width, op.height)];
  const r = Math.min(op.width, op.height) / 2;
  const cx = op.x + op.width / 2;
  const cy = bottom + op.height / 2;
  const k = 0.5523 * r;
  return [
    moveTo(cx + r, cy),
    appendBezierCurve(cx + r, cy + k, cx + k, cy + r, cx, cy + r),
    appendBezierCurve(cx - k, cy + r, cx - r, cy + k, cx - r, cy),
    appendBezierCurve(cx - r, cy - k, cx - k, cy - r, cx, cy - r),
    appendBezierCurve(cx + k, cy - r, cx + r, cy - k, cx + r, cy),
    closePath(),
  ];
}
