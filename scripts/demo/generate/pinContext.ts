import type { Artwork, BoardRow, InterestRow, MEDIA, Notable, UserRow } from '../dataset.ts';
import type { Rng } from '../random.ts';
import type { PinPlan } from './pinPlan.ts';
import type { PinTextWriters } from './pinText.ts';
import type { Cast } from './users.ts';

/** Running counts of kinds of pins made so far; several features are given to every n-th one. */
export interface PinCounters {
  product: number;
  ad: number;
  special: number;
  seo: number;
  reason: number;
}

export interface PinContext {
  pinRng: Rng;
  artworks: Artwork[];
  gifs: typeof MEDIA;
  videos: typeof MEDIA;
  /** An artwork whose picture is close to an aspect ratio (height / width). */
  artNear: (aspect: number) => string;
  text: PinTextWriters;
  plan: PinPlan;
  counters: PinCounters;
  notable: Notable;
  cast: Cast;
  userById: Map<number, UserRow>;
  interests: InterestRow[];
  interestId: Map<string, number>;
  demoBoards: BoardRow[];
  boardUrl: (b: BoardRow) => string;
}
