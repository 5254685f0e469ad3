// The business resources of shared/api/business.ts: convert an account, give access to an ad
// account, ask for a call, promote a Pin into a campaign. Each write is one statement or one batch.

import type { Context } from 'hono';
import { ATTRIBUTION_SOURCE_ID_BASE, pinPromotionIdOf } from '#shared/ads/promotionIds.ts';
import * as api from '#shared/api/business.ts';
import { advertiserIdOf } from '#shared/business/dashboards.ts';
import { formatId, type UserId } from '#shared/ids.ts';
import { ApiError, notFound } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import type { AppEnv } from '#worker/env.ts';
import { holdsOrigin, holdsOriginOf, NOT_OWN_PIN } from '#worker/pins/originRights.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { publicViewChanged } from '#worker/seo/botPageCache.ts';
import { inviteEndedByBlock, refuseIfBlocked } from '#worker/users/blocks.ts';
import { readUserByUsername } from '#worker/users/userData.ts';
import { type AdAccount, adAccountsOf, grantAccess } from './adAccounts.ts';
import { readBusinessInvite, signBusinessInvite } from './token.ts';

/**
 * The ad account a member may change (admin or employee), else 403. Never across a block (docs/security.md, Blocks):
 * a block ends an admin's access (worker/users/blocks.ts endCollaborations), and an employee does not act for an account
 * that blocks them or that they block.
 */
async function managedAccount(c: Context<AppEnv>, me: UserId, businessId: UserId): Promise<AdAccount> {
  const account = (await adAccountsOf(c.env.DB, c.var.viewer)).find((a) => a.id === businessId);
  if (!account || account.role === 'analyst') throw new ApiError('forbidden', 'You do not manage this ad account.');
  await refuseIfBlocked(c.env.DB, me, account.id);
  return account;
}

export const BusinessAccountResource = implement(api.BusinessAccountResource, {
  create: async (c, o, me) => {
    // One batch: whether the name differs from the member's, read before the conversion writes it.
    const [renamed, converted] = await c.env.DB.batch([
      c.env.DB.prepare(`SELECT id FROM users WHERE id = ?1 AND is_partner = 0 AND ?2 <> '' AND full_name IS NOT ?2`).bind(me, o.business_name),
      c.env.DB.prepare(
        `UPDATE users SET is_partner = 1, full_name = CASE WHEN ?2 <> '' THEN ?2 ELSE full_name END WHERE id = ?1 AND is_partner = 0 RETURNING id`,
      ).bind(me, o.business_name),
    ]);
    // The business name replaces the member's on their public pages; the member's own name given again changes none.
    if (converted.results.length && renamed.results.length) await publicViewChanged(c);
    return { data: { converted: converted.results.length > 0, hubUrl: '/business/hub/' } };
  },
});

/** The path of the page where an invited member accepts an invitation. */
export const BUSINESS_INVITE_PATH = '/business/business-access/';

const INVALID_INVITE = 'This invitation is not valid any more. Ask an admin of the ad account to invite you again.';

