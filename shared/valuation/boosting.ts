import { binOf, cutPoints } from './feature-bins';
import { seededRandom } from './seeded-random';
import type { BoostingSettings } from './settings';

/**
 * Gradient-boosted regression trees, histogram-based (as LightGBM and XGBoost's `hist` do):
 * squared error, depth-wise trees, row and feature subsampling, L2-regularised leaves, missing
 * values sent to the side that fits better, and monotone constraints (XGBoost's bounds method:
 * a split on an increasing feature keeps every leaf of its left subtree at or below every leaf
 * of its right one, so more of that feature never lowers the prediction).
 *
 * Written here because no well-kept npm package fits: ml-cart / ml-random-forest (mljs) grow
 * exact CART trees without boosting, histograms, missing-value handling or monotone
 * constraints; ml-xgboost is an unmaintained 2019 Emscripten build. The model is ~250 lines.
 */
export interface BoostedTrees {
  /** The starting prediction (the mean target). */
  base: number;
  /** Each tree's root node. */
  roots: number[];
  /** Per node: the feature split on, or -1 for a leaf. */
  feature: number[];
  /** Per split: x <= threshold goes to `left`, else to `left + 1`. */
  threshold: number[];
  /** Per split: 1 when a missing value (NaN) goes left. */
  missingLeft: number[];
  left: number[];
  /** Per leaf: its contribution (learning rate applied). */
  value: number[];
}

/** Predicts one row of `x` (features starting at `offset`). */
export function predictTrees(model: BoostedTrees, x: ArrayLike<number>, offset = 0): number {
  const { feature, threshold, missingLeft, left, value, roots } = model;
  let sum = model.base;
  for (let t = 0; t < roots.length; t++) {
    let node = roots[t]!;
    let f = feature[node]!;
    while (f >= 0) {
      const v = x[offset + f]!;
      const goLeft = v !== v ? missingLeft[node] === 1 : v <= threshold[node]!;
      node = goLeft ? left[node]! : left[node]! + 1;
      f = feature[node]!;
    }
    sum += value[node]!;
  }
  return sum;
}

/**
 * The ensembles' average as one model: every tree of each, its leaves divided by their number
 * (bagging: ensembles fitted from different seeds see different rows and features, and their
 * average varies less than any one of them).
 */
export function averageEnsembles(parts: readonly BoostedTrees[]): BoostedTrees {
  if (parts.length === 1) return parts[0]!;
  const out: BoostedTrees = { base: 0, roots: [], feature: [], threshold: [], missingLeft: [], left: [], value: [] };
  for (const part of parts) {
    const offset = out.feature.length;
    out.base += part.base / parts.length;
    // Loops, not push(...): a spread of a large ensemble's nodes overflows the call stack.
    for (const root of part.roots) out.roots.push(root + offset);
    part.feature.forEach((feature, node) => {
      const left = part.left[node]!;
      out.feature.push(feature);
      out.threshold.push(part.threshold[node]!);
      out.missingLeft.push(part.missingLeft[node]!);
      out.left.push(left >= 0 ? left + offset : left);
      out.value.push(Number((part.value[node]! / parts.length).toPrecision(7)));
    });
  }
  return out;
}

const splitPoints = new WeakMap<BoostedTrees, Map<number, { points: Float64Array; at: Int32Array }>>();

/** The distinct thresholds the trees split feature `f` at, ascending, and each such split's place among them. */
function splitPointsOf(model: BoostedTrees, f: number): { points: Float64Array; at: Int32Array } {
  let byFeature = splitPoints.get(model);
  if (!byFeature) splitPoints.set(model, (byFeature = new Map()));
  let found = byFeature.get(f);
  if (!found) {
    const distinct = new Set<number>();
    model.feature.forEach((feature, node) => feature === f && distinct.add(model.threshold[node]!));
    const points = Float64Array.from([...distinct].sort((a, b) => a - b));
    const at = Int32Array.from(model.feature, (feature, node) =>
      feature === f ? points.indexOf(model.threshold[node]!) : -1,
    );
    byFeature.set(f, (found = { points, at }));
  }
  return found;
}

