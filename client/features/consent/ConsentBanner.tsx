// The cookie consent banner (docs/rules/experiences.md#cookie-consent-banner-spec-001-21, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4), rendered in the first HTML when the edge decided
// consent is needed and not given (never for bots): a card on desktop, a bottom sheet on mobile.
// Accept all and Reject all sit side by side; Let me choose opens the settings modal (and hides
// the sheet on mobile). A choice is saved, a 3000 ms toast in the bottom stack confirms it and the banner completes.
// Its own chunk, loaded only for a viewer it is shown to; its styles are in the entry (ConsentBannerSlot.tsx).

import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect } from 'react';
import { InBottomStack } from '#client/components/InBottomStack.tsx';
import { afterPaint } from '#client/lib/afterPaint.ts';
import { COOKIE_POLICY_PATH, choiceFor, type ViewerConsent } from '#shared/consent.ts';
import { TIMING } from '#shared/experiences/constants.ts';
import { formAction, NEEDS_SCRIPT } from '#shared/forms.ts';
import { cookieSettings } from '#shared/settings.ts';
import type { Viewer } from '#shared/types.ts';
import { type CookieChoice, saveConsent } from './saveConsent.ts';

/** Downloaded when Let me choose is first pressed, not with every page. */
const ConsentSettingsModal = lazy(() => import('./ConsentSettingsModal.tsx').then((m) => ({ default: m.ConsentSettingsModal })));

export function ConsentBanner({ viewer, onConsent }: { viewer: Viewer; onConsent: (consent: ViewerConsent) => void }) {
  useSignals();
  const phase = useSignal<'open' | 'saving' | 'saved'>('open');
  const choosing = useSignal(false);
  const error = useSignal<string | null>(null);
  const toast = useSignal(false);
  useEffect(() => {
    if (!toast.value) return;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const waiting = afterPaint(() => {
      hide = setTimeout(() => (toast.value = false), TIMING.cookieToast);
    });
    return () => {
      waiting();
      clearTimeout(hide);
    };
  }, [toast.value]);

  const save = async (choice: CookieChoice) => {
    phase.value = 'saving';
    error.value = null;
    try {
      const consent = await saveConsent(choice, 'cookie_banner');
      if (consent) onConsent(consent);
      phase.value = 'saved';
      choosing.value = false;
      toast.value = true;
    } catch {
      phase.value = 'open';
      error.value = 'Your choice could not be saved. Please try again.';
    }
  };
  // Asked once per page (ConsentBannerSlot); a choice made here gives consent, and the banner stays to confirm it.
  if (viewer.isBot || !viewer.consent?.needed) return null;
  const all = (action: 'accept' | 'reject') => save(choiceFor(action, Date.now()));
  const busy = phase.value === 'saving';
  return (
    <>
      {phase.value !== 'saved' && (
        <section className={`consent${choosing.value ? ' consent--choosing' : ''}`} aria-label="Cookie consent" data-test-id="consent-banner">
          <h2 className="consent__title">Your cookie choices</h2>
          <p className="consent__text">
            We use cookies to measure how the site is used, to personalise what you see and for ads. You decide which we may use.{' '}
            <a href={COOKIE_POLICY_PATH}>Cookie policy</a>
          </p>
          {error.value && (
            <p className="consent__error" role="alert">
              {error.value}
            </p>
          )}
          <div className="consent__actions">
            {(['reject', 'accept'] as const).map((action) => (
              // A real form (docs/architecture.md#page-forms-before-and-without-javascript): before and without
              // JavaScript it posts the choice and the page comes back without the banner; with it, save() runs.
              <form
                key={action}
                method="post"
                action={formAction('UserSettingsResource', 'update')}
                onSubmit={(event) => {
                  event.preventDefault();
                  void all(action);
                }}
              >
                {Object.entries(cookieSettings(choiceFor(action, 0))).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={String(value)} />
                ))}
                <input type="hidden" name="surface_tag" value="cookie_banner" />
                <button type="submit" className={`button${action === 'accept' ? ' button--primary' : ''}`} disabled={busy}>
                  {action === 'accept' ? 'Accept all' : 'Reject all'}
                </button>
              </form>
            ))}
            {/* The settings modal needs the client; without it the cookie policy page says what each choice means. */}
            <button type="button" className="button consent__choose" disabled={busy} onClick={() => (choosing.value = true)} {...NEEDS_SCRIPT}>
              Let me choose
            </button>
          </div>
        </section>
      )}
      {choosing.value && (
        <Suspense fallback={null}>
          <ConsentSettingsModal busy={busy} error={error.value} onSave={save} onClose={() => (choosing.value = false)} />
        </Suspense>
      )}
      {toast.value && (
        <InBottomStack>
          <div className="consent-toast" role="status" data-test-id="consent-toast">
            Your cookie choices were saved
          </div>
        </InBottomStack>
      )}
    </>
  );
}
