// InviteCodeMetadataResource (docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#calls-spec-002-7): the sender and channel of an invite code, and a
// member's invite link for a pin (share flyout).
import * as api from '#shared/api/invites.ts';
import { formatId } from '#shared/ids.ts';
import { pinPath } from '#shared/routes.ts';
import { firstName } from '#shared/users/firstName.ts';
import { ApiError } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { ensureInviteCode, inviteAvatar, pinVisible, readInviteCode } from './inviteData.ts';

export const InviteCodeMetadataResource = implement(api.InviteCodeMetadataResource, {
  get: async (c, o, me) => {
    const row = await readInviteCode(c.env.DB, o.invite_code, me);
    if (!row) throw new ApiError('not_found', 'This invite does not exist.');
    const fullName = row.full_name.trim() || row.username;
    const avatar = inviteAvatar(row);
    return {
      data: {
        sender: {
          id: formatId(row.sender_id),
          first_name: firstName(fullName),
          full_name: fullName,
          image_medium_url: avatar,
          is_default_image: avatar === null,
          should_show_messaging: Boolean(row.messaging),
        },
        invite_channel: row.invite_channel,
        pin_id: row.pin_id === null ? null : formatId(row.pin_id),
      },
    };
  },
  create: async (c, o, me) => {
    const pinId = o.pin_id;
    if (!(await pinVisible(c.env.DB, pinId, me))) throw new ApiError('not_found', 'This Pin does not exist.');
    const code = await ensureInviteCode(c.env.DB, me, pinId, o.invite_channel);
    return { data: { invite_code: code, url: `${pinPath(formatId(pinId))}?invite_code=${code}` }, status: 201 };
  },
});
