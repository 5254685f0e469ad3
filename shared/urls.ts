// The one check of user-provided urls: only absolute http and https urls are ever linked or
// redirected to (docs/rules/pin-card.md#display-rules-spec-000-5: external urls count only if they begin with http or https), and the
// one place sensitive query parameters are stripped from urls we send or log (docs/rules/pin-card.md#display-rules-spec-000-5).

/** Longest url we link to or check. */
export const MAX_URL_LENGTH = 2048;

/**
 * The one rule of secret-bearing names (docs/security.md#secrets-in-forms-and-urls): a field or query
 * parameter whose name says password or token (password, current_password, new_password_confirm,
 * token, access_token, reset_token), or a `_secret`, or is invite, invite_code, email,
 * username_or_email, a share link's id (utm_pai) or a generic password or one-time code (pwd, pass,
 * passwd, otp), carries a secret or an address, so it is posted, never put in a url, and stripped
 * from any url we log or send on (a redirect keeps only what its page reads: shared/redirects.ts).
 * Not a board's `secret` flag.
 */
const SECRET_PARAM = /password|token|._secret|^invite(?:_code)?$|^(?:username_or_)?email$|^utm_pai$|^(?:pwd|pass|passwd|otp)$/i;

/** A name that says it holds a secret whatever its value: never kept for a refused form's page (worker/api/forms.ts). */
export const SECRET_NAME = /password|token|._secret/i;

/** Whether a field or query parameter of this name carries a secret. */
export const isSecretParam = (name: string): boolean => SECRET_PARAM.test(name);

/**
 * Words that, anywhere in a parameter's name (between separators, brackets or a camelCase hump, in any letter
 * case), say it may hold a credential, a session, a one-time proof, a signature or an address: `new_pw`,
 * `api_key`, `X-Amz-Signature`, `inviteCode`, `email_address`, `a[pw]`, `passphrase`, `sid`, `PHPSESSID`,
 * `JSESSIONID`, `SAMLResponse`, `ticket`, `magic_link`, `bearer`, `hmac`, `nonce`, `state`, `totp`, `2fa`. Some are ordinary parameters in places (an OAuth or coupon `code`, a board
 * form's `secret` flag), so they are no rule for forms (`isSecretParam`), but they leave every url we
 * log or send on, whose sites we do not know; a redirect of ours keeps only what its page reads
 * instead (shared/redirects.ts).
 */
const SECRET_WORD =
  /(?:^|[^a-z\d])(?:pwd?|pass(?:wd|code|phrase)?|t?otp|mfa|2fa|jwt|(?:api)?key|secret|[a-z]*sess(?:ion)?(?:id[a-z\d]*)?|sid|cred(?:ential)?s?|auth(?:orization)?|bearer|sig(?:nature)?|hmac|nonce|state|csrf|xsrf|saml[a-z]*|ticket|magic|invite|code|e?mail)(?![a-z\d])/;

/** Whether a query parameter of this name leaves every url we log or send on: a secret, or a name that may hold one. */
const leavesUrl = (name: string): boolean => isSecretParam(name) || SECRET_WORD.test(name.replace(/([a-z\d])(?=[A-Z])/g, '$1_').toLowerCase());

const NOT_SENT_ON = 'next';

/** Whether `value` is an absolute http(s) url with a host. */
export function isHttpUrl(value: string | null | undefined): value is string {
  return parseHttpUrl(value) !== null;
}

/**
 * Parses an absolute http(s) url with the WHATWG parser (which lower-cases the host, turns IDN
 * into punycode and decodes percent-encoded host bytes). Relative urls (`//host`, `/\host`),
 * other schemes (`javascript:`, `data:`) and over-long values are refused with null.
 */
export function parseHttpUrl(value: string | null | undefined): URL | null {
  if (typeof value !== 'string' || !value || value.length > MAX_URL_LENGTH) return null;
  // Control characters are never part of a link we make; the parser would silently drop some.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.hostname === '.') return null;
  return url;
}

/** DNS limits: a host name of at most 253 characters in labels of at most 63. */
const MAX_HOST_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

/**
 * The url we may link or redirect to: an absolute http(s) url without userinfo (credentials in a
 * link are a phishing device: `https://bank.example@evil.example/`) and with the host's trailing
 * dots removed. Null when the value is not such a url, or its host is no name DNS could resolve
 * (longer than 253 characters or with a label over 63): never a real site, only a way around rules.
 */
