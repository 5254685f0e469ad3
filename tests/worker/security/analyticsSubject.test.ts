// Finding 10 (PinAnalyticsResource trusts a caller-given subject_id): who may read a pin's
// analytics is decided from the session alone; whatever subject a partner names, another
// member's pin stays closed, and nothing changes.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sessionCookie } from '../helpers.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

const PARTNER = 2;

async function pinOf(pinnerId: number, privacy = 'public'): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id
      WHERE p.pinner_id = ? AND p.origin_pin_id IS NULL AND p.deleted_at IS NULL AND b.privacy = ? ORDER BY p.id LIMIT 1`,
  )
    .bind(pinnerId, privacy)
    .first<{ id: number }>();
  return String(row!.id);
}

describe("a partner cannot read another member's pin analytics by naming a subject (security: Ownership of named objects)", () => {
  it.each([
    ['the pin owner as subject_id', { subject_id: '1' }],
    ["the partner's own id as subject_id", { subject_id: String(PARTNER) }],
    ['a null subject_id', { subject_id: null }],
    ['subject_id in another option name', { subjectId: '1', subject: '1' }],
  ])('refuses a partner naming %s (403), changing nothing', async (_what, extra) => {
    const pinId = await pinOf(1);
    const cookie = await sessionCookie(PARTNER);
    const before = await snapshotD1();
    const r = await callFrom('PinAnalyticsResource', 'get', { pin_id: pinId, ...extra }, { cookie });
    expect(r.status).toBe(403);
    expect(r.error?.message).toBe("Only the Pin's creator can see its analytics.");
    expect(await snapshotD1()).toEqual(before);
  });

  it('answers the partner who owns the pin, and an employee, whatever subject they name', async () => {
    const own = await pinOf(PARTNER);
    expect((await callFrom('PinAnalyticsResource', 'get', { pin_id: own, subject_id: '999' }, { cookie: await sessionCookie(PARTNER) })).status).toBe(200);
    const pinId = await pinOf(1);
    expect((await callFrom('PinAnalyticsResource', 'get', { pin_id: pinId, subject_id: '999' }, { cookie: await sessionCookie(3) })).status).toBe(200);
  });
});
