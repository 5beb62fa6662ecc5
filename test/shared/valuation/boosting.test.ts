import { describe, expect, it } from 'vitest';
import { averageEnsembles, fitBoostedTrees, predictRisingIn, predictTrees } from '@shared/valuation/boosting';
import { seededRandom } from '@shared/valuation/seeded-random';
import type { BoostingSettings } from '@shared/valuation/settings';

const settings: BoostingSettings = {
  trees: 60,
  depth: 4,
  learningRate: 0.1,
  minLeaf: 10,
  l2: 1,
  subsample: 0.8,
  colsample: 1,
  bins: 32,
  seed: 1,
  ensembles: 1,
};

/**
 * Homes of log size 6–8 whose log price per square foot falls by 0.6 at once past log size 7
 * (a step far larger than the size a little past it adds), less where the second feature is
 * high, plus noise. Feature 0 is the log size, as in the valuation model.
 */
function perSquareFootRows(count: number) {
  const random = seededRandom(7);
  const x = new Float64Array(count * 2);
  const y = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const logSize = 6 + 2 * random();
    const other = random();
    x[i * 2] = logSize;
    x[i * 2 + 1] = other;
    y[i] = 5 - (logSize > 7 ? 0.6 : 0) - 0.3 * other + 0.05 * (random() - 0.5);
  }
  return { x, y };
}

describe('the boosted trees', () => {
  const { x, y } = perSquareFootRows(2000);
  const trees = fitBoostedTrees(x, y, 2, settings, [-1, 0]);
  const plain = (logSize: number, other: number) => predictTrees(trees, [logSize, other]) + logSize;
  const rising = (logSize: number, other: number) =>
    predictRisingIn(trees, [logSize, other], 0, { feature: 0, slope: 1, missing: 7 });
  const sizes = Array.from({ length: 401 }, (_, i) => 6 + i * 0.005);

  it('learn the step: per square foot, a home past it is valued lower than one just under it', () => {
    expect(plain(7.1, 0.5)).toBeLessThan(plain(6.9, 0.5) - 0.3);
  });

  it('made to rise with the size never fall as the size grows, whatever the other features', () => {
    for (const other of [0.1, 0.5, 0.9]) {
      const values = sizes.map((logSize) => rising(logSize, other));
      values.slice(1).forEach((value, i) => expect(value).toBeGreaterThanOrEqual(values[i]! - 1e-12));
    }
  });

  it('give the largest value of any smaller size, and the trees’ own value where that is the largest', () => {
    for (const other of [0.2, 0.7]) {
      const values = sizes.map((logSize) => plain(logSize, other));
      sizes.forEach((logSize, i) => {
        // Every step of the trees' value sits at a split point: the largest below a size is at one
        // of them or at the size itself, and a fine grid holding the split points finds it.
        const bruteForce = Math.max(
          ...values.slice(0, i + 1),
          ...splitPointsBelow(logSize).map((t) => plain(t, other)),
        );
        expect(rising(logSize, other)).toBeCloseTo(bruteForce, 10);
      });
      // Below the step the trees' own value rises with the size, so nothing changes there.
      expect(rising(6.9, other)).toBeCloseTo(plain(6.9, other), 10);
    }
  });

  it('read on a line between two split points: the trees’ own value at each, never falling, and the largest of the line below', () => {
    const linear = (logSize: number, other: number) =>
      predictRisingIn(trees, [logSize, other], 0, { feature: 0, slope: 1, missing: 7, linear: true });
    const points = splitPointsBelow(Infinity).sort((a, b) => a - b);
    expect(points.length).toBeGreaterThan(5);
    // The trees' value on the line between the split points around a size (their own outside them).
    const line = (logSize: number, other: number) => {
      const above = points.findIndex((t) => t >= logSize);
      if (above <= 0) return predictTrees(trees, [logSize, other]);
      const [from, to] = [points[above - 1]!, points[above]!];
      const [a, b] = [predictTrees(trees, [from, other]), predictTrees(trees, [to, other])];
      return a + ((logSize - from) / (to - from)) * (b - a);
    };
    const grid = [...new Set([...sizes, ...points])].sort((a, b) => a - b);
    for (const other of [0.2, 0.7]) {
      for (const t of points) expect(linear(t, other)).toBeCloseTo(rising(t, other), 10);
      const values = grid.map((logSize) => linear(logSize, other));
      values.slice(1).forEach((value, i) => expect(value).toBeGreaterThanOrEqual(values[i]! - 1e-12));
      grid.forEach((logSize, i) => {
        const bruteForce = Math.max(...grid.slice(0, i + 1).map((v) => line(v, other) + v));
        expect(linear(logSize, other)).toBeCloseTo(bruteForce, 10);
      });
    }
    // Between two split points a size no row held is read between their values, not as the upper one's.
    const [from, to] = [points[1]!, points[2]!];
    const middle = (from + to) / 2;
    expect(linear(middle, 0.5) - middle).toBeCloseTo(
      (predictTrees(trees, [from, 0.5]) + predictTrees(trees, [to, 0.5])) / 2,
      10,
    );
  });

  it('value a home of unknown size at the trees’ value plus the given size', () => {
    expect(predictRisingIn(trees, [Number.NaN, 0.5], 0, { feature: 0, slope: 1, missing: 7.2 })).toBeCloseTo(
      predictTrees(trees, [Number.NaN, 0.5]) + 7.2,
      12,
    );
  });

  it('averaged over ensembles of different seeds, predict the mean of their predictions', () => {
    const parts = [1, 2, 3].map((seed) => fitBoostedTrees(x, y, 2, { ...settings, seed }, [-1, 0]));
    const average = averageEnsembles(parts);
    for (const row of [
      [6.5, 0.2],
      [7.5, 0.8],
      [Number.NaN, 0.4],
    ]) {
      const mean = parts.reduce((sum, part) => sum + predictTrees(part, row), 0) / parts.length;
      expect(predictTrees(average, row)).toBeCloseTo(mean, 5);
    }
    expect(average.roots).toHaveLength(3 * settings.trees);
  });

  function splitPointsBelow(logSize: number): number[] {
    return [...new Set(trees.feature.flatMap((f, node) => (f === 0 ? [trees.threshold[node]!] : [])))].filter(
      (t) => t <= logSize,
    );
  }
});

describe('the boosted trees with features and rows sampled per tree, and values missing', () => {
  // A fixed fit: a faster way of growing the trees must grow these same trees. The figures are
  // those of the first version (before a tree's histograms kept only its sampled features), and
  // of every version since.
  it('grows the same trees as it always has', () => {
    const random = seededRandom(11);
    const features = 5;
    const count = 1500;
    const x = new Float64Array(count * features);
    const y = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      for (let f = 0; f < features; f++) x[i * features + f] = random() < 0.1 ? Number.NaN : random();
      const at = (f: number) => (Number.isNaN(x[i * features + f]!) ? 0.5 : x[i * features + f]!);
      y[i] = at(0) + 2 * at(1) * at(2) - (at(3) > 0.5 ? 0.4 : 0) + 0.1 * random();
    }
    const model = fitBoostedTrees(
      x,
      y,
      features,
      { ...settings, colsample: 0.6, subsample: 0.7, trees: 40 },
      [1, 0, 0, 0, 0],
    );

    const predictions = [0, 1, 2, 500, 1499].map((row) => Number(predictTrees(model, x, row * features).toFixed(9)));
    expect({ nodes: model.feature.length, predictions }).toEqual({
      nodes: 1148,
      predictions: [1.208802559, 1.187780821, 1.187361834, 0.341721091, 0.912049637],
    });
  });
});
