// The closeup's save area (contract with issue-5): the lead swaps this one component for
// SaveControl at merge. Signed-out viewers are sent to /login and back to the pin; members go to
// the pin's repin page (spec 002 §2) to pick a board.
import { pinPath } from '#shared/routes.ts';
import type { Pin, Viewer } from '#shared/types.ts';

export function CloseupSave({ pin, viewer }: { pin: Pin; viewer: Viewer }) {
  if (viewer.isBot) return null;
  const href = viewer.isAuth ? `${pinPath(pin.entityId)}repin/` : `/login?next=${encodeURIComponent(pinPath(pin.entityId))}`;
  return (
    <a className="button button--primary closeup__save" href={href} data-test-id="closeup-save" aria-label={viewer.isAuth ? 'Save' : 'Log in to save this Pin'}>
      Save
    </a>
  );
}