export function sanitizeOutboundUrl(value: string | null | undefined): string | null {
  const url = parseHttpUrl(value);
  if (!url) return null;
  url.username = '';
  url.password = '';
  const host = url.hostname.replace(/\.+$/, '');
  if (!host || host.length > MAX_HOST_LENGTH || host.split('.').some((label) => label.length > MAX_LABEL_LENGTH)) return null;
  if (host !== url.hostname) url.hostname = host;
  return url.href;
}

/** A fixed origin the same-origin check of `safeNextPath` parses against (never linked to). */
const SITE_BASE = 'https://site.invalid';

/**
 * The one rule for every place we send a person on within the site (after sign-in or sign-up, an
 * invite landing, a "Back to the Pin" link, an experience's button): `value` parsed by the WHATWG
 * parser against our origin, answered as the path, query and fragment it names, or null when it
 * is not a same-origin path. Control characters are refused before parsing (the parser and
 * browsers drop tab and newline, turning `/\t/evil.example` into `//evil.example`), as are
 * absolute and scheme-relative urls (`//host`, `/\host`) and anything whose parsed path would
 * itself read as scheme-relative (`/.//host` parses to the path `//host`).
 * @example safeNextPath('/pin/1/?a=1#c') === '/pin/1/?a=1#c'; safeNextPath('/%09/evil.example/') === '/%09/evil.example/'; safeNextPath('/\t/evil.example/') === null
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > MAX_URL_LENGTH) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value) || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, SITE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SITE_BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** Whether a value is a path on this site (never //host or a scheme): `safeNextPath`'s rule. */
export function isSitePath(value: string | null | undefined): value is string {
  return safeNextPath(value) !== null;
}

/**
 * Where a button of ours may navigate: a same-site path (`safeNextPath`) or an outbound http(s)
 * url (`sanitizeOutboundUrl`); null for anything else (`javascript:`, `data:`, `//host` ...).
 */
export function navigationTarget(value: string | null | undefined): string | null {
  return safeNextPath(value) ?? sanitizeOutboundUrl(value);
}

/**
 * The one same-site check: whether `href`, resolved by the WHATWG parser against our `origin`
 * (so paths, `//host`, `/\host` and any letter case of the scheme are read as a browser reads
 * them), lands on our own origin (scheme, host and port). Never a string-prefix test:
 * `https://pins.example.com.evil.example/` does not start our site.
 * @example isSameSiteUrl('/pin/1/', 'https://pins.example.com') === true; isSameSiteUrl('//evil.example/', 'https://pins.example.com') === false
 */
export function isSameSiteUrl(href: string, origin: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the parser drops some control characters, so they are refused
  if (!href || href.length > MAX_URL_LENGTH || /[\u0000-\u001f\u007f]/.test(href)) return false;
  try {
    const site = new URL(origin);
    return new URL(href.trim(), site).origin === site.origin;
  } catch {
    return false;
  }
}

/**
 * Whether `href` leaves our site for another http(s) site (after `isSameSiteUrl`'s parsing):
 * the links that get nofollow and are counted as clickthroughs.
 */
export function isOffsiteUrl(href: string, origin: string): boolean {
  if (!href || isSameSiteUrl(href, origin)) return false;
  try {
    const url = new URL(href.trim(), new URL(origin));
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The host (with port when one is given) of a sanitised url, for showing to people. */
export function displayHost(value: string): string {
  const url = parseHttpUrl(value);
  return url ? url.host : '';
}

/** A url without the query parameters `drop` names, and without a fragment that carries one. */
function stripParams(value: string, drop: (name: string) => boolean): string {
  let url: URL;
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(value);
  try {
    url = new URL(value, 'http://relative.invalid');
  } catch {
    return value.split(/[?#]/)[0] ?? '';
  }
  for (const key of [...url.searchParams.keys()]) {
    if (drop(key)) url.searchParams.delete(key);
  }
  // Fragments can carry tokens too (a reset link's #token=, OAuth's #access_token=).
  if ([...new URLSearchParams(url.hash.slice(1)).keys()].some(drop)) url.hash = '';
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * A url with the sensitive query parameters removed (the secrets and `next`; docs/rules/pin-card.md#display-rules-spec-000-5); used for
 * every page url we send anywhere and every url we log. Accepts absolute urls and paths; anything
 * unparseable comes back as its path part only.
 * @example stripSensitiveParams('/login?next=/x&password=hunter2&q=1') === '/login?q=1'
 */
export const stripSensitiveParams = (value: string): string => stripParams(value, (name) => leavesUrl(name) || name.toLowerCase() === NOT_SENT_ON);
