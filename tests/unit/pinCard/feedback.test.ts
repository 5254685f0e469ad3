// docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#errors-and-messages-spec-000-8: feedback type priority, "Why am I seeing this" texts, hide texts.
import { describe, expect, it } from 'vitest';
import { feedbackType, HIDE_TEXTS, offerUnfollowAfterHide, surfaceViewParameter, whyThisPinText } from '#shared/pinCard/feedback.ts';
import { board, pin, user } from './fixtures.ts';

const reason = (r: string, hasBoard = false) => ({
  recommendationReason: { reason: r, hasBoard, board: hasBoard ? { name: 'Cozy rooms', url: '/b/' } : undefined },
});

describe('A31: feedback type priority (pin-card: Card states and the save flow)', () => {
  it.each([
    ['promoted beats all', pin({ isPromoted: true, ...reason('FOLLOWED_INTEREST') }), { explicitType: 'related' as const }, 'promoted'],
    ['downstream promotions are not promoted', pin({ isPromoted: true, isDownstreamPromotion: true }), {}, 'default'],
    ['explicit type next', pin(reason('FOLLOWED_INTEREST')), { explicitType: 'newsHub' as const }, 'newsHub'],
    ['topic for FOLLOWED_INTEREST', pin(reason('FOLLOWED_INTEREST')), {}, 'topic'],
    ['pfyBoard when the reason has a board', pin(reason('BOARD_BASED', true)), {}, 'pfyBoard'],
    ['pfy for other reasons', pin(reason('RECENT_ACTIVITY')), {}, 'pfy'],
    ['FOLLOWING_FEED is followed, not pfy', pin(reason('FOLLOWING_FEED')), {}, 'followed'],
    ['RECENT_FOLLOWED_BOARD is followed, not pfy', pin(reason('RECENT_FOLLOWED_BOARD')), {}, 'followed'],
    ['followed board or pinner', pin(), { followsBoardOrPinner: true }, 'followed'],
    ['news hub 3082', pin(), { viewParameter: 3082 }, 'newsHub'],
    ['default', pin(), { viewParameter: 1 }, 'default'],
  ])('%s', (_n, p, input, expected) => {
    expect(feedbackType(p, input)).toBe(expected);
  });
});

describe('related view parameters (pin-card: Card states and the save flow, Constants)', () => {
  // The spec's related view parameters (pin-card: Card states and the save flow), written out: each one dropped from the product fails its own case.
  it.each([140, 144, 141, 145, 139, 3173])('A31: a pin shown under related view parameter %i is a related pin', (vp) => {
    expect(feedbackType(pin(), { viewParameter: vp })).toBe('related');
  });

  // The spec's special related view parameters (pin-card: Constants), written out.
  it.each([92, 3070, 3173, 4079, 3475, 43, 3375])('A62: a pin shown under special related view parameter %i counts as related (pin-card: Constants)', (vp) => {
    expect(feedbackType(pin(), { viewParameter: vp })).toBe('related');
  });

  it('A31, A62: a view parameter in neither list is not related', () => {
    for (const vp of [1, 93, 138, 142, 143, 146, 3172, 3174]) expect(feedbackType(pin(), { viewParameter: vp })).toBe('default');
    expect(feedbackType(pin(), { viewParameter: 93 })).toBe('default');
  });

  it('A62: the closeup related grid is shown under 3173 and the news hub under 3082 (pin-card: Card states and the save flow)', () => {
    expect(feedbackType(pin(), { viewParameter: surfaceViewParameter('related') })).toBe('related');
    expect(feedbackType(pin(), { viewParameter: surfaceViewParameter('newsHub') })).toBe('newsHub');
    expect(surfaceViewParameter('home')).toBeUndefined();
  });
});

describe('A31: why-this-pin texts (pin-card: Errors and messages)', () => {
  it.each([
    [
      'promoted',
      pin({ promoter: user({ fullName: 'Acme Outdoors' }) }),
      "Acme Outdoors has paid to have this pin show up where you'd be more likely to notice it.",
    ],
    ['topic', pin({ sourceInterest: { entityId: '3', name: 'Ceramics', urlName: 'ceramics' } }), 'This Pin was inspired by Ceramics'],
    ['pfyBoard', pin(reason('BOARD_BASED', true)), 'This Pin was inspired by your board Cozy rooms'],
    ['pfy', pin(), 'This Pin was inspired by your recent activity'],
    ['followed', pin(), 'This Pin is from Mina Maker, a profile you follow'],
  ] as const)('%s', (type, p, text) => {
    expect(whyThisPinText(p, type)).toBe(text);
  });

  it('names the followed board for RECENT_FOLLOWED_BOARD and cuts names at 32', () => {
    const p = pin({ ...reason('RECENT_FOLLOWED_BOARD'), board: board({ name: 'An extremely long board name that goes on and on' }) });
    expect(whyThisPinText(p, 'followed')).toBe('This Pin is from An extremely long board name tha…, a board you follow');
  });

  it('has the hide texts and suppresses the unfollow offer on following paths (pin-card: Card states and the save flow, Errors and messages)', () => {
    expect(HIDE_TEXTS.hidden).toBe('Pin hidden');
    expect(HIDE_TEXTS.unfollowedBoard('Kitchen')).toBe("You unfollowed the board Kitchen and won't see Pins saved to it anymore.");
    expect(HIDE_TEXTS.unfollowedPinner('Mina')).toBe("You unfollowed Mina and won't see Pins they save anymore.");
    expect(HIDE_TEXTS.lessTopic('Tea')).toBe("We'll show you less Pins from Tea in the future.");
    expect(offerUnfollowAfterHide('/homefeed/')).toBe(true);
    expect(offerUnfollowAfterHide('/following/')).toBe(false);
  });
});
