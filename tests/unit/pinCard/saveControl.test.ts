// docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#roles-spec-000-6: which save control a card shows.
import { describe, expect, it } from 'vitest';
import { localSaveTap, oneTapRepinPath } from '#shared/pinCard/localSave.ts';
import { chooseSaveControl, offersPromote, preselectedBoardId, SIGNED_OUT_HOVER_TEXT } from '#shared/pinCard/saveControl.ts';
import { ctx, inGroups, pin, signedOut, viewer } from './fixtures.ts';

const ownBoard = { entityId: '30', ownerId: '1', collaboratedByMe: false, isCollaborative: false };
const otherBoard = { entityId: '31', ownerId: '9', collaboratedByMe: false, isCollaborative: false };
// The pin fixture's pinner is user 7; a business account (partner) signed in as 7 is its advertiser.
const advertiserFields = { id: '7', isPartner: true };
const advertiser = viewer(advertiserFields);
const collabBoard = { entityId: '32', ownerId: '9', collaboratedByMe: true, isCollaborative: true };

describe('A25: promote is offered only on a quick-promotable pin the partner owns (pin-card: Who it serves)', () => {
  it.each([
    ['a partner-owned pin that is quick-promotable', true, true, 'promote'],
    ['a partner-owned pin that is not quick-promotable', false, false, 'inline'],
  ])('%s', (_n, isQuickPromotable, offered, control) => {
    const p = pin({ isQuickPromotable });
    expect(p.pinner.entityId).toBe(advertiserFields.id);
    expect(offersPromote(p, ctx(advertiser))).toBe(offered);
    expect(chooseSaveControl(p, ctx(advertiser))).toBe(control);
  });
});

describe('A24: save control choice (pin-card: Card states and the save flow)', () => {
  it.each([
    ['signed-out visitors get the upsell', pin(), ctx(signedOut()), 'upsell'],
    ['shopping catalogs hide the button', pin(), ctx(viewer(), 'shoppingCatalog'), 'hidden'],
    ['the organization profile manager hides it', pin(), ctx(viewer(), 'organizationProfileManager'), 'hidden'],
    ['removable promoted pins hide it', pin({ isPromoted: true, promotedIsRemovable: true }), ctx(), 'hidden'],
    ['the business owning a quick-promotable pin gets promote (pin-card: Who it serves)', pin({ isQuickPromotable: true }), ctx(advertiser), 'promote'],
    ['a personal member saves a quick-promotable pin (pin-card: Who it serves)', pin({ isQuickPromotable: true }), ctx(viewer()), 'inline'],
    ['another business saves a quick-promotable pin (pin-card: Who it serves)', pin({ isQuickPromotable: true }), ctx(viewer({ isPartner: true })), 'inline'],
    [
      'a personal member with the pinner id is not an advertiser (pin-card: Who it serves)',
      pin({ isQuickPromotable: true }),
      ctx(viewer({ id: '7' })),
      'inline',
    ],
    ['desktop viewers get inline (better save)', pin(), ctx(viewer()), 'inline'],
    ['mobile viewers get classic', pin(), ctx(viewer({ isMobile: true })), 'classic'],
    ['board owners get classic on their board surfaces', pin(), ctx(viewer(), 'boardMoreIdeas', { board: ownBoard }), 'classic'],
    ['collaborators get classic on their board surfaces', pin(), ctx(viewer(), 'boardMoreIdeas', { board: collabBoard }), 'classic'],
    ['owners get inline on the board grid', pin(), ctx(viewer({ isMobile: true }), 'board', { board: ownBoard }), 'inline'],
    ["others' boards follow the device rule", pin(), ctx(viewer({ isMobile: true }), 'board', { board: otherBoard }), 'classic'],
    ['quick save replaces inline', pin(), ctx(inGroups({ quick_save: 'enabled' })), 'persistentOneClickSave'],
    ['quick save replaces classic', pin(), ctx(inGroups({ quick_save: 'enabled' }, { isMobile: true })), 'persistentOneClickSave'],
    ['quick save does not replace promote', pin({ isQuickPromotable: true }), ctx(inGroups({ quick_save: 'enabled' }, advertiserFields)), 'promote'],
  ])('%s', (_n, p, c, expected) => {
    expect(chooseSaveControl(p, c)).toBe(expected);
  });

  it.each([
    [
      'a profile grid whose quicksave flag is set gets the one-tap quick save (closeup-and-visitors: Roles)',
      pin(),
      ctx(viewer(), 'profile', { quickSave: true }),
      'persistentOneClickSave',
    ],
    ['a profile grid without the flag keeps the device rule (closeup-and-visitors: Roles)', pin(), ctx(viewer(), 'profile', { quickSave: false }), 'inline'],
    ['the flag does not reach signed-out visitors (closeup-and-visitors: Roles)', pin(), ctx(signedOut(), 'profile', { quickSave: true }), 'upsell'],
    [
      'the flag does not replace promote (closeup-and-visitors: Roles)',
      pin({ isQuickPromotable: true }),
      ctx(advertiser, 'profile', { quickSave: true }),
      'promote',
    ],
  ])('%s', (_n, p, c, expected) => {
    expect(chooseSaveControl(p, c)).toBe(expected);
  });

  it('preselects the board on an own board grid only', () => {
    expect(preselectedBoardId(ctx(viewer(), 'board', { board: ownBoard }))).toBe('30');
    expect(preselectedBoardId(ctx(viewer(), 'board', { board: otherBoard }))).toBeUndefined();
    expect(preselectedBoardId(ctx(viewer(), 'home'))).toBeUndefined();
  });

  it('A1: signed-out hover text is "Open" (pin-card: Card states and the save flow)', () => {
    expect(SIGNED_OUT_HOVER_TEXT).toBe('Open');
  });
});

