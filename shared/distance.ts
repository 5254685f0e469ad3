// A far visitor's round trips (docs/performance.md#far-visitors): the figures and the DISTANCE_* variables that set
// them, read by the worker's binding wrapper (worker/lib/farBindings.ts), `npm start` and `npm run bench -- --distance`.
// No imports and no Workers types, so the bench's scripts and its peer read it too.

/** The simulated round trips, ms. */
export interface Distance {
  d1PrimaryMs: number;
  d1ReplicaMs: number;
  kvHotMs: number;
  kvColdMs: number;
  cacheMs: number;
  durableObjectMs: number;
}

/** The variables that set each round trip (wrangler vars: `--var DISTANCE_D1_PRIMARY_MS:150`). */
export const DISTANCE_VARS: Record<keyof Distance, string> = {
  d1PrimaryMs: 'DISTANCE_D1_PRIMARY_MS',
  d1ReplicaMs: 'DISTANCE_D1_REPLICA_MS',
  kvHotMs: 'DISTANCE_KV_HOT_MS',
  kvColdMs: 'DISTANCE_KV_COLD_MS',
  cacheMs: 'DISTANCE_CACHE_MS',
  durableObjectMs: 'DISTANCE_DO_MS',
};

/** A visitor far from the data: the figures `npm run bench -- --distance` uses unless the variables say otherwise. */
export const FAR_VISITOR: Distance = { d1PrimaryMs: 150, d1ReplicaMs: 10, kvHotMs: 2, kvColdMs: 60, cacheMs: 1, durableObjectMs: 150 };

/** The distance the variables set, or null: in production, or when none is set. */
export function distanceOf(vars: Record<string, unknown>): Distance | null {
  if (vars.ENVIRONMENT === 'production') return null;
  const entries = Object.entries(DISTANCE_VARS).map(([key, name]) => [key, vars[name]] as const);
  if (entries.every(([, value]) => value === undefined || value === '')) return null;
  const ms = (value: unknown) => {
    const n = Number(value ?? 0);
    return Number.isFinite(n) && n > 0 ? n : 0;
  };
  return Object.fromEntries(entries.map(([key, value]) => [key, ms(value)])) as unknown as Distance;
}
