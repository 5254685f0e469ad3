// Visual search (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 /pin/{id}/visual-search/): which pins look alike, from features the
// image gets when it is stored (worker/uploads/dominantColor.ts: the dominant colour; the size:
// the aspect). Colour counts most; the shape of the picture breaks near-ties.

/** The stored features of a pin's image. */
export interface ImageFeatures {
  /** `#rrggbb`. */
  color: string;
  width: number;
  height: number;
}

/** How many recent pins are compared, and how many look-alikes a page shows. */
export const VISUAL_SEARCH_LIMITS = { candidates: 1000, results: 50 } as const;

const MAX_RGB_DISTANCE = Math.sqrt(3 * 255 ** 2);
/** Aspect differences beyond 4:1 count as completely different shapes. */
const MAX_ASPECT_LOG = Math.log(4);
const COLOR_WEIGHT = 0.75;

/** The red, green and blue of `#rrggbb`, or null for anything else. */
export function rgbOf(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m ? [Number.parseInt(m[1], 16), Number.parseInt(m[2], 16), Number.parseInt(m[3], 16)] : null;
}

/**
 * How different two images look, from 0 (same colour and shape) to 1: three quarters colour
 * distance in RGB, one quarter difference of aspect (log ratio). An unreadable colour is as far as can be.
 * @example lookAlikeDistance({ color: '#ff0000', width: 1, height: 1 }, { color: '#ff0000', width: 2, height: 2 }) // 0
 */
export function lookAlikeDistance(a: ImageFeatures, b: ImageFeatures): number {
  const ca = rgbOf(a.color);
  const cb = rgbOf(b.color);
  const color = ca && cb ? Math.hypot(ca[0] - cb[0], ca[1] - cb[1], ca[2] - cb[2]) / MAX_RGB_DISTANCE : 1;
  const aspect = Math.min(1, Math.abs(Math.log(a.width / a.height) - Math.log(b.width / b.height)) / MAX_ASPECT_LOG);
  return COLOR_WEIGHT * color + (1 - COLOR_WEIGHT) * aspect;
}

/** The ids of the candidates that look most like the seed, closest first (ties: the newest, by id). */
export function rankLookAlikes<I extends number>(seed: ImageFeatures, candidates: ReadonlyArray<{ id: I; features: ImageFeatures }>, limit: number): I[] {
  return candidates
    .map((c) => ({ id: c.id, d: lookAlikeDistance(seed, c.features) }))
    .sort((x, y) => x.d - y.d || y.id - x.id)
    .slice(0, limit)
    .map((c) => c.id);
}
