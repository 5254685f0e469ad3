// The closeup's description through the real page (docs/rules/pin-card.md#display-rules-spec-000-5): the description rule
// (whitespace collapsed, cut at 496, shown only when longer than 3 characters and not the title) is what a person reads.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PinId } from '#shared/ids.ts';
import { dropSnapshots } from '#worker/lib/edgeSnapshot.ts';
import { request } from './helpers.ts';

async function plainPin(): Promise<{ id: number; title: string }> {
  const row = await env.DB.prepare(
    `SELECT p.id, p.title FROM pins p JOIN boards b ON b.id = p.board_id
      WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.kind = 'image' AND p.is_promoted = 0 AND p.title != ''
        AND json_extract(p.data, '$.descriptionHtml') IS NULL AND json_extract(p.data, '$.seoNoindexReason') IS NULL
      ORDER BY p.id LIMIT 1`,
  ).first<{ id: number; title: string }>();
  if (!row) throw new Error('no plain image pin');
  return row;
}

/** The closeup description's text as a person's page holds it, or null when there is none. */
async function shownDescription(id: number): Promise<string | null> {
  const html = await (await request(`/pin/${id}/`)).text();
  const match = html.match(/<p class="closeup__description" data-test-id="closeup-description">([\s\S]*?)<\/p>/);
  return match ? match[1].replace(/&#x27;/g, "'").replace(/&amp;/g, '&') : null;
}

/** A new description, written behind the site's back: the pin's edge snapshot is dropped as an edit's purge would. */
async function setDescription(id: number, text: string): Promise<void> {
  await env.DB.prepare('UPDATE pins SET description = ? WHERE id = ?').bind(text, id).run();
  await dropSnapshots([id as PinId]);
}

describe('A39: the closeup applies the description rule (pin-card: Display rules)', () => {
  it('A39: collapses whitespace and cuts a long description at 496 characters', async () => {
    const { id } = await plainPin();
    const long = `  Opening   line\n\nsecond   paragraph ${'word '.repeat(200)}`;
    await setDescription(id, long);
    const shown = await shownDescription(id);
    const expected = long.replace(/\s+/g, ' ').trim().slice(0, 496);
    expect(shown).toBe(expected);
    expect(shown?.length).toBe(496);
  });

  it('A39: hides a description of 3 characters or fewer, and one that repeats the title', async () => {
    const { id, title } = await plainPin();
    await setDescription(id, ' ab ');
    expect(await shownDescription(id)).toBeNull();
    await setDescription(id, `  ${title}  `);
    expect(await shownDescription(id)).toBeNull();
    await setDescription(id, 'A real description.');
    expect(await shownDescription(id)).toBe('A real description.');
  });
});
