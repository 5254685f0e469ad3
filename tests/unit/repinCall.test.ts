// What the save control sends to RepinResource create (shared/save/repinCall.ts).
import { describe, expect, it } from 'vitest';
import { repinOptions } from '#shared/save/repinCall.ts';

describe('A103: the save call', () => {
  it('A103: an ad card sends the saver’s user_id and its trackingParams as clientTrackingParams', () => {
    expect(repinOptions({ entityId: '7', trackingParams: 'CwABAAAAEDk' }, { id: '42' }, '9', '3')).toEqual({
      pin_id: '7',
      board_id: '9',
      section: '3',
      user_id: '42',
      clientTrackingParams: 'CwABAAAAEDk',
      disable_event_log_info: true,
    });
  });

  it('A103: an organic card sends no clientTrackingParams; the profile is board null', () => {
    expect(repinOptions({ entityId: '7' }, { id: '42' }, null, null)).toEqual({
      pin_id: '7',
      board_id: null,
      section: null,
      user_id: '42',
      disable_event_log_info: true,
    });
  });
});
