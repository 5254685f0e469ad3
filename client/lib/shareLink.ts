// Sharing a link of the site: the system share sheet where the browser has one (phones), otherwise
// the link copied; answers what to tell the person, or null when the share sheet handled it.

export async function shareLink(url: string, title: string): Promise<string | null> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title });
      return null;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'Link copied!';
  } catch {
    return `Copy this link: ${url}`;
  }
}
