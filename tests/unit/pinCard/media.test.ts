// docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#constants-spec-000-9: image crop, carousel, video, links, right-click and selection rules.
import { describe, expect, it } from 'vitest';
import { imageSpecs } from '#shared/images.ts';
import { boardLink } from '#shared/pinCard/board.ts';
import { carouselArrows, scrollArrows, scrollStep, scrollTarget, swipe, swipeDirection } from '#shared/pinCard/carousel.ts';
import { cardImageBox, cardImageLoading, cardImageSources, FIRST_SCREEN_CARDS, usableCrop } from '#shared/pinCard/image.ts';
import { externalUrl, isClickthroughTarget } from '#shared/pinCard/links.ts';
import { selectionState } from '#shared/pinCard/selection.ts';
import { autoplayTreatment, MEDIA_ERRORS, videosToPause } from '#shared/pinCard/video.ts';
import { sessionChange } from '#shared/pinCard/videoSession.ts';
import { board, pin, viewer } from './fixtures.ts';

describe('image box (pin-card: Display rules, Constants)', () => {
  it.each([
    [
      { minY: 0.1, maxY: 0.6 },
      { minY: 0.1, maxY: 0.6 },
    ],
    [{ minY: null, maxY: null }, null],
    [{ minY: 0.1, maxY: null }, null],
    // Numbers written as text are not numbers: the crop is refused, whichever bound it is.
    [{ minY: 0.1, maxY: '0.6' }, null],
    [{ minY: '0.1', maxY: 0.6 }, null],
    [undefined, null],
  ])('A42: crop %o is usable only with two numbers', (crop, expected) => {
    expect(usableCrop(crop as Parameters<typeof usableCrop>[0])).toEqual(expected);
  });
  it('sizes the box from the crop and the column width', () => {
    const p = pin({ images: { '736x': { url: '/x', width: 736, height: 1000 } }, imageCrop: { minY: 0.2, maxY: 0.7 } });
    expect(cardImageBox(p, 236, 'home')).toEqual({ image: p.images['736x'], height: Math.round((500 * 236) / 736), objectPosition: '50% 40%' });
  });
  it('A60: gives an imageless pin the square height (72, or 104 on the shop feed)', () => {
    expect(cardImageBox(pin({ images: {} }), 236, 'home').height).toBe(72);
    expect(cardImageBox(pin({ images: {} }), 236, 'shopFeed').height).toBe(104);
  });
});

describe("a card picture's sources (pin-card: Pins, boards and viewers)", () => {
  const images = imageSpecs('sig', 'jpg', 1000, 1500, false);
  const card = { '236x': images['236x'], '474x': images['474x'], '736x': images['736x'] };
  it('names the size as wide as the column the src (the 1x) and the larger ones by their density (pin-card: Pins, boards and viewers)', () => {
    expect(cardImageSources(card, '/fallback.jpg', 236)).toEqual({
      src: '/i/236x/sig.jpg',
      srcSet: '/i/474x/sig.jpg 2.01x, /i/736x/sig.jpg 3.12x',
    });
  });
  it('in a narrower column keeps every size by density, the smallest also the src (the same picture at 1x) (pin-card: Pins, boards and viewers)', () => {
    expect(cardImageSources(card, '/fallback.jpg', 175)).toEqual({
      src: '/i/236x/sig.jpg',
      srcSet: '/i/236x/sig.jpg 1.35x, /i/474x/sig.jpg 2.71x, /i/736x/sig.jpg 4.21x',
    });
  });
  it('in a wider column says widths and sizes, as the smallest is under 1x (pin-card: Pins, boards and viewers)', () => {
    expect(cardImageSources(card, '/fallback.jpg', 270)).toEqual({
      src: '/fallback.jpg',
      srcSet: '/i/236x/sig.jpg 236w, /i/474x/sig.jpg 474w, /i/736x/sig.jpg 736w',
      sizes: '270px',
    });
  });
  it('a pin without card sizes (a bot sees originals) has only its src (pin-card: Pins, boards and viewers)', () => {
    expect(cardImageSources({ originals: images.originals }, '/i/originals/sig.jpg', 236)).toEqual({ src: '/i/originals/sig.jpg' });
  });
});

