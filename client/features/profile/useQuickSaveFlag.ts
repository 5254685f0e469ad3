// A profile's quicksave flag, which makes Save on the profile's grid a one-tap quick save
// (docs/rules/closeup-and-visitors.md#roles-spec-002-6). The spec names where the flag comes from,
// not what it changes; our choice: a profile that keeps a Profile (quick saves) board offers its
// pins with the one-tap save to the viewer's own Profile, as the quick-save experiment does.
// The member's own profile decides from its own page data. Another member's profile fetches the
// flag (UserResource get, field set `quicksave`) once the page runs, as the spec has it; until it
// answers, the grid is drawn from the page data's `hasQuicksaveBoard`, so the server's Save stays
// unless the flag changed in between (a failed fetch keeps it too).
import { useEffect, useState } from 'react';
import { getResource } from '#client/lib/resource.ts';
import type { UserProfile, Viewer } from '#shared/types.ts';

export function useQuickSaveFlag(user: Pick<UserProfile, 'entityId' | 'isMe' | 'hasQuicksaveBoard'>, viewer: Viewer): boolean {
  const [fetched, setFetched] = useState<boolean>();
  const other = viewer.isAuth && !user.isMe;
  useEffect(() => {
    if (!other) return;
    const controller = new AbortController();
    getResource('UserResource', { field_set_key: 'quicksave', user_id: user.entityId }, controller.signal).then(
      (answer) => setFetched('has_quicksave_board' in answer.data && answer.data.has_quicksave_board),
      () => undefined,
    );
    return () => controller.abort();
  }, [other, user.entityId]);
  // A visitor's grid offers no save of its own (the upsell stands in).
  return viewer.isAuth && (fetched ?? user.hasQuicksaveBoard);
}
