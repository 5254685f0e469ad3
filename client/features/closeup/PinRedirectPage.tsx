// /pin_redirect (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): the interstitial shown in a new tab before leaving for a pin's
// source, with the domain and the way back to the pin — all derived from the pin by the worker.
// Continue goes through the pin's signed /offsite/ link; a link the rules block shows the warning.

import type { PageView } from '#client/app/pageTypes.ts';
import type { PinRedirectView } from '#shared/closeup/pinRedirect.ts';
import { SPAM_WARNING } from '#shared/offsite/verdict.ts';

export function PinRedirectPage({ view }: { view: PinRedirectView }) {
  return (
    <section className="message-page" data-test-id="pin-redirect">
      {view.pinImageUrl && <img className="pin-redirect__image" src={view.pinImageUrl} alt="" width={120} height={120} />}
      {view.continuePath ? (
        <>
          <h1>You are leaving for {view.domain}</h1>
          {view.pinDomain && <p data-test-id="pin-redirect-elsewhere">{`This Pin names ${view.pinDomain}, but its link goes to ${view.domain}.`}</p>}
          <p>
            <a className="button button--primary" href={view.continuePath} rel="noopener noreferrer nofollow">
              Continue to {view.domain}
            </a>
          </p>
        </>
      ) : (
        <>
          <h1>{SPAM_WARNING.heading}</h1>
          <p className="label">{SPAM_WARNING.label}</p>
          <p data-test-id="pin-redirect-warning">{view.warning}</p>
        </>
      )}
      <p>
        <a href={view.backPath}>Back to the Pin</a>
      </p>
    </section>
  );
}

/** A page that could not be shown because its link was malformed (status 400). */
export function BadRequestPage({ message }: { message: string }) {
  return (
    <section className="message-page" data-test-id="bad-request">
      <h1>This link is not valid</h1>
      <p>{message}</p>
      <p>
        <a className="button" href="/">
          Go to the home feed
        </a>
      </p>
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { pinRedirect: PageView<'pinRedirect'>; badRequest: PageView<'badRequest'> } = {
  pinRedirect: ({ data }) => <PinRedirectPage view={data.view} />,
  badRequest: ({ data }) => <BadRequestPage message={data.message} />,
};
