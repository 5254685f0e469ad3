// Fault injection for worker tests: the real bindings (D1, KV, R2, Durable Objects, the Queue, the
// Images binding) wrapped so a test can make chosen calls throw, or answer slowly, the way Cloudflare's
// parts fail in production (with the messages their clients see), and requests sent through the real
// worker with that environment.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { RATE_LIMITS } from '#shared/constants.ts';
import worker from '#worker/index.ts';
import { BROWSER_UA, ORIGIN } from '../helpers.ts';

/** What a wrapped call does instead of (or before) the real one: throw, answer after `ms`, or answer once `until` settles. */
export type Fault = { kind: 'throw'; message: string } | { kind: 'slow'; ms: number } | { kind: 'held'; until: Promise<unknown> };

/** The errors D1 itself throws when it is unreachable or times out (Cloudflare's D1 error list). */
export const D1_DOWN: Fault = { kind: 'throw', message: 'D1_ERROR: Network connection lost.' };
/** A session's statement whose commit token D1 could not get (seen from local workerd under load). */
export const D1_SESSION_TOKEN: Fault = {
  kind: 'throw',
  message: 'D1_ERROR: Failed to get session commit token: internal error; reference = 6flc7gj63f8ne2ukl1lg3ooo',
};
export const D1_TIMEOUT: Fault = { kind: 'throw', message: 'D1_ERROR: D1 DB storage operation exceeded timeout which caused object to be reset.' };
export const KV_DOWN: Fault = { kind: 'throw', message: 'KV GET failed: 503 Service Unavailable' };
export const R2_DOWN: Fault = { kind: 'throw', message: 'get: We encountered an internal error. Please try again. (10001)' };
export const DO_DOWN: Fault = { kind: 'throw', message: 'Durable Object reset because its code was updated.' };
export const LIMITER_DOWN: Fault = { kind: 'throw', message: 'Rate limiter internal error' };
export const QUEUE_DOWN: Fault = { kind: 'throw', message: 'Queue send failed: internal error' };
export const IMAGES_DOWN: Fault = { kind: 'throw', message: 'IMAGES_TRANSFORM_ERROR 9523: internal error' };

/**
 * A binding's fault: on every call, or only on the named methods (a Durable Object's `add`, say),
 * optionally only once `after` calls of them have gone through (a failure half-way).
 */
export type BindingFault = Fault | { fault: Fault; methods: readonly string[]; after?: number };

/** Which calls fail: every call of the binding (or of the named methods), or only the D1 statements whose SQL matches. */
export interface FaultPlan {
  DB?: { fault: Fault; when?: (sql: string) => boolean };
  EXPERIENCES?: BindingFault;
  MEDIA?: BindingFault;
  IMPRESSIONS?: BindingFault;
  ATTRIBUTION?: BindingFault;
  RATE_LIMITER?: BindingFault;
  /** Every Rate Limiting binding of RATE_LIMITS (its `edge` buckets). */
  LIMITERS?: BindingFault;
  UPLOAD_QUEUE?: BindingFault;
  IMAGES?: BindingFault;
}

/** Counts of the calls each wrapped binding received (whether or not they failed). */
export type Calls = Record<string, number>;

async function apply<T>(fault: Fault, real: () => Promise<T>): Promise<T> {
  if (fault.kind === 'throw') throw new Error(fault.message);
  await (fault.kind === 'held' ? fault.until : new Promise((resolve) => setTimeout(resolve, fault.ms)));
  return real();
}

/** Wraps every method of an object (and of the objects its methods return synchronously, such as stubs). */
function wrapObject<T extends object>(target: T, planned: BindingFault | undefined, name: string, calls: Calls, namespace = false, passed = { n: 0 }): T {
  const fault = planned && 'fault' in planned ? planned.fault : planned;
  const methods = planned && 'methods' in planned ? planned.methods : null;
  const after = planned && 'after' in planned ? (planned.after ?? 0) : 0;
  return new Proxy(target, {
    get(t, key) {
      const value = Reflect.get(t, key, t);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls[name] = (calls[name] ?? 0) + 1;
        // A Durable Object namespace only makes ids and stubs (synchronously): its stubs' calls are what fail.
        const named = !namespace && (!methods || methods.includes(String(key)));
        const failing = fault && named && passed.n >= after;
        if (fault && named && !failing) passed.n++;
        // A failing call never reaches the binding: the part did not answer.
        if (failing && fault.kind === 'throw') return Promise.reject(new Error(fault.message));
        const result = Reflect.apply(value, t, args);
        if (result instanceof Promise || (result && typeof (result as Promise<unknown>).then === 'function')) {
          return failing ? apply(fault, () => result as Promise<unknown>) : result;
        }
        // idFromName, getByName, get(id): a stub whose calls fail in turn.
        // A namespace's ids stay real ids (the runtime checks their type); its stubs, and the builders other
        // bindings return (the Images binding's input()), are wrapped in turn.
        const wrap = namespace ? key === 'get' || key === 'getByName' : true;
        return wrap && result && typeof result === 'object' ? wrapObject(result as object, planned, name, calls, false, passed) : result;
      };
    },
  });
}

