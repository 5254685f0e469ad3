// Hiding a pin (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7): where the hide is recorded depends on the surface — related
// pins and feeds PUT /v3/p2p/{pin}/hide/, search PUT /v3/search/{pin}/hide/ with query and
// pin_type, the news hub PUT /v3/news_hub/{news_id}/pin/{pin}/hide/ — and undo calls the pair
// (unhide, unhide, undo). Failures are reported to the caller; a refusal for a signed-out or
// limited-login viewer opens the login modal titled "Log in to hide this Pin" (docs/rules/closeup-and-visitors.md#constants-spec-002-9).
import { requestLogin } from '#client/features/auth/loginUpsell.ts';
import { logClick } from '#client/features/events/logClick.ts';

/** Which hide a card's surface records. */
export type HideTarget = { kind: 'p2p' } | { kind: 'search'; query: string; pinType: string } | { kind: 'newsHub'; newsId: string };

function hideRequest(pinId: string, undo: boolean, target: HideTarget): { url: string; body?: string } {
  const pin = encodeURIComponent(pinId);
  if (target.kind === 'search') {
    return { url: `/v3/search/${pin}/${undo ? 'unhide' : 'hide'}/`, body: JSON.stringify({ query: target.query, pin_type: target.pinType }) };
  }
  if (target.kind === 'newsHub') return { url: `/v3/news_hub/${encodeURIComponent(target.newsId)}/pin/${pin}/${undo ? 'undo' : 'hide'}/` };
  return { url: `/v3/p2p/${pin}/${undo ? 'unhide' : 'hide'}/` };
}

export async function hidePin(pinId: string, undo = false, target: HideTarget = { kind: 'p2p' }): Promise<boolean> {
  const { url, body } = hideRequest(pinId, undo, target);
  try {
    const response = await fetch(url, {
      method: 'PUT',
      credentials: 'same-origin',
      ...(body ? { body, headers: { 'Content-Type': 'application/json', Accept: 'application/json' } } : {}),
    });
    if (response.status === 401) requestLogin('hide', pinId);
    if (response.ok && !undo) logClick('hide', pinId);
    return response.ok;
  } catch {
    return false;
  }
}
