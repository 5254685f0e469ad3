// The upload_parameters token: random, handed to the uploader once, stored only as its SHA-256.
import { toHex } from '#worker/lib/hex.ts';

/** A new token and the hash to store. */
export async function newUploadToken(): Promise<{ token: string; hash: string }> {
  const token = toHex(crypto.getRandomValues(new Uint8Array(24)));
  return { token, hash: await hashUploadToken(token) };
}

/** The stored form of a token. */
export async function hashUploadToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return toHex(digest);
}
