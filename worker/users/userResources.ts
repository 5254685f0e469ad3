// UserResource (profile, quicksave and save_behavior field sets), UserFollowResource,
// UserBlockResource (spec 002 §4 "User actions"), UserProfileResource and UserAccountResource
// (the /settings profile and account tabs).
import * as v from 'valibot';
import { hashPassword, verifyPassword } from '#worker/users/password.ts';
import { profileOf } from '#worker/users/profile.ts';
import { emailProblem, passwordProblem, usernameProblem } from '#worker/users/rules.ts';
import { signIn } from '#worker/users/signIn.ts';
import {
  emailExists, readLogin, readUserById, readUserByUsername, setPassword, setUserBlock, setUserFollow, updateProfile,
} from '#worker/users/userData.ts';
import { readUserSaves } from '#worker/saves/saveData.ts';
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import { beforeFromBookmark, encodeBookmark } from '#worker/api/bookmarks.ts';
import { signPinPage, type PinFeedEnv } from '#worker/offsite/sign.ts';
import { ResourceFailure } from '../api/envelope.ts';
import { verb, type ResourceDefinition } from '../api/registry.ts';
import { requireUser } from '../api/guards.ts';

const UserId = v.pipe(v.string('user ids are strings of digits'), v.regex(/^\d{1,18}$/, 'user ids are strings of digits'));
const notFound = () => new ResourceFailure(404, 'not_found', 'This user does not exist.');

export const UserResource: ResourceDefinition = {
  name: 'UserResource',
  get: verb(
    v.object({
      user_id: v.optional(UserId),
      username: v.optional(v.pipe(v.string(), v.maxLength(30))),
      field_set_key: v.optional(v.picklist(['profile', 'quicksave', 'save_behavior'], 'field_set_key is profile, quicksave or save_behavior'), 'profile'),
    }),
    async (c, o) => {
      const viewerId = c.var.viewer.id;
      const user = o.user_id ? await readUserById(c.env.DB, Number(o.user_id))
        : o.username ? await readUserByUsername(c.env.DB, o.username)
        : viewerId ? await readUserById(c.env.DB, Number(viewerId)) : null;
      if (!o.user_id && !o.username && !viewerId) throw new ResourceFailure(401, 'unauthorized', 'Please log in to continue.');
      if (!user) throw notFound();
      const profile = await profileOf(c.env.DB, user, viewerId);
      if (o.field_set_key === 'quicksave') return { data: { id: profile.entityId, has_quicksave_board: profile.hasQuicksaveBoard } };
      if (o.field_set_key === 'save_behavior') {
        if (!profile.isMe) throw new ResourceFailure(403, 'forbidden', 'Only you can see how your saves behave.');
        return { data: { id: profile.entityId, save_behavior: user.save_behavior, boardCount: profile.boardCount } };
      }
      return { data: profile };
    },
  ),
};

async function otherUser(c: Parameters<typeof requireUser>[0], userId: string): Promise<{ me: number; other: number }> {
  const me = requireUser(c);
  const other = Number(userId);
  if (other === me) throw new ResourceFailure(400, 'invalid_input', 'You cannot do that to your own account.');
  if (!(await readUserById(c.env.DB, other))) throw notFound();
  return { me, other };
}

export const UserFollowResource: ResourceDefinition = {
  name: 'UserFollowResource',
  create: verb(v.object({ user_id: UserId }), async (c, o) => {
    const { me, other } = await otherUser(c, o.user_id);
    await setUserFollow(c.env.DB, me, other, true);
    return { data: { following: true } };
  }),
  delete: verb(v.object({ user_id: UserId }), async (c, o) => {
    const { me, other } = await otherUser(c, o.user_id);
    await setUserFollow(c.env.DB, me, other, false);
    return { data: { following: false } };
  }),
};

const blockOptions = v.object({
  blocked_user_id: UserId,
  block_source: v.optional(v.pipe(v.string(), v.maxLength(40))),
  block_context: v.optional(v.pipe(v.string(), v.maxLength(40))),
});

export const UserBlockResource: ResourceDefinition = {
  name: 'UserBlockResource',
  create: verb(blockOptions, async (c, o) => {
    const { me, other } = await otherUser(c, o.blocked_user_id);
    await setUserBlock(c.env.DB, me, other, true);
    return { data: { blocked: true } };
  }),
  delete: verb(blockOptions, async (c, o) => {
    const { me, other } = await otherUser(c, o.blocked_user_id);
    await setUserBlock(c.env.DB, me, other, false);
    return { data: { blocked: false } };
  }),
};

