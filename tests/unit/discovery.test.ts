// Discovery rules: search queries and scopes (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3), the unfollow offer after
// hiding a pin and its texts (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#errors-and-messages-spec-000-8: names cut at 32 characters plus an ellipsis), and
// the pin feedback table (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7: feedback_type 1 → reported).
import { describe, expect, it } from 'vitest';
import { unfollowedText, unfollowLabel, unfollowOffer } from '#shared/discovery/unfollowOffer.ts';
import { FEEDBACK_STATUSES, FEEDBACK_TYPE_STATUS, feedbackStatusText, REPORT_FEEDBACK_TYPE } from '#shared/report/pinFeedback.ts';
import {
  isOwnScope,
  isPinScope,
  isSearchScope,
  normaliseQuery,
  SEARCH_LIMITS,
  SEARCH_SCOPES,
  searchPath,
  searchSource,
  searchWords,
} from '#shared/search/query.ts';
import { board, pin, user } from './pinCard/fixtures.ts';

describe('search queries (pin-card: Pins, boards and viewers)', () => {
  it('A17: has exactly the nine search scopes (pin-card: Pins, boards and viewers)', () => {
    expect(SEARCH_SCOPES).toEqual(['pins', 'buyable_pins', 'my_pins', 'videos', 'boards', 'users', 'idea_pins', 'my_content', 'shop_tool']);
    expect(SEARCH_SCOPES.filter(isPinScope)).not.toContain('boards');
    expect(SEARCH_SCOPES.filter(isOwnScope)).toEqual(['my_pins', 'my_content']);
    expect(isSearchScope('nope')).toBe(false);
  });

  it.each([
    ['Blue  vases!', ['blue', 'vases']],
    ['%%%$^', []],
    ['', []],
    ['日本語 😀', ['日本語']],
    ['Café CRÈME', ['café', 'crème']],
    ['" OR * NEAR(', ['or', 'near']],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('the words of %j are %j', (query, words) => {
    expect(searchWords(query)).toEqual(words);
  });

  it('normalises and cuts a query, never refusing it', () => {
    expect(normaliseQuery('  ｆｕｌｌ\twidth  ')).toBe('full width');
    expect(normaliseQuery('x'.repeat(5000))).toHaveLength(SEARCH_LIMITS.queryLength);
    expect(normaliseQuery(undefined)).toBe('');
  });

  it('keeps a well-formed rs source on the results path', () => {
    expect(searchPath('living room', 'pins', 'pin_annotation')).toBe('/search/pins/?q=living+room&rs=pin_annotation');
    expect(searchPath('bread', 'boards')).toBe('/search/boards/?q=bread');
    expect(searchSource('pin_annotation')).toBe('pin_annotation');
    expect(searchSource('<script>')).toBeNull();
  });
});

describe('the unfollow offer after hiding a pin (pin-card: Card states and the save flow, Errors and messages)', () => {
  const long = 'A board with a name far longer than thirty-two characters';
  const followedBoard = pin({ recommendationReason: { reason: 'RECENT_FOLLOWED_BOARD', hasBoard: true }, board: board({ name: long }) });
  const followedPinner = pin({ recommendationReason: { reason: 'FOLLOWING_FEED' }, pinner: user({ fullName: 'Pat Pinner' }) });
  const topic = pin({ recommendationReason: { reason: 'FOLLOWED_INTEREST' }, sourceInterest: { entityId: '4', name: 'Ceramics', urlName: 'ceramics' } });

  it.each([
    ['a followed board', followedBoard, 'board', `You unfollowed the board ${long.slice(0, 32)}… and won't see Pins saved to it anymore.`],
    ['a followed pinner', followedPinner, 'pinner', "You unfollowed Pat Pinner and won't see Pins they save anymore."],
    ['a followed topic', topic, 'topic', "We'll show you less Pins from Ceramics in the future."],
  ])('A32: offers to unfollow %s, with its text once done', (_what, p, kind, text) => {
    const offer = unfollowOffer(p, '/');
    expect(offer?.kind).toBe(kind);
    expect(unfollowedText(offer!)).toBe(text);
  });

  it('cuts names in the offer at 32 characters plus an ellipsis', () => {
    expect(unfollowLabel(unfollowOffer(followedBoard, '/')!)).toBe(`Unfollow ${long.slice(0, 32)}…`);
  });

  it('A32: offers nothing on paths containing "following" or for pins not from a follow', () => {
    expect(unfollowOffer(followedBoard, '/homefeed/following/')).toBeNull();
    expect(unfollowOffer(pin({ recommendationReason: { reason: 'BOARD_BASED', hasBoard: true } }), '/')).toBeNull();
    expect(unfollowOffer(pin({}), '/')).toBeNull();
  });
});

describe('pin feedback (pin-card: Card states and the save flow, Calls, Errors and messages)', () => {
  it('has the statuses unset, reported, unfollowed, and feedback_type 1 reports', () => {
    expect(FEEDBACK_STATUSES).toEqual(['unset', 'reported', 'unfollowed']);
    expect(REPORT_FEEDBACK_TYPE).toBe(1);
    expect(FEEDBACK_TYPE_STATUS[REPORT_FEEDBACK_TYPE]).toBe('reported');
  });

  it.each([
    ['unset', null],
    ['reported', { title: 'Reported', line: 'Thanks for helping keep our community safe.' }],
    ['unfollowed', { title: 'Pin hidden', line: "Got it! We'll try to show you more relevant Pins in the future." }],
  ] as const)('shows %s as %j', (status, text) => {
    expect(feedbackStatusText(status)).toEqual(text);
  });
});
