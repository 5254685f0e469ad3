// docs/security.md#rate-limits-exact-and-per-location: the log tables signed-out calls add rows to (offsite_clickthroughs,
// experience_clickthroughs, share_opens, password_resets) lose their old rows in the real scheduled run, their free text is capped in UTF-8
// bytes, and a share's "people who opened" counts one /48 as one person.

import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { waitForGlobalWaitUntil } from 'cloudflare:test-internal';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT_EXPERIENCE_ROWS, SIGNED_OUT_LOG_ROWS } from '#shared/constants.ts';
import { offsiteNavigation } from '#shared/offsite/navigation.ts';
import worker from '#worker/index.ts';
import { offsitePath } from '#worker/offsite/sign.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { ORIGIN, request } from './helpers.ts';

const SLOW = { timeout: 300_000 };
const HOUR = 60 * 60_000;
const json = (address: string) => ({ origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': address });

/** Runs the worker's real scheduled handler at `at`. */
async function cronRuns(at: number): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(at), cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, { ...env, PUBLIC_ORIGIN: ORIGIN }, ctx);
  await waitOnExecutionContext(ctx);
}

const clickthrough = (address: string, body: unknown) => request('/v3/offsite/', { method: 'POST', headers: json(address), body: JSON.stringify(body) });
const experienceClickthrough = (address: string) =>
  request('/resource/ExperienceClickthroughResource/create/', {
    method: 'POST',
    headers: json(address),
    body: JSON.stringify({ options: { placed_experience_id: '1000110:510010', time_to_offsite_ns: 1000, duration_ms: 10 } }),
  });
const shareOpen = (address: string, utm_pai: string) =>
  request('/resource/ShareOpenResource/create/', { method: 'POST', headers: json(address), body: JSON.stringify({ options: { utm_pai } }) });

async function shareOf(prefix: string) {
  const sharer = await signUp(prefix);
  const pinId = (await env.DB.prepare('SELECT id FROM pins WHERE deleted_at IS NULL ORDER BY id LIMIT 1').first<{ id: number }>())!.id;
  const share = await call<{ utm_pai: string }>('ShareLinkResource', 'create', { pin_id: String(pinId) }, sharer.cookie);
  expect(share.status).toBe(201);
  return { cookie: sharer.cookie, utm_pai: share.data.utm_pai };
}
const people = async (cookie: string) => (await call<{ people: number }>('ShareOpenResource', 'get', {}, cookie)).data.people;

