import { CholeskyDecomposition, Matrix } from 'ml-matrix';
import { homeFeatureNames, linearFeatures } from './features';

/**
 * The hedonic regression: log price = what the home's features are worth + a term for its
 * neighbourhood + a term for its month, by ridge least squares (ml-matrix's Cholesky on the
 * normal equations). One per segment. It gives the price index its residuals (price less
 * features and place, before time), and the learned model its neighbourhood term.
 */
export interface HedonicModel {
  intercept: number;
  terms: HedonicTerm[];
  /** Per property type (index in propertyTypes), relative to the segment's first. */
  typeTerms: Record<string, number>;
  neighbourhoodTerms: Record<string, number>;
}

export interface HedonicTerm {
  /** Index into homeFeatureNames. */
  feature: number;
  power: 1 | 2;
  mean: number;
  sd: number;
  coefficient: number;
  /** What a missing value is read as (the mean), and what being missing adds. */
  fill: number;
  missing: number;
}

export interface HedonicRow {
  features: ArrayLike<number>;
  neighbourhood: string | undefined;
  month: number;
  logPrice: number;
}

const squared = new Set(['logSize', 'age', 'grade']);
const typeFeature = homeFeatureNames.indexOf('type');
const lotFrontFeature = homeFeatureNames.indexOf('lotFront');

/** Frontage over 200 feet says little more than 200 (estates, farms): capped. */
const clean = (feature: number, v: number) => (feature === lotFrontFeature && v > 200 ? 200 : v);

export function fitHedonic(
  rows: readonly HedonicRow[],
  ridge: { numericRidge: number; neighbourhoodRidge: number; monthRidge: number },
): HedonicModel {
  // Numeric terms: every home feature known for some rows and not constant (with its square where prices bend).
  const terms: HedonicTerm[] = [];
  homeFeatureNames.forEach((name, feature) => {
    if (feature === typeFeature) return;
    for (const power of squared.has(name) ? ([1, 2] as const) : ([1] as const)) {
      let n = 0;
      let sum = 0;
      let squares = 0;
      for (const row of rows) {
        const v = clean(feature, row.features[feature]!);
        if (v !== v) continue;
        const t = power === 2 ? v * v : v;
        n += 1;
        sum += t;
        squares += t * t;
      }
      if (n < 10) return;
      const mean = sum / n;
      const sd = Math.sqrt(Math.max(0, squares / n - mean * mean));
      if (sd < 1e-9) return;
      terms.push({ feature, power, mean, sd, coefficient: 0, fill: mean, missing: 0 });
    }
  });
  const withMissing = terms.map((term) =>
    rows.some((row) => row.features[term.feature] !== row.features[term.feature]),
  );
  const types = [...new Set(rows.map((row) => String(row.features[typeFeature])))].sort().slice(1);
  const neighbourhoods = [...new Set(rows.flatMap((row) => (row.neighbourhood ? [row.neighbourhood] : [])))].sort();
  const months = [...new Set(rows.map((row) => row.month))].sort((a, b) => a - b);

  // Columns: intercept, numeric terms (+ missing flags), types, neighbourhoods, months.
  const missingColumn: number[] = [];
  let columns = 1 + terms.length;
  withMissing.forEach((has, t) => (missingColumn[t] = has ? columns++ : -1));
  const typeColumn = new Map(types.map((type, i) => [type, columns + i]));
  columns += types.length;
  const neighbourhoodColumn = new Map(neighbourhoods.map((id, i) => [id, columns + i]));
  columns += neighbourhoods.length;
  const monthColumn = new Map(months.map((month, i) => [month, columns + i]));
  columns += months.length;

  const penalty = new Float64Array(columns).fill(ridge.numericRidge);
  penalty[0] = 1e-8;
  for (const column of neighbourhoodColumn.values()) penalty[column] = ridge.neighbourhoodRidge;
  for (const column of monthColumn.values()) penalty[column] = ridge.monthRidge;

  const xtx = new Float64Array(columns * columns);
  const xty = new Float64Array(columns);
  const index: number[] = [];
  const value: number[] = [];
  for (const row of rows) {
    index.length = 0;
    value.length = 0;
    index.push(0);
    value.push(1);
    terms.forEach((term, t) => {
      const raw = clean(term.feature, row.features[term.feature]!);
      const known = raw === raw;
      const v = known ? (term.power === 2 ? raw * raw : raw) : term.fill;
      index.push(1 + t);
      value.push((v - term.mean) / term.sd);
      if (!known) {
        index.push(missingColumn[t]!);
        value.push(1);
      }
    });
    const type = typeColumn.get(String(row.features[typeFeature]));
    if (type !== undefined) {
      index.push(type);
      value.push(1);
    }
    const place = row.neighbourhood ? neighbourhoodColumn.get(row.neighbourhood) : undefined;
    if (place !== undefined) {
      index.push(place);
      value.push(1);
    }
    index.push(monthColumn.get(row.month)!);
    value.push(1);
    for (let a = 0; a < index.length; a++) {
      const ia = index[a]!;
      const va = value[a]!;
      xty[ia] = xty[ia]! + va * row.logPrice;
      for (let b = 0; b < index.length; b++)
        xtx[ia * columns + index[b]!] = xtx[ia * columns + index[b]!]! + va * value[b]!;
    }
  }
  const normal = new Matrix(columns, columns);
  for (let a = 0; a < columns; a++)
    for (let b = 0; b < columns; b++) normal.set(a, b, xtx[a * columns + b]! + (a === b ? penalty[a]! : 0));
  const beta = new CholeskyDecomposition(normal).solve(Matrix.columnVector(Array.from(xty))).to1DArray();

  const round = (v: number) => Number(v.toPrecision(7));
  return {
    intercept: round(beta[0]!),
    terms: terms.map((term, t) => ({
      ...term,
      mean: round(term.mean),
      sd: round(term.sd),
      fill: round(term.fill),
      coefficient: round(beta[1 + t]!),
      missing: missingColumn[t]! >= 0 ? round(beta[missingColumn[t]!]!) : 0,
    })),
    typeTerms: Object.fromEntries(types.map((type) => [type, round(beta[typeColumn.get(type)!]!)])),
    neighbourhoodTerms: Object.fromEntries(
      neighbourhoods.map((id) => [id, round(beta[neighbourhoodColumn.get(id)!]!)]),
    ),
  };
}

