// The pure save rules: saved label, toast texts and link, one-tap state machine, signed-out saves,
// board picker order and search, login modal titles (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#errors-and-messages-spec-000-8, docs/rules/pin-card.md#constants-spec-000-9; docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9).
import { describe, expect, it } from 'vitest';
import { SAVE_TIMING } from '#shared/constants.ts';
import { needsSaveBehavior, orderPickerBoards, type PickerBoard, savesToProfile, searchPickerBoards } from '#shared/save/boardPicker.ts';
import { addLoggedOutSave, parseLoggedOutSaves } from '#shared/save/loggedOutSaves.ts';
import { loginTitle } from '#shared/save/loginTitles.ts';
import { acceptsTap, nextOneTapState, type OneTapEvent, type OneTapState } from '#shared/save/oneTap.ts';
import { overlayName, savedAnimationMs, savedLabel, showsNewlySaved } from '#shared/save/savedText.ts';
import { SAVE_ERRORS, saveErrorText, saveToastEditUrl, saveToastText, toastAnimatesIcon, toastDelay, toastDuration } from '#shared/save/toast.ts';

const board = (name: string) => ({ name, layout: 'default' as const });
const quick = { name: 'Quick Saves', layout: 'quick_saves' as const };

describe('A27: saved text on a card (pin-card: Card states and the save flow, Constants)', () => {
  it.each([
    [board('Kitchen'), 0, 'Saved!'],
    [board('Kitchen'), 949, 'Saved!'],
    [board('Kitchen'), 950, 'Kitchen'],
    [null, 950, 'Saved to Profile'],
    [quick, 2000, 'Saved to Profile'],
    [board('A board name that is far too long to show'), 950, 'A board name that is…'],
  ])('A59: %o after %i ms reads %s', (b, ms, text) => {
    expect(savedLabel(b, ms)).toBe(text);
  });

  it.each([
    [board('Kitchen'), 0, 'Saved!'],
    [board('Kitchen'), 950, 'Saved'],
    [null, 950, 'Saved'],
  ])('A27: where a board button beside Save names the board, %o after %i ms reads %s', (b, ms, text) => {
    expect(savedLabel(b, ms, true)).toBe(text);
  });

  it.each([
    ['exactly twenty-two chr', 'exactly twenty-two chr'],
    ['twenty-three characters', 'twenty-three character…'.slice(0, 21) + '…'],
  ])('A27, A58: cuts overlay names at 22 characters: %s', (name, expected) => {
    expect(overlayName(name)).toBe(expected);
    expect([...overlayName(name)].length).toBeLessThanOrEqual(22);
  });

  it.each([
    [false, true, true],
    [true, true, false],
    [false, false, false],
  ])('newly saved only when not saved at first render (%s, %s -> %s)', (atFirst, now, shows) => {
    expect(showsNewlySaved(atFirst, now)).toBe(shows);
  });
});

describe('save toast (pin-card: Card states and the save flow, Errors and messages; closeup-and-visitors: States and actions, Constants)', () => {
  it.each([
    [{ board: board('Kitchen') }, 'Saved to Kitchen'],
    [{ board: board('Kitchen'), section: { name: 'Tiles' } }, 'Saved to Tiles in Kitchen'],
    [{ board: null }, 'Saved to Profile'],
    [{ board: quick, section: null }, 'Saved to Profile'],
  ])('A28: %o -> %s', (input, text) => {
    expect(saveToastText(input)).toBe(text);
  });

  it('A6: opens the repin editor from Change and Organize', () => {
    expect(saveToastEditUrl('77', '5', '12')).toBe('/pin/77/repin/?isEditingPin=true&pinBoardId=5&isFromToast=true&originalPinId=12');
  });

  it('A59, C40, C55: stays 5000 ms and waits 2500 ms while the repin animation runs', () => {
    expect(toastDuration('saved')).toBe(5000);
    expect(toastDelay(true)).toBe(2500);
    expect(toastDelay(false)).toBe(0);
  });

  it('C40: any other toast stays the default 2000 ms; both fade out in 200 ms and the icon animates after 700 ms (closeup-and-visitors: States and actions, Constants)', () => {
    expect(toastDuration('message')).toBe(2000);
    expect(SAVE_TIMING.toastFadeOut).toBe(200);
    expect(SAVE_TIMING.toastAnimationStart).toBe(700);
  });

  it.each([
    ['a quick save to the profile', null, true],
    ['a save to a board just created (no pins before)', { pinCount: 0 }, true],
    ['a repin to an existing board', { pinCount: 12 }, false],
    ['a repin to an existing board named by id only', {}, false],
  ])('C40: %s -> animated icon %s (closeup-and-visitors: States and actions)', (_what, target, animated) => {
    expect(toastAnimatesIcon(target)).toBe(animated);
  });

  it('A59: the saved animation runs 1 s for a new save and 0.12 s for a pin already on that board (pin-card: Constants)', () => {
    expect(savedAnimationMs(true)).toBe(1000);
    expect(savedAnimationMs(false)).toBe(120);
  });

  it.each([
    ['Board not found.', 'Board not found.'],
    ['', 'Sorry! Something went wrong on our end.'],
    [null, 'Sorry! Something went wrong on our end.'],
  ])('A57: a failed save shows %o as %s', (message, text) => {
    expect(saveErrorText(message)).toBe(text);
  });

  it("A57: a failed delete and a delete say the rules' words", () => {
    expect(SAVE_ERRORS.delete).toBe('Sorry! There was an error deleting your Pin.');
    expect(SAVE_ERRORS.deleted).toBe('Pin deleted!');
  });
});

