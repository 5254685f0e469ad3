// An invitation to manage an ad account (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 business access): the admin's invite does not
// grant anything by itself; it makes a signed link for exactly one member, role and account,
// valid for a week, and the member gets access only when they open it and accept
// (BusinessAccessResource update). Nothing is stored until then; the HMAC (SESSION_SECRET) is
// the proof that an admin of the account made it, and the admin is checked again on acceptance.
import { parseId, type UserId } from '#shared/ids.ts';
import { hasOffsiteSecret, signOffsiteToken, verifyOffsiteToken } from '#worker/offsite/token.ts';

/** How long an invitation link works. */
export const BUSINESS_INVITE_TTL_S = 7 * 86_400;

export interface BusinessInvite {
  businessId: UserId;
  memberId: UserId;
  role: 'admin' | 'analyst';
  invitedBy: UserId;
}

const INVITE = /^(\d{1,20})\.(\d{1,20})\.(admin|analyst)\.(\d{1,20})\.(\d{1,12}\.[A-Za-z0-9_-]{43})$/;

/** A pseudo-url no /offsite/ link can be, so an invitation and an outbound link never open each other. */
const subject = (i: BusinessInvite) => `business-invite:v1:${i.businessId}:${i.memberId}:${i.role}:${i.invitedBy}`;

/** The invitation's code (for `?invite=`), or null without a usable secret. */
export async function signBusinessInvite(secret: string | undefined, invite: BusinessInvite, nowMs = Date.now()): Promise<string | null> {
  if (!hasOffsiteSecret(secret)) return null;
  const signed = await signOffsiteToken(secret, subject(invite), 'business', Math.floor(nowMs / 1000) + BUSINESS_INVITE_TTL_S);
  return `${invite.businessId}.${invite.memberId}.${invite.role}.${invite.invitedBy}.${signed}`;
}

/** An invitation read from its code, with when it was signed (ms, to the second below; a block voids those signed before it). */
interface SignedBusinessInvite extends BusinessInvite {
  signedAt: number;
}

/** The invitation a code names, or null when it is malformed, forged or expired. */
export async function readBusinessInvite(secret: string | undefined, code: string, nowMs = Date.now()): Promise<SignedBusinessInvite | null> {
  const m = INVITE.exec(code);
  if (!m) return null;
  const [businessId, memberId, invitedBy] = [parseId<'user'>(m[1]), parseId<'user'>(m[2]), parseId<'user'>(m[4])];
  if (businessId === null || memberId === null || invitedBy === null) return null;
  const invite: BusinessInvite = { businessId, memberId, role: m[3] as BusinessInvite['role'], invitedBy };
  if ((await verifyOffsiteToken(secret, m[5], subject(invite), 'business', Math.floor(nowMs / 1000))) !== 'valid') return null;
  return { ...invite, signedAt: (Number(m[5].split('.')[0]) - BUSINESS_INVITE_TTL_S) * 1000 };
}
