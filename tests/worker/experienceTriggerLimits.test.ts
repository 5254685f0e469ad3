// PUT /v3/experiences/{placed}/trigger/ (docs/rules/experiences.md#calls-spec-001-7) is bounded: a rate limit per client
// (docs/security.md#rate-limits-exact-and-per-location), extra_context at most 4 KB however it is sent, one trigger row per
// viewer and experience.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import { ORIGIN, request } from './helpers.ts';

const rows = async () => (await env.DB.prepare('SELECT count(*) AS n FROM experience_triggers').first<{ n: number }>())!.n;
const trigger = (headers: Record<string, string>, body: unknown) =>
  request('/v3/experiences/1000110:510010/trigger/', {
    method: 'PUT',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('experiences: Calls: the trigger route is bounded', () => {
  it('B22: an extra_context object over 4 KB is refused with a 400 and writes nothing', async () => {
    const before = await rows();
    const response = await trigger(
      { cookie: 'pb_anon=test-trigger-big-0001', 'cf-connecting-ip': '198.51.100.21' },
      { extra_context: { note: 'x'.repeat(5_000) } },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('extra_context is too long');
    expect(await rows()).toBe(before);
  });

  it('B22: one viewer triggering an experience again keeps one trigger row, the last', async () => {
    const cookie = 'pb_anon=test-trigger-again-01';
    for (const n of [1, 2, 3]) {
      const response = await trigger({ cookie, 'cf-connecting-ip': '198.51.100.22' }, { extra_context: { n } });
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    const kept = await env.DB.prepare('SELECT extra_context FROM experience_triggers WHERE viewer_key = ?')
      .bind('anon:test-trigger-again-01')
      .all<{ extra_context: string }>();
    expect(kept.results.map((r) => JSON.parse(r.extra_context))).toEqual([{ n: 3 }]);
  });

  it('security: Rate limits: cookie-less triggers from one address are refused past experienceTrigger, writing nothing more', {
    timeout: 120_000,
  }, async () => {
    const { limit } = RATE_LIMITS.experienceTrigger;
    const before = await rows();
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const response = await trigger({ 'cf-connecting-ip': '198.51.100.7' }, { extra_context: { note: 'x'.repeat(4_000) } });
      await response.body?.cancel();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
    expect(await rows()).toBe(before + limit);
  });
});
