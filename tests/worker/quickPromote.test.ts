// Who the card offers Promote to (docs/rules/pin-card.md#who-it-serves-spec-000-1): the advertiser whose pin it is; members save it.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { request, sessionCookie } from './helpers.ts';

interface PromotablePin {
  id: number;
  pinner: number;
  username: string;
  slug: string;
}

/** A business's own pin on its public board, made quick-promotable (the small test slice may hold none). */
async function promotablePin(): Promise<PromotablePin> {
  const row = await env.DB.prepare(
    `SELECT p.id, p.pinner_id AS pinner, u.username, b.slug FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id
      WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.is_promoted = 0 AND b.owner_id = p.pinner_id ORDER BY p.id LIMIT 1`,
  ).first<PromotablePin>();
  if (!row) throw new Error('the demo data holds no pin on the public board of its pinner');
  await env.DB.batch([
    env.DB.prepare('UPDATE users SET is_partner = 1 WHERE id = ?').bind(row.pinner),
    env.DB.prepare(`UPDATE pins SET data = json_set(data, '$.isQuickPromotable', json('true')) WHERE id = ?`).bind(row.id),
  ]);
  return row;
}

async function saveControlOf(pin: PromotablePin, cookie: string): Promise<string | undefined> {
  const html = await (await request(`/${pin.username}/${pin.slug}/?exp=quick_save:control`, { headers: { cookie } })).text();
  return html.match(new RegExp(`data-pin-id="${pin.id}" data-pin-kind="\\w+" data-slot-index="\\d+" data-save-control="(\\w+)"`))?.[1];
}

describe('promote is for advertisers, members save (pin-card: Who it serves)', () => {
  it('A24, A25: the business owning a quick-promotable pin sees Promote on it (pin-card: Who it serves)', async () => {
    const pin = await promotablePin();
    expect(await saveControlOf(pin, await sessionCookie(pin.pinner))).toBe('promote');
  });

  it('A25: a personal member sees Save on the same pin, never a Promote link that answers 403 (pin-card: Who it serves)', async () => {
    const pin = await promotablePin();
    const member = await env.DB.prepare('SELECT id FROM users WHERE is_partner = 0 AND id <> ? ORDER BY id LIMIT 1').bind(pin.pinner).first<{ id: number }>();
    const cookie = await sessionCookie(member!.id);
    expect(await saveControlOf(pin, cookie)).toBe('inline');
    const html = await (await request(`/${pin.username}/${pin.slug}/?exp=quick_save:control`, { headers: { cookie } })).text();
    expect(html).not.toContain(`/advertiser/quick-promote/?pin_id=${pin.id}"`);
  });
});