/** The log price of a home before time: features, type and neighbourhood (unknown: none). */
export function predictHedonic(model: HedonicModel, features: ArrayLike<number>, neighbourhood?: string): number {
  let sum = model.intercept;
  for (const term of model.terms) {
    const raw = clean(term.feature, features[term.feature]!);
    if (raw === raw) sum += (term.coefficient * ((term.power === 2 ? raw * raw : raw) - term.mean)) / term.sd;
    else sum += (term.coefficient * (term.fill - term.mean)) / term.sd + term.missing;
  }
  sum += model.typeTerms[String(features[typeFeature])] ?? 0;
  return sum + neighbourhoodTerm(model, neighbourhood);
}

export const neighbourhoodTerm = (model: HedonicModel, neighbourhood: string | undefined) =>
  (neighbourhood && model.neighbourhoodTerms[neighbourhood]) || 0;

/** What a unit of a fact read linearly adds to the log value, from `mean` (`linearLogValue` in model.ts). */
export interface LinearFact {
  /** Index into homeFeatureNames. */
  feature: number;
  mean: number;
  /** Never below 0: more of the fact never lowers the value. */
  slope: number;
}

/**
 * The slopes of the facts read linearly (`linearHomeFeatures`), by the hedonic regression with
 * its neighbourhoods as fixed effects (all but unpenalised) rather than shrunk: a fact more
 * common where homes cost less is then not read as lowering the price. With the hedonic's own
 * neighbourhood ridge the seed's houses gave a parking space 0.6% where their prices pay 2% (the
 * inner city's houses have fewer spaces and cost more); with fixed effects, 2.1%. None when no
 * sale gives such a fact (King County records no parking).
 */
export function fitLinearFacts(
  rows: readonly HedonicRow[],
  ridge: { numericRidge: number; monthRidge: number },
): LinearFact[] {
  const known = (row: HedonicRow) => linearFeatures.some((feature) => row.features[feature] === row.features[feature]);
  if (!rows.some(known)) return [];
  const fit = fitHedonic(rows, { ...ridge, neighbourhoodRidge: fixedEffectRidge });
  return fit.terms.flatMap((term) =>
    linearFeatures.includes(term.feature) && term.power === 1
      ? [
          {
            feature: term.feature,
            mean: term.mean,
            slope: Number(Math.max(0, term.coefficient / term.sd).toPrecision(7)),
          },
        ]
      : [],
  );
}

/** Enough to keep the normal equations solvable (each neighbourhood's dummies sum to the intercept), too little to shrink. */
const fixedEffectRidge = 1e-3;
