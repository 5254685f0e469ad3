// "Why you're seeing this ad" (docs/rules/pin-card.md#screens-and-routes-spec-000-2): who paid, up to four targeting reasons, wording by
// the viewer's personalization settings and four links that open in a new tab. Opening logs a
// view, closing a click; impression tracking pauses while it is open. Drawn outside the card that
// opens it (ModalLayer), so the card's hover layer never takes its pointer.

import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { ModalLayer } from '#client/components/ModalLayer.tsx';
import { announceModal } from '#client/features/events/modalPause.ts';
import { AD_EXPLANATION_LINKS, adSignals, paidPlacementText, personalizationWording, promoterName } from '#shared/ads/explanation.ts';
import { thirdPartyAdText } from '#shared/ads/labels.ts';
import { AD_EXPLANATION_EVENT_TYPES } from '#shared/constants.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import type { Viewer } from '#shared/types.ts';
import { logAdEvent } from './logAdEvent.ts';
import { useAdExplanationData } from './useAdExplanation.ts';
import './ads.css';

export interface AdExplanationModalProps {
  pin: CardPin;
  viewer: Viewer;
  onClose: () => void;
}

export function AdExplanationModal({ pin, viewer, onClose }: AdExplanationModalProps) {
  useSignals();
  const data = useAdExplanationData().value;
  const closeButton = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening: the view is logged and focus moved once; close only changes identity
  useEffect(() => {
    announceModal(true);
    if (!viewer.isBot) logAdEvent(AD_EXPLANATION_EVENT_TYPES.view, pin.entityId);
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      announceModal(false);
    };
  }, [pin.entityId]);

  function close() {
    if (!viewer.isBot) logAdEvent(AD_EXPLANATION_EVENT_TYPES.close, pin.entityId);
    onClose();
  }

  const promoter = promoterName(pin);
  const signals = data ? adSignals(pin.adTargetingAttribution, promoter, data.personalization, data.names) : [];
  const thirdParty = data ? thirdPartyAdText(pin, data.personalization) : null;
  return (
    <ModalLayer>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a click on the backdrop is the pointer's way to close; keyboards close with Escape (handled on the dialog) */}
      <div className="ad-explanation__backdrop" onClick={(e) => e.target === e.currentTarget && close()}>
        <div className="ad-explanation" role="dialog" aria-modal="true" aria-labelledby="ad-explanation-title" data-test-id="ad-explanation">
          <h2 id="ad-explanation-title">Why you're seeing this ad</h2>
          <p>{paidPlacementText(promoter)}</p>
          {!data && <p role="status">Loading…</p>}
          {signals.length > 0 && (
            <ul className="ad-explanation__signals">
              {signals.map((s) => (
                <li key={s.key}>{s.text}</li>
              ))}
            </ul>
          )}
          {thirdParty && <p>{thirdParty}</p>}
          {data
            && personalizationWording(data.personalization).map((line) => (
              <p key={line} className="ad-explanation__note">
                {line}
              </p>
            ))}
          <ul className="ad-explanation__links">
            {AD_EXPLANATION_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <button ref={closeButton} type="button" className="button" onClick={close}>
            Close
          </button>
        </div>
      </div>
    </ModalLayer>
  );
}
