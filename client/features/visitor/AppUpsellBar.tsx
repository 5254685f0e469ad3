// The app upsell for signed-out visitors on phones (docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9): a bar in the page's flow
// under the header, rendered by the server when the visitor's record (mirrored in a cookie) makes
// it eligible, so its arrival shifts nothing and it covers nothing. Showing and dismissing are
// recorded (the record's module loads after the page); a dismissed bar stays gone for 14 days.
// On the page it leads to (/app/) it is hidden, not unmounted, so a dismissal outlives the visit there.
// Its own chunk, loaded only for a visitor it is shown to; its styles are in the entry (AppUpsellSlot.tsx).
import { useEffect, useState } from 'react';
import { NEEDS_SCRIPT } from '#shared/forms.ts';
import type { Viewer } from '#shared/types.ts';
import { APP_INSTALL_URL } from '#shared/visitor/constants.ts';
import { dismissAppUpsell, noteAppUpsellShown } from './visitor.ts';

export function AppUpsellBar({ viewer, hidden }: { viewer: Viewer; hidden: boolean }) {
  const [dismissed, setDismissed] = useState(false);
  const shown = Boolean(viewer.appUpsell) && !dismissed && !hidden;
  useEffect(() => {
    if (shown) noteAppUpsellShown();
  }, [shown]);
  if (!shown) return null;
  return (
    <aside className="app-upsell" aria-label="Get the app" data-test-id="app-upsell">
      <p className="app-upsell__text">Save ideas faster in the app</p>
      <a className="app-upsell__get" href={APP_INSTALL_URL} data-test-id="app-upsell-get">
        Get the app
      </a>
      <button
        type="button"
        className="app-upsell__dismiss"
        aria-label="Not now"
        data-test-id="app-upsell-dismiss"
        // The dismissal is kept in the visitor's record, which the client writes.
        {...NEEDS_SCRIPT}
        onClick={() => {
          dismissAppUpsell();
          setDismissed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
