// RepinResource create as the save control sends it (shared/save/repinCall.ts): the saver's own user_id,
// checked against the session, and an ad card's trackingParams as clientTrackingParams, recorded as a
// save of the ad's campaign and counted in the advertiser's business hub.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CampaignReport } from '#shared/ads/campaigns.ts';
import { repinOptions } from '#shared/save/repinCall.ts';
import type { Pin } from '#shared/types.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { documentState, ORIGIN, request, sessionCookie } from './helpers.ts';

/** A member and the first ad and organic pin of their home feed, as their cards carry them. */
async function memberAndCards() {
  const member = await signUp('adsaver');
  const feed = (await call<Pin[]>('HomefeedResource', 'get', {}, member.cookie)).data;
  const ad = feed.find((p) => p.isPromoted && p.trackingParams && p.campaignId);
  const organic = feed.find((p) => !p.isPromoted && !p.promoter);
  if (!ad || !organic) throw new Error('the home feed has no ad or no organic pin');
  return { member, ad, organic, viewer: { id: member.id } };
}

/** The saves the advertiser's business hub reports for the ad's campaign. */
async function campaignSaves(ad: Pin): Promise<number> {
  const promoter = await env.DB.prepare('SELECT promoter_id FROM pins WHERE id = ?').bind(Number(ad.entityId)).first<{ promoter_id: number }>();
  const hub = await request('/business/hub/', { headers: { cookie: await sessionCookie(promoter!.promoter_id) } });
  const campaigns = (documentState(await hub.text()).page.data as { campaigns: CampaignReport[] }).campaigns;
  return campaigns.find((c) => c.campaignId === ad.campaignId)?.saves ?? 0;
}

const savesOf = (userId: string) => count('SELECT COUNT(*) AS n FROM pins WHERE pinner_id = ?', Number(userId));

describe('A103: a save carries user_id and clientTrackingParams', () => {
  it('A103: saving an ad records the save for its campaign, and the advertiser’s hub counts it', async () => {
    const { member, ad, viewer } = await memberAndCards();
    const options = repinOptions(ad, viewer, null, null);
    expect(options).toMatchObject({ user_id: member.id, clientTrackingParams: ad.trackingParams });
    const saved = await call<{ id: string }>('RepinResource', 'create', options, member.cookie);
    expect(saved.status).toBe(201);
    const row = await env.DB.prepare('SELECT promoted_pin_id, campaign_id, user_id, tracking_params FROM ad_saves WHERE save_id = ?')
      .bind(Number(saved.data.id))
      .first();
    expect(row).toEqual({ promoted_pin_id: Number(ad.entityId), campaign_id: ad.campaignId, user_id: Number(member.id), tracking_params: ad.trackingParams });
    // Saving the same ad to the same board again is the same save: still one ad save.
    expect((await call('RepinResource', 'create', options, member.cookie)).status).toBe(200);
    expect(await count('SELECT COUNT(*) AS n FROM ad_saves WHERE user_id = ?', Number(member.id))).toBe(1);

    const promoter = await env.DB.prepare('SELECT promoter_id FROM pins WHERE id = ?').bind(Number(ad.entityId)).first<{ promoter_id: number }>();
    const hub = await request('/business/hub/', { headers: { cookie: await sessionCookie(promoter!.promoter_id) } });
    const campaigns = (documentState(await hub.text()).page.data as { campaigns: CampaignReport[] }).campaigns;
    expect(campaigns.find((c) => c.campaignId === ad.campaignId)?.saves).toBe(1);
  });

  it('security: Counters: one member saving an ad to many boards, or again after removing it, adds one save to its campaign', async () => {
    const { member, ad, viewer } = await memberAndCards();
    const before = await campaignSaves(ad);
    const boards: string[] = [];
    for (const name of ['Ad finds', 'More ad finds', 'Kept ads']) {
      const board = await call<{ entityId: string }>('BoardResource', 'create', { name, privacy: name === 'Kept ads' ? 'secret' : 'public' }, member.cookie);
      boards.push(board.data.entityId);
    }
    const saves: string[] = [];
    for (const board of boards) {
      const saved = await call<{ id: string }>('RepinResource', 'create', repinOptions(ad, viewer, board, null), member.cookie);
      expect(saved.status).toBe(201);
      saves.push(saved.data.id);
    }
    expect((await call('RepinResource', 'delete', { id: saves[0] }, member.cookie)).status).toBe(200);
    const again = await call('RepinResource', 'create', repinOptions(ad, viewer, boards[0], null), member.cookie);
    expect(again.status).toBe(201);
    // Three saves from the ad are on record (the removed one went with its pin), one is counted.
    expect(await count('SELECT COUNT(*) AS n FROM ad_saves WHERE user_id = ?', Number(member.id))).toBe(3);
    expect(await campaignSaves(ad)).toBe(before + 1);
  });

  it('A103: a save naming someone else’s user_id is refused with 403 and nothing is saved', async () => {
    const { member, organic } = await memberAndCards();
    const before = await savesOf(member.id);
    const r = await call('RepinResource', 'create', repinOptions(organic, { id: '1' }, null, null), member.cookie);
    expect(r.status).toBe(403);
    expect(r.error?.message).toBe('You can only save for yourself.');
    expect(await savesOf(member.id)).toBe(before);
  });

  it.each([
    [
      'tracking params on a pin that is no ad',
      (cards: Awaited<ReturnType<typeof memberAndCards>>) => ({ ...cards.organic, trackingParams: cards.ad.trackingParams }),
    ],
    ['tracking params that are not the ad’s own', (cards: Awaited<ReturnType<typeof memberAndCards>>) => ({ ...cards.ad, trackingParams: 'forged' })],
  ])('A103: refuses %s with 400, saving nothing', async (_what, card) => {
    const cards = await memberAndCards();
    const before = await savesOf(cards.member.id);
    const r = await call('RepinResource', 'create', repinOptions(card(cards), cards.viewer, null, null), cards.member.cookie);
    expect(r.status).toBe(400);
    expect(r.error?.message).toBe('clientTrackingParams are not the tracking params of this Pin.');
    expect(await savesOf(cards.member.id)).toBe(before);
    expect(await count('SELECT COUNT(*) AS n FROM ad_saves WHERE user_id = ?', Number(cards.member.id))).toBe(0);
  });

  it('A103: the repin page’s plain form (no JavaScript) posts the ad’s tracking params, and the save is recorded for its campaign', async () => {
    const { member, ad } = await memberAndCards();
    expect((await call('BoardResource', 'create', { name: 'Ad finds' }, member.cookie)).status).toBe(201);
    const html = await (await request(`/pin/${ad.entityId}/repin/`, { headers: { cookie: member.cookie } })).text();
    const form = /<form[^>]*data-test-id="save-to-board"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
    const fields = new URLSearchParams();
    for (const m of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
      fields.append(m[1], m[2].replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
    expect(fields.get('clientTrackingParams')).toBe(ad.trackingParams);
    const board = /<button type="submit"[^>]*value="(\d+)" name="board_id"/.exec(form)?.[1];
    expect(board).toBeDefined();
    fields.append('board_id', board!);
    const posted = await request('/resource/RepinResource/create/', {
      method: 'POST',
      headers: { cookie: member.cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    expect(posted.status).toBe(303);
    expect(await count('SELECT COUNT(*) AS n FROM ad_saves WHERE user_id = ? AND promoted_pin_id = ?', Number(member.id), Number(ad.entityId))).toBe(1);
  });
});
