// Hiding a pin from the feed (spec 000 §4, §7): PUT /v3/p2p/{pin}/hide/ records it for the
// viewer; unhide undoes it. Failures are reported to the caller; a refusal for a signed-out or
// limited-login viewer opens the login modal titled "Log in to hide this Pin" (spec 002 §9).
import { requestLogin } from '#client/features/auth/loginUpsell.ts';

export async function hidePin(pinId: string, undo = false): Promise<boolean> {
  try {
    const response = await fetch(`/v3/p2p/${encodeURIComponent(pinId)}/${undo ? 'unhide' : 'hide'}/`, { method: 'PUT', credentials: 'same-origin' });
    if (response.status === 401) requestLogin('hide', pinId);
    return response.ok;
  } catch {
    return false;
  }
}
