// Upsells for signed-out visitors (docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9), timed by the local record: the share upsell
// on a closeup shows 4000 ms after the page, at most once per 900000 ms, and animates for 5000 ms;
// the app upsell's eligibility (14-day gap, not below Android 7) is in shared/visitor/upsell.ts.
// A tap or click anywhere (the share button first of all) takes the share upsell away at once, so
// it never stays over a phone's share sheet or flyout.
import { useEffect, useState } from 'react';
import { UPSELL_TIMING } from '#shared/visitor/constants.ts';
import { SHARE_UPSELL_ICONS, shareUpsellIcon } from '#shared/visitor/upsell.ts';
import { noteUpsellShown, shareUpsellDelay } from './closeupRecord.ts';
import './upsells.css';

/** `country`: the visitor's, which picks the messenger the upsell names (its icon variant). */
export function ShareUpsell({ country }: { country: string | null }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let show: ReturnType<typeof setTimeout> | undefined;
    let hide: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const away = () => setShown(false);
    document.addEventListener('pointerdown', away);
    void shareUpsellDelay().then((delay) => {
      if (delay === null || !live) return;
      show = setTimeout(() => {
        noteUpsellShown('share');
        setShown(true);
        hide = setTimeout(() => setShown(false), UPSELL_TIMING.shareAnimationMs);
      }, delay);
    });
    return () => {
      live = false;
      document.removeEventListener('pointerdown', away);
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, []);
  if (!shown) return null;
  const icon = shareUpsellIcon(country);
  return (
    <p className="share-upsell" role="status" data-test-id="share-upsell" data-icon-variant={icon}>
      Share this Pin with a friend on {SHARE_UPSELL_ICONS[icon]}
    </p>
  );
}
