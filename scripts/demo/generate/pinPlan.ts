import type { PinKind } from '../../../shared/types.ts';
import { KIND_BLOCK, MINUTE, PIN_EPOCH, SAVEABLE } from '../dataset.ts';
import type { Rng } from '../random.ts';

export interface PinPlan {
  kinds: PinKind[];
  isSave: boolean[];
  createdAt: number[];
  stories: number[];
  recipes: number[];
  storyDeleted: Set<number>;
  storySingle: Set<number>;
  removedStory: number | null;
  removedImage: number | null;
  removed: Set<number>;
  recipeSpecial: Map<number, 'nonNumeric' | 'aboveBest'>;
  cookTimeFor: Map<number, number>;
}

export function planPins(pinRng: Rng, pinCount: number): PinPlan {
  const kinds: PinKind[] = new Array(pinCount);
  for (let end = pinCount; end > 0; end -= KIND_BLOCK.length) {
    const block = pinRng.shuffle([...KIND_BLOCK]);
    for (let k = 0; k < block.length && end - 1 - k >= 0; k++) kinds[end - 1 - k] = block[k];
  }
  const isSave: boolean[] = kinds.map((k, i) => i + 1 > 30 && SAVEABLE.has(k) && pinRng.chance(0.045));
  const createdAt: number[] = [];
  let pinClock = PIN_EPOCH;
  for (let i = 0; i < pinCount; i++) {
    pinClock += pinRng.int(5 * MINUTE, 55 * MINUTE);
    createdAt.push(pinClock);
  }
  /** Non-save pin ids of a kind, newest first. */
  const newestOf = (kind: PinKind): number[] => {
    const ids: number[] = [];
    for (let i = pinCount - 1; i >= 0; i--) if (kinds[i] === kind && !isSave[i]) ids.push(i + 1);
    return ids;
  };
  const stories = newestOf('story');
  const recipes = newestOf('recipe');
  const plainImages = newestOf('image');
  const storyDeleted = new Set<number>();
  const storySingle = new Set<number>();
  stories.forEach((id, i) => {
    if (i === 1 || (i >= 10 && i % 40 === 25)) storyDeleted.add(id);
    if (i === 2 || (i >= 10 && i % 20 === 10)) storySingle.add(id);
  });
  const removedStory = stories[3] ?? null;
  const removedImage = plainImages[40] ?? null;
  const removed = new Set<number>([removedStory, removedImage].filter((x): x is number => x !== null));
  const recipeSpecial = new Map<number, 'nonNumeric' | 'aboveBest'>();
  recipes.forEach((id, i) => {
    if (i === 1 || (i >= 10 && i % 37 === 20)) recipeSpecial.set(id, 'nonNumeric');
    if (i === 2 || (i >= 10 && i % 37 === 30)) recipeSpecial.set(id, 'aboveBest');
  });
  const cookTimeFor = new Map<number, number>();
  recipes.slice(0, 3).forEach((id, i) => cookTimeFor.set(id, [20, 50, 95][i]));
  return { kinds, isSave, createdAt, stories, recipes, storyDeleted, storySingle, removedStory, removedImage, removed, recipeSpecial, cookTimeFor };
}