export const UserProfileResource: ResourceDefinition = {
  name: 'UserProfileResource',
  update: verb(
    v.object({
      full_name: v.optional(v.pipe(v.string(), v.maxLength(60, 'Names can be at most 60 characters.'))),
      username: v.optional(v.pipe(v.string(), v.maxLength(30))),
      about: v.optional(v.pipe(v.string(), v.maxLength(500, 'About can be at most 500 characters.'))),
      image_signature: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[a-f0-9]{8,64}$/, 'not an image signature')))),
      save_behavior: v.optional(v.picklist([0, 1], 'save_behavior is 0 or 1')),
    }),
    async (c, o) => {
      const me = requireUser(c);
      const username = o.username?.trim();
      if (username !== undefined) {
        const problem = usernameProblem(username);
        if (problem) throw new ResourceFailure(400, 'invalid_input', problem);
      }
      if (o.image_signature) {
        const image = await c.env.DB.prepare('SELECT 1 AS x FROM images WHERE signature = ?').bind(o.image_signature).first();
        if (!image) throw new ResourceFailure(400, 'invalid_input', 'That image does not exist.');
      }
      const ok = await updateProfile(c.env.DB, me, {
        fullName: o.full_name?.trim(), username, about: o.about, imageSignature: o.image_signature, saveBehavior: o.save_behavior,
      });
      if (!ok) throw new ResourceFailure(409, 'username_taken', 'That username is taken. Please pick another.');
      return { data: await profileOf(c.env.DB, (await readUserById(c.env.DB, me))!, String(me)) };
    },
  ),
};

export const UserAccountResource: ResourceDefinition = {
  name: 'UserAccountResource',
  update: verb(
    v.object({
      current_password: v.pipe(v.string(), v.maxLength(256)),
      email: v.optional(v.pipe(v.string(), v.maxLength(254))),
      new_password: v.optional(v.pipe(v.string(), v.maxLength(256))),
    }),
    async (c, o) => {
      const me = requireUser(c);
      const user = (await readUserById(c.env.DB, me))!;
      const login = await readLogin(c.env.DB, user.username);
      if (!login?.password || !(await verifyPassword(o.current_password, login.password))) {
        throw new ResourceFailure(403, 'wrong_password', 'Your current password is not right.');
      }
      const email = o.email?.trim();
      const problem = (email !== undefined ? emailProblem(email) : null)
        ?? (o.new_password !== undefined ? passwordProblem(o.new_password, email ?? user.email, user.username) : null);
      if (problem) throw new ResourceFailure(400, 'invalid_input', problem);
      if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) {
        if (await emailExists(c.env.DB, email)) throw new ResourceFailure(409, 'email_taken', 'An account with this email already exists.');
        if (!(await updateProfile(c.env.DB, me, { email }))) throw new ResourceFailure(409, 'email_taken', 'An account with this email already exists.');
      }
      if (o.new_password !== undefined) {
        await setPassword(c.env.DB, me, await hashPassword(o.new_password));
        await signIn(c, me);
      }
      return { data: { email: email ?? user.email } };
    },
  ),
};


/** One page of the pins a user saved, as the viewer may see them (the /{username}/_saved/ tab). */
export async function userSavesPage(env: PinFeedEnv, userId: number, viewerId: string | null, bookmark: string | null, forBot: boolean) {
  const before = beforeFromBookmark(bookmark, 'saves');
  const page = await readUserSaves(env.DB, userId, viewerId === null ? -1 : Number(viewerId), before, FEED_PAGE_SIZE, { forBot, viewerId });
  return signPinPage(env, { pins: page.pins, bookmark: page.next === null ? null : encodeBookmark({ f: 'saves', before: page.next }) });
}

export const UserSavesResource: ResourceDefinition = {
  name: 'UserSavesResource',
  get: verb(v.object({ username: v.pipe(v.string(), v.maxLength(30)), bookmark: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(512)))) }), async (c, o) => {
    const user = await readUserByUsername(c.env.DB, o.username);
    if (!user) throw notFound();
    const page = await userSavesPage(c.env, user.id, c.var.viewer.id, o.bookmark ?? null, c.var.viewer.isBot);
    return { data: page.pins, bookmark: page.bookmark };
  }),
};