describe('image loading by place in the grid', () => {
  it("loads a phone's first screen eagerly, its first two with high priority, the rest lazily", () => {
    const phone = Array.from({ length: 6 }, (_, i) => cardImageLoading(i, true));
    expect(phone.map((l) => l.loading)).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(phone.filter((l) => l.fetchPriority === 'high')).toHaveLength(FIRST_SCREEN_CARDS.phone.high);
  });

  it("loads a desktop's first ten eagerly, four with high priority", () => {
    const desktop = Array.from({ length: 12 }, (_, i) => cardImageLoading(i, false));
    expect(desktop.filter((l) => l.loading === 'eager')).toHaveLength(10);
    expect(desktop.slice(0, 4).every((l) => l.fetchPriority === 'high')).toBe(true);
    expect(desktop[4].fetchPriority).toBeUndefined();
  });

  it('loads every image of a grid below the first screen lazily, none with high priority', () => {
    for (const mobile of [true, false]) expect(cardImageLoading(0, mobile, true)).toEqual({ loading: 'lazy' });
  });
});

describe('A30: carousel (pin-card: Card states and the save flow, Constants)', () => {
  it.each([
    [0, 3, 'left', 1],
    [2, 3, 'left', 2],
    [1, 3, 'right', 0],
    [0, 3, 'right', 0],
  ] as const)('index %i of %i swiped %s → %i', (index, count, direction, expected) => {
    expect(swipe(index, count, direction)).toBe(expected);
  });
  it('A59: needs 10 px to count as a swipe', () => {
    expect(swipeDirection(-9, 0)).toBeNull();
    expect(swipeDirection(-10, 0)).toBe('left');
    expect(swipeDirection(12, 3)).toBe('right');
    expect(swipeDirection(5, 30)).toBeNull();
  });
  it('shows previous past 0 and next before the last slot', () => {
    expect(carouselArrows(0, 3)).toEqual({ previous: false, next: true });
    expect(carouselArrows(2, 3)).toEqual({ previous: true, next: false });
  });
  it('shows scroll arrows past 4 px and steps half the visible width', () => {
    expect(scrollArrows(0, 1000, 400)).toEqual({ left: false, right: true });
    expect(scrollArrows(5, 1000, 400)).toEqual({ left: true, right: true });
    expect(scrollArrows(597, 1000, 400)).toEqual({ left: true, right: false });
    expect(scrollStep(400, 'right')).toBe(200);
    expect(scrollStep(400, 'left')).toBe(-200);
  });
  it('A30: the left arrow shows only past 4 px of scroll, the right one until the last 4 px', () => {
    expect(scrollArrows(1, 1000, 400).left).toBe(false);
    expect(scrollArrows(4, 1000, 400).left).toBe(false);
    expect(scrollArrows(4.5, 1000, 400).left).toBe(true);
    expect(scrollArrows(596, 1000, 400).right).toBe(false);
    expect(scrollArrows(595, 1000, 400).right).toBe(true);
  });
  it('a scroll arrow steps half the visible width, and goes to an end nearer than 4 px (pin-card: Card states and the save flow)', () => {
    expect(scrollTarget(0, 1000, 400, 'right')).toBe(200);
    expect(scrollTarget(300, 1000, 400, 'left')).toBe(100);
    // An odd width's half step, rounded by the browser, then stepped back: the start, not a pixel short of it.
    expect(scrollTarget(111, 1000, 221, 'left')).toBe(0);
    expect(scrollTarget(104, 1000, 200, 'left')).toBe(0);
    expect(scrollTarget(105, 1000, 200, 'left')).toBe(5);
    expect(scrollTarget(400, 1000, 400, 'right')).toBe(600);
    expect(scrollTarget(395, 1000, 400, 'right')).toBe(595);
    expect(scrollTarget(397, 1000, 400, 'right')).toBe(600);
    // A strip no wider than its box has nowhere to go.
    expect(scrollTarget(0, 300, 400, 'right')).toBe(0);
  });
});

