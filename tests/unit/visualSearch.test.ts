// Visual search (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 /pin/{id}/visual-search/): look-alikes by stored colour and aspect.
import { describe, expect, it } from 'vitest';
import { lookAlikeDistance, rankLookAlikes, rgbOf } from '#shared/visualSearch/lookAlike.ts';

const red = { color: '#ff0000', width: 400, height: 600 };

describe('visual search (closeup-and-visitors: Routes and screens)', () => {
  it('reads #rrggbb colours and nothing else', () => {
    expect(rgbOf('#FF8000')).toEqual([255, 128, 0]);
    expect(rgbOf('red')).toBeNull();
  });

  it.each([
    [{ color: '#ff0000', width: 800, height: 1200 }, 0],
    [{ color: '#000000', width: 400, height: 600 }, 0.75 * (255 / Math.sqrt(3 * 255 ** 2))],
    [{ color: 'nope', width: 400, height: 600 }, 0.75],
  ])('distance from a red portrait to %o is %d (closeup-and-visitors: Routes and screens)', (other, expected) => {
    expect(lookAlikeDistance(red, other)).toBeCloseTo(expected, 5);
  });

  it('colour counts more than shape, and shape breaks near-ties (closeup-and-visitors: Routes and screens)', () => {
    const sameColourSquare = { color: '#ff0000', width: 500, height: 500 };
    const nearColourPortrait = { color: '#f00505', width: 400, height: 600 };
    const blue = { color: '#0000ff', width: 400, height: 600 };
    const ranked = rankLookAlikes(
      red,
      [
        { id: 1, features: blue },
        { id: 2, features: sameColourSquare },
        { id: 3, features: nearColourPortrait },
      ],
      2,
    );
    expect(ranked).toEqual([3, 2]);
  });

  it('breaks exact ties by the newest pin', () => {
    expect(
      rankLookAlikes(
        red,
        [
          { id: 4, features: red },
          { id: 9, features: red },
        ],
        5,
      ),
    ).toEqual([9, 4]);
  });
});
