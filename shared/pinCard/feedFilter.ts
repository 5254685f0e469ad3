// Feeds leave out what a person cannot act on: a story pin whose creator deleted it
// ("This Pin was deleted by its creator") stays only on the viewer's own saves, where they may
// remove it; every other feed skips it.
import type { Pin } from '../types.ts';

/** Whether a pin belongs in a feed read by `viewerId` (null: signed out). */
export function showsInFeed(pin: Pick<Pin, 'storyPinData' | 'pinner'>, viewerId: string | null): boolean {
  return !pin.storyPinData?.isDeleted || (viewerId !== null && pin.pinner.entityId === viewerId);
}