export const BusinessAccessResource = implement(api.BusinessAccessResource, {
  create: async (c, o, me) => {
    const account = await managedAccount(c, me, o.business_id);
    const member = await readUserByUsername(c.env.DB, o.username);
    if (!member) throw new ApiError('invalid', `There is no member called ${o.username}.`);
    if (member.id === me || member.id === account.id) throw new ApiError('invalid', 'This member already manages the ad account.');
    // No invitation across a block, between the member and the account or the admin inviting them.
    await refuseIfBlocked(c.env.DB, member.id, account.id, me);
    // Nobody is given an ad account without their consent: the member accepts the link (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2).
    const code = await signBusinessInvite(c.env.SESSION_SECRET, { businessId: account.id, memberId: member.id, role: o.role, invitedBy: me });
    if (!code) throw new ApiError('server_error', 'Invitations cannot be made right now.');
    return { data: { invited: true, username: member.username, inviteUrl: `${BUSINESS_INVITE_PATH}?invite=${code}` }, status: 201 };
  },
  update: async (c, o, me) => {
    const invite = await readBusinessInvite(c.env.SESSION_SECRET, o.invite);
    if (!invite || invite.memberId !== me) throw new ApiError('invalid', INVALID_INVITE);
    // Nor accepted across a block (the grant's insert refuses it too, migrations/0063), and a block ended the invitations
    // pending between the two for good, lifted or not (worker/users/blocks.ts endCollaborations).
    await refuseIfBlocked(c.env.DB, me, invite.businessId, invite.invitedBy);
    if (await inviteEndedByBlock(c.env.DB, me, [invite.businessId, invite.invitedBy], invite.signedAt)) throw new ApiError('invalid', INVALID_INVITE);
    // The inviter must still manage the account (its owner, a granted admin, an employee) when the member accepts.
    const admin = await c.env.DB.prepare(
      `SELECT u.full_name, u.username FROM users u WHERE u.id = ?1
          AND ((?2 = ?1 AND u.is_partner = 1) OR EXISTS (SELECT 1 FROM business_access a WHERE a.business_id = ?1 AND a.member_id = ?2 AND a.role = 'admin')
               OR EXISTS (SELECT 1 FROM users e WHERE e.id = ?2 AND e.is_employee = 1))`,
    )
      .bind(invite.businessId, invite.invitedBy)
      .first<{ full_name: string; username: string }>();
    if (!admin) throw new ApiError('invalid', INVALID_INVITE);
    const granted = await grantAccess(c.env.DB, invite.businessId, me, invite.role, invite.invitedBy);
    return { data: { granted, businessName: admin.full_name || admin.username }, status: granted ? 201 : 200 };
  },
});

export const BusinessCallResource = implement(api.BusinessCallResource, {
  create: async (c, o, me) => {
    if (Number.isNaN(Date.parse(`${o.preferred_on}T00:00:00Z`)) || o.preferred_on < new Date().toISOString().slice(0, 10)) {
      throw new ApiError('invalid', 'preferred_on must be today or a later day.');
    }
    await c.env.DB.prepare('INSERT INTO business_call_requests (member_id, topic, preferred_on, created_at) VALUES (?, ?, ?, ?)')
      .bind(me, o.topic, o.preferred_on, Date.now())
      .run();
    return { data: { requested: true }, status: 201 };
  },
});

/**
 * SQL: a campaign id no campaign uses yet, one above the largest (626,743,000,001 for the first): the last entry of the
 * index pins_campaign_id (migrations/0043), whose expression and condition it repeats word for word.
 */
export const NEW_CAMPAIGN_ID = `(SELECT CAST(COALESCE(MAX(CAST(json_extract(c.data, '$.campaignId') AS INTEGER)), 626743000000) + 1 AS TEXT)
  FROM pins c WHERE json_extract(c.data, '$.campaignId') IS NOT NULL)`;

/** SQL: an attribution source no advertiser has yet, one above the largest: the last entry of pins_attribution_source (migrations/0043). */
export const NEW_ATTRIBUTION_SOURCE_ID = `(SELECT CAST(COALESCE(MAX(CAST(json_extract(s.data, '$.details.attributionSourceId') AS INTEGER)), ${ATTRIBUTION_SOURCE_ID_BASE}) + 1 AS TEXT)
  FROM pins s WHERE s.is_promoted = 1 AND json_extract(s.data, '$.details.attributionSourceId') IS NOT NULL)`;

/**
 * The json_set paths and values of a promoted Pin's ids (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3), for the
 * promoting UPDATE of pin ?4 by ad account ?1: its promotion id (?5, shared/ads/promotionIds.ts: the Pin's row is the
 * promotion's record), and the ad account's attribution source: the one its promoted Pins already carry, else
 * one above the largest any advertiser has (ATTRIBUTION_SOURCE_ID_BASE + 1 when none has one).
 */
