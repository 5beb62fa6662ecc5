import type { Colour, MeasureText, PdfOp } from './model';
import { textOp, wrapText, type Align, type TextStyle } from './text';

/**
 * A table of one-line cells (the rows in `wrapRows` excepted): a filled header row, zebra rows,
 * every cell ellipsized to its column.
 */
export interface TableColumn {
  header: string;
  width: number;
  align?: Align;
}

export interface TableTheme {
  header: TextStyle;
  headerFill: Colour;
  body: TextStyle;
  /** A cell style for the first column, e.g. a bolder address. */
  firstColumn?: TextStyle;
  zebraFill: Colour;
  rule: Colour;
}

export interface TableSpec {
  x: number;
  y: number;
  columns: readonly TableColumn[];
  rows: ReadonlyArray<readonly string[]>;
  headerHeight: number;
  rowHeight: number;
  /** Space between a cell's edge and its text. */
  padding: number;
  theme: TableTheme;
  /**
   * Rows (by index) whose cells wrap to at most this many lines instead of being cut, e.g. an
   * address; such a row is taller by a line for each line past the first its cells need. Other
   * rows keep one line.
   */
  wrapRows?: Readonly<Record<number, number>>;
}

/** The step between two lines of a wrapped cell. */
const lineStep = (style: TextStyle) => style.size * 1.2;

/** The table's operations and the y just below it. */
export function table(spec: TableSpec, measure: MeasureText): { ops: PdfOp[]; bottom: number } {
  const { theme, padding } = spec;
  const width = spec.columns.reduce((sum, c) => sum + c.width, 0);
  const ops: PdfOp[] = [
    { kind: 'rect', x: spec.x, y: spec.y, width, height: spec.headerHeight, fill: theme.headerFill, radius: 3 },
  ];

  /** Each cell's lines: wrapped to at most `maxLines`, else one. */
  const linesOf = (values: readonly string[], style: (i: number) => TextStyle, maxLines = 1) =>
    spec.columns.map((column, i) =>
      maxLines > 1
        ? wrapText(values[i] ?? '', column.width - 2 * padding, style(i), measure, maxLines)
        : [values[i] ?? ''],
    );
  const cells = (lines: readonly string[][], top: number, height: number, style: (i: number) => TextStyle) => {
    let left = spec.x;
    spec.columns.forEach((column, i) => {
      const s = style(i);
      const width = column.width - 2 * padding;
      const cell = lines[i]!;
      // The lines are centred in the row as one block.
      const first = top + height / 2 + s.size * 0.36 - ((cell.length - 1) * lineStep(s)) / 2;
      cell.forEach((line, l) =>
        ops.push(
          textOp(line, { x: left + padding, y: first + l * lineStep(s), width, align: column.align }, s, measure),
        ),
      );
      left += column.width;
    });
  };

  const headerStyle = () => theme.header;
  cells(
    linesOf(
      spec.columns.map((c) => c.header),
      headerStyle,
    ),
    spec.y,
    spec.headerHeight,
    headerStyle,
  );
  let top = spec.y + spec.headerHeight;
  const bodyStyle = (i: number) => (i === 0 && theme.firstColumn) || theme.body;
  spec.rows.forEach((row, r) => {
    const lines = linesOf(row, bodyStyle, spec.wrapRows?.[r]);
    const needed = Math.max(1, ...lines.map((cell) => cell.length));
    const height = spec.rowHeight + (needed - 1) * lineStep(theme.body);
    if (r % 2 === 1) ops.push({ kind: 'rect', x: spec.x, y: top, width, height, fill: theme.zebraFill });
    cells(lines, top, height, bodyStyle);
    top += height;
  });
  ops.push({ kind: 'line', x1: spec.x, y1: top, x2: spec.x + width, y2: top, width: 0.6, colour: theme.rule });
  return { ops, bottom: top };
}
