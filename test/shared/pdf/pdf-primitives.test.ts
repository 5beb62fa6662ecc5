import { describe, expect, it } from 'vitest';
import { valueTick } from '@shared/pdf/annual-report/value-page';
import { average, lineChart } from '@shared/pdf/chart';
import type { LineOp, PdfOp, TextOp } from '@shared/pdf/model';
import { niceScale, niceStep } from '@shared/pdf/scale';
import { table } from '@shared/pdf/table';
import { fitText, textOp, wrapText } from '@shared/pdf/text';
import { fakeMeasure } from './fake-measure';

const style = { size: 10, weight: 'regular', colour: '#000000' } as const;
const texts = (ops: PdfOp[]) => ops.filter((op): op is TextOp => op.kind === 'text').map((op) => op.text);

describe('text', () => {
  it('keeps a text that fits and ellipsizes one that does not', () => {
    expect(fitText('Casa Loma', 100, style, fakeMeasure)).toBe('Casa Loma');
    const cut = fitText('1187 Kingsway Crescent Boulevard West', 100, style, fakeMeasure);
    expect(cut.endsWith('…')).toBe(true);
    expect(fakeMeasure(cut, 'regular', 10)).toBeLessThanOrEqual(100);
  });

  it('aligns text right and centre within its box', () => {
    expect(textOp('abcd', { x: 10, y: 0, width: 100, align: 'right' }, style, fakeMeasure).x).toBe(90);
    expect(textOp('abcd', { x: 10, y: 0, width: 100, align: 'center' }, style, fakeMeasure).x).toBe(50);
  });

  it('puts line breaks on one line', () => {
    expect(textOp('12 Main St\nUnit 4', { x: 0, y: 0 }, style, fakeMeasure).text).toBe('12 Main St Unit 4');
  });

  it('wraps at spaces and after hyphens, and ellipsizes what is left over', () => {
    expect(wrapText('Bridle Path-Sunnybrook-York Mills', 80, style, fakeMeasure)).toEqual([
      'Bridle Path-',
      'Sunnybrook-York',
      'Mills',
    ]);
    const two = wrapText('Bridle Path-Sunnybrook-York Mills', 80, style, fakeMeasure, 2);
    expect(two).toHaveLength(2);
    expect(two[1]!.endsWith('…')).toBe(true);
  });
});

describe('value axis', () => {
  it('picks nice steps', () => {
    expect([0.7, 3, 24, 130_000].map((raw) => niceStep(raw))).toEqual([1, 5, 25, 200_000]);
  });

  it('covers every value with 6 rows of a nice step', () => {
    const scale = niceScale([1_310_000, 1_742_000], 6);
    expect(scale.ticks).toHaveLength(7);
    expect(scale.min).toBeLessThanOrEqual(1_310_000);
    expect(scale.max).toBeGreaterThanOrEqual(1_742_000);
    expect(scale.ticks[1]! - scale.ticks[0]!).toBe(scale.step);
  });

  it('never goes below zero for values that are not negative', () => {
    expect(niceScale([1, 2], 6).min).toBeGreaterThanOrEqual(0);
  });

  it('spans at least the share of the value it is told, so a small move does not fill the chart (review 38)', () => {
    const values = [1_450_000, 1_461_753];
    const scale = niceScale(values, 3, { leastSpan: 0.04 });
    expect(scale.max - scale.min).toBeGreaterThanOrEqual(0.04 * 1_461_753);
    expect(scale.min).toBeLessThanOrEqual(1_450_000);
    expect(scale.max).toBeGreaterThanOrEqual(1_461_753);
    expect(new Set(scale.ticks.map(valueTick)).size).toBe(scale.ticks.length);
    // Without it, the ticks are $5,000 apart.
    expect(niceScale(values, 3).step).toBe(5_000);
  });

  it('still draws an axis for one value or none', () => {
    expect(niceScale([5], 6).ticks).toHaveLength(7);
    expect(niceScale([], 6).ticks).toHaveLength(7);
  });
});

describe('table', () => {
  it('draws a header and one row of cells per row, ellipsized to their columns', () => {
    const { ops, bottom } = table(
      {
        x: 0,
        y: 0,
        columns: [
          { header: 'Address', width: 60 },
          { header: 'Price', width: 40, align: 'right' },
        ],
        rows: [
          ['1 Long Address Street', '$1'],
          ['2 Short St', '$2'],
        ],
        headerHeight: 20,
        rowHeight: 10,
        padding: 2,
        theme: { header: style, headerFill: '#eeeeee', body: style, zebraFill: '#f9f9f9', rule: '#cccccc' },
      },
      fakeMeasure,
    );
    expect(bottom).toBe(40);
    expect(texts(ops)).toEqual(['Address', 'Price', '1 Long Add…', '$1', '2 Short St', '$2']);
  });
});

describe('line chart', () => {
  const theme = { title: style, caption: style, tick: style, legend: style, grid: '#eeeeee', axis: '#cccccc' } as const;
  const ops = lineChart(
    {
      x: 0,
      y: 0,
      width: 500,
      height: 200,
      title: 'Price',
      labels: ['Jan', 'Feb', 'Mar'],
      series: [
        { label: 'GTA', colour: '#111111', values: [1, 2, 3] },
        { label: 'Casa Loma', colour: '#222222', values: [2, null, 4], emphasis: true },
      ],
      rows: 6,
      formatTick: String,
      averageLines: true,
      averageLabel: '12-month average',
      theme,
    },
    fakeMeasure,
  );

  it('draws 7 gridlines for 6 rows, and one dashed average line per series', () => {
    const lines = ops.filter((op): op is LineOp => op.kind === 'line');
    const dashedAverages = lines.filter((l) => l.dash && l.x2 - l.x1 > 100);
    expect(lines.filter((l) => !l.dash && l.y1 === l.y2 && l.x2 - l.x1 > 100)).toHaveLength(7);
    expect(dashedAverages.map((l) => l.colour)).toEqual(['#111111', '#222222']);
  });

  it('labels the points and names the series in a legend', () => {
    expect(texts(ops)).toEqual(
      expect.arrayContaining(['Price', 'Jan', 'Feb', 'Mar', 'GTA', 'Casa Loma', '12-month average']),
    );
  });

  it('leaves a gap where a value is missing', () => {
    const emphasised = ops.filter((op) => op.kind === 'polyline' && op.stroke === '#222222');
    expect(emphasised).toHaveLength(0);
    expect(ops.filter((op) => op.kind === 'circle' && op.fill === '#222222')).toHaveLength(2 + 1);
  });

  it('averages the values present', () => {
    expect(average([2, null, 4])).toBe(3);
    expect(average([null])).toBeNull();
  });
});

describe('value axis in whole numbers', () => {
  it('steps by whole numbers for days', () => {
    const scale = niceScale([12.4, 26.1], 6, { integers: true });
    expect(scale.ticks.every(Number.isInteger)).toBe(true);
    expect(scale.ticks).toHaveLength(7);
    expect(scale.min).toBeLessThanOrEqual(12.4);
    expect(scale.max).toBeGreaterThanOrEqual(26.1);
  });
});
