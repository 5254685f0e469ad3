// docs/rules/experiences.md#calls-spec-001-7: clickthrough events go to placements with time to offsite and duration; a
// clickthrough is counted when the time to offsite is under 500,000,000 ns.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from './accountHelpers.ts';
import { sessionCookie } from './helpers.ts';

const PLACED = '1000100:510001';

describe('experience clickthroughs (experiences: Calls)', () => {
  it.each([
    ['under 500,000,000 ns is counted', 120_000_000, true],
    ['499,999,999 ns is counted', 499_999_999, true],
    ['500,000,000 ns is not', 500_000_000, false],
    ['two seconds is not', 2_000_000_000, false],
  ])('B25: a time to offsite %s (experiences: Calls)', async (_what, ns, counted) => {
    const cookie = await sessionCookie(1);
    const r = await call<{ counted: boolean }>(
      'ExperienceClickthroughResource',
      'create',
      { placed_experience_id: PLACED, time_to_offsite_ns: ns, duration_ms: 3400 },
      cookie,
    );
    expect(r.status).toBe(201);
    expect(r.data.counted).toBe(counted);
    const row = await env.DB.prepare(
      'SELECT placement_id, experience_id, duration_ms, counted FROM experience_clickthroughs WHERE time_to_offsite_ns = ? ORDER BY id DESC LIMIT 1',
    )
      .bind(ns)
      .first();
    expect(row).toEqual({ placement_id: 1000100, experience_id: 510001, duration_ms: 3400, counted: counted ? 1 : 0 });
  });

  it('B25: a visitor may log one too (to the placement, not to a member) (experiences: Calls)', async () => {
    const r = await call<{ counted: boolean }>('ExperienceClickthroughResource', 'create', {
      placed_experience_id: PLACED,
      time_to_offsite_ns: 1000,
      duration_ms: 0,
    });
    expect(r.status).toBe(201);
  });

  it.each([
    ['an unknown experience', { placed_experience_id: '1000100:999999', time_to_offsite_ns: 1, duration_ms: 1 }, 404],
    ['a negative time', { placed_experience_id: PLACED, time_to_offsite_ns: -1, duration_ms: 1 }, 400],
    ['a time that is not a number', { placed_experience_id: PLACED, time_to_offsite_ns: 'soon', duration_ms: 1 }, 400],
    ['a malformed placed id', { placed_experience_id: 'hero', time_to_offsite_ns: 1, duration_ms: 1 }, 400],
  ])('refuses %s', async (_what, options, status) => {
    expect((await call('ExperienceClickthroughResource', 'create', options)).status).toBe(status);
  });
});
