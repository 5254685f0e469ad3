// What a crawler's shared page may say of its freshness (docs/operations.md): 60 s counted from its oldest data, so a
// render under load that took a second or two leaves a max-age of 58 or 59, never more than 60.
import { expect } from 'vitest';
import { BOT_PAGE_TTL_S } from '#shared/constants.ts';

/** A bot page's shared Cache-Control, its max-age captured. */
export const SHARED_BOT_PAGE = /^public, max-age=(\d+), stale-if-error=0$/;

/** The max-age a shared bot page gives: at most 60 s, and no less than what is left of 60 s since `since` (its data was read after). */
export function expectFreshSince(response: Response, since: number): void {
  const cacheControl = response.headers.get('cache-control') ?? '';
  expect(cacheControl).toMatch(SHARED_BOT_PAGE);
  const maxAge = Number(SHARED_BOT_PAGE.exec(cacheControl)?.[1]);
  expect(maxAge).toBeLessThanOrEqual(BOT_PAGE_TTL_S);
  expect(maxAge).toBeGreaterThanOrEqual(BOT_PAGE_TTL_S - Math.ceil((Date.now() - since) / 1000));
}
