import type { Colour, MeasureText, PdfOp } from './model';
import { textOp, type Align, type TextStyle } from './text';

/** A table of one-line cells: a filled header row, zebra rows, every cell ellipsized to its column. */
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
}

/** The table's operations and the y just below it. */
export function table(spec: TableSpec, measure: MeasureText): { ops: PdfOp[]; bottom: number } {
  const { theme, padding } = spec;
  const width = spec.columns.reduce((sum, c) => sum + c.width, 0);
  const ops: PdfOp[] = [
    { kind: 'rect', x: spec.x, y: spec.y, width, height: spec.headerHeight, fill: theme.headerFill, radius: 3 },
  ];

  const cells = (values: readonly string[], top: number, height: number, style: (i: number) => TextStyle) => {
    let left = spec.x;
    spec.columns.forEach((column, i) => {
      const s = style(i);
      const baseline = top + height / 2 + s.size * 0.36;
      ops.push(
        textOp(
          values[i] ?? '',
          { x: left + padding, y: baseline, width: column.width - 2 * padding, align: column.align },
          s,
          measure,
        ),
      );
      left += column.width;
    });
  };

  cells(
    spec.columns.map((c) => c.header),
    spec.y,
    spec.headerHeight,
    () => theme.header,
  );
  let top = spec.y + spec.headerHeight;
  spec.rows.forEach((row, r) => {
    if (r % 2 === 1)
      ops.push({ kind: 'rect', x: spec.x, y: top, width, height: spec.rowHeight, fill: theme.zebraFill });
    cells(row, top, spec.rowHeight, (i) => (i === 0 && theme.firstColumn) || theme.body);
    top += spec.rowHeight;
  });
  ops.push({ kind: 'line', x1: spec.x, y1: top, x2: spec.x + width, y2: top, width: 0.6, colour: theme.rule });
  return { ops, bottom: top };
}
