// docs/security.md#rate-limits-exact-and-per-location: no signed-out visitor makes D1 grow without bound, from one address, one
// IPv6 /48 (a new /64 each request) or without a cookie (a new viewer each request): every write of a signed-out caller spends
// a bucket counted per person group too, extra_context is capped in bytes, and old signed-out rows expire in the scheduled run.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, SIGNED_OUT_EXPERIENCE_ROWS } from '#shared/constants.ts';
import worker from '#worker/index.ts';
import { count, SIGN_UP_PASSWORD, signUp } from './accountHelpers.ts';
import { ORIGIN, request } from './helpers.ts';

const SLOW = { timeout: 300_000 };
const rows = (table: string) => count(`SELECT count(*) AS n FROM ${table}`);
const json = (address: string) => ({ origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': address });

/** Sends `n` cookie-less requests, the i-th from `address(i)`; answers their statuses. */
async function flood(n: number, address: (i: number) => string, send: (headers: Record<string, string>, i: number) => Promise<Response>) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const response = await send(json(address(i)), i);
    await response.body?.cancel();
    statuses.push(response.status);
  }
  return statuses;
}

/** A new /64 of one /48 each time. */
const slash64 = (net: string) => (i: number) => `${net}:${(i + 1).toString(16)}::1`;
const trigger = (headers: Record<string, string>, extra: unknown) =>
  request('/v3/experiences/1000110:510010/trigger/', { method: 'PUT', headers, body: JSON.stringify({ extra_context: extra }) });
const accepted = (statuses: number[]) => statuses.filter((s) => s < 300).length;

describe('security: Rate limits: a signed-out visitor’s writes are bounded per person group (security: rate limits: exact and per-location)', () => {
  it(
    'security: Rate limits: cookie-less triggers from one /48, a new /64 each, are refused past experienceTrigger and add no row (security: rate limits: exact and per-location)',
    SLOW,
    async () => {
      const { limit } = RATE_LIMITS.experienceTrigger;
      const before = await rows('experience_states');
      const statuses = await flood(limit + 5, slash64('2001:db8:4856'), (headers) => trigger(headers, { note: 'x' }));
      expect(accepted(statuses)).toBe(limit);
      expect(statuses.slice(limit)).toEqual(Array(5).fill(429));
      expect(await rows('experience_states')).toBe(before + limit);
    },
  );

  it(
    'security: Rate limits: cookie-less viewed, completed and dismissed records from one IPv4 address are refused past experienceRecord (security: rate limits: exact and per-location)',
    SLOW,
    async () => {
      const { limit } = RATE_LIMITS.experienceRecord;
      const verbs = [
        ['UserExperienceViewedResource', 'update', 'PUT'],
        ['UserExperienceCompletedResource', 'update', 'PUT'],
        ['UserExperienceResource', 'delete', 'DELETE'],
      ] as const;
      const before = await rows('experience_states');
      const statuses = await flood(
        limit + 6,
        () => '198.51.100.148',
        (headers, i) => {
          const [name, verb, method] = verbs[i % 3];
          return request(`/resource/${name}/${verb}/`, { method, headers, body: JSON.stringify({ options: { placed_experience_id: '1000110:510010' } }) });
        },
      );
      expect(accepted(statuses)).toBe(limit);
      expect(statuses.slice(limit)).toEqual(Array(6).fill(429));
      expect(await rows('experience_states')).toBeLessThanOrEqual(before + limit);
    },
  );

  it(
    'security: Rate limits: a member’s viewed and trigger records are never refused: their rows are one per member and experience (security: rate limits: exact and per-location)',
    SLOW,
    async () => {
      const me = await signUp('records');
      const headers = { ...json('198.51.100.149'), cookie: me.cookie };
      const n = Math.max(RATE_LIMITS.experienceRecord.limit, RATE_LIMITS.experienceTrigger.limit) + 5;
      const viewed = await flood(
        n,
        () => '198.51.100.149',
        () =>
          request('/resource/UserExperienceViewedResource/update/', {
            method: 'PUT',
            headers,
            body: JSON.stringify({ options: { placed_experience_id: '1000110:510010' } }),
          }),
      );
      const triggered = await flood(
        n,
        () => '198.51.100.149',
        () => trigger(headers, { note: 'x' }),
      );
      expect(viewed.filter((s) => s !== 200)).toEqual([]);
      expect(triggered.filter((s) => s !== 200)).toEqual([]);
    },
  );

  it(
    'security: Rate limits: the same records from one /48, a new /64 each, are refused past experienceRecord too (security: rate limits: exact and per-location)',
    SLOW,
    async () => {
      const { limit } = RATE_LIMITS.experienceRecord;
      const statuses = await flood(limit + 3, slash64('2001:db8:4857'), (headers) =>
        request('/resource/UserExperienceViewedResource/update/', {
          method: 'PUT',
          headers,
          body: JSON.stringify({ options: { placed_experience_id: '1000110:510010' } }),
        }),
      );
      expect(accepted(statuses)).toBe(limit);
      expect(statuses.slice(limit)).toEqual(Array(3).fill(429));
    },
  );

  it(
    'security: Rate limits: sign-ups from one /48, a new /64 each, are refused past signUp (security: rate limits: exact and per-location)',
    SLOW,
    async () => {
      const { limit } = RATE_LIMITS.signUp;
      const before = await rows('users');
      const statuses = await flood(limit + 2, slash64('2001:db8:4858'), (headers, i) => {
        const username = `slash48_${i}_${Math.floor(Math.random() * 1e6)}`;
        return request('/resource/UserRegisterResource/create/', {
          method: 'POST',
          headers,
          body: JSON.stringify({ options: { email: `${username}@example.com`, password: SIGN_UP_PASSWORD, username } }),
        });
      });
      expect(accepted(statuses)).toBe(limit);
      expect(statuses.slice(limit)).toEqual([429, 429]);
      expect(await rows('users')).toBe(before + limit);
    },
  );

  it('security: Rate limits: a signed-out visitor of another /48 is not refused for the first one’s (security: rate limits: exact and per-location)', async () => {
    const response = await trigger(json('2001:db8:4859:1::1'), { note: 'x' });
    await response.body?.cancel();
    expect(response.status).toBe(200);
  });
});

