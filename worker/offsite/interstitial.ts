// The /offsite/ interstitial pages: the "Heads up!" warning for blocked links and the "you are
// leaving" page for links we did not sign. Neither ever redirects by itself; every value is
// escaped by hono/html and nothing runs as script.
import { html } from 'hono/html';
import { type OffsiteCheck, SPAM_GUIDELINES_URL, SPAM_WARNING } from '#shared/offsite/verdict.ts';
import { SITE_NAME } from '#shared/pages.ts';
import { displayHost } from '#shared/urls.ts';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f6f3;color:#111}
main{max-width:32rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:1.5rem;box-shadow:0 2px 16px #0002}
h1{font-size:1.75rem;margin:0 0 .25rem}.label{font-weight:600;margin:0 0 1rem}.host,.destination{word-break:break-all;font-weight:600}
.actions{display:flex;gap:.75rem;margin-top:1.5rem;flex-wrap:wrap}.button{padding:.6rem 1.2rem;border-radius:999px;background:#e9e9e9;color:#111;text-decoration:none;font-weight:600}
.button--primary{background:#e60023;color:#fff}`;

function page(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${title} | ${SITE_NAME}</title><style>${STYLE}</style></head>
<body><main data-test-id="offsite-interstitial">${body}</main></body></html>`;
}

/** The warning for a blocked, suspicious or adult link (docs/rules/pin-card.md#screens-and-routes-spec-000-2's modal as a page). */
export function blockedPage(check: OffsiteCheck) {
  return page(
    SPAM_WARNING.heading,
    html`<h1>${SPAM_WARNING.heading}</h1>
<p class="label">${SPAM_WARNING.label}</p>
<p class="message" data-test-id="offsite-message">${check.message}</p>
<p>Link: <span class="host" data-test-id="offsite-host">${displayHost(check.url)}</span></p>
<div class="actions"><a class="button" href="${SPAM_GUIDELINES_URL}">${SPAM_WARNING.learnMore}</a><a class="button button--primary" href="/">${SPAM_WARNING.okay}</a></div>`,
  );
}

/** The page for a link we did not sign (or whose token expired): the destination, shown, to follow by hand. */
export function leavingPage(url: string) {
  return page(
    'You are leaving',
    html`<h1>You are leaving ${SITE_NAME}</h1>
<p>This link was not checked when the page was made, so make sure you trust where it goes:</p>
<p class="destination" data-test-id="offsite-destination">${url}</p>
<div class="actions"><a class="button" href="/">Go back</a><a class="button button--primary" href="${url}" rel="noopener noreferrer nofollow ugc">Continue to ${displayHost(url)}</a></div>`,
  );
}

/** The page for a value that is not an http(s) link at all (javascript:, data:, relative ...). */
/** A navigation whose extras (csr, aux_data) are malformed: nothing is opened. */
export function badNavigationPage(reason: string) {
  return page(
    'Link not available',
    html`<h1>This link can't be opened</h1>
<p>The link is malformed: ${reason}</p>
<div class="actions"><a class="button button--primary" href="/">Go home</a></div>`,
  );
}

export function notALinkPage() {
  return page(
    'Link not available',
    html`<h1>This link can't be opened</h1>
<p>Only web links (http and https) are opened from ${SITE_NAME}.</p>
<div class="actions"><a class="button button--primary" href="/">Go home</a></div>`,
  );
}

/** The page for a client that followed too many outbound links too fast. */
export function tooManyPage(retryAfterS: number) {
  return page(
    'Too many requests',
    html`<h1>Slow down a little</h1>
<p>You opened a lot of links in a short time. Please try again in ${retryAfterS} seconds.</p>
<div class="actions"><a class="button button--primary" href="/">Go home</a></div>`,
  );
}
