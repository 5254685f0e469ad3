// The cookie mirroring the visitor's record of app upsells, read by the worker to render the app
// upsell bar with the page (worker/middleware/viewer.ts). Written only by the record module.
import { APP_UPSELL_COOKIE, APP_UPSELL_COOKIE_MAX_AGE_S } from '#shared/visitor/constants.ts';
import { appUpsellCookieValue, type UpsellHistory } from '#shared/visitor/upsell.ts';

export function mirrorAppUpsellCookie(upsells: UpsellHistory): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one small first-party cookie; the Cookie Store API is not in every phone browser
  document.cookie = `${APP_UPSELL_COOKIE}=${appUpsellCookieValue(upsells)}; path=/; max-age=${APP_UPSELL_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
}
