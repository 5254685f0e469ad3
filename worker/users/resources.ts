// UserResource (profile, quicksave and save_behavior field sets), UserFollowResource,
// UserBlockResource (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "User actions"), UserProfileResource and UserAccountResource
// (the /settings profile and account tabs).

import type { Context } from 'hono';
import * as api from '#shared/api/users.ts';
import type { UserId } from '#shared/ids.ts';
import { ApiError } from '#worker/api/errors.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { implement } from '#worker/api/implement.ts';
import { signIn } from '#worker/auth/signIn.ts';
import { actingAs } from '#worker/business/actingFor.ts';
import type { AppEnv } from '#worker/env.ts';
import { savedFeedPage } from '#worker/feed/pinFeeds.ts';
import { NOT_YOUR_IMAGE, referableImage } from '#worker/media/imageRights.ts';
import { publicViewChanged } from '#worker/seo/botPageCache.ts';
import { refuseIfBlocked } from '#worker/users/blocks.ts';
import { passwordLists } from '#worker/users/breachedPasswords.ts';
import { checkPassword, hashPassword } from '#worker/users/password.ts';
import { profileOf } from '#worker/users/profile.ts';
import { emailProblem, passwordProblem, usernameProblem } from '#worker/users/rules.ts';
import {
  emailExists,
  readLogin,
  readUserById,
  readUserByUsername,
  revokeResetTokens,
  setPassword,
  setUserBlock,
  setUserFollow,
  updateProfile,
} from '#worker/users/userData.ts';
import { namedUser } from './lookup.ts';

const notFound = () => new ApiError('not_found', 'This user does not exist.');

export const UserResource = implement(api.UserResource, {
  get: async (c, o) => {
    const viewerId = viewerUserId(c.var.viewer);
    const user = await namedUser(c, o);
    const profile = await profileOf(c.env.DB, user, viewerId);
    if (o.field_set_key === 'quicksave') return { data: { id: profile.entityId, has_quicksave_board: profile.hasQuicksaveBoard } };
    if (o.field_set_key === 'save_behavior') {
      if (!profile.isMe) throw new ApiError('forbidden', 'Only you can see how your saves behave.');
      return { data: { id: profile.entityId, save_behavior: user.save_behavior, boardCount: profile.boardCount } };
    }
    return { data: profile };
  },
});

async function otherUser(c: Context<AppEnv>, me: UserId, other: UserId): Promise<{ me: UserId; other: UserId }> {
  if (other === me) throw new ApiError('invalid', 'You cannot do that to your own account.');
  if (!(await readUserById(c.env.DB, other))) throw notFound();
  return { me, other };
}

export const UserFollowResource = implement(api.UserFollowResource, {
  create: async (c, o, me) => {
    const { other } = await otherUser(c, me, o.user_id);
    await refuseIfBlocked(c.env.DB, me, other);
    await setUserFollow(c.env.DB, me, other, true);
    return { data: { following: true } };
  },
  delete: async (c, o, me) => {
    const { other } = await otherUser(c, me, o.user_id);
    await setUserFollow(c.env.DB, me, other, false);
    return { data: { following: false } };
  },
});

export const UserBlockResource = implement(api.UserBlockResource, {
  create: async (c, o, me) => {
    // The blocker: the member, or the business account they manage named by orbac_subject_id.
    const blocker = (await actingAs(c, me, o.orbac_subject_id)).id;
    const { other } = await otherUser(c, blocker, o.blocked_user_id);
    await setUserBlock(c.env.DB, blocker, other, true);
    return { data: { blocked: true } };
  },
  delete: async (c, o, me) => {
    // Nobody acts for an account across a block (actingAs), so a block an account made is never lifted by the member it blocks.
    const blocker = (await actingAs(c, me, o.orbac_subject_id)).id;
    const { other } = await otherUser(c, blocker, o.blocked_user_id);
    await setUserBlock(c.env.DB, blocker, other, false);
    return { data: { blocked: false } };
  },
});

export const UserProfileResource = implement(api.UserProfileResource, {
  update: async (c, o, me) => {
    const username = o.username?.trim();
    if (username !== undefined) {
      const problem = usernameProblem(username);
      if (problem) throw new ApiError('invalid', problem);
    }
    const before = await readUserById(c.env.DB, me);
    // Rights over pictures (worker/media/imageRights.ts): a new avatar is the member's own upload or a preset; keeping the one they have is no change.
    if (o.image_signature && o.image_signature !== before?.image_signature) {
      if (!(await referableImage(c.env.DB, me, o.image_signature))) throw new ApiError('invalid', NOT_YOUR_IMAGE);
    }
    const updated = await updateProfile(c.env.DB, me, {
      fullName: o.full_name?.trim(),
      username,
      about: o.about,
      imageSignature: o.image_signature,
      saveBehavior: o.save_behavior,
    });
    if (updated === 'conflict') throw new ApiError('conflict', 'That username is taken. Please pick another.');
    // Name, username, about and avatar show on the profile and every board and closeup that names the pinner: only a value
    // that differs from the stored one changes a public page.
    if (updated === 'shown') await publicViewChanged(c, before ? { page: `/${before.username}/` } : {});
    return { data: await profileOf(c.env.DB, (await readUserById(c.env.DB, me))!, me) };
  },
});

export const UserAccountResource = implement(api.UserAccountResource, {
  update: async (c, o, me) => {
    const user = (await readUserById(c.env.DB, me))!;
    const login = await readLogin(c.env.DB, user.username);
    if (!(await checkPassword(o.current_password, login?.password))) {
      throw new ApiError('forbidden', 'Your current password is not right.');
    }
    const email = o.email?.trim();
    const problem =
      (email !== undefined ? emailProblem(email) : null)
      ?? (o.new_password !== undefined
        ? passwordProblem(o.new_password, await passwordLists(c), {
            email: email ?? user.email,
            previousEmail: user.email,
            username: user.username,
            name: user.full_name,
          })
        : null);
    if (problem) throw new ApiError('invalid', problem);
    if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) {
      if (await emailExists(c.env.DB, email)) throw new ApiError('conflict', 'An account with this email already exists.');
      if ((await updateProfile(c.env.DB, me, { email })) === 'conflict') throw new ApiError('conflict', 'An account with this email already exists.');
      // Links mailed to the old address no longer open the account.
      await revokeResetTokens(c.env.DB, me).run();
    }
    if (o.new_password !== undefined) {
      await setPassword(c.env.DB, me, await hashPassword(o.new_password));
      await signIn(c, me);
    }
    return { data: { email: email ?? user.email } };
  },
});

export const UserSavesResource = implement(api.UserSavesResource, {
  get: async (c, o) => {
    const user = await readUserByUsername(c.env.DB, o.username);
    if (!user) throw notFound();
    const page = await savedFeedPage(c.env, c.var.viewer, user.id, o.bookmark ?? null);
    return { data: page.pins, bookmark: page.bookmark };
  },
});