/**
 * The largest of `prediction + slope × v` over every value v of feature `f` up to the row's own:
 * the prediction made never to fall as `f` rises. Trees are steps in `f`; between two
 * thresholds `slope × v` rises, so the largest is at the row's own value or at a threshold
 * below it (the top of a step). Each tree is walked once, along both sides of its splits on `f`
 * below the row's value, summing the steps' values per interval. A missing `f`: the prediction
 * plus `slope × missing`.
 *
 * `linear`: between two thresholds the prediction runs in a straight line from the one's value to
 * the other's, not in a step (at the thresholds, and outside the first and the last, it is the
 * trees' own). The thresholds are values of the training rows, so the prediction there is what
 * the trees learned, and a value between two of them, which no row held, is read between the
 * two rather than as the upper one (QA 35: a condo's size given between the seed's board
 * bands, 1,000–1,099 sq ft beside 900–999, moved its value by nothing, then 11% at once). The
 * largest of a line over v is still at a threshold or at the row's own value.
 */
export function predictRisingIn(
  model: BoostedTrees,
  x: ArrayLike<number>,
  offset: number,
  { feature: f, slope, missing, linear = false }: { feature: number; slope: number; missing: number; linear?: boolean },
): number {
  if (!(slope >= 0))
    throw new Error('predictRisingIn needs a slope of 0 or more: the largest is then at a step’s top.');
  const own = x[offset + f]!;
  if (own !== own) return predictTrees(model, x, offset) + slope * missing;
  const { points, at: placeOf } = splitPointsOf(model, f);
  // The interval holding `own`: the first threshold at or above it (intervals are (t[k-1], t[k]]),
  // as a bin of the thresholds counts them.
  const top = binOf(points, own) - 1;
  if (scratch.steps.length < top + 2) scratch.steps = new Float64Array(2 * (top + 2));
  const steps = scratch.steps.fill(0, 0, top + 2);
  const { feature, threshold, missingLeft, left, value, roots } = model;
  let stack = scratch.stack;
  for (const root of roots) {
    let depth = 0;
    stack[depth++] = root;
    stack[depth++] = 0;
    stack[depth++] = top;
    while (depth > 0) {
      const to = stack[--depth]!;
      const from = stack[--depth]!;
      let node = stack[--depth]!;
      let split = feature[node]!;
      // Down the splits on other features, then at a split on `f` down both sides.
      while (split >= 0 && split !== f) {
        const v = x[offset + split]!;
        node = (v !== v ? missingLeft[node] === 1 : v <= threshold[node]!) ? left[node]! : left[node]! + 1;
        split = feature[node]!;
      }
      if (split < 0) {
        steps[from] = steps[from]! + value[node]!;
        steps[to + 1] = steps[to + 1]! - value[node]!;
        continue;
      }
      // Values up to the threshold go left: the intervals up to its own.
      const at = placeOf[node]!;
      if (depth + 6 > stack.length) stack = scratch.stack = growStack(stack);
      if (from <= Math.min(to, at)) {
        stack[depth++] = left[node]!;
        stack[depth++] = from;
        stack[depth++] = Math.min(to, at);
      }
      if (Math.max(from, at + 1) <= to) {
        stack[depth++] = left[node]! + 1;
        stack[depth++] = Math.max(from, at + 1);
        stack[depth++] = to;
      }
    }
  }
  let sum = model.base;
  let below = Number.NaN;
  let best = -Infinity;
  for (let k = 0; k < top; k++) {
    sum += steps[k]!;
    best = Math.max(best, sum + slope * points[k]!);
    below = sum;
  }
  sum += steps[top]!;
  // The row's own value: its interval's, or read on the line from the threshold below to the one above.
  const at =
    linear && top > 0 && top < points.length
      ? below + ((own - points[top - 1]!) / (points[top]! - points[top - 1]!)) * (sum - below)
      : sum;
  return Math.max(best, at + slope * own);
}

/** `predictRisingIn`'s buffers, reused: it runs a dozen times for every estimate. */
const scratch = { steps: new Float64Array(66), stack: new Int32Array(192) };
const growStack = (stack: Int32Array) => {
  const grown = new Int32Array(stack.length * 2);
  grown.set(stack);
  return grown;
};

interface Split {
  feature: number;
  /** Bins 1..bin go left. */
  bin: number;
  missingLeft: boolean;
  gain: number;
  leftWeight: number;
  rightWeight: number;
}

interface GrowingNode {
  id: number;
  start: number;
  end: number;
  g: Float64Array;
  c: Float64Array;
  lower: number;
  upper: number;
}

/**
 * Fits `trees` to `y` from `x` (row-major, `features` columns; NaN = missing). `monotone[f]`
 * is +1 (increasing), -1 (decreasing) or 0.
 */