describe('signed-out log rows expire (security: rate limits: exact and per-location)', () => {
  it(
    'the scheduled run deletes offsite, experience clickthrough and share open rows past their stated age and keeps younger ones (security: rate limits: exact and per-location)',
    SLOW,
    async () => {
      const start = Date.now();
      const offsite = await clickthrough('198.51.100.171', { url: 'https://recipes.example/logs57', aux_data: { clickthrough_type: 'clickthrough' } });
      expect(offsite.status).toBe(200);
      const experience = await experienceClickthrough('198.51.100.172');
      expect(experience.status).toBe(201);
      const { utm_pai } = await shareOf('logs57expire');
      const opened = await shareOpen('198.51.100.173', utm_pai);
      expect(opened.status).toBe(201);
      const ours = {
        offsite_clickthroughs: () => count(`SELECT count(*) AS n FROM offsite_clickthroughs WHERE url = 'https://recipes.example/logs57'`),
        experience_clickthroughs: () => count('SELECT count(*) AS n FROM experience_clickthroughs WHERE created_at >= ?', start),
        share_opens: () => count('SELECT count(*) AS n FROM share_opens WHERE share_id = ?', utm_pai),
      };
      const counts = async () => [await ours.offsite_clickthroughs(), await ours.experience_clickthroughs(), await ours.share_opens()];
      expect(await counts()).toEqual([1, 1, 1]);
      // An hour younger than its age, a row is kept; an hour past it, gone (the clickthroughs' 30 days, then the opens' 90).
      expect(SIGNED_OUT_LOG_ROWS.offsite_clickthroughs).toBe(SIGNED_OUT_LOG_ROWS.experience_clickthroughs);
      await cronRuns(start + SIGNED_OUT_LOG_ROWS.offsite_clickthroughs - HOUR);
      expect(await counts()).toEqual([1, 1, 1]);
      await cronRuns(Date.now() + SIGNED_OUT_LOG_ROWS.offsite_clickthroughs + HOUR);
      expect(await counts()).toEqual([0, 0, 1]);
      await cronRuns(start + SIGNED_OUT_LOG_ROWS.share_opens - HOUR);
      expect(await counts()).toEqual([0, 0, 1]);
      await cronRuns(Date.now() + SIGNED_OUT_LOG_ROWS.share_opens + HOUR);
      expect(await counts()).toEqual([0, 0, 0]);
    },
  );

  it(
    'one scheduled run deletes at most its bounded batches of each log table, and the next run the rest (security: rate limits: exact and per-location)',
    SLOW,
    async () => {
      const { batch, batches } = SIGNED_OUT_EXPERIENCE_ROWS;
      const now = Date.now();
      const many = batch * batches + 7;
      const { utm_pai } = await shareOf('logs57batch');
      const seed = (sql: string, ...binds: unknown[]) =>
        env.DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1) ${sql}`)
          .bind(many, ...binds)
          .run();
      await seed(
        `INSERT INTO offsite_clickthroughs (url, clickthrough_type, created_at) SELECT 'https://batch.example/' || i, 'clickthrough', ?2 FROM n`,
        now - SIGNED_OUT_LOG_ROWS.offsite_clickthroughs - HOUR,
      );
      await seed(
        `INSERT INTO experience_clickthroughs (viewer_key, placement_id, experience_id, time_to_offsite_ns, duration_ms, counted, created_at)
         SELECT 'anon:batch-' || i, 1000110, 510010, 1, 1, 1, ?2 FROM n`,
        now - SIGNED_OUT_LOG_ROWS.experience_clickthroughs - HOUR,
      );
      await seed(
        `INSERT INTO share_opens (share_id, visitor, opened_at) SELECT ?2, 'ip:batch-' || i, ?3 FROM n`,
        utm_pai,
        now - SIGNED_OUT_LOG_ROWS.share_opens - HOUR,
      );
      const left = async () => [
        await count(`SELECT count(*) AS n FROM offsite_clickthroughs WHERE url LIKE 'https://batch.example/%'`),
        await count(`SELECT count(*) AS n FROM experience_clickthroughs WHERE viewer_key LIKE 'anon:batch-%'`),
        await count('SELECT count(*) AS n FROM share_opens WHERE share_id = ?', utm_pai),
      ];
      await cronRuns(now);
      expect(await left()).toEqual([7, 7, 7]);
      await cronRuns(now + 5 * 60_000);
      expect(await left()).toEqual([0, 0, 0]);
    },
  );

  it('a signed-out reset request’s row is deleted by the scheduled run past its stated age, long after its link expired (security: rate limits: exact and per-location)', async () => {
    const account = await signUp('logs57reset');
    const start = Date.now();
    const asked = await call('PasswordResetResource', 'create', { email: `${account.username}@example.com` });
    expect(asked.status).toBe(200);
    const rows = () => count('SELECT count(*) AS n FROM password_resets WHERE user_id = ?', Number(account.id));
    expect(await rows()).toBe(1);
    await cronRuns(start + SIGNED_OUT_LOG_ROWS.password_resets - HOUR);
    expect(await rows()).toBe(1);
    await cronRuns(Date.now() + SIGNED_OUT_LOG_ROWS.password_resets + HOUR);
    expect(await rows()).toBe(0);
  });

  it('the sharer’s count of people reads the opens of the stated age only, what the scheduled run keeps (security: rate limits: exact and per-location)', async () => {
    const { cookie, utm_pai } = await shareOf('logs57window');
    const old = Date.now() - SIGNED_OUT_LOG_ROWS.share_opens - HOUR;
    await env.DB.prepare(`INSERT INTO share_opens (share_id, visitor, opened_at) VALUES (?1, 'ip:198.51.100.174', ?2), (?1, 'ip:198.51.100.175', ?3)`)
      .bind(utm_pai, old, Date.now() - HOUR)
      .run();
    expect(await people(cookie)).toBe(1);
  });
});

describe('signed-out log text is capped in UTF-8 bytes (security: rate limits: exact and per-location)', () => {
  it('POST /v3/offsite/ refuses aux_data and client_tracking_params over their caps in UTF-8 bytes, adding no row (security: rate limits: exact and per-location)', async () => {
    const before = await count('SELECT count(*) AS n FROM offsite_clickthroughs');
    // 1,400 CJK characters are 4,200 bytes of aux_data; 400 are 1,200 bytes of client_tracking_params.
    const heavyAux = await clickthrough('198.51.100.176', {
      url: 'https://recipes.example/a',
      aux_data: { clickthrough_type: 'clickthrough', note: '一'.repeat(1_400) },
    });
    expect(heavyAux.status).toBe(400);
    expect(await heavyAux.text()).toContain('aux_data is longer than 4096 bytes');
    const heavyAuxText = await clickthrough('198.51.100.176', { url: 'https://recipes.example/a', aux_data: JSON.stringify({ note: '一'.repeat(1_400) }) });
    expect(heavyAuxText.status).toBe(400);
    const heavyParams = await clickthrough('198.51.100.176', { url: 'https://recipes.example/a', client_tracking_params: '一'.repeat(400) });
    expect(heavyParams.status).toBe(400);
    expect(await heavyParams.text()).toContain('client_tracking_params is longer than 1024 bytes');
    expect(await count('SELECT count(*) AS n FROM offsite_clickthroughs')).toBe(before);
    // Within the caps in bytes: kept.
    const light = await clickthrough('198.51.100.176', { url: 'https://recipes.example/a', client_tracking_params: '一'.repeat(300) });
    expect(light.status).toBe(200);
  });

  it('GET /offsite/ refuses aux_data over its cap in UTF-8 bytes and keeps client_tracking_params to its cap in bytes (security: rate limits: exact and per-location)', async () => {
    const target = await offsitePath(env.OFFSITE_SECRET, 'https://recipes.example/bytes', '7');
    const before = await count('SELECT count(*) AS n FROM offsite_clickthroughs');
    // 400 CJK characters: under 1,024 characters, 1,200 bytes.
    const heavy = await request(`${target}&aux_data=${encodeURIComponent(JSON.stringify({ x: '一'.repeat(400) }))}`, {
      headers: { 'cf-connecting-ip': '198.51.100.177' },
    });
    expect(heavy.status).toBe(400);
    expect(await count('SELECT count(*) AS n FROM offsite_clickthroughs')).toBe(before);
    // The client never adds what the worker would refuse.
    expect(offsiteNavigation(target, { csr: null, auxData: { x: '一'.repeat(400) } })).toBe(target);

    const clipped = await request(`${target}&client_tracking_params=${encodeURIComponent('一'.repeat(1_000))}`, {
      headers: { 'cf-connecting-ip': '198.51.100.177' },
    });
    await clipped.body?.cancel();
    expect(clipped.status).toBe(303);
    await waitForGlobalWaitUntil(); // a visit is logged after its answer
    const kept = await count('SELECT length(CAST(client_tracking_params AS BLOB)) AS n FROM offsite_clickthroughs ORDER BY id DESC LIMIT 1');
    expect(kept).toBe(1023);
  });
});

describe('share opens count people by person group (security: anonymous counts)', () => {
  it('cookie-less opens from 40 /64s of one /48 count as one person, another /48 as another (security: anonymous counts)', async () => {
    const { cookie, utm_pai } = await shareOf('logs57people');
    let counted = 0;
    for (let i = 0; i < 40; i++) {
      const response = await shareOpen(`2001:db8:5701:${(i + 1).toString(16)}::1`, utm_pai);
      const body = (await response.json()) as { resource_response: { data: { counted: boolean } | null } };
      if (body.resource_response.data?.counted) counted++;
    }
    expect(counted).toBe(1);
    const other = (await (await shareOpen('2001:db8:5702:1::1', utm_pai)).json()) as { resource_response: { data: { counted: boolean } } };
    expect(other.resource_response.data.counted).toBe(true);
    expect(await people(cookie)).toBe(2);
  });
});
