/**
 * A small seeded pseudo-random generator (sfc32, seeded through a string hash), so the data
 * set is the same on every machine for the same seed: `Math.random` is never used by the seed.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** A standard normal deviate. */
  normal(): number;
  /** A log-normal factor with median 1 and the given sigma (of the log). */
  logNormal(sigma: number): number;
  /** An independent stream for a named purpose, so adding draws in one place does not shift another. */
  fork(label: string): Random;
}

/** A 32-bit string hash (cyrb53's mixing, folded to 4 seeds for sfc32). */
function hashSeeds(text: string): [number, number, number, number] {
  let h1 = 0xdeadbeef ^ text.length;
  let h2 = 0x41c6ce57 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0, (h1 ^ h2) >>> 0, (h1 + h2) >>> 0];
}

/**
 * sfc32 as a class rather than closures: the seed makes a stream per home and per field
 * (hundreds of thousands), and under tsx every closure created per call also pays for a
 * `__name` helper (about 40% of the generation time when they were closures).
 */
class Sfc32 implements Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareNormal: number | undefined;

  constructor(private readonly seed: string) {
    [this.a, this.b, this.c, this.d] = hashSeeds(seed);
    // Warm up: the first outputs of sfc32 still show the seed's structure.
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    let a = this.a >>> 0;
    let b = this.b >>> 0;
    let c = this.c >>> 0;
    let d = this.d >>> 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    return (t >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  normal(): number {
    if (this.spareNormal !== undefined) {
      const value = this.spareNormal;
      this.spareNormal = undefined;
      return value;
    }
    const u = 1 - this.next();
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  logNormal(sigma: number): number {
    return Math.exp(sigma * this.normal());
  }

  fork(label: string): Random {
    return new Sfc32(`${this.seed}/${label}`);
  }
}

export function createRandom(seed: string): Random {
  return new Sfc32(seed);
}

/**
 * Picks indexes by weight in O(log n): cumulative weights and a binary search. Built once
 * per table (neighbourhoods, months), then drawn from many times.
 */
export class WeightedTable<T> {
  private readonly cumulative: Float64Array;
  readonly total: number;

  constructor(
    readonly items: readonly T[],
    weight: (item: T, index: number) => number,
  ) {
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    items.forEach((item, i) => {
      sum += Math.max(0, weight(item, i));
      this.cumulative[i] = sum;
    });
    if (!(sum > 0)) throw new Error('A weighted table needs a positive total weight');
    this.total = sum;
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.cumulative[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return this.items[low]!;
  }
}
