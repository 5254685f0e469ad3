// Pure closeup rules of docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#constants-spec-002-9 and docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5: carousel, more button,
// pin_redirect and invites, rich data, comment text, image size choice.
import { describe, expect, it } from 'vitest';
import { closeupArrows, moveCarousel } from '#shared/closeup/closeupCarousel.ts';
import { closeupImageSize } from '#shared/closeup/closeupImage.ts';
import { checkComment, checkMessage } from '#shared/closeup/commentText.ts';
import { moreButtonBehaviour } from '#shared/closeup/moreButton.ts';
import { boardInviteNext, needsPinRedirect, pinRedirectHref, pinRedirectParams } from '#shared/closeup/pinRedirect.ts';
import { pinRedirectPinId } from '#shared/closeup/pinRedirectOrigin.ts';
import { ratingOutOfFive } from '#shared/closeup/richData.ts';
import { shareTargets } from '#shared/closeup/share.ts';
import { CAROUSEL_DOT_SIZE, COMMENT_MAX_LENGTH } from '#shared/constants.ts';

describe('carousel (closeup-and-visitors: States and actions)', () => {
  it.each([
    [0, -1, 5, 1, 0],
    [0, 1, 5, 1, 1],
    [4, 1, 5, 1, 4],
    [3, 1, 5, 2, 4],
    [1, -1, 5, 2, 0],
    [2, 1, 3, 1, 2],
    [0, 1, 1, 1, 0],
    [2, 1, 5, 0, 3],
    [2, 1, 5, 2.5, 3],
  ] as const)('C38: from %i moving %i of %i slots by %i lands on %i', (index, dir, count, perPage, expected) => {
    expect(moveCarousel(index, dir, count, perPage)).toBe(expected);
  });

  it.each([
    [0, 3, true, false],
    [1, 3, false, false],
    [2, 3, false, true],
    [0, 1, true, true],
  ])('C38: at %i of %i: left disabled %s, right disabled %s', (index, count, prev, next) => {
    expect(closeupArrows(index, count)).toEqual({ prevDisabled: prev, nextDisabled: next });
  });

  it('C38, C55: dots are 8 px (closeup-and-visitors: Constants)', () => expect(CAROUSEL_DOT_SIZE).toBe(8));
});

describe('more button (closeup-and-visitors: States and actions)', () => {
  it.each([
    [true, false, true, 'contextMenu'],
    [true, true, true, 'contextMenu'],
    [true, true, false, 'contextMenu'],
    [false, false, true, 'contextMenu'],
    [false, false, false, 'contextMenu'],
    [false, true, true, 'overlay'],
    [false, true, false, 'tap'],
  ] as const)('C37: signed in %s, mobile %s, has pinner %s: %s', (isAuth, isMobile, hasPinner, expected) => {
    expect(moreButtonBehaviour({ isAuth, isMobile, hasPinner })).toBe(expected);
  });
});

describe('pin_redirect and invite landing (closeup-and-visitors: Routes and screens)', () => {
  it.each([
    ['/demo/kitchen/', '/demo/kitchen/?accept_invite=true&seamless=true'],
    ['/demo/kitchen/?x=1', '/demo/kitchen/?x=1&accept_invite=true&seamless=true'],
    ['/demo/kitchen/?accept_invite=false', '/demo/kitchen/?accept_invite=true&seamless=true'],
    ['https://evil.example/', null],
    ['//evil.example/', null],
    ['/\\evil.example', null],
    ['', null],
    [null, null],
  ])('C25: board_url %s becomes %s', (boardUrl, expected) => expect(boardInviteNext(boardUrl)).toBe(expected));

  it.each([
    ['/pin/12/?a=1', '12'],
    ['/pin/blue-vase--34/', '34'],
    ['/pin/56/comments/', '56'],
  ])('takes the pin from origin %s', (origin, pinId) => {
    expect(pinRedirectPinId(new URLSearchParams({ origin, redirectUrl: 'https://evil.example/' }))).toEqual({ ok: true, pinId });
  });

  it.each([['https://evil.example/pin/1/'], ['//evil.example/pin/1/'], ['/demo/kitchen/'], ['/pin/x/'], ['']])(
    'refuses an origin %j that names no pin here',
    (origin) => {
      const parsed = pinRedirectPinId(new URLSearchParams({ origin }));
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toContain('origin');
    },
  );

  it('builds the interstitial url with its six parameters (closeup-and-visitors: Routes and screens)', () => {
    const href = pinRedirectHref({ domain: 'a', domainImageUrl: '', origin: '/pin/1/', pinCategory: '', pinImageUrl: '', redirectUrl: 'https://a/' });
    expect([...new URL(href, 'https://x.test').searchParams.keys()]).toEqual([
      'domain',
      'domainImageUrl',
      'origin',
      'pinCategory',
      'pinImageUrl',
      'redirectUrl',
    ]);
  });
});

