// The spam warning modal of docs/rules/pin-card.md#screens-and-routes-spec-000-2: heading "Heads up!", label "We have blocked this link",
// the server's message, a Learn more link, the host of the sanitised url and an Okay button. Drawn
// outside the link that opens it (ModalLayer): on a card that link sits in the pointer-less hover layer.
import { useEffect, useRef } from 'react';
import { ModalLayer } from '#client/components/ModalLayer.tsx';
import { type OffsiteCheck, SPAM_GUIDELINES_URL, SPAM_WARNING } from '#shared/offsite/verdict.ts';
import { displayHost } from '#shared/urls.ts';
import './offsite.css';

export function SpamWarningModal({ check, onClose }: { check: OffsiteCheck; onClose: () => void }) {
  const okay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    okay.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <ModalLayer>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click on the backdrop is the pointer's way to close; keyboards close with Escape (handled on the dialog) */}
      <div className="spam-warning__backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
        <div
          className="spam-warning"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="spam-warning-heading"
          aria-describedby="spam-warning-message"
          data-test-id="spam-warning"
        >
          <h2 id="spam-warning-heading" className="spam-warning__heading">
            {SPAM_WARNING.heading}
          </h2>
          <p className="spam-warning__label">{SPAM_WARNING.label}</p>
          <p id="spam-warning-message" className="spam-warning__message">
            {check.message}
          </p>
          <p className="spam-warning__host" data-test-id="spam-warning-host">
            {displayHost(check.url)}
          </p>
          <div className="spam-warning__actions">
            <a className="spam-warning__learn" href={SPAM_GUIDELINES_URL} target="_blank" rel="noopener">
              {SPAM_WARNING.learnMore}
            </a>
            <button ref={okay} type="button" className="spam-warning__okay" onClick={onClose}>
              {SPAM_WARNING.okay}
            </button>
          </div>
        </div>
      </div>
    </ModalLayer>
  );
}