export function fitBoostedTrees(
  x: Float64Array,
  y: Float64Array,
  features: number,
  settings: BoostingSettings,
  monotone: ArrayLike<number>,
): BoostedTrees {
  const n = y.length;
  const B = settings.bins;
  const random = seededRandom(settings.seed);
  const cuts = Array.from({ length: features }, (_, f) => cutPoints(x, n, features, f, B));
  const bins = new Uint8Array(n * features);
  for (let i = 0; i < n; i++)
    for (let f = 0; f < features; f++) bins[i * features + f] = binOf(cuts[f]!, x[i * features + f]!);

  let base = 0;
  for (let i = 0; i < n; i++) base += y[i]!;
  base /= Math.max(1, n);
  const prediction = new Float64Array(n).fill(base);
  const gradient = new Float64Array(n);
  const model: BoostedTrees = { base, roots: [], feature: [], threshold: [], missingLeft: [], left: [], value: [] };
  // The same split thresholds in bins, for updating predictions on the binned rows.
  const splitBin: number[] = [];
  const rows = new Int32Array(n);
  const sampled = new Uint8Array(n);
  const scratch = new Int32Array(n);
  const lambda = settings.l2;
  const leafWeight = (g: number, c: number, lower: number, upper: number) =>
    Math.min(upper, Math.max(lower, -g / (c + lambda)));
  const score = (g: number, c: number) => (g * g) / (c + lambda);

  const newNode = (): number => {
    model.feature.push(-1);
    model.threshold.push(0);
    model.missingLeft.push(0);
    model.left.push(-1);
    model.value.push(0);
    splitBin.push(0);
    return model.feature.length - 1;
  };

  // Histogram buffers are reused: a tree has up to 2^depth nodes, and allocating theirs anew
  // made small data sets spend most of their time in the garbage collector.
  const pool: Float64Array[] = [];
  const take = () => pool.pop()?.fill(0) ?? new Float64Array(features * B);
  // The features a tree's histograms hold: those it may split on, and the first, whose bins give
  // a node's totals. The others' slots are left as they are: nothing of this tree reads them.
  const kept = new Int32Array(features);
  let keptCount = 0;
  const histogram = (start: number, end: number): { g: Float64Array; c: Float64Array } => {
    const g = take();
    const c = take();
    for (let k = start; k < end; k++) {
      const i = rows[k]!;
      const gi = gradient[i]!;
      const offset = i * features;
      for (let j = 0; j < keptCount; j++) {
        const f = kept[j]!;
        const slot = f * B + bins[offset + f]!;
        g[slot] = g[slot]! + gi;
        c[slot] = c[slot]! + 1;
      }
    }
    return { g, c };
  };

  const bestSplit = (node: GrowingNode, allowed: Uint8Array): Split | undefined => {
    let totalG = 0;
    let totalC = 0;
    for (let b = 0; b < B; b++) {
      totalG += node.g[b]!;
      totalC += node.c[b]!;
    }
    const parentScore = score(totalG, totalC);
    let best: Split | undefined;
    for (let f = 0; f < features; f++) {
      if (!allowed[f]) continue;
      const o = f * B;
      const missG = node.g[o]!;
      const missC = node.c[o]!;
      const lastBin = cuts[f]!.length + 1;
      for (let side = missC > 0 ? 0 : 1; side < 2; side++) {
        const missingLeft = side === 0;
        let lg = missingLeft ? missG : 0;
        let lc = missingLeft ? missC : 0;
        for (let b = 1; b < lastBin; b++) {
          lg += node.g[o + b]!;
          lc += node.c[o + b]!;
          const rc = totalC - lc;
          if (lc < settings.minLeaf) continue;
          if (rc < settings.minLeaf) break;
          const rg = totalG - lg;
          const gain = score(lg, lc) + score(rg, rc) - parentScore;
          if (best && gain <= best.gain) continue;
          const leftWeight = leafWeight(lg, lc, node.lower, node.upper);
          const rightWeight = leafWeight(rg, rc, node.lower, node.upper);
          const direction = monotone[f] ?? 0;
          if ((direction > 0 && leftWeight > rightWeight) || (direction < 0 && leftWeight < rightWeight)) continue;
          best = { feature: f, bin: b, missingLeft, gain, leftWeight, rightWeight };
        }
      }
    }
    return best && best.gain > 1e-12 ? best : undefined;
  };

  const growTree = () => {
    // Rows for this tree, and the features it may split on.
    let m = 0;
    sampled.fill(0);
    for (let i = 0; i < n; i++)
      if (settings.subsample >= 1 || random() < settings.subsample) {
        rows[m++] = i;
        sampled[i] = 1;
      }
    const allowed = new Uint8Array(features);
    for (let f = 0; f < features; f++) allowed[f] = settings.colsample >= 1 || random() < settings.colsample ? 1 : 0;
    keptCount = 0;
    for (let f = 0; f < features; f++) if (f === 0 || allowed[f]) kept[keptCount++] = f;
    // Huber loss: a sale far from its prediction (a distressed or non-arm's-length sale) pulls no harder than `huberDelta`.
    const delta = settings.huberDelta ?? Infinity;
    for (let i = 0; i < n; i++) gradient[i] = Math.max(-delta, Math.min(delta, prediction[i]! - y[i]!));

    const root = newNode();
    model.roots.push(root);
    let level: GrowingNode[] = [{ id: root, start: 0, end: m, ...histogram(0, m), lower: -Infinity, upper: Infinity }];
    for (let depth = 0; level.length > 0; depth++) {
      const next: GrowingNode[] = [];
      for (const node of level) {
        const split =
          depth < settings.depth && node.end - node.start >= 2 * settings.minLeaf && bestSplit(node, allowed);
        if (!split) {
          let g = 0;
          let c = 0;
          for (let b = 0; b < B; b++) {
            g += node.g[b]!;
            c += node.c[b]!;
          }
          const value = (model.value[node.id] = settings.learningRate * leafWeight(g, c, node.lower, node.upper));
          // The tree's rows that reached this leaf move by its value now (the others below).
          for (let k = node.start; k < node.end; k++) {
            const i = rows[k]!;
            prediction[i] = prediction[i]! + value;
          }
          pool.push(node.g, node.c);
          continue;
        }
        const { feature: f, bin, missingLeft } = split;
        model.feature[node.id] = f;
        model.threshold[node.id] = cuts[f]![bin - 1]!;
        model.missingLeft[node.id] = missingLeft ? 1 : 0;
        splitBin[node.id] = bin;
        const leftId = newNode();
        newNode();
        model.left[node.id] = leftId;
        // Partition the node's rows: left ones first, in order.
        let l = node.start;
        let r = 0;
        for (let k = node.start; k < node.end; k++) {
          const i = rows[k]!;
          const b = bins[i * features + f]!;
          if (b === 0 ? missingLeft : b <= bin) rows[l++] = i;
          else scratch[r++] = i;
        }
        rows.set(scratch.subarray(0, r), l);
        const direction = monotone[f] ?? 0;
        const middle = (split.leftWeight + split.rightWeight) / 2;
        const leftBounds =
          direction > 0 ? [node.lower, middle] : direction < 0 ? [middle, node.upper] : [node.lower, node.upper];
        const rightBounds =
          direction > 0 ? [middle, node.upper] : direction < 0 ? [node.lower, middle] : [node.lower, node.upper];
        // The smaller child's histogram by a scan; the larger one's by subtraction.
        const leftSmaller = l - node.start <= node.end - l;
        const small = leftSmaller ? histogram(node.start, l) : histogram(l, node.end);
        // The parent's buffers become the larger child's.
        const large = { g: node.g, c: node.c };
        for (let j = 0; j < keptCount; j++) {
          for (let s = kept[j]! * B, last = s + B; s < last; s++) {
            large.g[s] = large.g[s]! - small.g[s]!;
            large.c[s] = large.c[s]! - small.c[s]!;
          }
        }
        const [leftHist, rightHist] = leftSmaller ? [small, large] : [large, small];
        next.push(
          { id: leftId, start: node.start, end: l, ...leftHist, lower: leftBounds[0]!, upper: leftBounds[1]! },
          { id: leftId + 1, start: l, end: node.end, ...rightHist, lower: rightBounds[0]!, upper: rightBounds[1]! },
        );
      }
      level = next;
    }
    // The rows outside the tree's sample move by the value of the leaf they fall in.
    for (let i = 0; i < n; i++) {
      if (sampled[i]) continue;
      let node = root;
      while (model.feature[node]! >= 0) {
        const b = bins[i * features + model.feature[node]!]!;
        const goLeft = b === 0 ? model.missingLeft[node] === 1 : b <= splitBin[node]!;
        node = goLeft ? model.left[node]! : model.left[node]! + 1;
      }
      prediction[i] = prediction[i]! + model.value[node]!;
    }
  };

  for (let t = 0; t < settings.trees; t++) growTree();
  return compact(model);
}

/**
 * Rounds the leaf values (the artifact is JSON): 7 significant digits move a prediction by
 * about 1e-7 of a log price. Thresholds stay exact: they are data values, and a rounded one
 * could send the value it came from to the other side.
 */
function compact(model: BoostedTrees): BoostedTrees {
  return { ...model, value: model.value.map((v) => Number(v.toPrecision(7))) };
}
