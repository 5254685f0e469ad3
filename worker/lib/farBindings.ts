// A far visitor, simulated (docs/performance.md#far-visitors): every binding call waits for the round trip it
// would cost a visitor far from the data, before it runs. Outside production only, and only when a DISTANCE_*
// variable is set (`npm run bench -- --distance`, or `DISTANCE_D1_PRIMARY_MS=150 npm start`); production never
// waits. Relative imports only, so the bench's peer (bench/peers/reactRouter) wraps its own D1 binding with the same model.
//
// D1 routes as Cloudflare documents it: without the Sessions API every statement goes to the primary; a write
// always does; in a session a read may be served by a nearby replica, except the first statement of a
// 'first-primary' session and a read after a write in the same session (a replica may not have that write yet).
// KV: a key read from this isolate in the last minute (KV's default cacheTtl) is hot; other reads, and every
// write or list, cross to the central store. The Cache API is the data centre's own; a Durable Object lives in
// one place.

import { type Distance, distanceOf } from '../../shared/distance.ts';

/** How long a KV key read stays hot in this isolate (KV's default cacheTtl, 60 s). */
const KV_HOT_MS = 60_000;

const wait = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** What a round trip went to; `onTrip` sees each one (the tests), and for D1 whether the call only reads. */
export type Trip = 'd1-primary' | 'd1-replica' | 'kv-hot' | 'kv-cold' | 'cache' | 'durable-object';

interface Model {
  distance: Distance;
  onTrip?: (trip: Trip, ms: number, reads?: boolean) => void;
}

function travel(model: Model, trip: Trip, ms: number, reads?: boolean): Promise<void> {
  model.onTrip?.(trip, ms, reads);
  return wait(ms);
}

/** A statement only reads: a SELECT, or a WITH that writes nothing (D1 tells reads from writes by the statement). */
export function isReadStatement(sql: string): boolean {
  const text = sql.replace(/^(?:\s+|--[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  if (/^select\b/i.test(text)) return true;
  return /^with\b/i.test(text) && !/\b(?:insert|update|delete|replace)\b/i.test(text);
}

const SQL = Symbol('distance.sql');

/** Where a session sends its next call. `reads`: whether every statement of the call only reads. */
interface Route {
  next(reads: boolean): 'd1-primary' | 'd1-replica';
}

/** No Sessions API: every statement goes to the primary. */
const primaryOnly: Route = { next: () => 'd1-primary' };

/** A Sessions API session: a replica may serve reads, as the constraint or bookmark allows. */
function sessionRoute(constraint: string | undefined): Route {
  let first = true;
  let wrote = false;
  return {
    next(reads) {
      const primary = !reads || wrote || (first && (constraint === undefined || constraint === 'first-primary'));
      first = false;
      if (!reads) wrote = true;
      return primary ? 'd1-primary' : 'd1-replica';
    },
  };
}

function d1Trip(model: Model, route: Route, reads: boolean): Promise<void> {
  const trip = route.next(reads);
  return travel(model, trip, trip === 'd1-primary' ? model.distance.d1PrimaryMs : model.distance.d1ReplicaMs, reads);
}

function statementAt(model: Model, route: Route, statement: D1PreparedStatement, sql: string): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, key) {
      if (key === SQL) return sql;
      if (key === 'bind') return (...values: unknown[]) => statementAt(model, route, target.bind(...values), sql);
      const value = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (key === 'first' || key === 'run' || key === 'all' || key === 'raw')
        return async (...args: unknown[]) => {
          await d1Trip(model, route, isReadStatement(sql));
          return Reflect.apply(value, target, args);
        };
      return value.bind(target);
    },
  });
}

const batchReads = (statements: D1PreparedStatement[]) =>
  statements.every((s) => isReadStatement(String((s as unknown as Record<symbol, unknown>)[SQL] ?? '')));

/** The session (or the binding itself) with each call's round trip. */
function d1At<T extends D1Database | D1DatabaseSession>(model: Model, target: T, route: Route): T {
  return new Proxy(target, {
    get(inner, key) {
      const value = Reflect.get(inner, key, inner);
      if (key === 'prepare') return (sql: string) => statementAt(model, route, inner.prepare(sql), sql);
      if (key === 'batch')
        return async (statements: D1PreparedStatement[]) => {
          await d1Trip(model, route, batchReads(statements));
          return inner.batch(statements);
        };
      if ((key === 'exec' || key === 'dump') && typeof value === 'function')
        return async (...args: unknown[]) => {
          await d1Trip(model, route, false);
          return Reflect.apply(value as (...a: unknown[]) => unknown, inner, args);
        };
      if (key === 'withSession' && 'withSession' in inner)
        return (constraintOrBookmark?: string) => d1At(model, inner.withSession(constraintOrBookmark), sessionRoute(constraintOrBookmark));
      return typeof value === 'function' ? value.bind(inner) : value;
    },
  });
}

/** Keys read from KV in this isolate, and when (hot for KV_HOT_MS). */
const kvReadAt = new Map<string, number>();