describe('A26: one-tap save (pin-card: Card states and the save flow)', () => {
  it.each<[OneTapState, OneTapEvent, OneTapState]>([
    ['unsaved', 'tap', 'saving'],
    ['saving', 'succeeded', 'saved'],
    ['saving', 'failed', 'unsaved'],
    ['saving', 'tap', 'saving'],
    ['saved', 'tap', 'deleting'],
    ['deleting', 'succeeded', 'unsaved'],
    ['deleting', 'failed', 'saved'],
    ['deleting', 'tap', 'deleting'],
  ])('A57: %s + %s -> %s', (state, event, next) => {
    expect(nextOneTapState(state, event)).toBe(next);
  });

  it.each<[OneTapState, boolean]>([
    ['unsaved', true],
    ['saving', false],
    ['saved', true],
    ['deleting', false],
  ])('taps in %s accepted: %s', (s, ok) => {
    expect(acceptsTap(s)).toBe(ok);
  });
});

describe('signed-out saves (closeup-and-visitors: Entities, Validation, Constants)', () => {
  const one = [{ pinId: '1', savedAt: 1 }];
  const two = [...one, { pinId: '2', savedAt: 2 }];
  it.each([
    ['a first save', [], '1', true, ['1']],
    ['a second pin', one, '2', true, ['1', '2']],
    ['the same pin again (replaces)', two, '1', true, ['2', '1']],
    ['a third pin (refused)', two, '3', false, ['1', '2']],
  ])('%s', (_what, saves, pinId, accepted, ids) => {
    const result = addLoggedOutSave(saves, pinId, 9);
    expect(result.accepted).toBe(accepted);
    expect(result.saves.map((s) => s.pinId)).toEqual(ids);
  });

  it.each([
    [null, 0],
    ['not json', 0],
    ['{}', 0],
    ['[{"pinId":"x","savedAt":1}]', 0],
    ['[{"pinId":"4","savedAt":1},{"pinId":"5","savedAt":2},{"pinId":"6","savedAt":3}]', 2],
  ])('reads stored %s as %i saves', (raw, n) => {
    expect(parseLoggedOutSaves(raw)).toHaveLength(n);
  });
});

describe('board picker (closeup-and-visitors: Entities, Constants)', () => {
  const b = (entityId: string, name: string, lastPinnedAt: number | null, createdAt: number, layout: PickerBoard['layout'] = 'default'): PickerBoard => ({
    entityId,
    name,
    layout,
    lastPinnedAt,
    createdAt,
  });
  const boards = [
    b('1', 'Old', 10, 1),
    b('2', 'Never used', null, 50),
    b('3', 'Recent kitchen', 99, 2),
    b('4', 'Quick Saves', 500, 0, 'quick_saves'),
    b('5', 'New empty', null, 60),
  ];

  it('lists the most recently saved-to first, then never-used boards by creation, without quick saves', () => {
    expect(orderPickerBoards(boards).map((x) => x.entityId)).toEqual(['3', '1', '5', '2']);
  });

  it.each([
    ['kitchen', ['3']],
    ['KITCHEN rec', ['3']],
    ['', ['1', '2', '3', '4', '5']],
    ['zzz', []],
  ])('search %s', (q, ids) => {
    expect(searchPickerBoards(boards, q).map((x) => x.entityId)).toEqual(ids);
  });

  it.each([
    [0, true],
    [4, true],
    [5, false],
    [12, false],
  ])('C32: fetches save_behavior with %i boards: %s', (n, fetches) => {
    expect(needsSaveBehavior(n)).toBe(fetches);
  });

  it.each([
    [0, true],
    [1, false],
  ] as const)('C32: save_behavior %i saves to the profile: %s', (sb, toProfile) => {
    expect(savesToProfile(sb)).toBe(toProfile);
  });
});

describe('login modal titles (closeup-and-visitors: Constants)', () => {
  it.each([
    ['save', 'Log in to save this Pin'],
    ['send', 'Log in to send this Pin'],
    ['edit', 'Log in to edit this Pin'],
    ['hide', 'Log in to hide this Pin'],
    ['create', 'Log in to create a Pin or board'],
    ['createBoard', 'Log in to create a board'],
    ['shareProfile', 'Log in to share the profile'],
    ['follow', 'Log in to follow'],
    ['unfollow', 'Log in to unfollow'],
    ['anything else', 'Log in to continue'],
    ['toString', 'Log in to continue'],
  ])('C58: %s -> %s', (reason, title) => {
    expect(loginTitle(reason)).toBe(title);
  });

  it('names the inviter of a board invite', () => {
    expect(loginTitle('boardInvite', 'Ada')).toBe('Ada invited you to join their board');
  });
});
