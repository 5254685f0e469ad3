// docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#roles-spec-000-6: context menu, reactions, chips, shopping indicators, analytics, debug box.
import { describe, expect, it } from 'vitest';
import { isLongPress } from '#shared/pinCard/longPress.ts';
import {
  annotationChips,
  showContextMenu,
  showCreatorAnalytics,
  showDebugBox,
  showMoreUpsell,
  showReactions,
  showShoppingIndicators,
  topCounts,
} from '#shared/pinCard/menu.ts';
import { board, ctx, inGroups, pin, signedOut, user, viewer } from './fixtures.ts';

const videoPin = { kind: 'video' as const, videos: { id: 'v', duration: 1000, videoList: {} }, reactionCountsData: { '1': 4 } };

describe('context menu (pin-card: Display rules)', () => {
  it.each([
    ['shown to signed-in viewers', pin(), ctx(), true],
    ['no menu at all for signed-out viewers (pin-card: More information panel, Display rules)', pin(), ctx(signedOut()), false],
    ['hidden for deleted story pins', pin({ storyPinData: { isDeleted: true, pages: [], staticPageCount: 0, totalVideoDuration: 0 } }), ctx(), false],
    ['hidden for conversation pins', pin(), ctx(viewer(), 'conversation'), false],
  ])('%s', (_n, p, c, expected) => {
    expect(showContextMenu(p, c)).toBe(expected);
  });
});

describe('the signed-out more upsell (pin-card: More information panel)', () => {
  it.each([
    ['signed-out viewers get the upsell in place of the menu (pin-card: More information panel)', pin(), ctx(signedOut()), true],
    ['signed-in viewers get the menu instead', pin(), ctx(), false],
    [
      'no upsell on a deleted story pin',
      pin({ storyPinData: { isDeleted: true, pages: [], staticPageCount: 0, totalVideoDuration: 0 } }),
      ctx(signedOut()),
      false,
    ],
    ['no upsell on a conversation pin', pin(), ctx(signedOut(), 'conversation'), false],
  ])('%s', (_n, p, c, expected) => {
    expect(showMoreUpsell(p, c)).toBe(expected);
    // It is never the context menu of docs/rules/pin-card.md#roles-spec-000-6's table.
    if (expected) expect(showContextMenu(p, c)).toBe(false);
  });
});

describe('long press (pin-card: Constants)', () => {
  it.each([
    [499, 0, false],
    [500, 0, true],
    [800, 99, true],
    [800, 100, false],
  ])('A59: held %i ms, moved %i px² -> long press %s (pin-card: Constants)', (ms, moved, expected) => {
    expect(isLongPress(ms, moved)).toBe(expected);
  });
});

describe('reactions (pin-card: Display rules)', () => {
  it.each([
    ['video pin with reactions', pin(videoPin), true],
    ['not for promoted pins', pin({ ...videoPin, isPromoted: true }), false],
    ['not for downstream promotions', pin({ ...videoPin, isDownstreamPromotion: true }), false],
    ['not for image pins', pin({ reactionCountsData: { '1': 4 } }), false],
    ['not on collaborative boards', pin({ ...videoPin, board: board({ isCollaborative: true }) }), false],
    ['not without counts', pin({ ...videoPin, reactionCountsData: {} }), false],
  ])('%s', (_n, p, expected) => {
    expect(showReactions(p, ctx())).toBe(expected);
  });

  it('A43: the pin_card_reactions_hidden experiment hides them in its hidden group, not in control', () => {
    expect(showReactions(pin(videoPin), ctx(inGroups({ pin_card_reactions_hidden: 'hidden' })))).toBe(false);
    expect(showReactions(pin(videoPin), ctx(inGroups({ pin_card_reactions_hidden: 'control' })))).toBe(true);
  });

  it.each([
    ['conversation', false],
    ['bulkEdit', false],
    ['home', true],
  ] as const)('A43: on the %s surface reactions show: %s', (surface, expected) => {
    expect(showReactions(pin(videoPin), ctx(viewer(), surface))).toBe(expected);
  });

  it('A48: on a group board only the pin owner sees the reactions to their pin', () => {
    const onGroupBoard = pin({ ...videoPin, pinner: user({ entityId: '1' }), board: board({ isCollaborative: true, collaboratedByMe: true }) });
    expect(showReactions(onGroupBoard, ctx(viewer({ id: '1' })))).toBe(true);
    expect(showReactions(onGroupBoard, ctx(viewer({ id: '2' })))).toBe(false);
    expect(showReactions(onGroupBoard, ctx(signedOut()))).toBe(false);
    // Ads stay without reactions, the owner's included.
    expect(showReactions({ ...onGroupBoard, isPromoted: true }, ctx(viewer({ id: '1' })))).toBe(false);
  });

  it('A61: keeps the top 3 of a count map (pin-card: Constants)', () => {
    expect(topCounts({ '1': 5, '2': 9, '3': 1, '4': 7, '5': 0 })).toEqual([
      ['2', 9],
      ['4', 7],
      ['1', 5],
    ]);
  });
});

