// The explore local tab, /today/local/ (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#screens-and-routes-spec-000-2): pins of people in the
// viewer's country on the exploreLocal card surface, each card knowing whether the viewer pinned it to a board, and the
// one-tap repin page its saved cards lead to.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Pin, SaveResult } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';
import { documentState, getResource, request } from './helpers.ts';

type Editorial = { kind: 'editorial'; feed: string; pins: { pins: Pin[]; bookmark: string | null } };

async function localPage(cookie?: string): Promise<{ html: string; data: Editorial }> {
  const response = await request('/today/local/', cookie ? { headers: { cookie } } : {});
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, data: documentState(html).page.data as Editorial };
}

const pinnerCountries = async (ids: string[]) =>
  (
    await env.DB.prepare('SELECT DISTINCT u.country FROM pins p JOIN users u ON u.id = p.pinner_id WHERE p.id IN (SELECT value FROM json_each(?))')
      .bind(JSON.stringify(ids.map(Number)))
      .all<{ country: string }>()
  ).results.map((r) => r.country);

describe('the explore local tab (pin-card: Screens and routes, Card states and the save flow)', () => {
  it('/today/ links its Local tab, which lists pins of people in the viewer’s country (US when the request names none) (pin-card: Screens and routes)', async () => {
    expect(await (await request('/today/')).text()).toContain('href="/today/local/"');
    const { data } = await localPage();
    expect(data.feed).toBe('today_local');
    expect(data.pins.pins.length).toBeGreaterThan(0);
    expect(await pinnerCountries(data.pins.pins.map((p) => p.entityId))).toEqual(['US']);
    const others = await env.DB.prepare("SELECT COUNT(*) AS n FROM pins p JOIN users u ON u.id = p.pinner_id WHERE u.country <> 'US'").first<{ n: number }>();
    expect(others!.n).toBeGreaterThan(0);
    // Its next pages come from the same feed resource, still local.
    const next = await getResource<Pin[]>('DiscoveryFeedResource', { feed: 'today_local', bookmark: data.pins.bookmark });
    expect(next.response.status).toBe(200);
    const more = next.body.resource_response.data!;
    expect(more.length).toBeGreaterThan(0);
    expect(more.some((p) => data.pins.pins.some((q) => q.entityId === p.entityId))).toBe(false);
    expect(await pinnerCountries(more.map((p) => p.entityId))).toEqual(['US']);
  });

  it('A5: a card’s saved state comes from whether the viewer pinned it to a board; members save there in one tap (pin-card: Card states and the save flow)', async () => {
    const member = await signUp('local');
    const before = await localPage(member.cookie);
    const [first, second] = before.data.pins.pins;
    expect(before.data.pins.pins.every((p) => p.pinnedToBoard === null)).toBe(true);
    expect([...before.html.matchAll(/data-save-control="(\w+)"/g)].map((m) => m[1])).toContain('persistentOneClickSave');
    expect(before.html).not.toMatch(/data-save-control="(inline|classic)"/);
    const saved = await call<SaveResult>('RepinResource', 'create', { pin_id: first.entityId, board_id: null }, member.cookie);
    expect(saved.status).toBeLessThan(300);
    const after = await localPage(member.cookie);
    const pinned = after.data.pins.pins.find((p) => p.entityId === first.entityId);
    expect(pinned?.pinnedToBoard).toEqual({ entityId: saved.data.board.id, name: saved.data.board.name });
    expect(after.data.pins.pins.find((p) => p.entityId === second.entityId)?.pinnedToBoard).toBeNull();
    // Someone else's page: not pinned for them.
    const other = await signUp('local');
    expect((await localPage(other.cookie)).data.pins.pins.find((p) => p.entityId === first.entityId)?.pinnedToBoard).toBeNull();
  });

  it('A5, C4: the repin page a pinned card leads to is the one-tap save page carrying isOneTapSave and the origin (pin-card: Screens and routes)', async () => {
    const member = await signUp('local');
    const { data } = await localPage(member.cookie);
    const id = data.pins.pins[0].entityId;
    const response = await request(`/pin/${id}/repin/?origin=%2Ftoday%2Flocal%2F`, { headers: { cookie: member.cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-one-tap-save="true" data-origin="/today/local/"');
    expect(html).toContain('href="/today/local/">Back</a>');
  });
});