describe('video (pin-card: Card states and the save flow)', () => {
  it('names the media error codes', () => {
    expect(MEDIA_ERRORS).toEqual({ 1: 'aborted', 2: 'network', 3: 'decode', 4: 'source not supported' });
  });
  it.each([
    ['organic', pin(), true],
    ['promoted', pin({ isPromoted: true }), false],
    ['downstream promotion', pin({ isDownstreamPromotion: true }), false],
    ['collaborative board the viewer collaborates on', pin({ board: board({ isCollaborative: true, collaboratedByMe: true }) }), false],
  ])('autoplay treatment: %s', (_n, p, expected) => {
    expect(autoplayTreatment(p, viewer())).toBe(expected);
  });
  it('plays one organic video at a time; promoted may play alongside', () => {
    const playing = [
      { id: 'a', promoted: false },
      { id: 'b', promoted: true },
    ];
    expect(videosToPause(playing, { id: 'c', promoted: false })).toEqual(['a']);
    expect(videosToPause(playing, { id: 'd', promoted: true })).toEqual([]);
  });
});

describe('links (pin-card: Card states and the save flow, Display rules)', () => {
  it.each([
    ['https://shop.example/a', 'https://shop.example/a'],
    ['http://shop.example/a', 'http://shop.example/a'],
    ['javascript:alert(1)', null],
    ['ftp://x.example/', null],
    ['//evil.example', null],
  ])('A42: external url %s', (url, expected) => {
    expect(externalUrl(url)).toBe(expected);
  });
  it('A42: never links protected boards', () => {
    expect(boardLink(board({ privacy: 'protected' }))).toBeNull();
    expect(boardLink(board())).toBe('/maker/kitchen/');
  });
  it.each([
    ['https://shop.example/product', true],
    ['/pin/123/', false],
    ['/pin/better-than-takeout-tomato-pasta--62/', false],
    ['https://cdn.example/photo.JPG', false],
    ['https://cdn.example/clip.mp4', false],
    ['https://cdn.example/clip.quicktime', false],
    ['', false],
  ])('A35: right-click on %s is a clickthrough: %s', (href, expected) => {
    expect(isClickthroughTarget(href)).toBe(expected);
  });
  // The spec's ten media extensions (pin-card: Card states and the save flow), written out: each one dropped from the product fails its own case.
  it.each(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'webp', 'mp4', 'm4v', 'quicktime'])(
    'A35: a right-click on a .%s media file is not a clickthrough, in any case of letters',
    (ext) => {
      expect(isClickthroughTarget(`https://cdn.example/media/file.${ext}`)).toBe(false);
      expect(isClickthroughTarget(`https://cdn.example/media/file.${ext.toUpperCase()}?w=2`)).toBe(false);
      expect(isClickthroughTarget(`https://shop.example/${ext}/product`)).toBe(true);
    },
  );
  it('A35: other extensions are clickthroughs', () => {
    for (const ext of ['html', 'php', 'svg', 'avi', 'pdf']) expect(isClickthroughTarget(`https://shop.example/page.${ext}`)).toBe(true);
  });
});

describe('selection states (pin-card: Card states and the save flow)', () => {
  it.each([
    [false, true, false, 'no-selection'],
    [true, true, false, 'selected'],
    [true, false, false, 'deselected'],
    [true, true, true, 'selected-image-only'],
    [true, false, true, 'deselected-image-only'],
  ])('A34: bulk=%s selected=%s imageOnly=%s → %s', (bulk, selected, imageOnly, expected) => {
    expect(selectionState(bulk, selected, imageOnly)).toBe(expected);
  });
});

describe('card video and the session (pin-card: Card states and the save flow)', () => {
  it.each<[string, 'visible' | 'hidden', 'pause' | 'resume' | null]>([
    ['visibilitychange', 'hidden', 'pause'],
    ['visibilitychange', 'visible', 'resume'],
    ['pagehide', 'hidden', 'pause'],
    ['blur', 'visible', 'pause'],
    ['focus', 'visible', 'resume'],
    ['pageshow', 'visible', 'resume'],
    ['focus', 'hidden', null],
    ['scroll', 'visible', null],
  ])('A36: %s with the page %s → %s', (type, visibility, change) => {
    expect(sessionChange(type, visibility)).toBe(change);
  });
});
