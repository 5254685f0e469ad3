// Desktop or mobile, decided once at the edge so the server and the hydrating client render the
// same card variant (hover overlay and richer badges are desktop-only, docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#roles-spec-000-6).

const MOBILE_UA = /Mobi|Android|iPhone|iPod|iPad|Windows Phone|Opera Mini|IEMobile/i;

/** Whether a request comes from a phone or tablet: the UA client hint when sent, else the user agent. */
export function isMobileRequest(userAgent: string | undefined, chUaMobile: string | undefined): boolean {
  if (chUaMobile === '?1') return true;
  if (chUaMobile === '?0') return false;
  return MOBILE_UA.test(userAgent ?? '');
}
