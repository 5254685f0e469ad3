// docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#roles-spec-000-6, docs/rules/pin-card.md#constants-spec-000-9: footer content, visibility and reserved height.
import { describe, expect, it } from 'vitest';
import { footerExperienceLabel } from '#shared/pinCard/debugBox.ts';
import { footerLayout, footerStartsHidden, titleClamp } from '#shared/pinCard/footer.ts';
import { board, ctx, inGroups, pin, signedOut, user, viewer } from './fixtures.ts';

describe('footer visibility (pin-card: Card states and the save flow: experience 500417)', () => {
  it.each([
    ['signed-in in 500417 start hidden', ctx(inGroups({ footer_hiding_500417: 'enabled' })), true],
    ['signed-in control shows it', ctx(inGroups({ footer_hiding_500417: 'control' })), false],
    ['signed-out never hide it', ctx(signedOut({ experiments: { footer_hiding_500417: 'enabled' } })), false],
  ])('A19: %s', (_n, c, expected) => {
    expect(footerStartsHidden(c)).toBe(expected);
  });
  it('the debug box names special experience 500417 on a card whose footer it hides (experiences: Constants)', () => {
    expect(footerExperienceLabel(ctx(inGroups({ footer_hiding_500417: 'enabled' })))).toEqual(['xp 500417 · hide pin footer']);
    expect(footerExperienceLabel(ctx(inGroups({ footer_hiding_500417: 'control' })))).toEqual([]);
  });
  it('reserves no height while hidden', () => {
    expect(footerLayout(pin(), ctx(inGroups({ footer_hiding_500417: 'enabled' })), 236).height).toBe(0);
  });
  it("A20: keeps a promoted pin's promoter and ad label while the rest of the footer is hidden (pin-card: Who it serves, Card states and the save flow)", () => {
    const ad = pin({ isPromoted: true, promoter: user({ entityId: '9', fullName: 'Acme' }), title: 'Ad' });
    const f = footerLayout(ad, ctx(inGroups({ footer_hiding_500417: 'enabled', ad_label_wording: 'promoted' })), 236);
    expect(f.hidden).toBe(true);
    expect(f.attribution).toMatchObject({ kind: 'promoter', name: 'Acme', label: 'Promoted' });
    expect(f.height).toBe(8 + 68);
  });
});

describe('title clamp (pin-card: Constants)', () => {
  it.each([
    [ctx(signedOut()), false, 1],
    [ctx(viewer()), false, 2],
    [ctx(viewer()), true, 3],
  ])('clamp for %# is %i', (c, alone, expected) => {
    expect(titleClamp(c, alone)).toBe(expected);
  });
});

describe('footer layout (pin-card: Card states and the save flow, Constants)', () => {
  const product = pin({
    kind: 'product',
    domain: 'shop.example',
    isOosProduct: true,
    richSummary: { typeName: 'product', products: [{ name: 'Mug', offerSummary: { price: '$12', standardPrice: '$15' } }] },
  });
  it('A60: shows price, stock marker and domain rows of 18 px under the title', () => {
    const f = footerLayout(product, ctx(), 236);
    expect(f.price).toEqual({ current: '$12', original: '$15' });
    expect(f.stock).toBe('Sold out');
    expect(f.meta).toEqual({ kind: 'domain', text: 'shop.example' });
    expect(f.height).toBe(8 + f.titleLines * 20 + 18 + 18);
  });

  it('A60: credits the promoter with the ad label and the 68 px attribution', () => {
    const ad = pin({ isPromoted: true, promoter: user({ entityId: '9', fullName: 'Acme' }), title: 'Ad' });
    const f = footerLayout(ad, ctx(inGroups({ ad_label_wording: 'sponsored' })), 236);
    expect(f.attribution).toMatchObject({ kind: 'promoter', name: 'Acme', label: 'Sponsored', extra: null });
    expect(f.height).toBe(8 + 20 + 68);
  });

  it('A60: uses the tall 90 px attribution for third-party ad wording', () => {
    const ad = pin({
      isPromoted: true,
      isThirdPartyAd: true,
      thirdPartyAdAttributes: { promotedIsPersonalized: true },
      promoter: user({ entityId: '9' }),
      title: 'Ad',
    });
    const f = footerLayout(ad, ctx(), 236);
    expect(f.attribution?.extra).toBe('This ad was personalized for you using info from one of our partners');
    expect(f.height).toBe(8 + 20 + 90);
  });

  it('gives a third-party ad that was not personalized no wording line (pin-card: Errors and messages)', () => {
    const ad = pin({ isPromoted: true, isThirdPartyAd: true, promoter: user({ entityId: '9' }), title: 'Ad' });
    expect(footerLayout(ad, ctx(), 236).attribution?.extra).toBeNull();
    expect(footerLayout(ad, ctx(), 236).height).toBe(8 + 20 + 68);
  });

  it('shows the group-board footer to collaborators (pin-card: Roles)', () => {
    const p = pin({ board: board({ name: 'Trip', isCollaborative: true, collaboratedByMe: true, owner: { entityId: '50' } }) });
    expect(footerLayout(p, ctx(), 236).meta).toEqual({ kind: 'groupBoard', text: 'Mina Maker saved to Trip' });
    expect(footerLayout(p, ctx(signedOut()), 236).meta).toBeNull();
  });

  it('A48: the pin owner reads their own save on a group board as "You saved to …"', () => {
    const p = pin({
      pinner: user({ entityId: '1' }),
      board: board({ name: 'Trip', isCollaborative: true, collaboratedByMe: true, owner: { entityId: '50' } }),
    });
    expect(footerLayout(p, ctx(viewer({ id: '1' })), 236).meta).toEqual({ kind: 'groupBoard', text: 'You saved to Trip' });
    expect(footerLayout(p, ctx(viewer({ id: '2' })), 236).meta).toEqual({ kind: 'groupBoard', text: 'Mina Maker saved to Trip' });
  });

  it('reserves nothing for a card with no footer content', () => {
    expect(footerLayout(pin({ title: '  ' }), ctx(), 236).height).toBe(0);
  });
});

describe('recipe row (pin-card: Display rules, Constants)', () => {
  it('shows stars scaled to 5 and the rounded cook time in one 18 px row', () => {
    const p = pin({
      title: 'Soup',
      richSummary: { typeName: 'recipe', displayCookTime: 80, aggregateRating: { ratingValue: 'n/a', bestRating: 5, reviewCount: 0 } },
    });
    const f = footerLayout(p, ctx(), 236);
    expect(f.recipe).toEqual({ stars: { full: 0, half: 0, empty: 5 }, reviewCount: 0, cookTime: '1.5 hr' });
    expect(f.height).toBe(8 + 20 + 18);
  });
});