describe('security: Rate limits: extra_context is capped in bytes (security: rate limits: exact and per-location)', () => {
  it.each([
    ['an object', (text: string) => ({ note: text })],
    ['a JSON string', (text: string) => JSON.stringify({ note: text })],
  ])(
    'B22: %s of 2,000 CJK characters (6,000 bytes as UTF-8) is refused with a 400 and writes nothing (security: rate limits: exact and per-location)',
    async (_kind, shape) => {
      const before = await rows('experience_triggers');
      const response = await trigger({ ...json('198.51.100.149'), cookie: 'pb_anon=test-bytes-cap-0001' }, shape('一'.repeat(2_000)));
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('extra_context');
      expect(await rows('experience_triggers')).toBe(before);
    },
  );

  it('B22: 1,300 CJK characters (3,900 bytes) are kept (security: rate limits: exact and per-location)', async () => {
    const response = await trigger({ ...json('198.51.100.150'), cookie: 'pb_anon=test-bytes-cap-0002' }, { note: '一'.repeat(1_300) });
    await response.body?.cancel();
    expect(response.status).toBe(200);
  });
});

/** Runs the worker's real scheduled handler at `at`. */
async function cronRuns(at: number): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(at), cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, { ...env, PUBLIC_ORIGIN: ORIGIN }, ctx);
  await waitOnExecutionContext(ctx);
}

describe('security: Rate limits: signed-out visitors’ experience rows expire (security: rate limits: exact and per-location)', () => {
  it(
    'security: Rate limits: the scheduled run deletes signed-out rows older than the stated age, in bounded batches, and keeps members’ and recent ones (security: rate limits: exact and per-location)',
    SLOW,
    async () => {
      const { maxAgeMs, batch, batches } = SIGNED_OUT_EXPERIENCE_ROWS;
      const now = Date.now();
      const old = now - maxAgeMs - 60_000;
      const recent = now - maxAgeMs + 60 * 60_000;
      const perRun = batch * batches;
      const many = perRun + 7;
      // More old signed-out rows than one run may delete, in each table, written in one statement each.
      const seed = (sql: string, ...binds: unknown[]) =>
        env.DB.prepare(sql)
          .bind(...binds)
          .run();
      await seed(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO experience_states (viewer_key, placement_id, experience_id, viewed_at, view_count) SELECT 'anon:expire-' || i, 1000110, 510010, ?2, 1 FROM n`,
        many,
        old,
      );
      await seed(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO experience_triggers (viewer_key, placement_id, experience_id, extra_context, created_at) SELECT 'anon:expire-' || i, 1000110, 510010, '{}', ?2 FROM n`,
        many,
        old,
      );
      // Kept: a signed-out row recorded recently (an old view, a recent dismissal), and a member's old rows.
      await seed(
        `INSERT INTO experience_states (viewer_key, placement_id, experience_id, viewed_at, dismissed_at, view_count) VALUES
        ('anon:expire-recent', 1000110, 510010, ?1, ?2, 1), ('user:987654', 1000110, 510010, ?1, NULL, 1)`,
        old,
        recent,
      );
      await seed(
        `INSERT INTO experience_triggers (viewer_key, placement_id, experience_id, extra_context, created_at) VALUES
        ('anon:expire-recent', 1000110, 510010, '{}', ?2), ('user:987654', 1000110, 510010, '{}', ?1)`,
        old,
        recent,
      );
      const oldStates = () => count(`SELECT count(*) AS n FROM experience_states WHERE viewer_key LIKE 'anon:expire-%' AND viewer_key <> 'anon:expire-recent'`);
      const oldTriggers = () => count(`SELECT count(*) AS n FROM experience_triggers WHERE viewer_key LIKE 'anon:expire-%' AND created_at < ?`, now - maxAgeMs);

      await cronRuns(now);
      // One run deletes at most its batches' worth; the next run the rest.
      expect(await oldStates()).toBe(many - perRun);
      expect(await oldTriggers()).toBe(many - perRun);
      await cronRuns(now + 5 * 60_000);
      expect(await oldStates()).toBe(0);
      expect(await oldTriggers()).toBe(0);

      expect(await count(`SELECT count(*) AS n FROM experience_states WHERE viewer_key IN ('anon:expire-recent', 'user:987654')`)).toBe(2);
      expect(await count(`SELECT count(*) AS n FROM experience_triggers WHERE viewer_key IN ('anon:expire-recent', 'user:987654')`)).toBe(2);
    },
  );
});
