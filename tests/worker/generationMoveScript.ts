// What the generation-move tests share (docs/security.md "Deleted means deleted"; decision 028): the n-th removal's D1
// bookmark, a pause, and whether a generation covers the latest removal.
import { bookmarkOf, seenBy } from '#worker/seo/botPageGeneration.ts';

/** The primary's D1 bookmark after the n-th removal (D1's 8-8-8-32 shape, sorting as n does). */
export const bm = (n: number) => `00000000-${n.toString(16).padStart(8, '0')}-00000000-${'0'.repeat(32)}`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** KV names the latest removal's bookmark (or later): no read that predates it is kept under it. */
export const covers = (generation: string, latest: number) => [bookmarkOf(generation), seenBy(generation, bm(latest - 1))];
