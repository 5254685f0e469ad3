// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 board and pin actions: the visitor's dismissed-sensitivity cookie
// (shared/boards/sensitivity.ts) and the suggested creators' contract (shared/api/creators.ts).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BoardMoreIdeasBadgeResource, BoardSensitivityScreenResource } from '#shared/api/boards.ts';
import { SUGGESTED_CREATORS, SuggestedCreatorsResource } from '#shared/api/creators.ts';
import { dismissedBoards, withDismissed } from '#shared/boards/sensitivity.ts';

describe('dismissed sensitivity screens of a signed-out visitor (closeup-and-visitors: States and actions)', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['4.9', ['4', '9']],
    ['4.x.9.<script>', ['4', '9']],
  ])('the cookie %j names the boards %j (closeup-and-visitors: States and actions)', (value, boards) => {
    expect(dismissedBoards(value)).toEqual(boards);
  });

  it('dismissing adds the board once, newest last, and keeps the 40 most recent (closeup-and-visitors: States and actions)', () => {
    expect(withDismissed(undefined, '12')).toBe('12');
    expect(withDismissed('4.12.9', '12')).toBe('4.9.12');
    const many = Array.from({ length: 45 }, (_, i) => String(i + 1)).join('.');
    const kept = dismissedBoards(withDismissed(many, '100'));
    expect(kept).toHaveLength(40);
    expect(kept.at(-1)).toBe('100');
    expect(kept[0]).toBe('7');
  });
});

describe('board and pin action contracts (closeup-and-visitors: States and actions)', () => {
  it('dismissing a sensitivity screen is a member’s action; the more-ideas badge is the owner’s (closeup-and-visitors: States and actions)', () => {
    expect(BoardSensitivityScreenResource.create.access).toBe('member');
    expect(BoardMoreIdeasBadgeResource.delete.access).toBe('owner');
  });

  it('suggested creators are at most three, for a member, asked by pin id (closeup-and-visitors: States and actions)', () => {
    expect(SUGGESTED_CREATORS).toBe(3);
    expect(SuggestedCreatorsResource.get.access).toBe('member');
    expect(v.safeParse(SuggestedCreatorsResource.get.options, { pin_id: '12' }).success).toBe(true);
    expect(v.safeParse(SuggestedCreatorsResource.get.options, { pin_id: 'abc' }).success).toBe(false);
  });
});
