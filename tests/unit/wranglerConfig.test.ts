// wrangler.toml (docs/operations.md): the deployed environments carry every binding the local worker has,
// each with resources of its own named (never a placeholder id, so wrangler provisions them on
// deploy), and are observed and minified.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, wranglerConfig } from '../../scripts/lib/wrangler.ts';
import { RATE_LIMITS, type RateLimitRule } from '../../shared/constants.ts';
import viteConfig from '../../vite.config.ts';
import { DEAD_LETTER_SUFFIX, isDeadLetterQueue } from '../../worker/uploads/deadLetterQueue.ts';

const local = wranglerConfig();
const deployed = ENVIRONMENTS.map((env) => ({ env, config: wranglerConfig(env) }));

/** The buckets RATE_LIMITS counts with a Rate Limiting binding, as `[[ratelimits]]` must declare them. */
const edgeBuckets = Object.values(RATE_LIMITS as Record<string, RateLimitRule>)
  .flatMap((rule) => (rule.edge ? [{ name: rule.edge, limit: rule.limit, period: rule.windowSeconds }] : []))
  .sort((a, b) => a.name.localeCompare(b.name));

/** Every binding name a config declares, by kind. */
const bindings = (c: ReturnType<typeof wranglerConfig>) => ({
  d1: c.d1_databases.map((d) => d.binding),
  kv: c.kv_namespaces.map((k) => k.binding),
  r2: c.r2_buckets.map((r) => r.binding),
  durableObjects: c.durable_objects.bindings.map((d) => `${d.name}:${d.class_name}`),
  images: c.images?.binding,
  mail: c.send_email.map((m) => m.name),
  queueProducers: (c.queues.producers ?? []).map((q) => q.binding),
  queueConsumers: (c.queues.consumers ?? []).map((q) => ({ ...q, queue: undefined, dead_letter_queue: undefined })),
  vars: Object.keys(c.vars),
  secrets: c.secrets?.required,
});

