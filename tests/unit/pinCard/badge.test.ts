// docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5: the type badge, first match wins.
import { describe, expect, it } from 'vitest';
import { formatDuration, storyPinDuration, typeBadge } from '#shared/pinCard/badge.ts';
import type { Pin } from '#shared/types.ts';
import { board, ctx, pin, signedOut, viewer } from './fixtures.ts';

const story = (staticPageCount: number, totalVideoDuration: number): Pin['storyPinData'] => ({ pages: [], staticPageCount, totalVideoDuration });
const product = (price?: string, labels?: string[]): Partial<Pin> => ({
  kind: 'product',
  richSummary: { typeName: 'product', products: [{ name: 'Mug', offerSummary: price ? { price } : undefined, labelInfo: labels ? { labels } : undefined }] },
});
const carousel: Partial<Pin> = {
  kind: 'carousel',
  carouselData: { carouselId: 'c', index: 1, slots: [1, 2, 3].map((i) => ({ slotId: String(i), title: 't', imageSignature: 's' })) },
};
const groupBoard = board({ isCollaborative: true, collaboratedByMe: true, collaboratorCount: 2, owner: { entityId: '50' } });

describe('A37: type badge (pin-card: Card states and the save flow)', () => {
  it.each([
    ['collaborator pin owner tag beats everything', { board: groupBoard, kind: 'gif' as const }, 'owner', 'Mina'],
    ['GIF', { kind: 'gif' as const }, 'gif', 'GIF'],
    ['story pin duration: 2 static pages + 7 s video', { kind: 'story' as const, storyPinData: story(2, 7000) }, 'story', '0:17'],
    ['video duration m:ss', { kind: 'video' as const, videos: { id: 'v', duration: 125_000, videoList: {} } }, 'video', '2:05'],
    ['product price', product('$13.99'), 'price', '$13.99'],
    ['product label without a price', product(undefined, ['Bestseller']), 'price', 'Bestseller'],
    ['product image carousel counter', { ...product(), productPinData: { additionalImagesLength: 3 } }, 'productImages', '1/4'],
    ['carousel counter', carousel, 'carousel', '2/3'],
  ])('%s', (_n, fields, kind, text) => {
    expect(typeBadge(pin(fields), ctx())).toEqual({ kind, text });
  });

  it('A37: the carousel counter counts the slide shown, once the card has moved from its first', () => {
    expect(typeBadge(pin(carousel), ctx(), 0)).toEqual({ kind: 'carousel', text: '1/3' });
    expect(typeBadge(pin(carousel), ctx(), 2)).toEqual({ kind: 'carousel', text: '3/3' });
  });

  it('gives no owner tag to signed-out viewers', () => {
    expect(typeBadge(pin({ board: groupBoard, kind: 'gif' }), ctx(signedOut()))).toEqual({ kind: 'gif', text: 'GIF' });
  });

  it('gives a plain image no badge', () => {
    expect(typeBadge(pin(), ctx(viewer()))).toBeNull();
  });

  it.each([
    [story(1, 0), null],
    [story(0, 0), null],
    [story(2, 0), 10_000],
    [story(1, 3000), 8000],
  ])('story duration %o → %s (pin-card: Display rules)', (data, expected) => {
    expect(storyPinDuration(data)).toBe(expected);
  });

  it('omits the story badge when the duration rule says so (pin-card: Display rules)', () => {
    expect(typeBadge(pin({ kind: 'story', storyPinData: story(1, 0) }), ctx())).toBeNull();
  });

  it('formats durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(61_400)).toBe('1:01');
  });
});
