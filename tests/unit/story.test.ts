// Pure rules of the story pin page viewer on the closeup: which pages show (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4
// deleted story pins), paging by button, key and swipe (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4), the progress
// text and the durations (docs/rules/pin-card.md#display-rules-spec-000-5).
import { describe, expect, it } from 'vitest';
import {
  moveStoryPage,
  STORY_SWIPE_MIN_PX,
  storyArrows,
  storyDurationBadge,
  storyKeyStep,
  storyPageDuration,
  storyPageTexts,
  storyPageVisual,
  storyProgressText,
  storySwipeStep,
  storyView,
} from '#shared/closeup/story.ts';
import type { Pin, StoryPinPage } from '#shared/types.ts';

const image = (sig = 'a'): StoryPinPage => ({ blocks: [{ type: 'image', imageSignature: sig }] });
const video = (ms: number): StoryPinPage => ({ blocks: [{ type: 'video', imageSignature: 'v', duration: ms }] });
const story = (pages: StoryPinPage[], extra: Partial<NonNullable<Pin['storyPinData']>> = {}): Pin['storyPinData'] => ({
  pages,
  staticPageCount: pages.filter((p) => p.blocks.every((b) => b.type !== 'video')).length,
  totalVideoDuration: pages.reduce((s, p) => s + storyPageDurationOfVideo(p), 0),
  ...extra,
});
const storyPageDurationOfVideo = (p: StoryPinPage) => p.blocks.reduce((s, b) => s + (b.type === 'video' ? (b.duration ?? 0) : 0), 0);

describe('which pages the closeup shows (pin-card: Pins, boards and viewers, Card states and the save flow)', () => {
  it.each([
    ['no story data', undefined, 'none', 0],
    ['a deleted story never shows pages', story([image(), image()], { isDeleted: true }), 'deleted', 0],
    ['two image pages', story([image(), image('b')]), 'pages', 2],
    ['a text-only page counts', story([image(), { blocks: [{ type: 'text', text: 'Step two' }] }]), 'pages', 2],
    ['empty pages are left out', story([image(), { blocks: [] }, { blocks: [{ type: 'text', text: '  ' }] }]), 'pages', 1],
    ['no page with content: no viewer', story([{ blocks: [] }]), 'none', 0],
  ] as const)('%s', (_name, data, kind, pages) => {
    const view = storyView(data);
    expect(view.kind).toBe(kind);
    expect(view.kind === 'pages' ? view.pages.length : 0).toBe(pages);
  });
});

describe('paging (closeup-and-visitors: States and actions: arrows move one page and are disabled at the ends)', () => {
  it.each([
    [0, -1, 4, 0],
    [0, 1, 4, 1],
    [3, 1, 4, 3],
    [2, -1, 4, 1],
    [0, 1, 1, 0],
    [0, -1, 0, 0],
  ] as const)('from %i moving %i of %i pages lands on %i', (index, dir, count, expected) => {
    expect(moveStoryPage(index, dir, count)).toBe(expected);
  });

  it.each([
    [0, 3, true, false],
    [1, 3, false, false],
    [2, 3, false, true],
    [0, 1, true, true],
  ])('on page %i of %i: previous disabled %s, next disabled %s', (index, count, prev, next) => {
    expect(storyArrows(index, count)).toEqual({ prevDisabled: prev, nextDisabled: next });
  });

  it.each([
    [0, 5, '1 of 5'],
    [4, 5, '5 of 5'],
    [9, 5, '5 of 5'],
    [-2, 5, '1 of 5'],
    [0, 1, '1 of 1'],
    [0, 0, '1 of 1'],
  ])('progress on page index %i of %i reads "%s"', (index, count, text) => {
    expect(storyProgressText(index, count)).toBe(text);
  });

  it.each([
    ['ArrowLeft', -1],
    ['ArrowRight', 1],
    ['ArrowUp', null],
    ['Enter', null],
    [' ', null],
  ] as const)('key %j pages by %s', (key, step) => expect(storyKeyStep(key)).toBe(step));
});

describe('swipes (pin-card: Card states and the save flow: left advances unless on the last page, right goes back above index 0)', () => {
  it.each([
    [-STORY_SWIPE_MIN_PX, 0, 3, 1],
    [-120, 2, 3, null],
    [120, 1, 3, -1],
    [120, 0, 3, null],
    [-(STORY_SWIPE_MIN_PX - 1), 0, 3, null],
    [STORY_SWIPE_MIN_PX - 1, 2, 3, null],
    [Number.NaN, 1, 3, null],
  ] as const)('a swipe of %s px on page %i of %i steps %s', (dx, index, count, step) => {
    expect(storySwipeStep(dx, index, count)).toBe(step);
  });
});

describe('page content', () => {
  it.each([
    ['image page', image('x'), 'x'],
    ['video page shows its poster', video(3000), 'v'],
    [
      'text first, image after',
      {
        blocks: [
          { type: 'text', text: 'Hi' },
          { type: 'image', imageSignature: 'y' },
        ],
      } as StoryPinPage,
      'y',
    ],
    ['text only', { blocks: [{ type: 'text', text: 'Hi' }] } as StoryPinPage, null],
  ])('%s: the picture is %s', (_n, page, sig) => expect(storyPageVisual(page)?.imageSignature ?? null).toBe(sig));

  it('text blocks are trimmed and empty ones dropped', () => {
    expect(
      storyPageTexts({
        blocks: [
          { type: 'text', text: ' One ' },
          { type: 'image', imageSignature: 'a' },
          { type: 'text', text: '' },
          { type: 'text', text: 'Two' },
        ],
      }),
    ).toEqual(['One', 'Two']);
  });
});

describe('durations (pin-card: Display rules: a static page counts 5000 ms, video pages their own)', () => {
  it.each([
    ['static page', image(), 5000],
    ['video page', video(12300), 12300],
    [
      'two video blocks',
      {
        blocks: [
          { type: 'video', duration: 1000 },
          { type: 'video', duration: 2000 },
        ],
      } as StoryPinPage,
      3000,
    ],
    ['video without a duration counts as static', { blocks: [{ type: 'video', imageSignature: 'v' }] } as StoryPinPage, 5000],
    ['negative duration ignored', video(-5), 5000],
  ])('%s lasts %i ms', (_n, page, ms) => expect(storyPageDuration(page)).toBe(ms));

  it.each([
    ['one static page: no badge', story([image()]), null],
    ['three static pages: 0:15', story([image(), image(), image()]), '0:15'],
    ['one static and a 12.3 s video: 0:17', story([image(), video(12300)]), '0:17'],
    ['a single video page: its length', story([video(65000)]), '1:05'],
    ['deleted: no badge', story([image(), image()], { isDeleted: true }), null],
    ['no story: no badge', undefined, null],
  ])('%s', (_n, data, text) => expect(storyDurationBadge(data)).toBe(text));
});
