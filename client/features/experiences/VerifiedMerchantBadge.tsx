// The verified merchant badge (spec 001 §2.10, §9: sizes sm 12, md 16, lg 20, xl 24) and the
// modal explaining it, labelled "Verified merchant".
import { useState } from 'react';
import { BADGE_SIZES, type BadgeSize } from '#shared/experiences/constants.ts';
import './experiences.css';

export function VerifiedMerchantBadge({ size = 'md' }: { size?: BadgeSize }) {
  const [open, setOpen] = useState(false);
  const px = BADGE_SIZES[size];
  return (
    <>
      <button type="button" className="verified-badge" aria-label="Verified merchant" onClick={() => setOpen(true)} style={{ width: px, height: px }}>
        <svg viewBox="0 0 24 24" width={px} height={px} aria-hidden="true">
          <circle cx="12" cy="12" r="12" fill="#0074e8" />
          <path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: the overlay closes on a click outside the dialog and on Escape
        <div
          className="xp-overlay"
          role="presentation"
          onClick={(event) => event.target === event.currentTarget && setOpen(false)}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        >
          <div className="xp-modal" role="dialog" aria-modal="true" aria-labelledby="verified-merchant-title">
            <h2 id="verified-merchant-title">Verified merchant</h2>
            <p>This business passed our merchant guidelines: its products, prices and shop are checked.</p>
            <div className="xp-modal__actions">
              {/* biome-ignore lint/a11y/noAutofocus: an opened modal dialog moves focus to its first action */}
              <button type="button" className="button button--primary" autoFocus onClick={() => setOpen(false)}>
                Got it
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
