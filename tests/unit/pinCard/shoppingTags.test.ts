// docs/rules/pin-card.md#screens-and-routes-spec-000-2: a shoppable pin's keyword landing page tags (pinJoin.shoppingKlpUrls).
import { describe, expect, it } from 'vitest';
import { SHOPPING_TAG_COUNT, shoppingKlpUrls, shoppingTags } from '#shared/pinCard/shoppingTags.ts';
import { pin } from './fixtures.ts';

describe('keyword landing page tags (pin-card: Screens and routes)', () => {
  it('each interest read with the pin becomes a /shopping/ category page (pin-card: Screens and routes)', () => {
    expect(shoppingKlpUrls('[[7,"Kitchen & dining","kitchen-dining"],[9,"Decor","decor"]]')).toEqual([
      { name: 'Kitchen & dining', url: '/shopping/kitchen-dining/7/' },
      { name: 'Decor', url: '/shopping/decor/9/' },
    ]);
  });

  it('reads nothing from a missing, malformed or ill-typed value', () => {
    for (const bad of [null, undefined, '', 'not json', '{}', '[["7","x","y"]]', '[[7,null,"y"]]']) expect(shoppingKlpUrls(bad)).toEqual([]);
  });

  it(`keeps at most ${SHOPPING_TAG_COUNT}`, () => {
    const rows = JSON.stringify([1, 2, 3, 4, 5].map((i) => [i, `T${i}`, `t${i}`]));
    expect(shoppingKlpUrls(rows)).toHaveLength(SHOPPING_TAG_COUNT);
  });

  const shoppingKlp = [{ name: 'Decor', url: '/shopping/decor/9/' }];
  it.each([
    ['a shoppable pin shows its tags', { isShoppable: true, pinJoin: { shoppingKlpUrls: shoppingKlp } }, shoppingKlp],
    ['not a promoted one', { isShoppable: true, isPromoted: true, pinJoin: { shoppingKlpUrls: shoppingKlp } }, []],
    ['not a pin that is not shoppable', { pinJoin: { shoppingKlpUrls: shoppingKlp } }, []],
    ['none without tags', { isShoppable: true }, []],
  ])('%s (pin-card: Screens and routes)', (_n, fields, expected) => {
    expect(shoppingTags(pin(fields))).toEqual(expected);
  });
});
