/**
 * A chart's value axis: `rows` equal steps of a "nice" size (1, 2, 2.5 or 5 times a power
 * of ten) that cover every value, the data centred where the steps leave room.
 */
export interface AxisScale {
  min: number;
  max: number;
  step: number;
  /** `rows + 1` values from `min` to `max`: one per gridline. */
  ticks: number[];
}

const niceFactors = [1, 2, 2.5, 5, 10];

/** The smallest nice step not below `raw`; a whole number when `integers` (days, counts). */
export function niceStep(raw: number, integers = false): number {
  if (integers && raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor =
    niceFactors.find((f) => f * power >= raw * (1 - 1e-9) && (!integers || Number.isInteger(f * power))) ?? 10;
  return factor * power;
}

export interface ScaleOptions {
  includeZero?: boolean;
  /** Whole-number steps only. */
  integers?: boolean;
  /**
   * The least span of the axis, as a share of its largest value: a value that moved 0.8% in a year
   * filled the annual report's chart as if it had swung (review 38, as the screen's chart).
   */
  leastSpan?: number;
}

export function niceScale(values: readonly number[], rows: number, options: ScaleOptions = {}): AxisScale {
  const nextStep = (step: number) => niceStep(step * 1.0001, options.integers);
  const finite = values.filter(Number.isFinite);
  let low = finite.length ? Math.min(...finite) : 0;
  let high = finite.length ? Math.max(...finite) : 1;
  if (options.includeZero) {
    low = Math.min(low, 0);
    high = Math.max(high, 0);
  }
  const widen = ((options.leastSpan ?? 0) * Math.max(Math.abs(low), Math.abs(high)) - (high - low)) / 2;
  if (widen > 0) {
    low = low >= 0 ? Math.max(0, low - widen) : low - widen;
    high += widen;
  }
  if (high === low) {
    const pad = low === 0 ? 1 : Math.abs(low) * 0.1;
    high += pad;
    if (!(options.includeZero && low === 0)) low -= pad;
  }

  let step = niceStep((high - low) / rows, options.integers);
  let min = Math.floor(low / step) * step;
  while (min + rows * step < high) {
    step = nextStep(step);
    min = Math.floor(low / step) * step;
  }
  // Centre the data in the spare steps, never below zero for data that is not.
  const spare = Math.floor((min + rows * step - high) / step / 2);
  if (!options.includeZero && spare > 0) min = Math.max(min - spare * step, low >= 0 ? 0 : -Infinity);

  const ticks = Array.from({ length: rows + 1 }, (_, i) => clean(min + i * step));
  return { min: ticks[0]!, max: ticks[rows]!, step, ticks };
}

/** Removes float noise such as 0.30000000000000004. */
const clean = (value: number) => Number(value.toPrecision(12));
