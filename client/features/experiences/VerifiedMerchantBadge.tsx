// The verified merchant badge (docs/rules/experiences.md#verified-merchant-badge-spec-001-210, docs/rules/experiences.md#constants-spec-001-9: sizes sm 12, md 16, lg 20, xl 24) and the
// modal explaining it, labelled "Verified merchant" (VerifiedMerchantModal.tsx, downloaded when a
// badge is first pressed). The badge opens it with a script, so it shows once the page has hydrated (NEEDS_SCRIPT).
import { lazy, Suspense, useState } from 'react';
import { BADGE_SIZES, type BadgeSize } from '#shared/experiences/badgeSizes.ts';
import { NEEDS_SCRIPT } from '#shared/forms.ts';
import './experiences.css';

const VerifiedMerchantModal = lazy(() => import('./VerifiedMerchantModal.tsx').then((m) => ({ default: m.VerifiedMerchantModal })));

export function VerifiedMerchantBadge({ size = 'md' }: { size?: BadgeSize }) {
  const [open, setOpen] = useState(false);
  const px = BADGE_SIZES[size];
  return (
    <>
      <button
        type="button"
        {...NEEDS_SCRIPT}
        className="verified-badge"
        aria-label="Verified merchant"
        onClick={() => setOpen(true)}
        style={{ width: px, height: px }}
      >
        <svg viewBox="0 0 24 24" width={px} height={px} aria-hidden="true">
          <circle cx="12" cy="12" r="12" fill="#0074e8" />
          <path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <VerifiedMerchantModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
