// /pin_redirect (spec 002 §2): the interstitial shown in a new tab before leaving for a pin's
// source, with the domain and the way back to the pin.
import type { PinRedirectParams } from '#shared/closeup/pinRedirect.ts';

export function PinRedirectPage({ params }: { params: PinRedirectParams }) {
  return (
    <section className="message-page" data-test-id="pin-redirect">
      {params.pinImageUrl?.startsWith('/') && <img className="pin-redirect__image" src={params.pinImageUrl} alt="" width={120} height={120} />}
      <h1>You are leaving for {params.domain}</h1>
      <p>
        <a className="button button--primary" href={params.redirectUrl} rel="noopener noreferrer nofollow">
          Continue to {params.domain}
        </a>
      </p>
      {params.origin && (
        <p>
          <a href={params.origin}>Back to the Pin</a>
        </p>
      )}
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