function kvAt(model: Model, kv: KVNamespace, namespace: string, now: () => number): KVNamespace {
  const { kvHotMs, kvColdMs } = model.distance;
  return new Proxy(kv, {
    get(inner, key) {
      const value = Reflect.get(inner, key, inner);
      if (typeof value !== 'function') return value;
      const call = (...args: unknown[]) => Reflect.apply(value as (...a: unknown[]) => unknown, inner, args);
      if (key === 'get' || key === 'getWithMetadata')
        return async (...args: unknown[]) => {
          const keys = (Array.isArray(args[0]) ? args[0] : [args[0]]).map((k) => `${namespace}\u0000${String(k)}`);
          const at = now();
          const hot = keys.every((k) => at - (kvReadAt.get(k) ?? Number.NEGATIVE_INFINITY) < KV_HOT_MS);
          for (const k of keys) if (!hot || !kvReadAt.has(k)) kvReadAt.set(k, at);
          await travel(model, hot ? 'kv-hot' : 'kv-cold', hot ? kvHotMs : kvColdMs);
          return call(...args);
        };
      return async (...args: unknown[]) => {
        if (key === 'put' || key === 'delete') kvReadAt.delete(`${namespace}\u0000${String(args[0])}`);
        await travel(model, 'kv-cold', kvColdMs);
        return call(...args);
      };
    },
  });
}

/** A Durable Object stub whose every call (fetch or RPC) crosses to where the object lives. */
function stubAt(model: Model, stub: object): object {
  return new Proxy(stub, {
    get(inner, key) {
      const value = Reflect.get(inner, key, inner);
      if (typeof value !== 'function' || key === 'then') return value;
      return async (...args: unknown[]) => {
        await travel(model, 'durable-object', model.distance.durableObjectMs);
        return Reflect.apply(value as (...a: unknown[]) => unknown, inner, args);
      };
    },
  });
}

function namespaceAt(model: Model, namespace: DurableObjectNamespace): DurableObjectNamespace {
  return new Proxy(namespace, {
    get(inner, key) {
      const value = Reflect.get(inner, key, inner);
      if (typeof value !== 'function') return value;
      if (key === 'get' || key === 'getByName')
        return (...args: unknown[]) => stubAt(model, Reflect.apply(value as (...a: unknown[]) => object, inner, args) as object);
      return value.bind(inner);
    },
  });
}

function cacheAt(model: Model, cache: Cache): Cache {
  return new Proxy(cache, {
    get(inner, key) {
      const value = Reflect.get(inner, key, inner);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        await travel(model, 'cache', model.distance.cacheMs);
        return Reflect.apply(value as (...a: unknown[]) => unknown, inner, args);
      };
    },
  });
}

/** The Cache API with each call's round trip (`caches.default` and `caches.open(name)` alike). */
export function cachesAt(model: Model, storage: CacheStorage): CacheStorage {
  return new Proxy(storage, {
    get(inner, key) {
      const value = Reflect.get(inner, key, inner);
      if (key === 'default') return cacheAt(model, value as Cache);
      if (key === 'open') return async (name: string) => cacheAt(model, await inner.open(name));
      return typeof value === 'function' ? value.bind(inner) : value;
    },
  });
}

const isD1 = (v: object): v is D1Database => typeof (v as D1Database).prepare === 'function' && typeof (v as D1Database).batch === 'function';
const isKv = (v: object): v is KVNamespace =>
  typeof (v as KVNamespace).getWithMetadata === 'function' && typeof (v as KVNamespace).list === 'function' && typeof (v as KVNamespace).put === 'function';
const isNamespace = (v: object): v is DurableObjectNamespace =>
  typeof (v as DurableObjectNamespace).idFromName === 'function' && typeof (v as DurableObjectNamespace).get === 'function';

/** A binding of `env` with the model's round trips, or the value itself when it is no binding the model knows. */
function bindingAt(model: Model, name: string, value: unknown, now: () => number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isD1(value)) return d1At(model, value, primaryOnly);
  if (isKv(value)) return kvAt(model, value, name, now);
  if (isNamespace(value)) return namespaceAt(model, value);
  return value;
}

/** The bindings of `env` with the distance's round trips (every D1 database, KV namespace and Durable Object namespace). */
export function bindingsAt<E extends object>(env: E, distance: Distance, o: { onTrip?: Model['onTrip']; now?: () => number } = {}): E {
  const model: Model = { distance, onTrip: o.onTrip };
  const now = o.now ?? Date.now;
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, bindingAt(model, name, value, now)])) as E;
}

/** The model of the requests' bindings (per isolate): each environment built sets its distance. */
const visitorModel: Model = { distance: { d1PrimaryMs: 0, d1ReplicaMs: 0, kvHotMs: 0, kvColdMs: 0, cacheMs: 0, durableObjectMs: 0 } };

/**
 * Each real binding's wrapped twin, made once per isolate: a binding keeps its identity from one request to the next,
 * as it does without the model, so what the worker keeps per binding (the experience pointer, per namespace) is kept
 * for a far visitor too and costs them no round trip a near one does not pay.
 */
const wrappedBindings = new WeakMap<object, unknown>();

/** The Cache API's model once wrapped (per isolate): each environment built sets its distance. */
let cachesModel: Model | null = null;

/**
 * The environment a request runs with: `env` itself in production or when no DISTANCE_* variable is set (no
 * cost); otherwise its bindings with the round trips, and the Cache API too (wrapped once per isolate).
 */
export function visitorEnv<E extends object>(env: E): E {
  const distance = distanceOf(env as Record<string, unknown>);
  if (!distance) {
    if (cachesModel) cachesModel.distance = { ...cachesModel.distance, cacheMs: 0 };
    return env;
  }
  if (!cachesModel && typeof caches !== 'undefined') {
    cachesModel = { distance };
    Object.defineProperty(globalThis, 'caches', { value: cachesAt(cachesModel, caches), configurable: true, writable: true });
  }
  if (cachesModel) cachesModel.distance = distance;
  visitorModel.distance = distance;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === null || typeof value !== 'object') out[name] = value;
    else {
      if (!wrappedBindings.has(value)) wrappedBindings.set(value, bindingAt(visitorModel, name, value, Date.now));
      out[name] = wrappedBindings.get(value);
    }
  }
  return out as E;
}
