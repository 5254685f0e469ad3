// The modal explaining the verified merchant badge (docs/rules/experiences.md#verified-merchant-badge-spec-001-210), downloaded on the first
// press of a badge.

export function VerifiedMerchantModal({ onClose }: { onClose: () => void }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay closes on a click outside the dialog and on Escape
    <div
      className="xp-overlay"
      role="presentation"
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div className="xp-modal" role="dialog" aria-modal="true" aria-labelledby="verified-merchant-title">
        <h2 id="verified-merchant-title">Verified merchant</h2>
        <p>This business passed our merchant guidelines: its products, prices and shop are checked.</p>
        <div className="xp-modal__actions">
          {/* biome-ignore lint/a11y/noAutofocus: an opened modal dialog moves focus to its first action */}
          <button type="button" className="button button--primary" autoFocus onClick={onClose}>
            Got it
          </button>
        </div>
      </div>
    </div>
  );
}
