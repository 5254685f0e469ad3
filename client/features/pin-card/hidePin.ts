// Hiding a pin from the feed (spec 000 §4, §7): PUT /v3/p2p/{pin}/hide/ records it for the
// viewer; unhide undoes it. Failures are reported to the caller.
export async function hidePin(pinId: string, undo = false): Promise<boolean> {
  try {
    const response = await fetch(`/v3/p2p/${encodeURIComponent(pinId)}/${undo ? 'unhide' : 'hide'}/`, { method: 'PUT', credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}
