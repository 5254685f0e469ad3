// Seeded pseudo-random numbers for the demo data generator. Everything the generator makes is a
// pure function of one seed, so the same seed always gives the same users, boards, pins and art.
// No I/O and no node: imports: this module also runs inside workerd (tests).

import { fnv1a } from '../../shared/hash.ts';

/** FNV-1a 32-bit hash of a string (shared/hash.ts); used to derive independent streams from labels. */
export const hashString = fnv1a;

export interface Rng {
  /** The seed this stream started from. */
  readonly seed: number;
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform float in [min, max). */
  float(min: number, max: number): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** One element chosen with the given non-negative weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** k distinct elements (or all of them when k >= length), in random order. */
  sample<T>(items: readonly T[], k: number): T[];
  /** Shuffles in place (Fisher-Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[];
  /** n lowercase hex characters. */
  hex(n: number): string;
  /** An independent stream derived from this stream's seed and a label. */
  fork(label: string): Rng;
}

/** mulberry32: small, fast, good enough for demo data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    seed: seed >>> 0,
    next,
    float: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty array');
      return items[Math.floor(next() * items.length)];
    },
    weighted<T>(items: readonly T[], weights: readonly number[]): T {
      let total = 0;
      for (const w of weights) total += w;
      if (!(total > 0)) throw new RangeError('weighted pick needs a positive total weight');
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i];
        if (r < 0) return items[i];
      }
      return items[items.length - 1];
    },
    sample<T>(items: readonly T[], k: number): T[] {
      return rng.shuffle([...items]).slice(0, Math.max(0, k));
    },
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = items[i];
        items[i] = items[j];
        items[j] = tmp;
      }
      return items;
    },
    hex(n: number): string {
      let out = '';
      while (out.length < n)
        out += Math.floor(next() * 0x10000)
          .toString(16)
          .padStart(4, '0');
      return out.slice(0, n);
    },
    fork: (label) => createRng((Math.imul(seed >>> 0, 0x9e3779b1) ^ hashString(label)) >>> 0),
  };
  return rng;
}
