// The /offsite/ token: HMAC-SHA256 with the worker secret OFFSITE_SECRET over the destination,
// the pin and an expiry, so only links the server rendered redirect without an interstitial.

const encoder = new TextEncoder();
/** Imported keys by secret: the key itself, not the import's promise, so no request awaits another's work. */
const keys = new Map<string, CryptoKey>();

/** Shortest secret accepted; a missing or short secret means no token is ever valid. */
const MIN_SECRET_LENGTH = 16;

async function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/** Whether the secret is usable for signing. */
export function hasOffsiteSecret(secret: string | undefined): secret is string {
  return typeof secret === 'string' && secret.length >= MIN_SECRET_LENGTH;
}

function payload(url: string, pin: string, expiresAt: number): Uint8Array<ArrayBuffer> {
  return encoder.encode(`offsite.v1\n${url}\n${pin}\n${expiresAt}`);
}

function toBase64Url(bytes: ArrayBuffer): string {
  let s = '';
  for (const b of new Uint8Array(bytes)) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '=');
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** A token `{expiresAt}.{signature}` for this url and pin, valid until `expiresAt` (unix seconds). */
export async function signOffsiteToken(secret: string, url: string, pin: string, expiresAt: number): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), payload(url, pin, expiresAt));
  return `${expiresAt}.${toBase64Url(signature)}`;
}

export type TokenVerdict = 'valid' | 'missing' | 'malformed' | 'expired' | 'forged';

/** Checks a token for exactly this url and pin at `nowS` (unix seconds); constant-time compare. */
export async function verifyOffsiteToken(secret: string | undefined, token: string | undefined, url: string, pin: string, nowS: number): Promise<TokenVerdict> {
  if (!token) return 'missing';
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]+)$/.exec(token);
  const signature = m ? fromBase64Url(m[2]) : null;
  if (!m || !signature) return 'malformed';
  if (!hasOffsiteSecret(secret)) return 'forged';
  const expiresAt = Number(m[1]);
  const ok = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, payload(url, pin, expiresAt));
  if (!ok) return 'forged';
  return expiresAt < nowS ? 'expired' : 'valid';
}
