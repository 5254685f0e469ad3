// What a save sends (docs/rules/pin-card.md#calls-spec-000-7): RepinResource create with the pin, the
// board and section, the saver's own id (checked against the session) and, for an ad, the card's
// trackingParams as clientTrackingParams, so the save is counted for the ad's campaign.
import type { OptionsOf } from '#shared/api/define.ts';
import type { RepinResource } from '#shared/api/save.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import type { Viewer } from '#shared/types.ts';

type RepinCreate = OptionsOf<(typeof RepinResource)['create']>;

/** The options of RepinResource create for saving `pin` to `boardId` (the profile when null). */
export function repinOptions(
  pin: Pick<CardPin, 'entityId' | 'trackingParams'>,
  viewer: Pick<Viewer, 'id'>,
  boardId: string | null,
  sectionId: string | null,
): RepinCreate {
  return {
    pin_id: pin.entityId,
    board_id: boardId,
    section: sectionId,
    ...(viewer.id ? { user_id: viewer.id } : {}),
    ...(pin.trackingParams ? { clientTrackingParams: pin.trackingParams } : {}),
    disable_event_log_info: true,
  };
}
