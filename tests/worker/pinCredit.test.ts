// The closeup's credit line comes from pinCredit (docs/rules/closeup-and-visitors.md#constants-spec-002-9): "Recipe from", "Saved from",
// "From", "Article from" and "Product sold by" each reach the screen for the pins they describe.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { request } from './helpers.ts';

const PUBLIC = `FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.is_promoted = 0 AND p.promoter_id IS NULL`;

async function creditOf(where: string): Promise<string | null> {
  const row = await env.DB.prepare(`SELECT p.id ${PUBLIC} AND ${where} LIMIT 1`).first<{ id: number }>();
  expect(row, where).not.toBeNull();
  const html = await (await request(`/pin/${row!.id}/`)).text();
  const m = /data-test-id="pin-credit">([^<]+)<!-- -->\s*<strong>([^<]+)<\/strong>|data-test-id="pin-credit">([^<]*?) <strong>([^<]+)<\/strong>/.exec(html);
  return m ? `${(m[1] ?? m[3]).trim()} ${m[2] ?? m[4]}` : null;
}

describe('closeup credit line (closeup-and-visitors: Constants)', () => {
  it.each([
    ["json_extract(p.data, '$.richSummary.typeName') = 'recipe'", /^Recipe from .+/],
    ["json_extract(p.data, '$.richSummary.typeName') = 'article'", /^Article from .+/],
    ["json_extract(p.data, '$.richSummary.typeName') = 'product'", /^Product sold by .+/],
    ["p.kind = 'image' AND p.origin_pin_id IS NULL AND p.domain IS NOT NULL AND json_extract(p.data, '$.richSummary') IS NULL", /^Saved from .+/],
  ])('C59: a pin where %s is credited %s (closeup-and-visitors: Constants)', async (where, expected) => {
    expect(await creditOf(where)).toMatch(expected);
  });

  it('C59: a pin with no link and no site is credited "From" its pinner (closeup-and-visitors: Constants)', async () => {
    const made = await env.DB.prepare(
      `INSERT INTO pins (pinner_id, board_id, kind, title, image_signature, data, created_at)
       SELECT p.pinner_id, p.board_id, 'image', 'Hand-drawn map', p.image_signature, '{}', p.created_at ${PUBLIC} LIMIT 1 RETURNING id`,
    ).first<{ id: number }>();
    const pinner = await env.DB.prepare('SELECT u.full_name, u.username FROM pins p JOIN users u ON u.id = p.pinner_id WHERE p.id = ?')
      .bind(made!.id)
      .first<{ full_name: string; username: string }>();
    expect(await creditOf(`p.id = ${made!.id}`)).toBe(`From ${pinner!.full_name || pinner!.username}`);
  });
});
