// A grid's card knows that its viewer saved its pin (docs/rules/pin-card.md, Card states and the save flow): a member's
// home, board and search pages mark every card whose root they have a live save of, with the board, as the closeup does;
// not for another member or a visitor, and no longer once the save is deleted.
import { describe, expect, it } from 'vitest';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import type { BoardDetail, SaveResult } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';
import { documentState, embeddedFeed, request } from './helpers.ts';

/** A page's first cards, and its HTML. */
async function cardsOf(path: string, cookie?: string): Promise<{ html: string; pins: CardPin[] }> {
  const response = await request(path, cookie ? { headers: { cookie } } : {});
  expect(response.status).toBe(200);
  const html = await response.text();
  // The grid's first cards travel apart (__FEED__) or, on a page that holds its feed in its data (a board, search), there.
  const data = documentState(html).page.data as { feed?: { pins: CardPin[] }; results?: { feed?: { pins: CardPin[] } } };
  return { html, pins: [...embeddedFeed(html).pins, ...(data.feed?.pins ?? []), ...(data.results?.feed?.pins ?? [])] };
}

describe('a card starts saved where its viewer saved its pin (pin-card: Card states and the save flow)', () => {
  it('A27, A28: a member’s home, board and search mark the card saved by its root, a copy with another id too; not for others; a deleted save un-marks', async () => {
    const member = await signUp('saver');
    const home = await cardsOf('/', member.cookie);
    const pin = home.pins.find((p) => !p.isPromoted && !p.isRepin && p.title.trim().length > 3);
    expect(pin).toBeTruthy();
    if (!pin) return;
    expect(pin.viewerSave).toBeUndefined();

    // The member saves it to a board of theirs.
    const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Weeknight dinners', privacy: 'public' }, member.cookie)).data;
    const saved = await call<SaveResult>('RepinResource', 'create', { pin_id: pin.entityId, board_id: board.entityId }, member.cookie);
    expect(saved.status).toBeLessThan(300);

    // Home: the card's data says where it was saved (its save control, drawn once the page hydrates, starts saved).
    const after = await cardsOf('/', member.cookie);
    const card = after.pins.find((p) => p.entityId === pin.entityId);
    expect(card).toBeTruthy();
    expect(card?.viewerSave).toMatchObject({ id: saved.data.id, board: { id: board.entityId, name: 'Weeknight dinners', url: board.url } });

    // Someone else saves the same pin to a public board of theirs: a different pin id with the same root.
    const other = await signUp('keeper');
    const otherBoard = (await call<BoardDetail>('BoardResource', 'create', { name: 'Soups', privacy: 'public' }, other.cookie)).data;
    const copy = await call<SaveResult>('RepinResource', 'create', { pin_id: pin.entityId, board_id: otherBoard.entityId }, other.cookie);
    expect(copy.status).toBeLessThan(300);
    expect(copy.data.id).not.toBe(pin.entityId);
    const onBoard = await cardsOf(otherBoard.url, member.cookie);
    const copyCard = onBoard.pins.find((p) => p.entityId === copy.data.id);
    expect(copyCard).toBeTruthy();
    expect(copyCard?.viewerSave).toMatchObject({ id: saved.data.id, board: { name: 'Weeknight dinners' } });

    // Search: the pin's card found by the longest word of its title is saved too.
    const query = pin.title.split(/[^\p{L}]+/u).reduce((a, b) => (b.length > a.length ? b : a), '');
    const search = await cardsOf(`/search/pins/?q=${encodeURIComponent(query)}`, member.cookie);
    const found = search.pins.filter((p) => p.entityId === pin.entityId || p.entityId === copy.data.id);
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) expect(p.viewerSave?.board.name).toBe('Weeknight dinners');

    // Another member and a visitor: nothing of the member's save.
    const third = await signUp('looker');
    expect((await cardsOf(otherBoard.url, third.cookie)).pins.find((p) => p.entityId === copy.data.id)?.viewerSave).toBeUndefined();
    const visitor = await cardsOf(otherBoard.url);
    expect(visitor.pins.find((p) => p.entityId === copy.data.id)?.viewerSave).toBeUndefined();
    expect(visitor.html).not.toContain('Weeknight dinners');

    // The save deleted: the cards read unsaved again.
    const deleted = await call('RepinResource', 'delete', { id: saved.data.id, board_id: board.entityId }, member.cookie);
    expect(deleted.status).toBeLessThan(300);
    const again = await cardsOf(otherBoard.url, member.cookie);
    expect(again.pins.find((p) => p.entityId === copy.data.id)?.viewerSave).toBeUndefined();
  });
});
