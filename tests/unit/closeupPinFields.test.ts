// The closeup-only pin fields said by the pin's own data (shared/closeup/pinFields.ts) and the ad's
// match reason (shared/ads/explanation.ts), docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3.
import { describe, expect, it } from 'vitest';
import { adMatchReason } from '#shared/ads/explanation.ts';
import { embedSubtype, isEligibleForWebCloseup, storyBlockPinIds, videoStatus, withProductItems } from '#shared/closeup/pinFields.ts';

describe('closeup pin fields said by the pin (pin-card: Pins, boards and viewers)', () => {
  it('isEligibleForWebCloseup is false only for a story its creator deleted (pin-card: Pins, boards and viewers)', () => {
    expect(isEligibleForWebCloseup({})).toBe(true);
    expect(isEligibleForWebCloseup({ storyPinData: { pages: [], staticPageCount: 0, totalVideoDuration: 0 } })).toBe(true);
    expect(isEligibleForWebCloseup({ storyPinData: { isDeleted: true, pages: [], staticPageCount: 0, totalVideoDuration: 0 } })).toBe(false);
  });

  it('videoStatus is ready with a playable variant, processing without, absent without a video (pin-card: Pins, boards and viewers)', () => {
    expect(videoStatus(undefined)).toBeUndefined();
    expect(videoStatus({ id: 'v', duration: 1000, videoList: { v720P: { url: '/media/a.webm', width: 1, height: 1, duration: 1000 } } })).toBe('ready');
    expect(videoStatus({ id: 'v', duration: 1000, videoList: {} })).toBe('processing');
    expect(videoStatus({ id: 'v', duration: 1000, videoList: { vHLSV4: { url: '', width: 1, height: 1, duration: 1000 } } })).toBe('processing');
  });

  it('an embed’s subtype is its source’s file format, else its type (pin-card: Pins, boards and viewers)', () => {
    expect(embedSubtype({ src: '/media/spin-320x400.gif', type: 'gif' })).toBe('gif');
    expect(embedSubtype({ src: 'https://cdn.example/clip.MP4?t=3#x', type: 'video' })).toBe('mp4');
    expect(embedSubtype({ src: 'https://cdn.example/stream', type: 'video' })).toBe('video');
  });

  it('the pins a story’s blocks show, once each, none for a deleted story (pin-card: Pins, boards and viewers)', () => {
    const pages = [
      {
        blocks: [
          { type: 'image' as const, imageSignature: 'a', pinId: '7' },
          { type: 'text' as const, text: 'hi' },
        ],
      },
      {
        blocks: [
          { type: 'image' as const, pinId: '9' },
          { type: 'image' as const, pinId: '7' },
        ],
      },
    ];
    expect(storyBlockPinIds({ pages, staticPageCount: 2, totalVideoDuration: 0 })).toEqual(['7', '9']);
    expect(storyBlockPinIds({ isDeleted: true, pages, staticPageCount: 2, totalVideoDuration: 0 })).toEqual([]);
    expect(storyBlockPinIds(undefined)).toEqual([]);
  });

  it('a product’s itemId, itemSetId and brand.signature come from the stored items by product id (pin-card: Pins, boards and viewers)', () => {
    const products = [
      { name: 'Mug', id: '7', brand: { name: 'Shop' } },
      { name: 'Cup', id: '8' },
      { name: 'Bowl', id: '9', brand: { name: 'Other' } },
    ];
    expect(withProductItems(products, { '7': { itemId: 'i7', itemSetId: 's1', brandSignature: 'sig' }, '8': { itemId: 'i8', brandSignature: 'sig' } })).toEqual(
      [
        { name: 'Mug', id: '7', brand: { name: 'Shop', signature: 'sig' }, itemId: 'i7', itemSetId: 's1' },
        { name: 'Cup', id: '8', itemId: 'i8' },
        { name: 'Bowl', id: '9', brand: { name: 'Other' } },
      ],
    );
    expect(withProductItems(products, undefined)).toBe(products);
    expect(withProductItems(undefined, {})).toBeUndefined();
  });

  it('adMatchReason is the first non-empty targeting signal, an unspecified gender never one (pin-card: Pins, boards and viewers)', () => {
    expect(adMatchReason(undefined)).toBeUndefined();
    expect(adMatchReason({})).toBeUndefined();
    expect(adMatchReason({ matchedKeyword: 'tea', lookalike: true })).toBe('lookalike');
    expect(adMatchReason({ matchedGender: 'unknown', matchedLocale: ' ', geoRegion: 'FR' })).toBe('geoRegion');
  });
});