describe('annotation chips (pin-card: Display rules: exactly 3, need at least 3)', () => {
  it.each([
    [['a', 'b'], 0],
    [['a', 'b', 'c'], 3],
    [['a', 'b', 'c', 'd', 'e'], 3],
  ])('A45: %o → %i chips', (names, count) => {
    expect(annotationChips(pin({ pinJoin: { visualAnnotation: names } }))).toHaveLength(count);
  });
  it('A45: prefers linked annotations when there are 3', () => {
    const linked = ['x', 'y', 'z'].map((name) => ({ name, url: `/topics/${name}/` }));
    expect(annotationChips(pin({ pinJoin: { visualAnnotation: ['a', 'b', 'c'], annotationsWithLinksArray: linked } }))[0]).toEqual({
      name: 'x',
      url: '/topics/x/',
    });
  });
});

describe('shopping indicators, analytics and debug (pin-card: Display rules, Roles)', () => {
  it.each([
    [{ isShoppable: true }, true],
    [{ isShoppable: true, isPromoted: true }, false],
    [{}, false],
  ])('A44: shopping indicators for %o', (fields, expected) => {
    expect(showShoppingIndicators(pin(fields), ctx())).toBe(expected);
  });

  const shoppable = pin({ isShoppable: true });
  it.each([
    ['control', 'home', true],
    ['control', 'search', true],
    ['shopping_intent', 'search', true],
    ['shopping_intent', 'shopFeed', true],
    ['shopping_intent', 'related', true],
    ['shopping_intent', 'home', false],
    ['shopping_intent', 'board', false],
    ['browse', 'home', true],
    ['browse', 'profile', true],
    ['browse', 'search', false],
    ['browse', 'shopFeed', false],
  ] as const)('A44: shopping indicator experiment group %s on the %s surface: %s (pin-card: Display rules)', (group, surface, expected) => {
    expect(showShoppingIndicators(shoppable, ctx(inGroups({ shopping_indicator_surfaces: group }), surface))).toBe(expected);
    expect(showShoppingIndicators(pin({ isShoppable: true, isPromoted: true }), ctx(inGroups({ shopping_indicator_surfaces: group }), surface))).toBe(false);
  });

  const partner = viewer({ id: '7', isPartner: true });
  it.each([
    ['own pin on a public board', pin(), partner, true],
    ['own pin on a protected board', pin({ board: board({ privacy: 'protected' }) }), partner, true],
    ['not on a secret board', pin({ board: board({ privacy: 'secret' }) }), partner, false],
    ['not for a repin', pin({ isRepin: true }), partner, false],
    ['not for non-partners', pin(), viewer({ id: '7' }), false],
    ["not for someone else's pin", pin(), viewer({ id: '8', isPartner: true }), false],
  ])('A3: creator analytics: %s', (_n, p, v, expected) => {
    expect(showCreatorAnalytics(p, v)).toBe(expected);
  });

  // The pin's owner is user 7 (the fixture's pinner); the partner here is user 8, acting for the subject named.
  const other = viewer({ id: '8', isPartner: true });
  it.each([
    ["a partner on a pin the subject owns (the profile's account they act for)", pin(), other, '7', true],
    ['not when the subject is someone else', pin(), other, '9', false],
    ['not for a repin the subject owns', pin({ isRepin: true }), other, '7', false],
    ["not on the subject's secret board", pin({ board: board({ privacy: 'secret' }) }), other, '7', false],
    ['not for a member who is not a partner', pin(), viewer({ id: '8' }), '7', false],
  ])('A3: creator analytics with a subject: %s', (_n, p, v, subject, expected) => {
    expect(showCreatorAnalytics(p, v, subject)).toBe(expected);
  });

  it.each([
    [true, '?deb_grid=1', true],
    [true, '?debug=1', false],
    [false, '?deb_grid=1', false],
  ])('A2: debug box for employee=%s with %s', (isEmployee, search, expected) => {
    expect(showDebugBox(viewer({ isEmployee }), search)).toBe(expected);
  });

  it('A2: an internal address sees it like an employee (pin-card: Who it serves, Roles)', () => {
    expect(showDebugBox(viewer({ isEmployee: false, isInternal: true }), '?deb_x=1')).toBe(true);
    expect(showDebugBox(viewer({ isEmployee: false, isInternal: true }), '?x=1')).toBe(false);
    expect(showDebugBox(viewer({ isEmployee: false, isInternal: false }), '?deb_x=1')).toBe(false);
  });
});