const PROMOTED_PIN_IDS = `'$.details.pinPromotionId', ?5,
  '$.details.attributionSourceId', COALESCE(
    (SELECT json_extract(a.data, '$.details.attributionSourceId') FROM pins a
      WHERE a.promoter_id = ?1 AND a.is_promoted = 1 AND json_extract(a.data, '$.details.attributionSourceId') IS NOT NULL LIMIT 1),
    ${NEW_ATTRIBUTION_SOURCE_ID})`;

export const QuickPromoteResource = implement(api.QuickPromoteResource, {
  create: async (c, o, me) => {
    const account = await managedAccount(c, me, o.business_id);
    const lookup = await readPin(c.env.DB, o.pin_id, me, { forBot: false });
    if (lookup.status !== 'found') throw notFound('This Pin does not exist or is private.');
    // docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: an ad account promotes only Pins whose content it created
    // (worker/pins/originRights.ts), never another member's, nor its save or copy of one.
    if (!(await holdsOriginOf(c.env.DB, o.pin_id, account.id))) throw new ApiError('forbidden', NOT_OWN_PIN);
    const campaigns = await campaignsOf(c.env.DB, account.id);
    if (o.campaign_id && !campaigns.includes(o.campaign_id)) throw new ApiError('invalid', 'campaign_id is not a campaign of this ad account.');
    // One statement promotes the Pin into its campaign (the one named, else a new one: NEW_CAMPAIGN_ID, taken in the
    // same statement, so two promotions at once never share it) and gives it its promotion's ids (PROMOTED_PIN_IDS);
    // the origin check is repeated in it, so a Pin that changed hands meanwhile is not promoted. The row as it was,
    // read in the same batch, tells whether anything changed: promoting again into the same campaign writes nothing new.
    const row = `is_promoted, promoter_id, data`;
    const [before, after] = await c.env.DB.batch<{ is_promoted: number; promoter_id: UserId | null; data: string; campaign_id?: string }>([
      c.env.DB.prepare(`SELECT ${row} FROM pins WHERE id = ?1`).bind(o.pin_id),
      c.env.DB.prepare(
        `UPDATE pins SET is_promoted = 1, promoter_id = ?1,
                data = json_set(data, '$.campaignId', COALESCE(?2, ${NEW_CAMPAIGN_ID}), '$.advertiserId', ?3, ${PROMOTED_PIN_IDS})
          WHERE id = ?4 AND ${holdsOrigin({ pin: 'pins', member: '?1' })} AND deleted_at IS NULL
          RETURNING ${row}, CAST(json_extract(data, '$.campaignId') AS TEXT) AS campaign_id`,
      ).bind(account.id, o.campaign_id ?? null, advertiserIdOf(account.id), o.pin_id, pinPromotionIdOf(o.pin_id)),
    ]);
    const was = before.results[0];
    const promoted = after.results[0];
    if (!promoted?.campaign_id) throw new ApiError('forbidden', NOT_OWN_PIN);
    const changed = !was || (['is_promoted', 'promoter_id', 'data'] as const).some((field) => was[field] !== promoted[field]);
    await publicViewChanged(c, { pins: [o.pin_id], changed });
    return { data: { pinId: formatId(o.pin_id), campaignId: promoted.campaign_id, businessId: formatId(account.id) }, status: 201 };
  },
});

/** The campaign ids of an ad account. */
export async function campaignsOf(db: D1Database, businessId: UserId): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT json_extract(data, '$.campaignId') AS id, CAST(json_extract(data, '$.campaignId') AS TEXT) AS campaign_key FROM pins WHERE promoter_id = ? AND is_promoted = 1 AND json_extract(data, '$.campaignId') IS NOT NULL ORDER BY id`,
    )
    .bind(businessId)
    .all<{ campaign_key: string }>();
  return results.map((r) => r.campaign_key);
}
