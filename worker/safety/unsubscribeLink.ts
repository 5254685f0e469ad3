// Signed unsubscribe links (/email/subscription?user_id=&list=&token=): the HMAC of the offsite
// tokens (worker/offsite/token.ts) over a payload no web address can equal, valid 90 days, so a
// link from an email leaves exactly one list of exactly one member, without signing in.
import type { EmailList } from '#shared/settings.ts';
import { signOffsiteToken, type TokenVerdict, verifyOffsiteToken } from '#worker/offsite/token.ts';

/** How long an unsubscribe link stays valid. */
export const UNSUBSCRIBE_LINK_TTL_S = 90 * 86_400;

const payloadUrl = (list: EmailList) => `pinboard:email-subscription:${list}`;

/** The path of a member's unsubscribe link for a list. */
export async function unsubscribeLink(secret: string, userEntityId: string, list: EmailList, nowS = Math.floor(Date.now() / 1000)): Promise<string> {
  const token = await signOffsiteToken(secret, payloadUrl(list), userEntityId, nowS + UNSUBSCRIBE_LINK_TTL_S);
  return `/email/subscription/?${new URLSearchParams({ user_id: userEntityId, list, token })}`;
}

/** Whether a link's token is valid for this member and list now. */
export function checkUnsubscribeToken(secret: string | undefined, userEntityId: string, list: EmailList, token: string | undefined): Promise<TokenVerdict> {
  return verifyOffsiteToken(secret, token, payloadUrl(list), userEntityId, Math.floor(Date.now() / 1000));
}