/** The SQL of a wrapped statement, read through any proxy laid over it (the worker's own D1 timing). */
const SQL = Symbol('sql');
const sqlOf = (statement: D1PreparedStatement) => String((statement as unknown as Record<symbol, unknown>)[SQL] ?? '');

function wrapStatement(statement: D1PreparedStatement, sql: string, plan: FaultPlan['DB'], calls: Calls): D1PreparedStatement {
  return new Proxy(statement, {
    get(t, key) {
      if (key === SQL) return sql;
      if (key === 'bind') return (...values: unknown[]) => wrapStatement(t.bind(...values), sql, plan, calls);
      const value = Reflect.get(t, key, t);
      if (typeof value !== 'function') return value;
      if (key === 'first' || key === 'run' || key === 'all' || key === 'raw') {
        return (...args: unknown[]) => {
          calls.DB = (calls.DB ?? 0) + 1;
          const failing = plan && (!plan.when || plan.when(sql));
          return failing ? apply(plan.fault, () => value.apply(t, args)) : value.apply(t, args);
        };
      }
      return value.bind(t);
    },
  });
}

function wrapD1(db: D1Database, plan: FaultPlan['DB'], calls: Calls): D1Database {
  const prepare = (target: { prepare(sql: string): D1PreparedStatement }) => (sql: string) => wrapStatement(target.prepare(sql), sql, plan, calls);
  const batch = (target: { batch<T>(s: D1PreparedStatement[]): Promise<D1Result<T>[]> }) => (statements: D1PreparedStatement[]) => {
    calls.DB = (calls.DB ?? 0) + 1;
    const failing = plan && (!plan.when || statements.some((s) => plan.when!(sqlOf(s))));
    return failing ? apply(plan.fault, () => target.batch(statements)) : target.batch(statements);
  };
  const wrapSession = (session: D1DatabaseSession): D1DatabaseSession =>
    new Proxy(session, {
      get(t, key) {
        if (key === 'prepare') return prepare(t);
        if (key === 'batch') return batch(t);
        const value = Reflect.get(t, key, t);
        return typeof value === 'function' ? value.bind(t) : value;
      },
    });
  return new Proxy(db, {
    get(t, key) {
      if (key === 'prepare') return prepare(t);
      if (key === 'batch') return batch(t);
      if (key === 'withSession') return (constraint?: string) => wrapSession(t.withSession(constraint));
      const value = Reflect.get(t, key, t);
      return typeof value === 'function' ? value.bind(t) : value;
    },
  });
}

/** The Rate Limiting bindings (RATE_LIMITS entries counted at the edge). */
const EDGE_LIMITERS = Object.values(RATE_LIMITS).flatMap((rule) => ('edge' in rule ? [rule.edge] : []));

/** The Durable Object namespaces among the bindings (an RPC stub answers every property, so it cannot be told by shape). */
const NAMESPACES = new Set(['IMPRESSIONS', 'ATTRIBUTION', 'RATE_LIMITER']);

/** The test environment with the planned faults, and the calls each binding received. */
export function faultyEnv(plan: FaultPlan): { env: Env; calls: Calls } {
  const calls: Calls = {};
  const wrapped: Record<string, unknown> = { ...env };
  wrapped.DB = wrapD1(env.DB, plan.DB, calls);
  for (const name of ['EXPERIENCES', 'MEDIA', 'IMPRESSIONS', 'ATTRIBUTION', 'RATE_LIMITER', 'UPLOAD_QUEUE', 'IMAGES'] as const) {
    wrapped[name] = wrapObject(env[name] as object, plan[name], name, calls, NAMESPACES.has(name));
  }
  for (const name of EDGE_LIMITERS) wrapped[name] = wrapObject(env[name], plan.LIMITERS, name, calls);
  return { env: wrapped as unknown as Env, calls };
}

/** A request through the real worker with a faulty environment, as a browser sends it. */
export async function requestWith(plan: FaultPlan, path: string, init: RequestInit = {}): Promise<{ response: Response; text: string; calls: Calls }> {
  const { env: faulty, calls } = faultyEnv(plan);
  const headers = new Headers(init.headers);
  if (!headers.has('user-agent')) headers.set('user-agent', BROWSER_UA);
  if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: 'manual' }), faulty, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text, calls };
}
