import { describe, expect, it } from 'vitest';
import { decodeFeatureRows, encodeFeatureRows } from '../../../functions/home-value/artifact';

describe("the artifact's neighbour features", () => {
  it('come back to the bit, NaN and negative zero included, from a view at any offset', () => {
    const values = [0.1 + 0.2, Number.NaN, -0, 1e-300, -123_456.789, Number.MAX_VALUE];
    const inLargerBuffer = new Float64Array([9, ...values]).subarray(1);

    const back = decodeFeatureRows(encodeFeatureRows(inLargerBuffer));

    expect(Array.from(back)).toEqual(values);
    expect(Object.is(back[2], -0)).toBe(true);
  });

  it('are refused when cut short, not read as other numbers', () => {
    const text = encodeFeatureRows(new Float64Array([1, 2])).slice(0, -4);

    expect(() => decodeFeatureRows(text)).toThrow('The stored neighbour features are cut short.');
  });
});