describe('the explore local tab (pin-card: Screens and routes, Card states and the save flow)', () => {
  it.each([
    [
      'members save in one tap on the explore local tab (desktop) (pin-card: Card states and the save flow)',
      ctx(viewer(), 'exploreLocal'),
      'persistentOneClickSave',
    ],
    [
      'members save in one tap on the explore local tab (phone) (pin-card: Card states and the save flow)',
      ctx(viewer({ isMobile: true }), 'exploreLocal'),
      'persistentOneClickSave',
    ],
    [
      'whatever their quick save group (pin-card: Card states and the save flow)',
      ctx(inGroups({ quick_save: 'control' }), 'exploreLocal'),
      'persistentOneClickSave',
    ],
    ['signed-out visitors still get the upsell there', ctx(signedOut(), 'exploreLocal'), 'upsell'],
  ])('%s', (_n, c, expected) => {
    expect(chooseSaveControl(pin(), c)).toBe(expected);
  });

  it('the state comes from whether the pin is pinned to a board, and a pinned tap goes to the repin page instead of unsaving (pin-card: Card states and the save flow)', () => {
    expect(localSaveTap(pin({ entityId: '42', pinnedToBoard: null }), false, '/today/local/')).toEqual({ state: 'unsaved' });
    expect(localSaveTap(pin({ entityId: '42' }), false, '/today/local/')).toEqual({ state: 'unsaved' });
    const repin = { state: 'saved', href: '/pin/42/repin/?origin=%2Ftoday%2Flocal%2F' };
    expect(localSaveTap(pin({ entityId: '42', pinnedToBoard: { entityId: '30', name: 'Kitchen' } }), false, '/today/local/')).toEqual(repin);
    // Saved in this visit (one tap just now): the next tap goes to the repin page too.
    expect(localSaveTap(pin({ entityId: '42', pinnedToBoard: null }), true, '/today/local/')).toEqual(repin);
  });

  it('the repin page of a one-tap save carries the origin to come back to (pin-card: Screens and routes)', () => {
    expect(oneTapRepinPath('42', '/today/local/?x=1')).toBe('/pin/42/repin/?origin=%2Ftoday%2Flocal%2F%3Fx%3D1');
  });
});

describe('boardless pins and section suggested pins (pin-card: Screens and routes, Card states and the save flow)', () => {
  const quickSaves = { entityId: '40', ownerId: '1', collaboratedByMe: false, isCollaborative: false };
  it.each([
    [
      'the owner of boardless pins saves with the picker (classic), no board preselected (pin-card: Card states and the save flow)',
      ctx(viewer(), 'boardlessPins', { board: quickSaves }),
      'classic',
    ],
    ["others' boardless pins follow the device rule", ctx(viewer(), 'boardlessPins', { board: otherBoard }), 'inline'],
    ['section suggested pins follow the device rule', ctx(viewer({ isMobile: true }), 'sectionSuggestedPins'), 'classic'],
  ])('%s', (_n, c, expected) => {
    expect(chooseSaveControl(pin(), c)).toBe(expected);
    expect(preselectedBoardId(c)).toBeUndefined();
  });
});
