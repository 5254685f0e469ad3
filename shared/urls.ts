// The one check of user-provided urls: only absolute http and https urls are ever linked or
// redirected to (spec 000 §5: external urls count only if they begin with http or https).

/** Whether `value` is an absolute http(s) url with a host. */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
