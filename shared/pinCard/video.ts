// Video on the card (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): player states, media error codes, who may autoplay, and the
// rule that one organic video plays at a time while promoted ones may play alongside.
import type { Pin, Viewer } from '../types.ts';
import { isCollaborator } from './board.ts';

export type PlayerState = 'default' | 'loadStart' | 'loadedMetadata' | 'loadedData' | 'playing' | 'paused' | 'seeking' | 'stalling' | 'failed' | 'ended';

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: HTMLMediaElement error codes. */
export const MEDIA_ERRORS: Record<number, string> = { 1: 'aborted', 2: 'network', 3: 'decode', 4: 'source not supported' };

/** The player state a media event moves to (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4). */
export const PLAYER_EVENTS: Record<string, PlayerState> = {
  loadstart: 'loadStart',
  loadedmetadata: 'loadedMetadata',
  loadeddata: 'loadedData',
  playing: 'playing',
  pause: 'paused',
  seeking: 'seeking',
  waiting: 'stalling',
  stalled: 'stalling',
  error: 'failed',
  ended: 'ended',
};

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: the autoplay treatment excludes promoted pins, downstream promotions and boards the viewer collaborates on. */
export function autoplayTreatment(pin: Pick<Pin, 'isPromoted' | 'isDownstreamPromotion' | 'board'>, viewer: Viewer): boolean {
  if (pin.isPromoted || pin.isDownstreamPromotion) return false;
  return !(pin.board?.isCollaborative && isCollaborator(pin.board, viewer));
}

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: which videos keep playing when `starting` starts: promoted ones, and `starting` itself. */
export function videosToPause(playing: Array<{ id: string; promoted: boolean }>, starting: { id: string; promoted: boolean }): string[] {
  if (starting.promoted) return [];
  return playing.filter((v) => v.id !== starting.id && !v.promoted).map((v) => v.id);
}
