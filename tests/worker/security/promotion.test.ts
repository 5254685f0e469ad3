// Anyone could turn anyone's Pin into their own ad: an ad account promotes only its own Pins
// (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 quick promote), the write re-checks the owner, promotion is rate
// limited per member, and the quick-promote page offers no account for a Pin that is not its own.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import { NOT_OWN_PIN } from '#worker/pins/originRights.ts';
import { signUp } from '../accountHelpers.ts';
import { withinOneEdgeWindow } from '../edgeWindow.ts';
import { documentState, request } from '../helpers.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

/** A fresh member turned into a business account, with one pin of its own on a public board. */
async function businessWithPin(prefix: string) {
  const account = await signUp(prefix);
  expect((await callFrom('BusinessAccountResource', 'create', {}, { cookie: account.cookie })).status).toBe(200);
  const board = await callFrom<{ entityId: string }>('BoardResource', 'create', { name: `${prefix} board` }, { cookie: account.cookie });
  const pin = await env.DB.prepare(
    `INSERT INTO pins (pinner_id, board_id, kind, title, image_signature, data, created_at)
     SELECT ?, ?, 'image', ?, image_signature, '{}', ? FROM pins WHERE deleted_at IS NULL ORDER BY id LIMIT 1 RETURNING id`,
  )
    .bind(Number(account.id), Number(board.data.entityId), `${prefix} pin`, Date.now())
    .first<{ id: number }>();
  return { ...account, pinId: String(pin!.id) };
}

let attacker: Awaited<ReturnType<typeof businessWithPin>>;
let victim: Awaited<ReturnType<typeof businessWithPin>>;
beforeAll(async () => {
  attacker = await businessWithPin('adthief');
  victim = await businessWithPin('pinowner');
});

describe('an ad account promotes only its own Pins (pin-card: Card states and the save flow)', () => {
  it("refuses promoting another member's Pin with 403 and changes nothing", async () => {
    const before = await snapshotD1();
    const r = await callFrom('QuickPromoteResource', 'create', { pin_id: victim.pinId, business_id: attacker.id }, { cookie: attacker.cookie });
    expect(r.status).toBe(403);
    expect(r.error?.message).toBe(NOT_OWN_PIN);
    expect(await snapshotD1()).toEqual(before);
  });

  it("refuses it too for a demo member's public Pin, through an account the attacker manages", async () => {
    const pin = (await env.DB.prepare(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.is_promoted = 0 AND p.deleted_at IS NULL AND p.pinner_id <> ? LIMIT 1`,
    )
      .bind(Number(attacker.id))
      .first<{ id: number }>())!;
    const r = await callFrom('QuickPromoteResource', 'create', { pin_id: String(pin.id), business_id: attacker.id }, { cookie: attacker.cookie });
    expect(r.status).toBe(403);
    const row = await env.DB.prepare('SELECT is_promoted, promoter_id FROM pins WHERE id = ?').bind(pin.id).first();
    expect(row).toEqual({ is_promoted: 0, promoter_id: null });
  });

  it('promotes its own Pin', async () => {
    const r = await callFrom<{ campaignId: string }>(
      'QuickPromoteResource',
      'create',
      { pin_id: attacker.pinId, business_id: attacker.id },
      { cookie: attacker.cookie },
    );
    expect(r.status).toBe(201);
    const row = await env.DB.prepare('SELECT is_promoted, promoter_id FROM pins WHERE id = ?').bind(Number(attacker.pinId)).first();
    expect(row).toEqual({ is_promoted: 1, promoter_id: Number(attacker.id) });
  });

  it("the quick-promote page offers no ad account for another member's Pin", async () => {
    const response = await request(`/advertiser/quick-promote/?pin_id=${victim.pinId}`, { headers: { cookie: attacker.cookie } });
    expect(response.status).toBe(200);
    expect(documentState(await response.text()).page.data).toMatchObject({ kind: 'quickPromote', accounts: [] });
    const own = await request(`/advertiser/quick-promote/?pin_id=${attacker.pinId}`, { headers: { cookie: attacker.cookie } });
    expect(documentState(await own.text()).page.data).toMatchObject({ accounts: [{ id: attacker.id }] });
  });

  it('limits promotion per member, whatever address it comes from (429)', async () => {
    const member = await businessWithPin('adflood');
    const promote = () => callFrom('QuickPromoteResource', 'create', { pin_id: member.pinId, business_id: member.id }, { cookie: member.cookie });
    await withinOneEdgeWindow(RATE_LIMITS.pinWrite.windowSeconds, RATE_LIMITS.pinWrite.limit + 1);
    for (let i = 0; i < RATE_LIMITS.pinWrite.limit; i++) expect((await promote()).status).toBe(201);
    expect((await promote()).status).toBe(429);
  });
});
