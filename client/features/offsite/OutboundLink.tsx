// An outbound pin link (outbound links contract (docs/security.md#outbound-link-safety)): the href is the pin's signed /offsite/ path when it has
// one, and a click first asks GET /v3/offsite/ whether the link is safe (docs/rules/pin-card.md#screens-and-routes-spec-000-2, docs/rules/pin-card.md#calls-spec-000-7, docs/rules/pin-card.md#errors-and-messages-spec-000-8;
// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#calls-spec-002-7, docs/rules/closeup-and-visitors.md#errors-spec-002-8): blocked links open the spam warning, a failed check navigates anyway, and
// a page may take a checked link over (the closeup's /pin_redirect, openPinRedirect.ts). The link
// opens in a new tab, as a person expects of a pin's source, with JavaScript and without.

import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { lazy, type MouseEvent, type ReactNode, Suspense } from 'react';
import { registerAttributionSource } from '#client/features/attribution/registerSource.ts';
import { logClick } from '#client/features/events/logClick.ts';
import { recordClickthrough } from '#client/features/visitor/visitor.ts';
import { decideClick, outboundHref } from '#shared/offsite/click.ts';
import { type NavigationExtras, offsiteNavigation } from '#shared/offsite/navigation.ts';
import { outboundRel } from '#shared/offsite/rel.ts';
import { isBlockedStatus, type OffsiteCheck } from '#shared/offsite/verdict.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import { sanitizeOutboundUrl, stripSensitiveParams } from '#shared/urls.ts';
import { checkLink, linklessBeacon, logClickthrough } from './offsiteCalls.ts';

/** Downloaded when a blocked link is first clicked. */
const SpamWarningModal = lazy(() => import('./SpamWarningModal.tsx').then((m) => ({ default: m.SpamWarningModal })));

export interface OutboundLinkProps {
  pin: CardPin;
  href: string;
  className?: string;
  /** Log a right-click at once (default); the pin card logs it itself on return (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4). */
  logRightClick?: boolean;
  /** Whether the viewer may be measured for ads (marketing consent): a promoted pin's click registers a source (docs/rules/experiences.md#calls-spec-001-7). */
  attribution?: boolean;
  /** Called with a link the check let through; resolves true when it took the click over (the closeup's /pin_redirect, docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2). */
  onChecked?: (check: OffsiteCheck) => Promise<boolean>;
  /** A collection's item chip: its click is logged as a `chip` clickthrough of the collection pin (docs/rules/pin-card.md#calls-spec-000-7). */
  chip?: { pinId: string; aux: Record<string, unknown> };
  children: ReactNode;
}

/** Opens the checked link in a new tab, with neither opener nor referrer (as the anchor's own rel). */
function go(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** A click's extras on the /offsite/ navigation: its own id (csr) and what kind of click it was, from which page. */
function clickExtras(chip: OutboundLinkProps['chip']): NavigationExtras {
  return {
    csr: crypto.randomUUID(),
    auxData: { ...chip?.aux, clickthrough_type: chip ? 'chip' : 'clickthrough', page_url: stripSensitiveParams(window.location.href).slice(0, 512) },
  };
}

export function OutboundLink({ pin, href, className, logRightClick = true, attribution = false, onChecked, chip, children }: OutboundLinkProps) {
  useSignals();
  const warning = useSignal<OffsiteCheck | null>(null);
  const checking = useSignal(false);
  const target = outboundHref(pin, href);
  const tracking = pin.trackingParams ?? '';

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    const decision = decideClick({
      href: target === '#' ? href : target,
      origin: window.location.origin,
      button: event.button,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      online: navigator.onLine,
    });
    if (decision === 'browser') return;
    event.preventDefault();
    if (decision === 'empty') return linklessBeacon(pin.entityId, tracking);
    if (decision !== 'check' || checking.value) return;
    logClick('clickthrough', pin.entityId);
    recordClickthrough({ pinId: pin.entityId, link: href, imageSignature: pin.imageSignature ?? '', domain: pin.domain ?? '' });
    if (chip) logClickthrough('chip', chip.pinId, href, tracking, chip.aux);
    checking.value = true;
    // A click source counts only with the token the link check mints for this click.
    let clickToken: string | undefined;
    try {
      const check = await checkLink(sanitizeOutboundUrl(href) ?? href, pin.entityId, tracking);
      if (isBlockedStatus(check.redirect_status)) {
        warning.value = check;
        return;
      }
      clickToken = check.attribution_token;
      if (await onChecked?.(check)) {
        if (attribution) registerAttributionSource(pin, 'click', clickToken);
        return;
      }
    } catch {
      // docs/rules/pin-card.md#errors-and-messages-spec-000-8: a failed check falls back to navigating; the /offsite/ route still protects.
      logClickthrough('check_error', pin.entityId, href, tracking);
    } finally {
      checking.value = false;
    }
    if (attribution) registerAttributionSource(pin, 'click', clickToken);
    go(offsiteNavigation(target, clickExtras(chip)));
  };

  return (
    <>
      <a
        className={className}
        href={target}
        rel={outboundRel(pin)}
        target="_blank"
        data-test-id="outbound-link"
        aria-busy={checking.value || undefined}
        onClick={onClick}
        onContextMenu={logRightClick ? () => logClickthrough('rightClick', pin.entityId, href, tracking) : undefined}
      >
        {children}
      </a>
      {warning.value && (
        <Suspense fallback={null}>
          <SpamWarningModal check={warning.value} onClose={() => (warning.value = null)} />
        </Suspense>
      )}
    </>
  );
}
