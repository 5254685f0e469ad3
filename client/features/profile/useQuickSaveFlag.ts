// A profile's quicksave flag, which makes Save on the profile's grid a one-tap quick save
// (docs/rules/closeup-and-visitors.md#roles-spec-002-6). The spec names where the flag comes from,
// not what it changes; our choice: a profile that keeps a Profile (quick saves) board offers its
// pins with the one-tap save to the viewer's own Profile, as the quick-save experiment does.
// The profile's page data carries the flag (`hasQuicksaveBoard`), so the server draws the grid's
// Save as it stays; only a profile whose data lacks the flag fetches it (UserResource get, field set
// `quicksave`) once the page runs, and its Save changes then.
import { useEffect, useState } from 'react';
import { getResource } from '#client/lib/resource.ts';
import type { UserProfile, Viewer } from '#shared/types.ts';

/** The profile as far as the flag goes: a page's UserProfile, or a person whose data lacks the flag. */
type FlagHolder = Pick<UserProfile, 'entityId' | 'isMe'> & { hasQuicksaveBoard?: boolean };

export function useQuickSaveFlag(user: FlagHolder, viewer: Viewer): boolean {
  const [fetched, setFetched] = useState(false);
  const known = user.hasQuicksaveBoard;
  const other = viewer.isAuth && !user.isMe;
  const fetches = other && known === undefined;
  useEffect(() => {
    if (!fetches) return;
    const controller = new AbortController();
    getResource('UserResource', { field_set_key: 'quicksave', user_id: user.entityId }, controller.signal).then(
      (answer) => setFetched('has_quicksave_board' in answer.data && answer.data.has_quicksave_board),
      // Without the flag the grid keeps the ordinary Save.
      () => undefined,
    );
    return () => controller.abort();
  }, [fetches, user.entityId]);
  // A visitor's grid offers no save of its own (the upsell stands in).
  return viewer.isAuth && (known ?? fetched);
}
