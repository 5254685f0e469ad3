// Feeds leave out deleted story pins outside the viewer's own saves (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4).
import { describe, expect, it } from 'vitest';
import { showsInFeed } from '#shared/pinCard/feedFilter.ts';

const pin = (isDeleted: boolean, pinnerId = '7') => ({
  storyPinData: { isDeleted, pages: [], staticPageCount: 0, totalVideoDuration: 0 },
  pinner: { entityId: pinnerId, username: 'p', fullName: 'P', imageMediumUrl: null, isVerifiedMerchant: false },
});

describe('what a feed shows', () => {
  it.each([
    ['a live story pin to a visitor', pin(false), null, true],
    ['a live story pin to a member', pin(false), '1', true],
    ['a deleted story pin to a visitor', pin(true), null, false],
    ['a deleted story pin to another member', pin(true), '1', false],
    ['a deleted story pin to the member who saved it (their own board, where they may remove it)', pin(true, '1'), '1', true],
  ])('%s → %s (pin-card: Card states and the save flow)', (_what, p, viewer, shown) => {
    expect(showsInFeed(p, viewer)).toBe(shown);
  });

  it('shows pins without story data', () => {
    expect(showsInFeed({ pinner: pin(false).pinner }, null)).toBe(true);
  });
});