describe('wrangler.toml', () => {
  it.each(ENVIRONMENTS)('declares in %s every binding, var and required secret of the local worker, and requires its public origin', (env) => {
    expect(bindings(wranglerConfig(env))).toEqual({ ...bindings(local), secrets: [...(local.secrets?.required ?? []), 'PUBLIC_ORIGIN'] });
  });

  it('names no resource id anywhere, so wrangler finds or creates each resource by name', () => {
    for (const config of [local, ...deployed.map((d) => d.config)]) {
      expect(config.d1_databases.map((d) => d.database_id)).toEqual([undefined]);
      expect(config.kv_namespaces.map((k) => k.id)).toEqual(config.kv_namespaces.map(() => undefined));
    }
  });

  it('gives staging and production a worker, a D1 database, an R2 bucket and an upload queue of their own', () => {
    const all = [local, ...deployed.map((d) => d.config)];
    for (const names of [
      all.map((c) => c.name),
      all.map((c) => c.d1_databases[0].database_name),
      all.map((c) => c.r2_buckets[0].bucket_name),
      all.map((c) => c.queues.producers?.[0].queue),
    ]) {
      expect(new Set(names).size).toBe(all.length);
    }
  });

  it.each(['local', ...ENVIRONMENTS] as const)("has the %s worker consume the queue it produces to and that queue's dead-letter queue", (env) => {
    const { queues } = env === 'local' ? local : wranglerConfig(env);
    const upload = queues.producers?.[0].queue ?? '';
    const dead = `${upload}${DEAD_LETTER_SUFFIX}`;
    expect(isDeadLetterQueue(upload)).toBe(false);
    expect(isDeadLetterQueue(dead)).toBe(true);
    expect(queues.consumers?.map((q) => [q.queue, q.dead_letter_queue])).toEqual([
      [upload, dead],
      [dead, undefined],
    ]);
  });

  it.each(ENVIRONMENTS)('turns on Workers observability for %s, deploys it minified and runs its Durable Object migrations', (env) => {
    const config = wranglerConfig(env);
    expect(config.observability).toMatchObject({ enabled: true });
    expect(config.minify).toBe(true);
    expect(config.migrations.flatMap((m) => m.new_sqlite_classes ?? []).sort()).toEqual(local.durable_objects.bindings.map((d) => d.class_name).sort());
  });

  it.each(ENVIRONMENTS)('delivery: %s keeps no invocation logs (the request log holds all that is logged)', (env) => {
    const config = wranglerConfig(env);
    expect(config.observability).toMatchObject({ enabled: true, logs: { enabled: true, invocation_logs: false } });
  });

  it('secrets in logs: production keeps no traces (a trace records the url with its query); staging traces a sample', () => {
    // docs/security.md#what-logs-and-traces-hold, docs/decisions/022-no-traces-in-production.md.
    expect(wranglerConfig('production').observability?.traces?.enabled).toBe(false);
    const staging = wranglerConfig('staging').observability?.traces;
    expect(staging?.enabled).toBe(true);
    expect(staging?.head_sampling_rate).toBeGreaterThan(0);
    expect(staging?.head_sampling_rate).toBeLessThanOrEqual(0.05);
  });

  it.each(['local', ...ENVIRONMENTS] as const)(
    'secrets in logs: %s mails through the MAIL send_email binding, which no setting restricts to a fixed address',
    (env) => {
      const config = env === 'local' ? local : wranglerConfig(env);
      expect(config.send_email).toEqual([{ name: 'MAIL' }]);
    },
  );

  it.each(['local', ...ENVIRONMENTS] as const)(
    'counts in %s every edge bucket of RATE_LIMITS with a Rate Limiting binding of its limit and window, and declares no other',
    (env) => {
      const { ratelimits } = env === 'local' ? local : wranglerConfig(env);
      const declared = ratelimits.map((r) => ({ name: r.name, limit: r.simple.limit, period: r.simple.period })).sort((a, b) => a.name.localeCompare(b.name));
      expect(edgeBuckets.length).toBeGreaterThan(0);
      expect(declared).toEqual(edgeBuckets);
    },
  );

  it('gives every Rate Limiting binding of every environment a namespace of its own', () => {
    const ids = [local, ...deployed.map((d) => d.config)].flatMap((c) => c.ratelimits.map((r) => r.namespace_id));
    expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(['local', ...ENVIRONMENTS] as const)(
    'bundles the %s worker resolving the modules vite.config.ts aliases (for the client and npm run dev) to the same files',
    (env) => {
      const root = join(import.meta.dirname, '../..');
      const vite = viteConfig({ command: 'build', mode: 'production' }).resolve?.alias as Record<string, string>;
      const { alias } = env === 'local' ? local : wranglerConfig(env);
      expect(Object.keys(vite).length).toBeGreaterThan(0);
      expect(Object.fromEntries(Object.entries(alias ?? {}).map(([from, to]) => [from, join(root, to)]))).toEqual(vite);
    },
  );

  it('keeps production strict and lets staging force experiment groups', () => {
    expect(wranglerConfig('production').vars.ENVIRONMENT).toBe('production');
    expect(wranglerConfig('staging').vars.ENVIRONMENT).toBe('staging');
  });

  it('serves production on a custom domain only: no workers.dev url, no preview urls (docs/operations.md, A custom domain)', () => {
    const production = wranglerConfig('production');
    expect(production.workers_dev).toBe(false);
    expect(production.preview_urls).toBe(false);
    const routes = (production.routes ?? []).map((r) => (typeof r === 'string' ? { pattern: r } : r));
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({ custom_domain: true });
    expect(routes[0].pattern).toMatch(/^[a-z0-9.-]+\.[a-z]+$/);
    // Staging stays on its workers.dev url, which its PUBLIC_ORIGIN names, without preview urls either.
    expect(wranglerConfig('staging').workers_dev).toBe(true);
    expect(wranglerConfig('staging').preview_urls).toBe(false);
    expect(wranglerConfig('staging').routes ?? []).toEqual([]);
  });

  it.each(ENVIRONMENTS)('caps the CPU time of a %s invocation well above a page and below the platform default (docs/operations.md)', (env) => {
    const cpu = wranglerConfig(env).limits?.cpu_ms;
    expect(cpu).toBeGreaterThanOrEqual(100);
    expect(cpu).toBeLessThan(30_000);
  });

  it.each(ENVIRONMENTS)(
    'turns on Workers Cache for %s, per version (docs/performance.md#workers-cache); the local worker has none (workerd has no form of it)',
    (env) => {
      expect(wranglerConfig(env).cache).toEqual({ enabled: true });
      expect(local.cache?.enabled ?? false).toBe(false);
    },
  );
});