describe('numeric rating for structured data (pin-card: Display rules)', () => {
  it.each([
    [4.5, 5, 4.5],
    ['4', 5, 4],
    ['Not rated yet', 5, 0],
    [7, 5, 5],
    [8, 10, 4],
    [-1, 5, 0],
    [3, 0, 3],
    [null, 5, 0],
  ] as const)('rating %s of %s is %s of 5', (value, best, expected) => expect(ratingOutOfFive(value, best)).toBe(expected));
});

describe('comment text (escaped, length-limited)', () => {
  it.each([
    ['  Lovely!  ', { ok: true, text: 'Lovely!' }],
    ['<b>kept as text</b>', { ok: true, text: '<b>kept as text</b>' }],
    ['', { ok: false, error: 'A comment cannot be empty.' }],
    ['   \n ', { ok: false, error: 'A comment cannot be empty.' }],
    ['x'.repeat(COMMENT_MAX_LENGTH), { ok: true, text: 'x'.repeat(COMMENT_MAX_LENGTH) }],
    ['x'.repeat(COMMENT_MAX_LENGTH + 1), { ok: false, error: `A comment can be at most ${COMMENT_MAX_LENGTH} characters.` }],
    [42, { ok: false, error: 'A comment must be text.' }],
  ])('%j gives %o', (raw, expected) => expect(checkComment(raw)).toEqual(expected));

  it('a message with a pin may be empty', () => expect(checkMessage('')).toEqual({ ok: true, text: '' }));
});

describe('closeup image size (pin-card: Pins, boards and viewers; closeup-and-visitors: Constants)', () => {
  it.each([
    [true, 800, 'originals'],
    [false, 800, '736x'],
    [false, 1920, '736x'],
    [false, 400, '474x'],
    [false, 508, '736x'],
  ] as const)('bot %s at %i px gets %s', (isBot, width, size) => expect(closeupImageSize(isBot, width)).toBe(size));
});

describe('share targets (closeup-and-visitors: What this area covers)', () => {
  it('C39: encodes the canonical url into every target', () => {
    const targets = shareTargets('https://pins.test/pin/12/', 'A & B');
    expect(targets.map((t) => t.name)).toEqual(['WhatsApp', 'Facebook', 'X', 'Reddit', 'Email']);
    for (const t of targets) expect(t.href).toContain(encodeURIComponent('https://pins.test/pin/12/'));
  });
});

describe('/pin_redirect from the closeup (closeup-and-visitors: Routes and screens)', () => {
  it.each([
    ['shop.example', 'https://shop.example/x', false],
    ['shop.example', 'https://www.shop.example/x', false],
    ['www.shop.example', 'https://SHOP.example./x', false],
    ['shop.example', 'http://eu.shop.example/x', false],
    ['shop.example', 'https://other.example/x', true],
    ['shop.example', 'https://shop.example.evil.example/x', true],
    ['shop.example', 'https://notshop.example/x', true],
    ['Uploaded by user', 'https://other.example/x', false],
    [null, 'https://other.example/x', false],
    ['shop.example', 'javascript:alert(1)', false],
  ])('C24: a pin naming %s whose checked link is %s opens the interstitial: %s (closeup-and-visitors: Routes and screens)', (domain, url, expected) => {
    expect(needsPinRedirect(domain, url)).toBe(expected);
  });
  it('C24: the interstitial opens with domain, domainImageUrl, origin, pinCategory, pinImageUrl and redirectUrl (closeup-and-visitors: Routes and screens)', () => {
    const params = pinRedirectParams(
      { category: 'recipe', images: { '236x': { url: '/i/236x/a.jpg' } } },
      'http://shop.example/x',
      'shop.example',
      '/pin/7/?a=1',
    );
    const href = new URL(pinRedirectHref(params), 'https://pins.test');
    expect(href.pathname).toBe('/pin_redirect');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      domain: 'shop.example',
      domainImageUrl: '',
      origin: '/pin/7/?a=1',
      pinCategory: 'recipe',
      pinImageUrl: '/i/236x/a.jpg',
      redirectUrl: 'http://shop.example/x',
    });
  });
});
