// Feeds leave out what a person cannot act on: a story pin its creator deleted never
// shows in another person's feed, and stays on its owner's own board, where they may remove it.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Pin } from '#shared/types.ts';
import { getResource, sessionCookie } from './helpers.ts';

const DELETED = `json_extract(p.data, '$.storyPinData.isDeleted') = 1`;

describe('feeds and deleted story pins', () => {
  // The slice of demo data has few story pins: their creators delete every one of them here.
  beforeAll(async () => {
    const { meta } = await env.DB.prepare(
      `UPDATE pins SET data = json_set(data, '$.storyPinData.isDeleted', json('true')) WHERE kind = 'story' AND json_extract(data, '$.storyPinData') IS NOT NULL`,
    ).run();
    expect(meta.changes).toBeGreaterThan(0);
  });

  it('A22: leaves them out of the home feed', async () => {
    let bookmark: string | null = null;
    let seen = 0;
    for (let page = 0; page < 12; page++) {
      const options: Record<string, unknown> = bookmark ? { bookmark, page_size: 50 } : { page_size: 50 };
      const { body } = await getResource<Pin[]>('HomefeedResource', options);
      const pins = body.resource_response.data ?? [];
      seen += pins.length;
      expect(pins.filter((p) => p.storyPinData?.isDeleted).map((p) => p.entityId)).toEqual([]);
      bookmark = body.resource_response.bookmark ?? null;
      if (!bookmark) break;
    }
    expect(seen).toBeGreaterThan(20);
  });

  it("A22: keeps one on its owner's board, and leaves it out of the same board for anyone else", async () => {
    const row = await env.DB.prepare(
      `SELECT p.id, p.board_id, b.owner_id FROM pins p JOIN boards b ON b.id = p.board_id
       WHERE ${DELETED} AND p.deleted_at IS NULL AND b.privacy = 'public' AND p.pinner_id = b.owner_id ORDER BY p.id LIMIT 1`,
    ).first<{ id: number; board_id: number; owner_id: number }>();
    expect(row).not.toBeNull();
    const boardPins = async (cookie?: string) => {
      const ids: string[] = [];
      let bookmark: string | null = null;
      for (let page = 0; page < 20; page++) {
        const options: Record<string, unknown> = { board_id: String(row!.board_id), page_size: 50, ...(bookmark ? { bookmark } : {}) };
        const { body } = await getResource<Pin[]>('BoardFeedResource', options, cookie ? { headers: { cookie } } : {});
        ids.push(...(body.resource_response.data ?? []).map((p) => p.entityId));
        bookmark = body.resource_response.bookmark ?? null;
        if (!bookmark) break;
      }
      return ids;
    };
    expect(await boardPins(await sessionCookie(row!.owner_id))).toContain(String(row!.id));
    expect(await boardPins()).not.toContain(String(row!.id));
  });
});
