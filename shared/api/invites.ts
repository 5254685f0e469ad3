// Invite links of pins (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2, docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#calls-spec-002-7): InviteCodeMetadataResource answers who sent an
// invite_code and on which channel; members create one from the share flyout.
import * as v from 'valibot';
import { INVITE_CODE_PATTERN, type InviteMetadata } from '../invites/landing.ts';
import { resource, returns } from './define.ts';
import { id } from './options.ts';

const InviteCode = v.pipe(v.string('invite_code must be a string'), v.regex(INVITE_CODE_PATTERN, 'invite_code is not an invite code'));

export const InviteCodeMetadataResource = resource('InviteCodeMetadataResource', {
  get: { options: v.object({ invite_code: InviteCode }), access: 'visitor', result: returns<InviteMetadata>() },
  create: {
    options: v.object({
      pin_id: id('pin', 'pin_id'),
      invite_channel: v.optional(v.pipe(v.number('invite_channel must be a number'), v.integer(), v.minValue(1), v.maxValue(99)), 1),
    }),
    access: 'member',
    rateLimit: 'socialWrite',
    signInPrompt: 'Log in to send this Pin',
    loginReason: 'send',
    result: returns<{ invite_code: string; url: string }>(),
  },
});
