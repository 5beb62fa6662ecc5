import type { Colour, FontWeight, MeasureText, TextOp } from './model';

export interface TextStyle {
  size: number;
  weight: FontWeight;
  colour: Colour;
}

export type Align = 'left' | 'center' | 'right';

const ellipsis = '…';

/** Line breaks and other control characters would break a one-line layout: they become spaces. */
// eslint-disable-next-line no-control-regex
const singleLine = (text: string) => text.normalize('NFC').replace(/[\u0000-\u001f\u007f]+/g, ' ');

/**
 * `text` cut to fit `maxWidth`, ending in an ellipsis when cut; the whole text when it fits.
 * Binary search on the length, so a long address costs a handful of measurements.
 */
export function fitText(text: string, maxWidth: number, style: TextStyle, measure: MeasureText): string {
  if (measure(text, style.weight, style.size) <= maxWidth) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const candidate = text.slice(0, mid).trimEnd() + ellipsis;
    if (measure(candidate, style.weight, style.size) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? ellipsis : text.slice(0, low).trimEnd() + ellipsis;
}

export interface TextBox {
  /** The left edge of the box the text is aligned in. */
  x: number;
  /** The baseline. */
  y: number;
  /** The box's width; the text is ellipsized to it. Without it the text is placed as it is. */
  width?: number;
  align?: Align;
}

/** One line of text aligned in a box and ellipsized to its width. */
export function textOp(text: string, box: TextBox, style: TextStyle, measure: MeasureText): TextOp {
  const oneLine = singleLine(text);
  const shown = box.width === undefined ? oneLine : fitText(oneLine, box.width, style, measure);
  const width = measure(shown, style.weight, style.size);
  const room = box.width ?? width;
  const x = box.align === 'right' ? box.x + room - width : box.align === 'center' ? box.x + (room - width) / 2 : box.x;
  return {
    kind: 'text',
    text: shown,
    x,
    y: box.y,
    size: style.size,
    weight: style.weight,
    colour: style.colour,
    ...(box.width !== undefined && { box: { x: box.x, width: box.width } }),
  };
}

/** Words and the breaks between them: a line may break at a space, or after a hyphen. */
function breakableParts(text: string): Array<{ part: string; spaced: boolean }> {
  const parts: Array<{ part: string; spaced: boolean }> = [];
  for (const match of text.matchAll(/(\s*)([^\s-]*-+|[^\s-]+)/g)) {
    parts.push({ part: match[2]!, spaced: parts.length > 0 && match[1]!.length > 0 });
  }
  return parts;
}

/**
 * Words wrapped to lines of at most `maxWidth`, at most `maxLines` of them; the last line is
 * ellipsized when words are left over. A single word longer than a line is ellipsized.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  style: TextStyle,
  measure: MeasureText,
  maxLines = Infinity,
): string[] {
  const parts = breakableParts(singleLine(text));
  const lines: string[] = [];
  let line = '';
  let index = 0;
  for (; index < parts.length; index++) {
    const { part, spaced } = parts[index]!;
    const candidate = line ? `${line}${spaced ? ' ' : ''}${part}` : part;
    if (!line || measure(candidate, style.weight, style.size) <= maxWidth) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = part;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) {
    lines.push(line);
    line = '';
  }
  const leftOver = index < parts.length || line !== '';
  return lines.map((l, i) => {
    const last = i === lines.length - 1;
    const shown = last && leftOver ? `${l}${ellipsis}` : l;
    return fitText(shown, maxWidth, style, measure);
  });
}
