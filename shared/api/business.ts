// The business resources (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): converting a personal account into a business
// one, giving a member access to an ad account, asking for a call and promoting a Pin into a
// campaign from /advertiser/quick-promote/.
import * as v from 'valibot';
import { resource, returns } from './define.ts';
import { campaignId, id } from './options.ts';

const text = (max: number, name: string) =>
  v.pipe(v.string(`${name} must be text`), v.trim(), v.minLength(1, `${name} is required`), v.maxLength(max, `${name} is at most ${max} characters`));

export const BusinessAccountResource = resource('BusinessAccountResource', {
  /** Turns the signed-in personal account into a business account; answers where its hub is. */
  create: {
    options: v.object({ business_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'business_name is at most 60 characters')), '') }),
    access: 'member',
    rateLimit: 'publicViewEdit',
    signInPrompt: 'Log in to create a business account.',
    result: returns<{ converted: boolean; hubUrl: string }>(),
  },
});

export const BusinessAccessResource = resource('BusinessAccessResource', {
  /**
   * An admin of an ad account invites another member: nothing is granted yet; the answer is the
   * invitation link for that member (valid a week), who gets access only by accepting it.
   */
  create: {
    options: v.object({
      business_id: id('user', 'business_id'),
      username: text(30, 'username'),
      role: v.picklist(['admin', 'analyst'], 'role is admin or analyst'),
    }),
    access: 'owner',
    rateLimit: 'socialWrite',
    result: returns<{ invited: true; username: string; inviteUrl: string }>(),
  },
  /** The invited member accepts the invitation of the link (`invite`, its code): only they can. */
  update: {
    options: v.object({ invite: v.pipe(v.string('invite must be text'), v.maxLength(200, 'invite is too long')) }),
    access: 'member',
    rateLimit: 'socialWrite',
    result: returns<{ granted: boolean; businessName: string }>(),
  },
});

export const BusinessCallResource = resource('BusinessCallResource', {
  create: {
    options: v.object({
      topic: text(200, 'topic'),
      preferred_on: v.pipe(v.string('preferred_on must be a date'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'preferred_on must be a date (YYYY-MM-DD)')),
    }),
    access: 'member',
    rateLimit: 'socialWrite',
    result: returns<{ requested: true }>(),
  },
});

export const QuickPromoteResource = resource('QuickPromoteResource', {
  /** Promotes one of an ad account's own Pins into a campaign of it; the member must manage the account (a new campaign when none is named). */
  create: {
    options: v.object({ pin_id: id('pin', 'pin_id'), business_id: id('user', 'business_id'), campaign_id: v.optional(campaignId('campaign_id')) }),
    access: 'owner',
    rateLimit: 'pinWrite',
    signInPrompt: 'Log in to promote this Pin.',
    result: returns<{ pinId: string; campaignId: string; businessId: string }>(),
  },
});
